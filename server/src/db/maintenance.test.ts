import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import {
  maintainTables,
  maintenanceOf,
  registerTableMaintenance,
  TABLE_MAINTENANCE_JOB,
} from './maintenance.ts';

// The embedded PGlite never runs autovacuum (its launcher needs a multi-process server): the job
// does it by PostgreSQL's thresholds. On PostgreSQL the server does it and the job stays away.
let database: Database;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
const stats = async (table: string) =>
  (
    await rows(sql`select n_dead_tup, n_mod_since_analyze, last_vacuum, last_analyze
      from pg_stat_user_tables where relname = ${table}`)
  )[0];
const onPglite = !process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('table maintenance', () => {
  it('asks what PostgreSQL’s autovacuum would: vacuum past 50 + 20% dead or 1000 + 20% inserted, analyze past 50 + 10% changed', () => {
    const table = { name: 't', live: 1000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };
    expect(maintenanceOf(table)).toBeNull();
    expect(maintenanceOf({ ...table, dead: 250 })).toBeNull();
    expect(maintenanceOf({ ...table, dead: 251 })).toBe('vacuum');
    expect(maintenanceOf({ ...table, insertedSinceVacuum: 1201 })).toBe('vacuum');
    expect(maintenanceOf({ ...table, modifiedSinceAnalyze: 150 })).toBeNull();
    expect(maintenanceOf({ ...table, modifiedSinceAnalyze: 151 })).toBe('analyze');
  });

  it('vacuums a churned table, analyzes a changed one, and leaves a quiet one alone', async () => {
    const db = database.db;
    for (const t of ['maint_churned', 'maint_changed', 'maint_quiet'])
      await db.execute(sql.raw(`create table ${t} (id int primary key, v int not null default 0)`));
    for (const t of ['maint_churned', 'maint_changed', 'maint_quiet'])
      await db.execute(sql.raw(`insert into ${t} (id) select g from generate_series(1, 1000) g`));
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql.raw('vacuum (analyze) maint_changed, maint_quiet'));
    // 2,000 dead rows in one; 200 changed rows (past 150) in another; 10 in the third.
    await db.execute(sql.raw('update maint_churned set v = v + 1'));
    await db.execute(sql.raw('update maint_churned set v = v + 1'));
    await db.execute(sql.raw('update maint_changed set v = 1 where id <= 200'));
    await db.execute(sql.raw('update maint_quiet set v = 1 where id <= 10'));
    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    expect(Number((await stats('maint_churned'))?.n_dead_tup)).toBeGreaterThanOrEqual(2000);

    const done = await maintainTables(db);
    expect(done.vacuumed).toContain('maint_churned');
    expect(done.analyzed).toContain('maint_changed');
    expect([...done.vacuumed, ...done.analyzed]).not.toContain('maint_quiet');

    await db.execute(sql`select pg_stat_force_next_flush()`);
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const churned = await stats('maint_churned');
    expect(Number(churned?.n_dead_tup)).toBe(0);
    expect(churned?.last_vacuum).not.toBeNull();
    expect(Number((await stats('maint_changed'))?.n_mod_since_analyze)).toBe(0);
    expect(Number((await stats('maint_quiet'))?.n_mod_since_analyze)).toBe(10);
  });

  it('is a periodic job on PGlite only', () => {
    const kinds: string[] = [];
    const registered = registerTableMaintenance({ every: (kind) => kinds.push(kind) }, database.db);
    expect(registered).toBe(onPglite);
    expect(kinds).toEqual(onPglite ? [TABLE_MAINTENANCE_JOB] : []);
  });
});
