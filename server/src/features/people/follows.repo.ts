import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyFollows, userFollows } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

export interface FollowedRow {
  kind: 'user' | 'family';
  id: string;
  name: string;
  profilePicture: string | null;
  createdAt: Date;
}

export const followsRepo = {
  /** Idempotent: following twice leaves one row. */
  async followUser(db: Db, followerId: string, followeeId: string) {
    await db.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing();
  },
  async unfollowUser(db: Db, followerId: string, followeeId: string) {
    await db
      .delete(userFollows)
      .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
  },
  async userFollowers(db: Db, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(userFollows).where(eq(userFollows.followeeId, userId));
    return row?.n ?? 0;
  },
  async followFamily(db: Db, userId: string, familyId: string) {
    await db.insert(familyFollows).values({ userId, familyId }).onConflictDoNothing();
  },
  async unfollowFamily(db: Db, userId: string, familyId: string) {
    await db
      .delete(familyFollows)
      .where(and(eq(familyFollows.userId, userId), eq(familyFollows.familyId, familyId)));
  },
  /** Follower counts of families (for family pages), one query. */
  async familyFollowers(db: Db, familyIds: string[]): Promise<Map<string, number>> {
    if (familyIds.length === 0) return new Map();
    const rows = await db
      .select({ familyId: familyFollows.familyId, n: count() })
      .from(familyFollows)
      .where(inArray(familyFollows.familyId, familyIds))
      .groupBy(familyFollows.familyId);
    return new Map(rows.map((r) => [r.familyId, r.n]));
  },
  /** Which of the families the user follows. */
  async followedFamilies(db: Db, userId: string, familyIds: string[]): Promise<Set<string>> {
    if (familyIds.length === 0) return new Set();
    const rows = await db
      .select({ familyId: familyFollows.familyId })
      .from(familyFollows)
      .where(and(eq(familyFollows.userId, userId), inArray(familyFollows.familyId, familyIds)));
    return new Set(rows.map((r) => r.familyId));
  },
  /**
   * People and families the user follows, newest first: each side walks its (user, created_at,
   * id) index to at most one page, and the two pages are merged.
   */
  async followed(db: Db, userId: string, f: { before?: Cursor | undefined; limit: number }) {
    const cursor = (at: string, id: string) =>
      f.before
        ? sql`and (${sql.raw(at)}, ${sql.raw(id)}) < (${f.before.createdAt.toISOString()}::timestamptz, ${f.before.id}::uuid)`
        : sql``;
    const result = await db.execute(sql`
      select * from (
        (select 'user' as kind, uf.followee_id as id, u.first_name || ' ' || u.last_name as name,
                u.profile_picture, uf.created_at
         from user_follows uf join users u on u.id = uf.followee_id
         where uf.follower_id = ${userId} ${cursor('uf.created_at', 'uf.followee_id')}
         order by uf.created_at desc, uf.followee_id desc limit ${f.limit})
        union all
        (select 'family', ff.family_id, fa.name, null, ff.created_at
         from family_follows ff join families fa on fa.id = ff.family_id
         where ff.user_id = ${userId} ${cursor('ff.created_at', 'ff.family_id')}
         order by ff.created_at desc, ff.family_id desc limit ${f.limit})
      ) followed
      order by created_at desc, id desc
      limit ${f.limit}`);
    const rows = (
      result as unknown as {
        rows: {
          kind: 'user' | 'family';
          id: string;
          name: string;
          profile_picture: string | null;
          created_at: Date | string;
        }[];
      }
    ).rows;
    return rows.map(
      (r): FollowedRow => ({
        kind: r.kind,
        id: r.id,
        name: r.name,
        profilePicture: r.profile_picture,
        createdAt: new Date(r.created_at),
      }),
    );
  },
};
