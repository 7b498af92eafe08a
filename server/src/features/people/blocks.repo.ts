import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { friendships, userBlocks, userFollows, users } from '../../db/schema/index.ts';
import { blockState } from '../../identity/circles-sql.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** Blocks between people (CONTRACT §8 "Blocking"). */
export const blocksRepo = {
  /** How the viewer stands with `otherId` as to blocking; undefined when no such user exists. */
  async stateWith(db: Db, viewerId: string, otherId: string) {
    const [row] = await db
      .select({ state: blockState(viewerId, sql`${otherId}::uuid`) })
      .from(users)
      .where(eq(users.id, otherId))
      .limit(1);
    return row?.state;
  },

  /**
   * Blocks `blockedId` and, in the same transaction, ends what stood between the two: a friendship
   * or a request either way, follows either way, and (through `forget`, the notifications
   * feature's) what each was told of the other's doing. Answers whether the block is new.
   */
  block(
    db: Db,
    blockerId: string,
    blockedId: string,
    forget: (tx: Db, a: string, b: string) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(userBlocks)
        .values({ blockerId, blockedId })
        .onConflictDoNothing()
        .returning({ at: userBlocks.createdAt });
      await tx
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.requesterId, blockerId), eq(friendships.addresseeId, blockedId)),
            and(eq(friendships.requesterId, blockedId), eq(friendships.addresseeId, blockerId)),
          ),
        );
      await tx
        .delete(userFollows)
        .where(
          or(
            and(eq(userFollows.followerId, blockerId), eq(userFollows.followeeId, blockedId)),
            and(eq(userFollows.followerId, blockedId), eq(userFollows.followeeId, blockerId)),
          ),
        );
      await forget(tx as unknown as Db, blockerId, blockedId);
      return inserted.length > 0;
    });
  },

  /** Lifts the caller's block; answers whether there was one. */
  async unblock(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ id: userBlocks.blockedId });
    return rows.length > 0;
  },

  /** The people the caller blocked, newest block first, on (blocker_id, created_at, blocked_id). */
  list(db: Db, blockerId: string, f: { before?: Cursor | undefined; limit: number }) {
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        createdAt: userBlocks.createdAt,
      })
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(
        and(
          eq(userBlocks.blockerId, blockerId),
          f.before ? beyondCursor(userBlocks.createdAt, userBlocks.blockedId, '<', f.before) : undefined,
        ),
      )
      .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
      .limit(f.limit);
  },
};
