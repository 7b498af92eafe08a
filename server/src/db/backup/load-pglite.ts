import type { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';
import { readDump } from './dump-format.ts';

/**
 * Loads a data-only dump (dump-format.ts) into a migrated, empty PGlite, in one transaction, and
 * answers the rows loaded per table. Foreign-key checks are off while loading (PGlite's user is a
 * superuser): the rows come from a consistent database, and a table loaded in slices may hold a
 * reply before the comment it answers.
 */
export async function loadIntoPglite(pg: PGlite, input: Readable): Promise<Record<string, number>> {
  const loaded: Record<string, number> = {};
  let copySql = '';
  await pg.exec('set session_replication_role = replica; begin');
  try {
    for await (const item of readDump(input)) {
      switch (item.kind) {
        // The settings are pg_dump's session defaults; the COPY text format does not depend on them.
        case 'set':
          break;
        case 'sql':
          // search_path stays as it is: the dump names every table with its schema.
          if (item.sql.includes('setval')) await pg.exec(item.sql);
          break;
        case 'copy-start':
          copySql = item.sql.replace(/ FROM stdin;$/, " FROM '/dev/blob'");
          break;
        case 'copy-rows':
          await pg.query(copySql, [], { blob: new Blob([item.text]) });
          break;
        case 'copy-end':
          loaded[item.table] = (loaded[item.table] ?? 0) + item.rows;
          break;
      }
    }
    await pg.exec('commit');
  } catch (err) {
    await pg.exec('rollback').catch(() => {});
    throw err;
  } finally {
    await pg.exec('reset session_replication_role').catch(() => {});
  }
  return loaded;
}
