import { sql } from 'drizzle-orm';
import { arrayStatement } from '../db/array-rows.ts';
import type { Db } from '../db/client.ts';
import { oncePerDb } from '../db/once-per-db.ts';

/** Hits of one key in its current window, and the milliseconds until the window ends. */
export interface WindowState {
  hits: number;
  ttlMs: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const state = (row: { hits: number | string; ttl_ms: number | string } | undefined): WindowState =>
  row ? { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) } : { hits: 0, ttlMs: 0 };

const hitStatement = oncePerDb((db) =>
  arrayStatement(
    db,
    sql`
      insert into rate_limit_hits as r (key, hits, reset_at)
      values (${sql.placeholder('key')}::text, 1,
        now() + ${sql.placeholder('windowMs')}::int * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
        reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
      returning hits, (extract(epoch from (reset_at - now())) * 1000)::bigint::text`,
    (row): WindowState => ({ hits: Number(row[0]), ttlMs: Math.max(0, Number(row[1])) }),
    'rate_limit_hit',
  ),
);

/**
 * The shared rate-limit counters (table `rate_limit_hits`). Every statement is one atomic
 * statement on the key's row, so processes counting the same key at once never lose a hit. Times
 * come from the database's clock, the one clock every process shares.
 */
export const rateLimitsRepo = {
  /**
   * Counts one hit: a new or expired window starts at 1 and ends `windowMs` from now. A named
   * prepared statement (issue 37: it runs before every search, upload, post and comment).
   */
  async hit(db: Db, key: string, windowMs: number): Promise<WindowState> {
    const [row] = await hitStatement(db).execute({ key, windowMs });
    return row ?? { hits: 0, ttlMs: 0 };
  },

  /** The key's hits in its current window without counting one (0 once the window has ended). */
  async read(db: Db, key: string): Promise<WindowState> {
    const result = await db.execute(sql`
      select hits, (extract(epoch from (reset_at - now())) * 1000)::bigint as ttl_ms
      from rate_limit_hits where key = ${key} and reset_at > now()`);
    return state(rowsOf<{ hits: number; ttl_ms: number }>(result)[0]);
  },

  /** Forgets the key's hits (a correct password ends the count of wrong ones). */
  async clear(db: Db, key: string): Promise<void> {
    await db.execute(sql`delete from rate_limit_hits where key = ${key}`);
  },

  /**
   * Removes up to `batch` rows whose window has ended, oldest first (over the reset_at index). The
   * outer `reset_at` test is checked again on a row another process renewed meanwhile, which stays.
   */
  async sweep(db: Db, batch: number): Promise<number> {
    const result = await db.execute(sql`
      delete from rate_limit_hits where reset_at <= now() and key in (
        select key from rate_limit_hits where reset_at <= now() order by reset_at limit ${batch}
      ) returning key`);
    return rowsOf(result).length;
  },
};
