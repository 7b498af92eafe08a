import { cpSync, createWriteStream, existsSync, openAsBlob } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { newPglite } from '../pglite.ts';
import { APPLIED_MIGRATIONS_SQL, type AppliedMigration, appliedMigrations } from './migrations.ts';
import { dumpPglite } from './pglite-dump.ts';
import { findPgTool, pgDumpData } from './postgres-tools.ts';

export interface DatabaseDump {
  kind: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: AppliedMigration[];
}

/**
 * Writes a data-only dump of the database to `file` (in `work`, a private temporary folder):
 * with `pg_dump` from PostgreSQL; for PGlite, from a private copy of its data directory (the
 * running server's snapshot, or a copy of DATA_DIR/db when no server runs), dumped in this process.
 */
export async function dumpDatabase(opts: {
  dataDir: string;
  databaseUrl: string | undefined;
  work: string;
  file: string;
  /** Writes the running server's snapshot to a file; false when no server runs on DATA_DIR. */
  fetchSnapshot: (file: string) => Promise<boolean>;
}): Promise<DatabaseDump> {
  if (opts.databaseUrl) return dumpPostgres(opts.databaseUrl, opts.file);
  return dumpPgliteDir(opts.dataDir, opts.work, opts.file, opts.fetchSnapshot);
}

async function dumpPostgres(url: string, file: string): Promise<DatabaseDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = await client.query<{ v: string; n: string }>(
      `select current_setting('server_version') as v, current_setting('server_version_num') as n`,
    );
    const major = Math.floor(Number(version.rows[0]?.n) / 10000);
    await pgDumpData(findPgTool('pg_dump', major), url, file);
    // Migrations change only when a server starts; read after the dump, they are the dump's.
    const migrations = await client.query(APPLIED_MIGRATIONS_SQL);
    return {
      kind: 'postgres',
      serverVersion: version.rows[0]?.v ?? '',
      migrations: appliedMigrations(migrations.rows),
    };
  } finally {
    await client.end();
  }
}

async function dumpPgliteDir(
  dataDir: string,
  work: string,
  file: string,
  fetchSnapshot: (file: string) => Promise<boolean>,
): Promise<DatabaseDump> {
  const copy = join(work, 'db');
  const snapshot = join(work, 'snapshot.tar');
  let client: ReturnType<typeof newPglite>;
  if (await fetchSnapshot(snapshot)) {
    client = newPglite(copy, { loadDataDir: await openAsBlob(snapshot) });
  } else {
    const dir = join(dataDir, 'db');
    if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`no database in ${dir}: nothing to back up`);
    // No server runs: copy the folder rather than open it, so a server started meanwhile is safe.
    cpSync(dir, copy, { recursive: true });
    client = newPglite(copy);
  }
  try {
    await client.waitReady;
    const out = createWriteStream(file);
    await dumpPglite(client, out);
    out.end();
    await finished(out);
    const version = await client.query<{ v: string }>(`select current_setting('server_version') as v`);
    const migrations = await client.query<{ hash: string; created_at: number }>(APPLIED_MIGRATIONS_SQL);
    return {
      kind: 'pglite',
      serverVersion: version.rows[0]?.v ?? '',
      migrations: appliedMigrations(migrations.rows),
    };
  } finally {
    await client.close();
  }
}
