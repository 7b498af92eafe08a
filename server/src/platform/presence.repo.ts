import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
/** The database or a transaction of it: all these statements need. */
type Exec = Pick<Db, 'execute'>;
type Stamp = string | Date;
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** `seen_at` newer than this is a live row (its process refreshed it recently). */
export const liveSince = (staleMs: number) => sql`now() - ${staleMs} * interval '1 millisecond'`;

/**
 * Transitions of one user are serialised across processes by a transaction-scoped advisory lock
 * on the user, so two processes losing their last sockets at once cannot both see the other's
 * row and leave the user "online" for ever.
 */
const lockUser = (tx: Exec, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${userId}::text, 2021))`);

const othersLive = async (tx: Exec, userId: string, processId: string, staleMs: number) =>
  rowsOf<{ live: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from user_presence
        where user_id = ${userId} and process_id <> ${processId} and seen_at > ${liveSince(staleMs)}) as live`),
  )[0]?.live === true;

const anyLive = async (tx: Exec, userId: string, staleMs: number) =>
  rowsOf<{ live: boolean }>(
    await tx.execute(sql`
      select exists (select 1 from user_presence
        where user_id = ${userId} and seen_at > ${liveSince(staleMs)}) as live`),
  )[0]?.live === true;

export const presenceRepo = {
  /**
   * Marks the user present in this process; answers whether they were offline everywhere before
   * (then friends are told). A deleted user gets no row and does not come online.
   */
  async arrive(db: Db, userId: string, processId: string, staleMs: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      // Any live row, this process's too: a second arrival here (the heartbeat noticed a missing
      // row just as the first one wrote it) tells nobody again.
      const wasLive = await anyLive(tx, userId, staleMs);
      const inserted = rowsOf<{ user_id: string }>(
        await tx.execute(sql`
          insert into user_presence (user_id, process_id, seen_at)
          select id, ${processId}, now() from users where id = ${userId}
          on conflict (user_id, process_id) do update set seen_at = now()
          returning user_id`),
      );
      return inserted.length > 0 && !wasLive;
    });
  },
  /**
   * This process no longer holds a socket of the user. When no other process does either, the
   * user is offline: `last_seen_at` is set and returned (friends are told); otherwise null.
   */
  async leave(db: Db, userId: string, processId: string, staleMs: number): Promise<Date | null> {
    return db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const gone = rowsOf<{ seen_at: Stamp }>(
        await tx.execute(sql`
          delete from user_presence where user_id = ${userId} and process_id = ${processId}
          returning seen_at`),
      );
      if (!gone.length || (await othersLive(tx, userId, processId, staleMs))) return null;
      return markLastSeen(tx, userId, sql`now()`);
    });
  },
  /** Refreshes this process's rows; answers the users it still has a row for. */
  async heartbeat(db: Db, processId: string): Promise<Set<string>> {
    const rows = rowsOf<{ user_id: string }>(
      await db.execute(sql`
        update user_presence set seen_at = now() where process_id = ${processId} returning user_id`),
    );
    return new Set(rows.map((r) => r.user_id));
  },
  /**
   * Deletes the rows of processes that stopped refreshing them (crashed, cut off) and answers the
   * users left with no live row anywhere, with the time they were last seen. Each stale row is
   * deleted by one process only, so one process tells the friends.
   */
  async sweep(db: Db, staleMs: number): Promise<{ userId: string; lastSeenAt: Date }[]> {
    const stale = rowsOf<{ user_id: string; seen_at: Stamp }>(
      await db.execute(sql`
        delete from user_presence where seen_at <= ${liveSince(staleMs)} returning user_id, seen_at`),
    );
    const latest = new Map<string, Stamp>();
    for (const r of stale) {
      const prev = latest.get(r.user_id);
      if (!prev || new Date(r.seen_at) > new Date(prev)) latest.set(r.user_id, r.seen_at);
    }
    const offline: { userId: string; lastSeenAt: Date }[] = [];
    for (const [userId, seenAt] of latest) {
      const at = await db.transaction(async (tx) => {
        await lockUser(tx, userId);
        if (await anyLive(tx, userId, staleMs)) return null;
        return markLastSeen(tx, userId, sql`${new Date(seenAt).toISOString()}::timestamptz`);
      });
      if (at) offline.push({ userId, lastSeenAt: at });
    }
    return offline;
  },
  /**
   * One process on its own database (PGlite): rows left by an earlier run are not live; they are
   * removed and become the users' `last_seen_at`.
   */
  async reset(db: Db): Promise<void> {
    await db.execute(sql`
      with gone as (delete from user_presence returning user_id, seen_at)
      insert into user_last_seen (user_id, last_seen_at)
      select user_id, max(seen_at) from gone group by user_id
      on conflict (user_id) do update
        set last_seen_at = greatest(user_last_seen.last_seen_at, excluded.last_seen_at)`);
  },
  /** Whether the user has a live socket in any process, and when they were last seen. */
  async status(
    db: Db,
    userId: string,
    staleMs: number,
  ): Promise<{ online: boolean; lastSeenAt: Date | null }> {
    const [row] = rowsOf<{ online: boolean; last_seen_at: Stamp | null }>(
      await db.execute(sql`
        select exists (select 1 from user_presence
                       where user_id = ${userId} and seen_at > ${liveSince(staleMs)}) as online,
               (select last_seen_at from user_last_seen where user_id = ${userId}) as last_seen_at`),
    );
    return {
      online: row?.online === true,
      lastSeenAt: row?.last_seen_at ? new Date(row.last_seen_at) : null,
    };
  },
};

/** Sets the user's `last_seen_at` (never moving it back) and answers it. */
async function markLastSeen(tx: Exec, userId: string, at: ReturnType<typeof sql>): Promise<Date | null> {
  const [row] = rowsOf<{ last_seen_at: Stamp }>(
    await tx.execute(sql`
      insert into user_last_seen (user_id, last_seen_at)
      select id, ${at} from users where id = ${userId}
      on conflict (user_id) do update
        set last_seen_at = greatest(user_last_seen.last_seen_at, excluded.last_seen_at)
      returning last_seen_at`),
  );
  return row ? new Date(row.last_seen_at) : null;
}
