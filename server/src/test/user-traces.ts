import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

type Rows<T> = { rows: T[] };

/**
 * Every column that points at users(id), as `table.column`, read from the database's own catalog:
 * a table added later is counted without anyone remembering to list it.
 */
export async function userReferences(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`
    select cl.relname || '.' || a.attname as ref
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'
    order by 1`)) as unknown as Rows<{ ref: string }>;
  return result.rows.map((r) => r.ref);
}

/** The same list from the drizzle schema (the two must agree: a migration without its schema, or back). */
export function userReferencesInSchema(): string[] {
  const refs: string[] = [];
  for (const table of Object.values(schema)) {
    if (!(table instanceof PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      const { columns, foreignTable } = fk.reference();
      if (foreignTable !== schema.users) continue;
      for (const column of columns) refs.push(`${config.name}.${column.name}`);
    }
  }
  return refs.sort();
}

/** How many rows of each referencing column (and `users.id` itself) name the user. */
export async function userTraces(db: Db, userId: string): Promise<Record<string, number>> {
  const refs = ['users.id', ...(await userReferences(db))];
  const counts = sql.join(
    refs.map((ref) => {
      const [table = '', column = ''] = ref.split('.');
      return sql`select ${ref} as ref, count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`;
    }),
    sql` union all `,
  );
  const result = (await db.execute(counts)) as unknown as Rows<{ ref: string; n: number | string }>;
  return Object.fromEntries(result.rows.map((r) => [r.ref, Number(r.n)]));
}

/** Only the entries that are not zero (what is left of someone, readable in a failed expect). */
export const nonZero = (traces: Record<string, number>) =>
  Object.fromEntries(Object.entries(traces).filter(([, n]) => n !== 0));

/** `after - before` per entry, leaving out what did not change. */
export function difference(before: Record<string, number>, after: Record<string, number>) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return nonZero(Object.fromEntries([...keys].map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)])));
}
