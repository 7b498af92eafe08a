import { and, asc, desc, eq, isNull, ne, not, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameCloseness, nameMatches } from '../../db/names.ts';
import { type AffiliationRow, type UserRow, users } from '../../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;

type Aff = Pick<AffiliationRow, 'id' | 'affiliationName' | 'userRoleInOrg'>;

const meSelect = (db: Db) =>
  db
    .select({
      user: users,
      orgs: sql<Aff[] | null>`(
        select json_agg(json_build_object('id', m.id, 'affiliationName', o.name,
                 'userRoleInOrg', coalesce(nullif(m.job_title, ''), nullif(m.custom_role_name, ''), m.role))
                 order by m.joined_at)
        from org_members m join organizations o on o.id = m.org_id where m.user_id = users.id)`,
      // «Мои роли» lists one entry per organization (issue 32 item 5): a typed workplace with the
      // name of an organization the user belongs to is that organization's entry, not a second one.
      own: sql<Aff[] | null>`(
        select json_agg(json_build_object('id', a.id, 'affiliationName', a.affiliation_name,
                 'userRoleInOrg', a.user_role_in_org) order by a.position)
        from affiliations a where a.user_id = users.id
          and not exists (select 1 from org_members m join organizations o on o.id = m.org_id
            where m.user_id = users.id and lower(trim(o.name)) = lower(trim(a.affiliation_name))))`,
    })
    .from(users)
    // The primary key: at most one row, so no LIMIT.
    .where(eq(users.id, sql.placeholder('id')));

/*
 * Built once per database as a named prepared statement: every page load asks for it, and this
 * saves drizzle building the query and PostgreSQL parsing and planning it on each call.
 */
const meStatements = new WeakMap<Db, ReturnType<ReturnType<typeof meSelect>['prepare']>>();
function meStatement(db: Db) {
  let statement = meStatements.get(db);
  if (!statement) {
    statement = meSelect(db).prepare('users_me');
    meStatements.set(db, statement);
  }
  return statement;
}

/**
 * Whether the person `other` (an SQL expression of their id) is the viewer's friend, or an active
 * member of a family or household the viewer is an active member of: the circle whose members
 * may add the person to a chat group at once (`who_can_add_me_to_groups: friends_and_family`)
 * and see their email (CONTRACT §4 "Consent, continued").
 */
export function closeCircle(viewerId: string, other: SQL) {
  return sql<boolean>`(
      exists (select 1 from family_members a join family_members b on b.family_id = a.family_id
              where a.user_id = ${viewerId} and a.status = 'active'
                and b.user_id = ${other} and b.status = 'active')
      or exists (select 1 from household_members a join household_members b on b.household_id = a.household_id
              where a.user_id = ${viewerId} and a.status = 'active'
                and b.user_id = ${other} and b.status = 'active')
      or exists (select 1 from friendships f where f.status = 'accepted'
              and least(f.requester_id, f.addressee_id) = least(${viewerId}::uuid, ${other})
              and greatest(f.requester_id, f.addressee_id) = greatest(${viewerId}::uuid, ${other})))`;
}

/**
 * Whether the viewer may see the email of the person `other` (CONTRACT §4 "Consent, continued"):
 * their own; their friends', family members' and household residents' (`closeCircle`); and, as an
 * administrator of an organization, its members' and of those asking to join it. Never because of
 * a shared chat group or a plain shared membership.
 */
export function emailVisibleTo(viewerId: string, other: SQL) {
  return sql<boolean>`(
      ${other} = ${viewerId}::uuid
      or ${closeCircle(viewerId, other)}
      or exists (select 1 from org_members a join org_members b on b.org_id = a.org_id
              where a.user_id = ${viewerId} and a.is_admin and b.user_id = ${other})
      or exists (select 1 from org_members a join join_requests j on j.org_id = a.org_id
              where a.user_id = ${viewerId} and a.is_admin and j.user_id = ${other} and j.status = 'pending'))`;
}

/** The `users` row's email when the viewer may see it (`emailVisibleTo`), else null. */
export const visibleEmail = (viewerId: string) =>
  sql<string | null>`(case when ${emailVisibleTo(viewerId, sql`${users.id}`)} then ${users.email} end)`;

/** A viewer id, or a placeholder for one in a prepared statement. */
type Viewer = string | Placeholder;

/**
 * The people on either side of a block with the viewer (CONTRACT §8 "Blocking"): those they blocked
 * and those who blocked them, as one array collected once per query (an InitPlan), for
 * `<> all(…)` filters over many rows (feeds, comments).
 */
export const blockedWith = (viewerId: Viewer) =>
  sql`array(select ub.blocked_id from user_blocks ub where ub.blocker_id = ${viewerId}
            union all
            select ub.blocker_id from user_blocks ub where ub.blocked_id = ${viewerId})`;

/** Whether a block stands between the viewer and the person `other`, whoever made it. */
export function blockedBetween(viewerId: Viewer, other: SQL) {
  return sql<boolean>`exists (select 1 from user_blocks ub
      where (ub.blocker_id = ${viewerId} and ub.blocked_id = ${other})
         or (ub.blocker_id = ${other} and ub.blocked_id = ${viewerId}))`;
}

/**
 * How the viewer stands with the person `other` as to blocking: 'blocker' (the viewer blocked
 * them), 'blocked' (they blocked the viewer) or 'none'. Read by people.policy.ts blockAnswer.
 */
export function blockState(viewerId: Viewer, other: SQL) {
  return sql<'blocker' | 'blocked' | 'none'>`(case
      when exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${other}) then 'blocker'
      when exists (select 1 from user_blocks ub where ub.blocker_id = ${other} and ub.blocked_id = ${viewerId}) then 'blocked'
      else 'none' end)`;
}

/**
 * Whether the person `other` (an SQL expression of their id) is in the viewer's close circle or
 * shares an organization or a chat group with them (issue 20): who sees a profile hidden from the
 * public (`profile_visible_to_public: false`), in search and on the person's page. Chat groups and
 * organizations count once the person is a member, which they only become by their own consent.
 */
export function knows(viewerId: string, other: SQL) {
  return sql<boolean>`(
      ${closeCircle(viewerId, other)}
      or exists (select 1 from org_members a join org_members b on b.org_id = a.org_id
              where a.user_id = ${viewerId} and b.user_id = ${other})
      or exists (select 1 from chat_members a join chat_members b on b.group_id = a.group_id
              where a.user_id = ${viewerId} and b.user_id = ${other}))`;
}

/** Who may add the `users` row's person to a chat group at once (default: friends and family). */
export const groupAddPolicy = sql<string>`coalesce(users.privacy_settings ->> 'who_can_add_me_to_groups', 'friends_and_family')`;

/** Whether the `users` row lets everyone see their profile (spec 01 privacy_settings; default true). */
export const profileIsPublic = sql<boolean>`coalesce((users.privacy_settings ->> 'profile_visible_to_public')::boolean, true)`;

export const usersRepo = {
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  /**
   * The user and their affiliations (organizations first, in joining order, with the job title
   * when there is one, then their own, by position, without those naming one of the user's
   * organizations) in one round trip: what `GET /api/auth/me` answers on every page load.
   */
  async findWithAffiliations(db: Db, id: string) {
    const [row] = await meStatement(db).execute({ id });
    if (!row) return undefined;
    return { user: row.user, affiliations: [...(row.orgs ?? []), ...(row.own ?? [])] };
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  /**
   * The version every valid token of the user carries; null when the user does not exist or is
   * suspended (CONTRACT §8: a suspended user's tokens stop working at once).
   */
  async tokenVersion(db: Db, id: string): Promise<number | null> {
    const [row] = await db
      .select({ version: users.tokenVersion })
      .from(users)
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .limit(1);
    return row?.version ?? null;
  },
  /** Sets a new password hash and ends older tokens; answers the new token version. */
  async setPassword(db: Db, id: string, passwordHash: string): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ version: users.tokenVersion });
    if (!row) throw new Error(`user ${id} vanished while changing the password`);
    return row.version;
  },
  /** Inserts unless the email is taken; answers undefined on a duplicate (unique index). */
  async insert(db: Db, values: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  },
  async update(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  /**
   * Users whose «Имя Фамилия» contains the text or is close to it (typos, issue 21: nameMatches),
   * or whose whole email is the text (case-insensitive) when the caller may see that email
   * (`emailVisibleTo`: no finding who owns an address), excluding the caller, closest first.
   * `shares` says whether the caller knows the user (`knows`); a user who set
   * `privacy_settings.profile_visible_to_public` to false is found only then. `emailVisible`
   * says whether the caller may see their email.
   */
  search(db: Db, text: string, viewerId: string, limit = 20) {
    const full = sql`(${users.firstName} || ' ' || ${users.lastName})`;
    const words = [sql`${users.firstName}`, sql`${users.lastName}`];
    const shares = knows(viewerId, sql`users.id`);
    const emailVisible = emailVisibleTo(viewerId, sql`users.id`);
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        profilePicture: users.profilePicture,
        shares: shares.mapWith(Boolean),
        emailVisible: emailVisible.mapWith(Boolean),
      })
      .from(users)
      .where(
        and(
          ne(users.id, viewerId),
          or(
            nameMatches(full, text, words),
            // Emails are stored lower-cased (contract/auth.ts): an exact match on the unique index.
            and(eq(users.email, text.toLowerCase()), emailVisible),
          ),
          or(profileIsPublic, shares),
          // CONTRACT §8: neither side of a block finds the other.
          not(blockedBetween(viewerId, sql`users.id`)),
        ),
      )
      .orderBy(
        desc(nameCloseness(full, text, words)),
        asc(users.lastName),
        asc(users.firstName),
        asc(users.id),
      )
      .limit(limit);
  },
  /** Organization memberships first (name and role), then the places from onboarding. */
  async affiliationsOf(db: Db, userId: string): Promise<Aff[]> {
    return (await usersRepo.findWithAffiliations(db, userId))?.affiliations ?? [];
  },
};
