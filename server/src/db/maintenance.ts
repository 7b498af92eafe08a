import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { pgliteOf } from './pglite-prepared.ts';

/*
 * Autovacuum for the embedded PGlite (wave 10). PGlite is PostgreSQL in one process and one
 * session: `autovacuum` says on, but no launcher ever runs, so a table's dead rows were never
 * reclaimed (a table updated 10 times over held 10× its rows) and no table ever had statistics
 * (the planner guessed: «Подписки» read a heavy reader's whole inbox and sorted it, 6.7 ms a page
 * instead of 1.1 ms, bench/RESULTS.md). A periodic job does what the launcher would, with
 * PostgreSQL's own default thresholds; on PostgreSQL the server's autovacuum does it and the job
 * is not registered.
 */

/** PostgreSQL's defaults: autovacuum_vacuum_*, autovacuum_vacuum_insert_*, autovacuum_analyze_*. */
export const AUTOVACUUM = {
  vacuum: { threshold: 50, scale: 0.2 },
  insert: { threshold: 1000, scale: 0.2 },
  analyze: { threshold: 50, scale: 0.1 },
} as const;

/** How often the tables are looked at (autovacuum_naptime's default). */
export const TABLE_MAINTENANCE_EVERY_MS = 60_000;
export const TABLE_MAINTENANCE_JOB = 'db.table-maintenance';

interface TableStats {
  name: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

const over = (n: number, live: number, t: { threshold: number; scale: number }) =>
  n > t.threshold + t.scale * live;

/** What a table needs by the thresholds: a vacuum (with analyze), an analyze alone, or nothing. */
export function maintenanceOf(t: TableStats): 'vacuum' | 'analyze' | null {
  if (over(t.dead, t.live, AUTOVACUUM.vacuum) || over(t.insertedSinceVacuum, t.live, AUTOVACUUM.insert))
    return 'vacuum';
  if (over(t.modifiedSinceAnalyze, t.live, AUTOVACUUM.analyze)) return 'analyze';
  return null;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Vacuums (and analyzes) each table of the current schema past the vacuum thresholds and analyzes
 * each past the analyze threshold, one table at a time (each holds PGlite's one session only for
 * its own table). Returns what it did.
 */
export async function maintainTables(db: Db): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  const result = await db.execute(sql`select relname, n_live_tup, n_dead_tup, n_ins_since_vacuum,
      n_mod_since_analyze
    from pg_stat_user_tables where schemaname = current_schema() order by relname`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  for (const r of rows) {
    const table: TableStats = {
      name: String(r.relname),
      live: Number(r.n_live_tup),
      dead: Number(r.n_dead_tup),
      insertedSinceVacuum: Number(r.n_ins_since_vacuum),
      modifiedSinceAnalyze: Number(r.n_mod_since_analyze),
    };
    const need = maintenanceOf(table);
    if (need === 'vacuum') {
      await db.execute(sql.raw(`vacuum (analyze) ${quoted(table.name)}`));
      done.vacuumed.push(table.name);
    } else if (need === 'analyze') {
      await db.execute(sql.raw(`analyze ${quoted(table.name)}`));
      done.analyzed.push(table.name);
    }
  }
  return done;
}

/** The job, on the one queue, when `db` is PGlite (PostgreSQL runs its own autovacuum). */
export function registerTableMaintenance(
  jobs: { every(kind: string, everyMs: number, handler: () => Promise<unknown>): void },
  db: Db,
  everyMs = TABLE_MAINTENANCE_EVERY_MS,
): boolean {
  if (!pgliteOf(db)) return false;
  jobs.every(TABLE_MAINTENANCE_JOB, everyMs, () => maintainTables(db));
  return true;
}
