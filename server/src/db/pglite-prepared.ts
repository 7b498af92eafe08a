import { PGlite } from '@electric-sql/pglite';
import type { Db } from './client.ts';

/*
 * Named prepared statements on PGlite (issue 37, the embedded default). PGlite runs every statement
 * of the extended protocol unnamed, so PostgreSQL plans each one again: the feed's page, with its
 * visibility rule, cost 1.7–2.0 ms of planning in WebAssembly and 0.3 ms to execute from a saved
 * plan. PGlite is one session, so a statement PREPAREd once stays for the process; it is then run
 * with EXECUTE and its values written as literals, since EXECUTE takes no bound parameters. A
 * value that is not a plain string, number, boolean or null (or a string carrying a NUL, which no
 * literal may) makes that one call go the usual unnamed way.
 */

/** A string as an SQL literal (as pg's escapeLiteral: quotes doubled, `E''` when it has backslashes). */
function quote(text: string): string {
  const body = text.replace(/'/g, "''");
  return text.includes('\\') ? `E'${body.replace(/\\/g, '\\\\')}'` : `'${body}'`;
}

/** The value as an SQL literal whose type PostgreSQL takes from the statement, or undefined. */
export function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value.includes('\u0000') ? undefined : quote(value);
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean' || typeof value === 'bigint') return `'${value}'`;
  if (value instanceof Date) return quote(value.toISOString());
  return undefined;
}

/** The PGlite behind `db` when it is the process's own session (not a transaction's), else null. */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return client instanceof PGlite ? client : null;
}

const prepared = new WeakMap<PGlite, Map<string, Promise<void>>>();

/** PREPAREs `text` as `name` once per PGlite (one session), however many calls ask at once. */
export function prepareOnce(client: PGlite, name: string, text: string): Promise<void> {
  let names = prepared.get(client);
  if (!names) {
    names = new Map();
    prepared.set(client, names);
  }
  let done = names.get(name);
  if (!done) {
    done = client.query(`prepare ${name} as ${text}`).then(
      () => {},
      (err: unknown) => {
        names.delete(name);
        throw err;
      },
    );
    names.set(name, done);
  }
  return done;
}

/** `execute name(…)` with the values as literals, or undefined when one cannot be written so. */
export function executeText(name: string, values: unknown[]): string | undefined {
  const literals: string[] = [];
  for (const value of values) {
    const literal = literalOf(value);
    if (literal === undefined) return undefined;
    literals.push(literal);
  }
  return literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`;
}
