import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The few statements backup and restore run, on either engine. */
export interface Sql {
  query<T>(sql: string): Promise<T[]>;
  exec(sql: string): Promise<void>;
}

export const pgliteSql = (db: PGlite): Sql => ({
  query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
  exec: async (sql) => {
    await db.exec(sql);
  },
});

export const postgresSql = (client: pg.ClientBase): Sql => ({
  // biome-ignore lint/suspicious/noExplicitAny: pg's rows are untyped; callers name the shape
  query: async <T>(sql: string) => (await client.query<any>(sql)).rows as T[],
  exec: async (sql) => {
    await client.query(sql);
  },
});

/** Krug's tables (schema public) that hold at least one row: a target with any is not empty. */
export async function tablesWithRows(sql: Sql): Promise<string[]> {
  const tables = await sql.query<{ ident: string; name: string }>(
    `select quote_ident(tablename) as ident, tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (!tables.length) return [];
  const rows = await sql.query<{ name: string }>(
    tables
      .map((t) => `select ${literal(t.name)} as name where exists (select 1 from public.${t.ident})`)
      .join(' union all '),
  );
  return rows.map((r) => r.name);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Everything Krug's migrations made (and the rows in it), so they can run again from the first. */
export async function wipeDatabase(sql: Sql): Promise<void> {
  await sql.exec(
    `drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;`,
  );
}

/** Row counts of Krug's tables (a round trip compares them with the backup's manifest). */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await sql.query<{ ident: string; name: string }>(
    `select quote_ident(tablename) as ident, tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  if (!tables.length) return {};
  const rows = await sql.query<{ name: string; n: string | number }>(
    tables
      .map((t) => `select ${literal(t.name)} as name, count(*) as n from public.${t.ident}`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
