import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayStatement } from './array-rows.ts';
import { type Database, fromPglite } from './client.ts';
import { newPglite } from './pglite.ts';
import { executeText, literalOf } from './pglite-prepared.ts';

// Issue 37: on PGlite a named statement is PREPAREd once and EXECUTEd with its values as literals.
let database: Database;
beforeAll(async () => {
  database = await fromPglite(newPglite());
});
afterAll(() => database.close());

describe('literals for EXECUTE', () => {
  it('quotes strings (quotes doubled, backslashes in E strings) and refuses what it cannot write', () => {
    expect(literalOf("д'Артаньян")).toBe("'д''Артаньян'");
    expect(literalOf('a\\b')).toBe("E'a\\\\b'");
    expect(literalOf(20)).toBe("'20'");
    expect(literalOf(null)).toBe('null');
    expect(literalOf('a\u0000b')).toBeUndefined();
    expect(literalOf(Number.NaN)).toBeUndefined();
    expect(literalOf(['a'])).toBeUndefined();
    expect(executeText('s', ['x', 1])).toBe("execute s('x', '1')");
    expect(executeText('s', [{}])).toBeUndefined();
  });
});

describe('a named statement on PGlite', () => {
  const echo = () =>
    arrayStatement(
      database.db,
      sql`select ${sql.placeholder('text')}::text, ${sql.placeholder('n')}::int + 1`,
      (row) => [row[0], row[1]],
      'echo_text',
    );

  it('runs from one saved plan and gives every text back exactly, quotes and backslashes included', async () => {
    const hostile = [
      "'); drop table users; --",
      "back\\slash \\' and quote",
      'дача «в кавычках» $1 $$ ; --',
      '',
    ];
    for (const text of hostile) expect(await echo().execute({ text, n: 1 })).toEqual([[text, 2]]);
    const plans = await database.db.execute(
      sql`select generic_plans + custom_plans as runs from pg_prepared_statements where name = 'echo_text'`,
    );
    expect((plans as unknown as { rows: { runs: number }[] }).rows[0]?.runs).toBe(hostile.length);
    const users = await database.db.execute(sql`select count(*) from users`);
    expect((users as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('sends a value no literal can carry the usual way (and PostgreSQL refuses a NUL as it always does)', async () => {
    await expect(echo().execute({ text: 'a\u0000b', n: 1 })).rejects.toThrow();
    expect(await echo().execute({ text: 'снова', n: 2 })).toEqual([['снова', 3]]);
  });

  it('works inside a transaction (unnamed there: PGlite’s one session is the transaction’s)', async () => {
    const rows = await database.db.transaction(async (tx) =>
      arrayStatement(tx, sql`select ${sql.placeholder('text')}::text`, (row) => row[0], 'echo_tx').execute({
        text: 'в транзакции',
      }),
    );
    expect(rows).toEqual(['в транзакции']);
  });
});
