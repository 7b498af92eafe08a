import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { type FriendshipRow, friendships, userPresence, users } from '../../db/schema/index.ts';
import { blockedBetween } from '../../identity/circles-sql.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { liveSince } from '../../platform/presence.repo.ts';

/** The row of the unordered pair (a, b), found through the unique pair index. */
const pairOf = (a: string, b: string) =>
  and(
    sql`least(${friendships.requesterId}, ${friendships.addresseeId}) = least(${a}::uuid, ${b}::uuid)`,
    sql`greatest(${friendships.requesterId}, ${friendships.addresseeId}) = greatest(${a}::uuid, ${b}::uuid)`,
  );

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
};

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const friendsRepo = {
  async findById(db: Db, id: string): Promise<FriendshipRow | undefined> {
    const [row] = await db.select().from(friendships).where(eq(friendships.id, id)).limit(1);
    return row;
  },
  async findPair(db: Db, a: string, b: string): Promise<FriendshipRow | undefined> {
    const [row] = await db.select().from(friendships).where(pairOf(a, b)).limit(1);
    return row;
  },
  /** A new pending request; undefined when the pair already has a row (the unique pair index). */
  async insertRequest(db: Db, requesterId: string, addresseeId: string): Promise<FriendshipRow | undefined> {
    const [row] = await db
      .insert(friendships)
      .values({ requesterId, addresseeId })
      .onConflictDoNothing()
      .returning();
    return row;
  },
  /** Accepts a pending request; undefined when it is no longer pending (answered meanwhile). */
  async accept(db: Db, id: string): Promise<FriendshipRow | undefined> {
    const [row] = await db
      .update(friendships)
      .set({ status: 'accepted', acceptedAt: sql`now()` })
      .where(and(eq(friendships.id, id), eq(friendships.status, 'pending')))
      .returning();
    return row;
  },
  /** Deletes the row when it still has that status; answers whether it did. */
  async deleteWithStatus(db: Db, id: string, status: FriendshipRow['status']): Promise<boolean> {
    const rows = await db
      .delete(friendships)
      .where(and(eq(friendships.id, id), eq(friendships.status, status)))
      .returning({ id: friendships.id });
    return rows.length > 0;
  },
  /** The caller's friends, most recent friendship first, optionally by name (one indexed query). */
  friends(db: Db, userId: string, f: { q?: string | undefined; before?: Cursor | undefined; limit: number }) {
    const other = sql`case when ${friendships.requesterId} = ${userId}::uuid then ${friendships.addresseeId} else ${friendships.requesterId} end`;
    const where: (SQL | undefined)[] = [
      eq(friendships.status, 'accepted'),
      or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
    ];
    if (f.q) {
      const like = containing(f.q);
      where.push(
        sql`((${users.firstName} || ' ' || ${users.lastName}) ilike ${like}
             or (${users.lastName} || ' ' || ${users.firstName}) ilike ${like})`,
      );
    }
    if (f.before) where.push(beyondCursor(friendships.acceptedAt, friendships.id, '<', f.before));
    return db
      .select({ ...person, friendshipId: friendships.id, since: friendships.acceptedAt })
      .from(friendships)
      .innerJoin(users, sql`${users.id} = ${other}`)
      .where(and(...where))
      .orderBy(desc(friendships.acceptedAt), desc(friendships.id))
      .limit(f.limit);
  },
  /** Ids of the user's accepted friends (who is told when they come online or go offline). */
  async friendIds(db: Db, userId: string): Promise<string[]> {
    const rows = await db
      .select({
        id: sql<string>`case when ${friendships.requesterId} = ${userId}::uuid then ${friendships.addresseeId} else ${friendships.requesterId} end`,
      })
      .from(friendships)
      .where(
        and(
          eq(friendships.status, 'accepted'),
          or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
        ),
      );
    return rows.map((r) => r.id);
  },
  /** The caller's friends with a live presence row (see platform/presence.ts), by name. */
  onlineFriends(db: Db, userId: string, f: { staleMs: number; limit: number }) {
    const other = sql`case when ${friendships.requesterId} = ${userId}::uuid then ${friendships.addresseeId} else ${friendships.requesterId} end`;
    return db
      .select(person)
      .from(friendships)
      .innerJoin(users, sql`${users.id} = ${other}`)
      .where(
        and(
          eq(friendships.status, 'accepted'),
          or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)),
          sql`exists (select 1 from ${userPresence} p where p.user_id = ${users.id}
                      and p.seen_at > ${liveSince(f.staleMs)})`,
        ),
      )
      .orderBy(users.firstName, users.lastName, users.id)
      .limit(f.limit);
  },
  /** Pending requests the caller received (`incoming`) or sent (`outgoing`), newest first. */
  requests(
    db: Db,
    userId: string,
    direction: 'incoming' | 'outgoing',
    f: { before?: Cursor | undefined; limit: number },
  ) {
    const mine = direction === 'incoming' ? friendships.addresseeId : friendships.requesterId;
    const theirs = direction === 'incoming' ? friendships.requesterId : friendships.addresseeId;
    return db
      .select({ request: friendships, person })
      .from(friendships)
      .innerJoin(users, eq(users.id, theirs))
      .where(
        and(
          eq(mine, userId),
          eq(friendships.status, 'pending'),
          f.before ? beyondCursor(friendships.createdAt, friendships.id, '<', f.before) : undefined,
        ),
      )
      .orderBy(desc(friendships.createdAt), desc(friendships.id))
      .limit(f.limit);
  },
  /**
   * People the caller shares an (active) family, an organization or a chat group with, who are
   * neither the caller nor in a friendship or request with them; one row per person with the
   * first reason (family, then organization, then chat group, then by name of the place).
   */
  async suggestions(db: Db, userId: string, limit: number) {
    const result = await db.execute(sql`
      with candidates as (
        select b.user_id, 'family' as reason, f.name as via_name, 1 as rank
        from family_members a
        join family_members b on b.family_id = a.family_id and b.status = 'active' and b.user_id is not null
        join families f on f.id = a.family_id
        where a.user_id = ${userId} and a.status = 'active'
        union all
        select b.user_id, 'organization', o.name, 2
        from org_members a join org_members b on b.org_id = a.org_id
        join organizations o on o.id = a.org_id
        where a.user_id = ${userId}
        union all
        select b.user_id, 'chat_group', g.name, 3
        from chat_members a join chat_members b on b.group_id = a.group_id
        join chat_groups g on g.id = a.group_id
        -- A one-to-one conversation (issue 20) is not a group to suggest people from.
        where a.user_id = ${userId} and g.group_type <> 'DIRECT'
      ),
      best as (
        select distinct on (c.user_id) c.user_id, c.reason, c.via_name
        from candidates c
        where c.user_id <> ${userId}
          and not exists (select 1 from friendships fr
            where least(fr.requester_id, fr.addressee_id) = least(${userId}::uuid, c.user_id)
              and greatest(fr.requester_id, fr.addressee_id) = greatest(${userId}::uuid, c.user_id))
          -- CONTRACT §8 "Blocking": nobody on either side of a block is suggested.
          and not ${blockedBetween(userId, sql`c.user_id`)}
        order by c.user_id, c.rank, c.via_name
      )
      select u.id, u.first_name, u.last_name, u.profile_picture, best.reason, best.via_name
      from best join users u on u.id = best.user_id
      order by u.last_name, u.first_name, u.id
      limit ${limit}`);
    return (
      result as unknown as {
        rows: {
          id: string;
          first_name: string;
          last_name: string;
          profile_picture: string | null;
          reason: 'family' | 'organization' | 'chat_group';
          via_name: string;
        }[];
      }
    ).rows;
  },
};
