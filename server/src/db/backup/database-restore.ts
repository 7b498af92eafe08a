import { createReadStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../client.ts';
import { newPglite } from '../pglite.ts';
import { loadIntoPglite } from './load-pglite.ts';
import { migrationsFolderUpTo, seededTables } from './migrations.ts';
import { findPgTool, loadWithPsql } from './postgres-tools.ts';
import { emptyTables, pgliteSql, postgresSql, type Sql, tablesWithRows, wipeDatabase } from './target.ts';

export interface DatabaseTarget {
  dataDir: string;
  databaseUrl: string | undefined;
}

/**
 * What stands in the way of restoring into the target database: tables with rows (other than the
 * rows the migrations themselves write), other sessions.
 */
export async function inspectDatabaseTarget(
  target: DatabaseTarget,
): Promise<{ tablesWithRows: string[]; otherSessions: number }> {
  const seeded = seededTables();
  const withRows = async (sql: Sql) => (await tablesWithRows(sql)).filter((t) => !seeded.has(t));
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const sessions = await client.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
      );
      return {
        tablesWithRows: await withRows(postgresSql(client)),
        otherSessions: Number(sessions.rows[0]?.n),
      };
    } finally {
      await client.end();
    }
  }
  const dir = join(target.dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) return { tablesWithRows: [], otherSessions: 0 };
  const client = newPglite(dir);
  try {
    await client.waitReady;
    return { tablesWithRows: await withRows(pgliteSql(client)), otherSessions: 0 };
  } finally {
    await client.close();
  }
}

/**
 * Rebuilds the target database from a dump: everything in it goes (the caller has checked it was
 * empty or was told --force), the migrations the backup's database had run, the rows are loaded in
 * one transaction, then this code's newer migrations run. Answers the rows loaded per table.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  dumpFile: string,
  migrationsCount: number,
): Promise<Record<string, number>> {
  const upTo = migrationsFolderUpTo(migrationsCount);
  try {
    return target.databaseUrl
      ? await restorePostgres(target.databaseUrl, dumpFile, upTo.folder)
      : await restorePglite(join(target.dataDir, 'db'), dumpFile, upTo.folder);
  } finally {
    upTo.dispose();
  }
}

async function restorePostgres(url: string, dumpFile: string, backupMigrations: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await wipeDatabase(postgresSql(client));
    const db = drizzlePg({ client });
    await migratePg(db, { migrationsFolder: backupMigrations });
    await emptyTables(postgresSql(client));
    const settings = await client.query<{ name: string }>('select name from pg_settings');
    const major = await client.query<{ n: string }>(`select current_setting('server_version_num') as n`);
    const psql = findPgTool('psql', Math.floor(Number(major.rows[0]?.n) / 10000));
    const loaded = await loadWithPsql(
      psql,
      url,
      createReadStream(dumpFile),
      new Set(settings.rows.map((r) => r.name)),
    );
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return loaded;
  } finally {
    await client.end();
  }
}

async function restorePglite(dir: string, dumpFile: string, backupMigrations: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dirname(dir), { recursive: true });
  const client = newPglite(dir);
  try {
    await client.waitReady;
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder: backupMigrations });
    await emptyTables(pgliteSql(client));
    const loaded = await loadIntoPglite(client, createReadStream(dumpFile));
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return loaded;
  } finally {
    await client.close();
  }
}
