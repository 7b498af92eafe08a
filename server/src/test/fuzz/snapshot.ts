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
 * A refused sign-in is recorded in the audit log by design (CONTRACT §8): the one write a refusal
 * makes; every other audit entry still counts.
 */
const LOGIN_FAILED = `action <> 'auth.login_failed'`;

/**
 * Columns any signed-in call may write by design: the session's last activity, written at most
 * every five minutes per session by whatever request comes (platform/session-revocations.ts), so a
 * refused call can fall due for it. Changes to these columns alone are not counted as writes.
 */
const ACTIVITY_COLUMNS: Record<string, string> = { user_sessions: 'last_seen_at' };

/** A row's contents without its activity column (for tables that have one). */
const contents = (table: string, row: string) => `(to_jsonb(${row}) - '${ACTIVITY_COLUMNS[table]}')`;

/** The public tables the fingerprint covers: all of them but COUNTER_TABLES. */
async function fingerprintedTables(db: Db): Promise<string[]> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return tables.rows.map((r) => r.table_name).filter((n) => !COUNTER_TABLES.includes(n));
}

/**
 * A fingerprint of every table in the public schema (but COUNTER_TABLES): its row count and the
 * sum of its rows' xmin (the transaction that last wrote each row), so inserts, updates and
 * deletes all change it. A table with an activity column sums a hash of each row's other columns.
 */
export async function tableFingerprinter(db: Db): Promise<() => Promise<Record<string, string>>> {
  const names = await fingerprintedTables(db);
  const where = (n: string) => (n === 'audit_log' ? ` where ${LOGIN_FAILED}` : '');
  const union = names
    .map((n) => {
      const sum = ACTIVITY_COLUMNS[n] ? `hashtext(${contents(n, 'x')}::text)::bigint` : 'xmin::text::bigint';
      return `select '${n}' as t, count(*)::text || ':' || coalesce(sum(${sum}), 0)::text as f from "${n}" x${where(n)}`;
    })
    .join(' union all ');
  return async () => {
    const result = await db.execute<{ t: string; f: string }>(sql.raw(union));
    return Object.fromEntries(result.rows.map((r) => [r.t, r.f]));
  };
}

/**
 * A write counter over exactly what the fingerprint covers, installed in the test's own database
 * (schema `fuzz_watch`, outside `public`, so no answer of the app sees it): every row inserted,
 * updated or deleted in a fingerprinted table — by cascades too — and every truncate advances a
 * sequence; an audit entry advances it unless it is a refused sign-in. A sequence advances even
 * in a transaction that rolls back, so the counter may move without a change (the fingerprint
 * then tells), never the other way round: an unmoved counter proves the fingerprint is unchanged.
 * Most refusals write only the rate-limit counters, so most requests skip the full fingerprint.
 */
export async function writeCounter(db: Db): Promise<() => Promise<string>> {
  const names = await fingerprintedTables(db);
  const statements = [
    'create schema if not exists fuzz_watch',
    'create sequence if not exists fuzz_watch.writes',
    `create or replace function fuzz_watch.touch() returns trigger language plpgsql as $$
       begin perform nextval('fuzz_watch.writes'); return null; end $$`,
    ...names.flatMap((n) => [
      `create trigger fuzz_watch_inserts after insert on "${n}" for each row
         ${n === 'audit_log' ? `when (new.${LOGIN_FAILED})` : ''} execute function fuzz_watch.touch()`,
      `create trigger fuzz_watch_rows after delete on "${n}" for each row
         execute function fuzz_watch.touch()`,
      `create trigger fuzz_watch_updates after update on "${n}" for each row
         ${ACTIVITY_COLUMNS[n] ? `when (${contents(n, 'old')} is distinct from ${contents(n, 'new')})` : ''}
         execute function fuzz_watch.touch()`,
      `create trigger fuzz_watch_truncate after truncate on "${n}"
         for each statement execute function fuzz_watch.touch()`,
    ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return async () => {
    const result = await db.execute<{ v: string }>(
      sql`select last_value::text || ':' || is_called::text as v from fuzz_watch.writes`,
    );
    return result.rows[0]?.v ?? '';
  };
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
