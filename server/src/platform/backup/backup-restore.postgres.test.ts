import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { postgresSql, rowCounts } from '../../db/backup/target.ts';
import { fromPostgres } from '../../db/client.ts';
import { freshDatabase } from '../../test/database.ts';
import { checkRestored, injectCall, type Seeded, seedInstance } from '../../test/instance-seed.ts';
import { runBackup } from './backup.ts';
import { instanceFromEnv } from './instance.ts';
import { runRestore, TargetNotEmpty } from './restore.ts';
import { appConfig } from './test-support.ts';

// Restoring into PostgreSQL (psql loads the dump after the migrations): from PostgreSQL here
// (pg_dump); CI's round trip (scripts/backup-roundtrip.ts) restores a PGlite backup into it too.
const SECRET = 'backup-pg-test-secret-long-enough-for-hs256';
const LONG = 240_000;
const server = process.env.TEST_DATABASE_URL ?? '';
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `krug-${name}-`));

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
const created: string[] = [];
async function newDatabase(): Promise<string> {
  const name = `krug_restore_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  created.push(name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await rowCounts(postgresSql(client));
  } finally {
    await client.end();
  }
}

let archive: string;
let seeded: Seeded;

beforeAll(async () => {
  const dataDir = tmp('backup-pg-source');
  writeFileSync(join(dataDir, 'jwt-secret'), SECRET);
  const database = await freshDatabase();
  const app = await buildApp(appConfig(dataDir, SECRET), database);
  app.addHook('onClose', () => database.close());
  await app.ready();
  try {
    seeded = await seedInstance(injectCall(app), { users: 2, posts: 3 });
    archive = join(tmp('backup-pg-archive'), 'krug.tar');
    await runBackup({ ...instanceFromEnv({ DATA_DIR: dataDir }), databaseUrl: database.url, out: archive });
  } finally {
    await app.close();
  }
}, LONG);
afterAll(() =>
  admin(async (c) => {
    for (const name of created) await c.query(`drop database if exists ${name} with (force)`);
  }),
);

describe('restore into PostgreSQL', () => {
  it(
    'restores into an empty database, which then serves the same people, posts and files',
    async () => {
      const url = await newDatabase();
      const dataDir = join(tmp('backup-pg-target'), 'data');
      const restored = await runRestore({
        ...instanceFromEnv({ DATA_DIR: dataDir, DATABASE_URL: url }),
        file: archive,
      });
      const got = await counts(url);
      for (const [table, rows] of Object.entries(got)) {
        expect([table, rows]).toEqual([table, restored.manifest.database.tables[table] ?? 0]);
      }
      const database = await fromPostgres(url, 2);
      const app = await buildApp(appConfig(dataDir, SECRET), database);
      app.addHook('onClose', () => database.close());
      try {
        expect(await checkRestored(injectCall(app), seeded)).toEqual([]);
      } finally {
        await app.close();
      }
    },
    LONG,
  );

  it(
    'refuses a database with rows, or one another process is connected to',
    async () => {
      const url = await newDatabase();
      const target = instanceFromEnv({ DATA_DIR: join(tmp('backup-pg-busy'), 'data'), DATABASE_URL: url });
      await runRestore({ ...target, file: archive });
      const empty = instanceFromEnv({ DATA_DIR: join(tmp('backup-pg-busy2'), 'data'), DATABASE_URL: url });
      await expect(runRestore({ ...empty, file: archive })).rejects.toThrow(TargetNotEmpty);
      const before = await counts(url);
      // A running server holds connections: even --force waits until it is stopped.
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        await expect(runRestore({ ...empty, file: archive, force: true })).rejects.toThrow(/other session/);
      } finally {
        await other.end();
      }
      expect(await counts(url)).toEqual(before);
      await runRestore({ ...empty, file: archive, force: true });
      expect(await counts(url)).toEqual(before);
    },
    LONG,
  );
});
