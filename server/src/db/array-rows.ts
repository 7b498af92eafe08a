import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';
import { oncePerDb } from './once-per-db.ts';
import { executeText, pgliteOf, prepareOnce } from './pglite-prepared.ts';

const dialect = new PgDialect();

/** A statement whose rows come back as arrays and are mapped by `map`, once each. */
export interface ArrayStatement<R> {
  execute(values?: Record<string, unknown>): Promise<R[]>;
  /** The text and parameters sent (placeholders filled in by `execute`), for EXPLAIN. */
  readonly text: string;
  readonly params: unknown[];
}

/**
 * Runs `query` with the driver's rows as arrays (`rowMode: 'array'`) and maps each by hand, instead
 * of drizzle's generic per-field mapping of a select (issue 37: ~6% of a feed page's server CPU).
 * With a `name` it is a named prepared statement (parsed once per connection, a cached plan after
 * a few runs; on PGlite PREPAREd once in its one session and EXECUTEd, db/pglite-prepared.ts).
 * Placeholders (`sql.placeholder`) are filled from `execute`'s values. Counted like every drizzle
 * query (tests' queryCount).
 * Columns come back as the drivers parse them by default (text, uuid, int4, bool, json/jsonb);
 * timestamps as text, so select them formatted (isoText).
 */
export function arrayStatement<R>(
  db: Db,
  query: SQL,
  map: (row: unknown[]) => R,
  name?: string,
): ArrayStatement<R> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const mapRows = (rows: unknown[]) => (rows as unknown[][]).map(map);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, name, true, mapRows);
  const pglite = name ? pgliteOf(db) : null;
  if (!pglite || !name)
    return { execute: (values = {}) => prepared.execute(values) as Promise<R[]>, text, params };
  // PGlite: PREPAREd once in its one session, then EXECUTEd (db/pglite-prepared.ts).
  return {
    async execute(values = {}) {
      const run = executeText(name, fillPlaceholders(params, values));
      if (run === undefined) return prepared.execute(values) as Promise<R[]>;
      await prepareOnce(pglite, name, text);
      return db._.session
        .prepareQuery({ sql: run, params: [] }, undefined, undefined, true, mapRows)
        .execute() as Promise<R[]>;
    },
    text,
    params,
  };
}

const named = oncePerDb(() => new Map<string, ArrayStatement<unknown>>());

/**
 * The arrayStatement named `name`, built by `build` the first time it is asked for on `db` and
 * kept: a name stands for one text, so the statements that vary by shape (page size, cursor or
 * not, a filter's combination) are each made once per database.
 */
export function namedStatement<R>(
  db: Db,
  name: string,
  build: () => SQL,
  map: (row: unknown[]) => R,
): ArrayStatement<R> {
  const byName = named(db);
  let statement = byName.get(name) as ArrayStatement<R> | undefined;
  if (!statement) {
    statement = arrayStatement(db, build(), map, name);
    byName.set(name, statement);
  }
  return statement;
}

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds, `Z`), from PostgreSQL. */
export const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
