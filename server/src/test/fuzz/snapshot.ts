import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Tables a refused call writes on purpose: the rate-limit counters (a refused attempt still counts
 * against its budget, or a guesser could try for free). Left out of the fingerprints.
 */
export const COUNTER_TABLES = ['rate_limit_hits'];

/**
 * A fingerprint of every table in the public schema (but COUNTER_TABLES): its row count and the
 * sum of its rows' xmin (the transaction that last wrote each row), so inserts, updates and
 * deletes all change it.
 */
export async function tableFingerprinter(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = tables.rows.map((r) => r.table_name).filter((n) => !COUNTER_TABLES.includes(n));
  // A refused sign-in is recorded in the audit log by design (CONTRACT §8): the one write a
  // refusal makes; every other audit entry still counts.
  const where = (n: string) => (n === 'audit_log' ? ` where action <> 'auth.login_failed'` : '');
  const union = names
    .map(
      (n) =>
        `select '${n}' as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as f from "${n}"${where(n)}`,
    )
    .join(' union all ');
  return async () => {
    const result = await db.execute<{ t: string; f: string }>(sql.raw(union));
    return Object.fromEntries(result.rows.map((r) => [r.t, r.f]));
  };
}

/**
 * The next transaction id: it moves only when some transaction writes (reads take no id), so an
 * unchanged value proves nothing was written and spares the full fingerprint.
 */
export async function nextTransactionId(db: Db): Promise<string> {
  const result = await db.execute<{ x: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  );
  return result.rows[0]?.x ?? '';
}

/** The number of files and bytes under a folder, to see that rejected uploads leave nothing. */
export function diskUsage(dir: string): string {
  let files = 0;
  let bytes = 0;
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        files += 1;
        bytes += statSync(path).size;
      }
    }
  };
  walk(dir);
  return `${files} files, ${bytes} bytes`;
}
