import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';

/**
 * The database part of a backup is a data-only SQL dump in pg_dump's plain format: a few session
 * settings, then one `COPY public.<table> (<columns>) FROM stdin;` block per table (tab-separated
 * rows ending with `\.`), and `setval` calls for sequences. `pg_dump --data-only` writes exactly
 * this on PostgreSQL, and `dumpPglite` writes it for PGlite, so both engines' backups load into
 * both: the schema itself is never in the dump, it comes from the migrations (see restore).
 *
 * The reader accepts only that shape, statement by statement: a dump is data, and a restore never
 * runs a statement (or a psql meta-command such as `\!`) that an archive smuggled in.
 */
export type DumpItem =
  /** A session setting (`SET name = value;`); loaders run it only where the target knows it. */
  | { kind: 'set'; name: string; sql: string }
  /** `set_config('search_path', '', false)` or a sequence's `setval`. */
  | { kind: 'sql'; sql: string }
  | { kind: 'copy-start'; table: string; sql: string }
  /** Rows of the open COPY, newline-terminated, at most about `batchBytes` at a time. */
  | { kind: 'copy-rows'; table: string; text: string; rows: number }
  | { kind: 'copy-end'; table: string; rows: number };

export class BadDump extends Error {}

/**
 * The session settings pg_dump (15 to 18) writes at the top of a dump. A loader passes on only
 * these, and only where the target knows them; any other SET in an archive is ignored.
 */
export const DUMP_SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_table_access_method',
  'default_tablespace',
]);

const SET = /^SET ([a-z_]+) = ([^;]+);$/;
const SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const SETVAL = /^SELECT pg_catalog\.setval\('(?:[^'\\]|'')+', \d+, (?:true|false)\);$/;
const IDENT = '(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")';
const COPY = new RegExp(`^COPY (public\\.${IDENT})(?: \\((${IDENT}(?:, ${IDENT})*)\\))? FROM stdin;$`);

/** The items of a dump, checked line by line; throws `BadDump` at the first line out of shape. */
export async function* readDump(input: Readable, batchBytes = 8 * 1024 * 1024): AsyncGenerator<DumpItem> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  let copy: { table: string; rows: number; batch: string[]; batchRows: number; bytes: number } | null = null;
  let lineNo = 0;
  for await (const line of lines) {
    lineNo++;
    if (copy) {
      if (line === '\\.') {
        if (copy.batchRows)
          yield { kind: 'copy-rows', table: copy.table, text: copy.batch.join(''), rows: copy.batchRows };
        yield { kind: 'copy-end', table: copy.table, rows: copy.rows };
        copy = null;
        continue;
      }
      copy.batch.push(`${line}\n`);
      copy.rows++;
      copy.batchRows++;
      copy.bytes += line.length + 1;
      if (copy.bytes >= batchBytes) {
        yield { kind: 'copy-rows', table: copy.table, text: copy.batch.join(''), rows: copy.batchRows };
        copy.batch = [];
        copy.batchRows = 0;
        copy.bytes = 0;
      }
      continue;
    }
    if (line === '' || line.startsWith('--')) continue;
    // pg_dump (since 15.14/16.10/17.6/18.0) fences its output with \restrict; nothing else is allowed.
    if (/^\\(un)?restrict [A-Za-z0-9]+$/.test(line)) continue;
    const set = SET.exec(line);
    if (set?.[1]) {
      yield { kind: 'set', name: set[1], sql: line };
      continue;
    }
    if (line === SEARCH_PATH || SETVAL.test(line)) {
      yield { kind: 'sql', sql: line };
      continue;
    }
    const start = COPY.exec(line);
    if (start?.[1]) {
      const table = start[1]
        .slice('public.'.length)
        .replace(/^"(.*)"$/, '$1')
        .replace(/""/g, '"');
      copy = { table, rows: 0, batch: [], batchRows: 0, bytes: 0 };
      yield { kind: 'copy-start', table, sql: line };
      continue;
    }
    throw new BadDump(`database.sql, line ${lineNo}: not part of a data dump: ${line.slice(0, 80)}`);
  }
  if (copy) throw new BadDump(`database.sql ends inside the rows of ${copy.table}`);
}

export interface DumpFacts {
  bytes: number;
  sha256: string;
  /** Rows per table, as the dump holds them. */
  tables: Record<string, number>;
}

/** Checks a dump file's shape and answers its size, SHA-256 and rows per table. */
export async function inspectDump(path: string): Promise<DumpFacts> {
  const hash = createHash('sha256');
  let bytes = 0;
  async function* hashed() {
    for await (const chunk of createReadStream(path)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
  }
  const tables: Record<string, number> = {};
  for await (const item of readDump(Readable.from(hashed()))) {
    if (item.kind === 'copy-end') tables[item.table] = (tables[item.table] ?? 0) + item.rows;
  }
  return { bytes, sha256: hash.digest('hex'), tables };
}
