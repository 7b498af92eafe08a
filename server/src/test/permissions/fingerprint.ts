import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { COUNTER_TABLES } from '../fuzz/snapshot.ts';

type Rows = { rows: Record<string, unknown>[] };

/**
 * A refused sign-in is recorded in the audit log by design (CONTRACT §8): that entry is the one
 * write a refusal makes; every other audit entry still counts.
 */
const REFUSALS_RECORDED = ` where x.action <> 'auth.login_failed'`;

/**
 * A digest of every row of every table in the public schema (but the rate-limit counters,
 * COUNTER_TABLES, which a refused call writes on purpose): equal before and after a refused
 * write means the refusal wrote nothing anywhere (not only in the table the call aims at).
 */
export async function databaseFingerprint(db: Db): Promise<() => Promise<string>> {
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )) as unknown as Rows
  ).rows
    .map((r) => String(r.name))
    .filter((name) => !COUNTER_TABLES.includes(name));
  const parts = tables.map(
    (name) =>
      `select '${name}' as t, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x${
        name === 'audit_log' ? REFUSALS_RECORDED : ''
      }`,
  );
  const query = sql.raw(
    `select string_agg(t || '=' || h, ';' order by t) as digest from (${parts.join(' union all ')}) d`,
  );
  return async () => String(((await db.execute(query)) as unknown as Rows).rows[0]?.digest);
}
