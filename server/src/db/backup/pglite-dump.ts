import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/** Tables whose rows describe this running process, not the instance: never backed up. */
export const TRANSIENT_TABLES = ['user_presence'];

/** Pages read per COPY: a table is dumped in slices of about 8 MB, never whole in memory. */
const PAGES_PER_SLICE = 1024;

interface TableInfo {
  name: string;
  ident: string;
  columns: string[];
  pages: number;
}

/** Krug's tables (schema public) with their stored columns and size in pages. */
async function tables(pg: PGlite): Promise<TableInfo[]> {
  const { rows } = await pg.query<{ name: string; ident: string; columns: string[] | null; pages: number }>(`
    select c.relname as name, quote_ident(c.relname) as ident,
      (select array_agg(quote_ident(a.attname) order by a.attnum) from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  return rows.map((r) => ({ ...r, columns: r.columns ?? [] }));
}

/** Parents before children (foreign keys between public tables; a table's own references aside). */
async function dependencyOrder(pg: PGlite, all: TableInfo[]): Promise<TableInfo[]> {
  const { rows } = await pg.query<{ child: string; parent: string }>(`
    select cc.relname as child, pc.relname as parent
    from pg_constraint k
    join pg_class cc on cc.oid = k.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
    join pg_class pc on pc.oid = k.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
    where k.contype = 'f' and cn.nspname = 'public' and pn.nspname = 'public' and k.conrelid <> k.confrelid`);
  const parents = new Map(all.map((t) => [t.name, new Set<string>()]));
  for (const { child, parent } of rows) parents.get(child)?.add(parent);
  const done = new Set<string>();
  const order: TableInfo[] = [];
  while (order.length < all.length) {
    const ready = all.filter(
      (t) => !done.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => done.has(p)),
    );
    // A cycle between tables (none in Krug's schema): the rest goes in name order, and the PGlite
    // loader, which turns foreign-key checks off while loading, still takes it.
    const next = ready.length ? ready : all.filter((t) => !done.has(t.name));
    for (const t of next) {
      done.add(t.name);
      order.push(t);
    }
  }
  return order;
}

async function write(out: Writable, text: string | Uint8Array) {
  if (!out.write(text)) await once(out, 'drain');
}

/**
 * Writes a data-only dump of `pg` in pg_dump's plain format (see dump-format.ts). `pg` must be a
 * private copy that nothing else writes to (a snapshot of the server's data directory), which is
 * what makes the slices of one table add up to a consistent whole.
 */
export async function dumpPglite(pg: PGlite, out: Writable): Promise<void> {
  await pg.exec(
    `set datestyle = iso; set intervalstyle = postgres; set extra_float_digits = 3; set timezone = 'UTC'`,
  );
  const { rows } = await pg.query<{ version: string }>(`select current_setting('server_version') as version`);
  await write(
    out,
    [
      '--',
      `-- Krug data-only dump of PGlite (PostgreSQL ${rows[0]?.version}), in pg_dump's plain format`,
      '--',
      '',
      "SET client_encoding = 'UTF8';",
      'SET standard_conforming_strings = on;',
      "SELECT pg_catalog.set_config('search_path', '', false);",
      '',
      '',
    ].join('\n'),
  );
  for (const table of await dependencyOrder(pg, await tables(pg))) {
    if (TRANSIENT_TABLES.includes(table.name) || table.columns.length === 0) continue;
    const columns = table.columns.join(', ');
    await write(out, `COPY public.${table.ident} (${columns}) FROM stdin;\n`);
    // Slices by physical position (a TID range scan reads only those pages).
    for (let page = 0; page < Math.max(table.pages, 1); page += PAGES_PER_SLICE) {
      const result = await pg.query(
        `COPY (SELECT ${columns} FROM public.${table.ident}
          WHERE ctid >= '(${page},0)'::tid AND ctid < '(${page + PAGES_PER_SLICE},0)'::tid) TO '/dev/blob'`,
      );
      if (result.blob && result.blob.size > 0)
        await write(out, new Uint8Array(await result.blob.arrayBuffer()));
    }
    await write(out, '\\.\n\n');
  }
}
