import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/database.ts';
import { type Database, MIGRATIONS_FOLDER } from '../client.ts';
import { seededTables } from './migrations.ts';
import { type Sql, tablesWithRows, wipeDatabase } from './target.ts';

// The same statements on the test's engine (PGlite, or PostgreSQL in the PostgreSQL pass).
let database: Database;
let run: Sql;
let pool: pg.Pool | undefined;
beforeAll(async () => {
  database = await freshDatabase();
  if (database.url) pool = new pg.Pool({ connectionString: database.url, max: 1 });
  run = {
    query: async <T>(text: string) => (await database.db.execute(sql.raw(text))).rows as T[],
    exec: async (text) => {
      if (pool) await pool.query(text);
      else await database.db.execute(sql.raw(text));
    },
  };
});
afterAll(async () => {
  await pool?.end();
  await database.close();
});

/** Tables with rows other than those the migrations write themselves (the instance's settings). */
const withRows = async () => (await tablesWithRows(run)).filter((t) => !seededTables().has(t));

const migrateAgain = () =>
  pool
    ? migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER })
    : migratePglite(database.db, { migrationsFolder: MIGRATIONS_FOLDER });

describe('restore target', () => {
  it('is empty while no table has a row, and not once one has', async () => {
    expect(await tablesWithRows(run)).toEqual(['instance_settings']);
    expect(await withRows()).toEqual([]);
    await run.exec(
      `insert into users (email, password_hash, first_name, last_name) values ('t@example.com', 'x', 'А', 'Б')`,
    );
    expect(await withRows()).toEqual(['users']);
  });

  it('wipes what the migrations made, keeps the extension, and the migrations run again from the first', async () => {
    await wipeDatabase(run);
    expect(await tablesWithRows(run)).toEqual([]);
    const left = await run.query<{ n: string | number }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    expect(await run.query(`select 1 from pg_namespace where nspname = 'drizzle'`)).toEqual([]);
    expect((await run.query(`select extname from pg_extension where extname = 'pg_trgm'`)).length).toBe(1);
    await migrateAgain();
    const tables = await run.query<{ n: string | number }>(
      `select count(*) as n from pg_tables where schemaname = 'public'`,
    );
    expect(Number(tables[0]?.n)).toBeGreaterThan(40);
    expect(await withRows()).toEqual([]);
  });
});
