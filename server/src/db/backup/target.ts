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

/** Krug's tables (schema public), by name and quoted for a statement. */
const publicTables = (sql: Sql) =>
  sql.query<{ ident: string; name: string }>(
    `select quote_ident(tablename) as ident, tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );

/** Krug's tables (schema public) that hold at least one row: a target with any is not empty. */
export async function tablesWithRows(sql: Sql): Promise<string[]> {
  const tables = await publicTables(sql);
  if (!tables.length) return [];
  const rows = await sql.query<{ name: string }>(
    tables
      .map((t) => `select ${literal(t.name)} as name where exists (select 1 from public.${t.ident})`)
      .join(' union all '),
  );
  return rows.map((r) => r.name);
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Drops what Krug's migrations made (drizzle's schema, and the tables, views, sequences, types and
 * functions of schema public, with their rows) so they can run again from the first. Extensions
 * stay (the migrations create them only if missing), and so does schema public itself: the
 * database's user may own what it made without owning the schema.
 */
export async function wipeDatabase(sql: Sql): Promise<void> {
  const notExtension = (catalog: string, oid: string) =>
    `not exists (select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;
  const drops = await sql.query<{ statement: string }>(`
    select format('drop %s if exists %s cascade', case c.relkind when 'v' then 'view' when 'm' then 'materialized view'
        when 'S' then 'sequence' when 'f' then 'foreign table' else 'table' end, c.oid::regclass) as statement
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and ${notExtension('pg_class', 'c.oid')}
    union all
    select format('drop type if exists %s cascade', t.oid::regtype)
      from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd', 'r', 'm')
        and ${notExtension('pg_type', 't.oid')}
    union all
    select format('drop routine if exists %s cascade', p.oid::regprocedure)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and ${notExtension('pg_proc', 'p.oid')}`);
  for (const statement of ['drop schema if exists drizzle cascade', ...drops.map((d) => d.statement)]) {
    await sql.exec(statement);
  }
}

/**
 * Empties every table of the public schema: after the migrations ran on a fresh database, the rows
 * some of them write (the instance's settings, periodic jobs) make way for the backup's own.
 */
export async function emptyTables(sql: Sql): Promise<void> {
  const tables = await publicTables(sql);
  if (tables.length) await sql.exec(`truncate ${tables.map((t) => t.ident).join(', ')} cascade`);
}

/** Row counts of Krug's tables (a round trip compares them with the backup's manifest). */
export async function rowCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await publicTables(sql);
  if (!tables.length) return {};
  const rows = await sql.query<{ name: string; n: string | number }>(
    tables
      .map((t) => `select ${literal(t.name)} as name, count(*) as n from public.${t.ident}`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}
