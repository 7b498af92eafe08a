import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { newPglite } from './pglite.ts';
import * as schema from './schema/index.ts';

/** Both drivers expose the same query builder; we type it once. */
export type Db = PgliteDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string when on a PostgreSQL server (live events use LISTEN/NOTIFY on it). */
  url?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Statements issued through drizzle so far (tests check that pages read a fixed number). */
  queryCount(): number;
  /**
   * PGlite only: a consistent copy of the data directory as a tar (taken between two statements,
   * so a backup can read it while this process keeps serving; see platform/backup).
   */
  snapshot?(): Promise<Blob>;
  /** PGlite only: hears a notice channel (NOTIFY), delivered as the notifying write commits. */
  listen?(channel: string, handler: (payload: string) => void): Promise<unknown>;
}

function counter() {
  let n = 0;
  return { logger: { logQuery: () => void n++ }, count: () => n };
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/** Wraps an open PGlite (a data directory, memory, or a loaded dump) and applies migrations. */
export async function fromPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const c = counter();
  const db = drizzlePglite({ client, schema, logger: c.logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    queryCount: c.count,
    snapshot: () => client.dumpDataDir('none'),
    listen: (channel, handler) => client.listen(channel, handler),
  };
}

export const POOL_CONNECT_TIMEOUT_MS = 10_000;

/** Connects to a PostgreSQL server and applies migrations. */
export async function fromPostgres(url: string, max = 10): Promise<Database> {
  // A request waits at most this long for a connection (a free pool slot or a new connection to an
  // unreachable server), then fails as "database unavailable" (503) instead of hanging.
  // JIT off: its compile time (~0.8 s on the 1M-post data set's people search) dwarfs these short
  // OLTP queries (bench/RESULTS.md); PGlite has no JIT, so both engines now plan alike. Given as a
  // startup option, it rides along with whatever the connection string (DATABASE_URL) sets.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    options: '-c jit=off',
  });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not
  // crash the process; the pool replaces it on the next query.
  pool.on('error', (err) => console.warn('PostgreSQL pool connection lost:', err.message));
  // A connection checked out for a transaction has no pool listener; if the server drops it between
  // two statements, its 'error' event would crash the process. Its next query fails instead (503),
  // and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => console.warn('PostgreSQL connection lost in use:', err.message));
  });
  const c = counter();
  const db = drizzlePg({ client: pool, schema, logger: c.logger });
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    queryCount: c.count,
  };
}

/** Runs create-pglite.ts (initdb and migrations) for `dir` in a child process and waits for it. */
function createInChildProcess(dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./create-pglite.ts', import.meta.url)), [dir], {
      execArgv: process.execArgv,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`creating the database failed (${signal ?? code})`)),
    );
  });
}

/** The runtime database: PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR/db. */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  databasePoolMax?: number | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl, opts.databasePoolMax);
  const dir = join(opts.dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    // Creating a data directory (initdb) runs enough of PostgreSQL's code that the WebAssembly
    // engine keeps ~120 MB more compiled code and memory than opening an existing directory needs,
    // for the life of the process (measured in bench/RESULTS.md). So a short-lived child process
    // creates and migrates it, and this process opens it as every later start does.
    await createInChildProcess(dir);
  }
  return fromPglite(newPglite(dir));
}
