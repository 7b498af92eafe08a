import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../client.ts';

/** One applied migration as drizzle records it (`drizzle.__drizzle_migrations`). */
export interface AppliedMigration {
  hash: string;
  created_at: number;
}

export const APPLIED_MIGRATIONS_SQL = `select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`;

/** Rows of APPLIED_MIGRATIONS_SQL as numbers (PostgreSQL's driver answers bigint as text). */
export const appliedMigrations = (
  rows: { hash: string; created_at: string | number }[],
): AppliedMigration[] => rows.map((r) => ({ hash: r.hash, created_at: Number(r.created_at) }));

/** This code's migrations, in order. */
export function codeMigrations(): AppliedMigration[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => ({
    hash: m.hash,
    created_at: m.folderMillis,
  }));
}

/**
 * How many of this code's migrations the backup's database had. Its data fits the schema those
 * build; the rest run after loading it. A backup from a newer Krug (a migration this code does not
 * have) or another branch cannot be restored here.
 */
export function migrationsLevel(backup: AppliedMigration[], code = codeMigrations()): number {
  backup.forEach((m, i) => {
    const mine = code[i];
    if (!mine || mine.hash !== m.hash || mine.created_at !== m.created_at) {
      throw new Error(
        `the backup's database has migration ${i + 1} (${m.created_at}) that this version of Krug ` +
          `does not have; restore it with the version that made it (or a newer one)`,
      );
    }
  });
  return backup.length;
}

/**
 * A copy of the migrations folder listing only the first `count`, for drizzle's migrator: the
 * schema exactly as the backup's database had it. Removed by `dispose`.
 */
export function migrationsFolderUpTo(count: number): { folder: string; dispose(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'krug-migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, dispose: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Tables that a migration's own SQL seeds with rows (`INSERT INTO t (...) VALUES`, not a backfill from other tables). */
export function tablesSeededBy(sqlText: string): string[] {
  const found = new Set<string>();
  const seed = /\binsert\s+into\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?\s*(?:\([^)]*\)\s*)?values\b/gi;
  for (const match of sqlText.matchAll(seed)) if (match[1]) found.add(match[1].toLowerCase());
  return [...found];
}

/**
 * The tables that hold rows in a freshly migrated database: rows there do not make a restore
 * target "not empty" (a server started once, before anyone registered, is still empty).
 */
export function seededTables(folder = MIGRATIONS_FOLDER): Set<string> {
  const tables = new Set<string>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.sql'))) {
    for (const table of tablesSeededBy(readFileSync(join(folder, file), 'utf8'))) tables.add(table);
  }
  return tables;
}
