import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { blockedBetween, blockState, knows, profileIsPublic } from '../../identity/circles-sql.ts';
import { visibleTo } from '../posts/visibility-sql.ts';

interface FamilyJson {
  id: string;
  name: string;
  /** Whether the viewer is an active member of it too. */
  shared: boolean;
}
interface FriendshipJson {
  id: string;
  requesterId: string;
  addresseeId: string;
  status: 'pending' | 'accepted';
}

/** One affiliation on a person's page: an organization membership or a place from onboarding. */
export interface AffiliationOnPage {
  id: string;
  affiliationName: string;
  userRoleInOrg: string | null;
  kind: 'ORG' | 'WORK' | 'UNIVERSITY' | 'SCHOOL';
  /** Whether the viewer belongs to the same organization or place. */
  shared: boolean;
}

export const profileRepo = {
  /**
   * Everything a person's page needs about `targetId` as `viewerId` sees it, in one statement:
   * the person, whether their profile is public and whether the viewer knows them (the rule of
   * user search), their friendship row with the viewer, whether the viewer follows them, their
   * active families (marking the ones the viewer shares), and the counts: friends, followers,
   * followed people, families and organizations, and their posts the viewer may read.
   */
  async page(db: Db, viewerId: string, targetId: string) {
    const target = sql`${targetId}::uuid`;
    const [row] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        middleName: users.middleName,
        profilePicture: users.profilePicture,
        about: users.about,
        coverPicture: users.coverPicture,
        city: users.addressCity,
        country: users.addressCountry,
        privacy: users.privacySettings,
        profilePublic: profileIsPublic,
        knows: knows(viewerId, target),
        block: blockState(viewerId, target),
        friendship: sql<FriendshipJson | null>`(
          select json_build_object('id', f.id, 'requesterId', f.requester_id,
                                   'addresseeId', f.addressee_id, 'status', f.status)
          from friendships f
          where least(f.requester_id, f.addressee_id) = least(${viewerId}::uuid, ${target})
            and greatest(f.requester_id, f.addressee_id) = greatest(${viewerId}::uuid, ${target}))`,
        following: sql<boolean>`exists (select 1 from user_follows uf
          where uf.follower_id = ${viewerId} and uf.followee_id = ${target})`,
        families: sql<FamilyJson[] | null>`(
          select json_agg(json_build_object('id', fa.id, 'name', fa.name, 'shared', exists (
                   select 1 from family_members v where v.family_id = fa.id
                     and v.user_id = ${viewerId} and v.status = 'active')) order by fm.created_at, fa.id)
          from family_members fm join families fa on fa.id = fm.family_id
          where fm.user_id = ${target} and fm.status = 'active')`,
        friends: sql<number>`(select count(*) from friendships f where f.status = 'accepted'
          and (f.requester_id = ${target} or f.addressee_id = ${target}))`.mapWith(Number),
        followers:
          sql<number>`(select count(*) from user_follows uf where uf.followee_id = ${target})`.mapWith(
            Number,
          ),
        following_count: sql<number>`(
          (select count(*) from user_follows uf where uf.follower_id = ${target})
          + (select count(*) from family_follows ff where ff.user_id = ${target})
          + (select count(*) from org_follows o where o.user_id = ${target}))`.mapWith(Number),
        posts: sql<number>`(select count(*) from posts
          where posts.author_id = ${target} and ${visibleTo(viewerId)})`.mapWith(Number),
      })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1);
    return row;
  },
  /**
   * A person's affiliations as their page lists them (organizations they belong to, in joining
   * order, then the places from onboarding, by position), each with its kind and whether the
   * viewer shares it: the same organization, or a place of the same kind and name (case and
   * surrounding spaces aside; a work place also matches an organization of that name the viewer
   * belongs to). What privacy hides depends on both (people.policy.ts `visibleAffiliations`).
   */
  async affiliations(db: Db, viewerId: string, targetId: string): Promise<AffiliationOnPage[]> {
    const viewer = sql`${viewerId}::uuid`;
    const rows = await db.execute(sql`
      select * from (
        select m.id, o.name as affiliation_name,
               coalesce(nullif(m.custom_role_name, ''), m.role) as user_role_in_org,
               'ORG' as kind,
               exists (select 1 from org_members v where v.org_id = m.org_id and v.user_id = ${viewer}) as shared,
               0 as part, m.joined_at as at, 0 as position
        from org_members m join organizations o on o.id = m.org_id
        where m.user_id = ${targetId}::uuid
        union all
        select a.id, a.affiliation_name, a.user_role_in_org, a.kind,
               exists (select 1 from affiliations v where v.user_id = ${viewer} and v.kind = a.kind
                         and lower(btrim(v.affiliation_name)) = lower(btrim(a.affiliation_name)))
               or (a.kind = 'WORK' and exists (
                     select 1 from org_members v join organizations o on o.id = v.org_id
                     where v.user_id = ${viewer}
                       and lower(btrim(o.name)) = lower(btrim(a.affiliation_name)))) as shared,
               1 as part, null as at, a.position
        from affiliations a
        where a.user_id = ${targetId}::uuid
      ) x
      order by part, at, position, id`);
    return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
      id: String(r.id),
      affiliationName: String(r.affiliation_name),
      userRoleInOrg: (r.user_role_in_org as string | null) ?? null,
      kind: r.kind as AffiliationOnPage['kind'],
      shared: r.shared === true || r.shared === 't',
    }));
  },
  /**
   * Friends of both the viewer and the person, in one statement on the accepted-friendship
   * indexes: how many, and the first `shown` of them by name. Anyone blocked either way by the
   * viewer or the person is left out (CONTRACT §8).
   */
  async mutualFriends(db: Db, viewerId: string, targetId: string, shown: number) {
    const friendsOf = (id: string) => sql`
      select f.addressee_id as id from friendships f where f.requester_id = ${id}::uuid and f.status = 'accepted'
      union all
      select f.requester_id from friendships f where f.addressee_id = ${id}::uuid and f.status = 'accepted'`;
    const rows = await db.execute(sql`
      with mutual as (
        select u.id, u.first_name, u.last_name, u.profile_picture
        from (${friendsOf(viewerId)}) mine
        join (${friendsOf(targetId)}) theirs on theirs.id = mine.id
        join users u on u.id = mine.id
        where not ${blockedBetween(viewerId, sql`u.id`)}
          and not ${blockedBetween(targetId, sql`u.id`)}
      )
      select (select count(*) from mutual) as count,
             coalesce((select json_agg(json_build_object('id', m.id, 'first_name', m.first_name,
                         'last_name', m.last_name, 'profile_picture', m.profile_picture)
                         order by m.first_name, m.last_name, m.id)
                       from (select * from mutual order by first_name, last_name, id limit ${shown}) m),
                      '[]'::json) as people`);
    const [row] = (rows as unknown as { rows: { count: unknown; people: unknown }[] }).rows;
    const people = typeof row?.people === 'string' ? JSON.parse(row.people) : row?.people;
    return {
      count: Number(row?.count ?? 0),
      people: (people ?? []) as {
        id: string;
        first_name: string;
        last_name: string;
        profile_picture: string | null;
      }[],
    };
  },
  async exists(db: Db, userId: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return !!row;
  },
  async privacy(db: Db, userId: string): Promise<Record<string, boolean | string> | null | undefined> {
    const [row] = await db
      .select({ privacy: users.privacySettings })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row ? row.privacy : undefined;
  },
  /** Merges the changed settings into the stored ones in one statement; answers the result. */
  async updatePrivacy(db: Db, userId: string, changes: Record<string, boolean | string>) {
    const [row] = await db
      .update(users)
      .set({
        privacySettings: sql`coalesce(${users.privacySettings}, '{}'::jsonb) || ${JSON.stringify(changes)}::jsonb`,
      })
      .where(eq(users.id, userId))
      .returning({ privacy: users.privacySettings });
    return row?.privacy;
  },
};
