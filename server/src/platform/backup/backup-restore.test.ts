import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { pgliteSql, rowCounts } from '../../db/backup/target.ts';
import { type Database, fromPglite } from '../../db/client.ts';
import { newPglite } from '../../db/pglite.ts';
import { freshDatabase } from '../../test/database.ts';
import { checkRestored, injectCall, type Seeded, seedInstance } from '../../test/instance-seed.ts';
import { createLocalStorage } from '../storage.ts';
import { type BackupSummary, runBackup } from './backup.ts';
import { instanceFromEnv } from './instance.ts';
import { runRestore, TargetNotEmpty } from './restore.ts';
import { ENDPOINT_FILE, serveSnapshots } from './snapshot-endpoint.ts';
import { appConfig, rewriteArchive } from './test-support.ts';

// The whole round trip in one process: a source instance (PGlite here; PostgreSQL with pg_dump in
// the PostgreSQL pass) serving through app.inject, a backup taken while it takes new posts, and a
// restore into an empty DATA_DIR on PGlite that a second app then serves.
const SECRET = 'backup-test-secret-long-enough-for-hs256';
const LONG = 240_000;

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `krug-${name}-`));

let sourceDir: string;
let database: Database;
let source: FastifyInstance;
let seeded: Seeded;
let archive: string;
let backup: BackupSummary;
let restoredDir: string;

beforeAll(async () => {
  sourceDir = tmp('backup-source');
  writeFileSync(join(sourceDir, 'jwt-secret'), SECRET, { mode: 0o600 });
  database = await freshDatabase();
  source = await buildApp(appConfig(sourceDir, SECRET), database);
  source.addHook('onClose', () => database.close());
  await serveSnapshots(source, sourceDir, database);
  await source.ready();
  seeded = await seedInstance(injectCall(source));
}, LONG);
afterAll(() => source.close());

describe('backup and restore', () => {
  it(
    'backs up while the app keeps taking writes, then restores into an empty DATA_DIR',
    async () => {
      archive = join(tmp('backup-archive'), 'krug.tar');
      const env = { ...instanceFromEnv({ DATA_DIR: sourceDir }), databaseUrl: database.url };
      const call = injectCall(source);
      const author = seeded.users[0];
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          const res = await call({
            method: 'POST',
            url: '/api/posts',
            token: author?.token,
            json: { content: 'во время' },
          });
          expect(res.status).toBe(201);
          written++;
        }
      })();
      backup = await runBackup({ ...env, out: archive });
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);

      const { manifest } = backup;
      expect(manifest.source.kind).toBe(database.kind);
      expect(manifest.jwt_secret).toBe(true);
      expect(manifest.database.tables.users).toBe(seeded.users.length);
      // The snapshot holds the seeded posts and some of those written meanwhile, never half of one.
      expect(manifest.database.tables.posts).toBeGreaterThanOrEqual(seeded.postIds.length);
      expect(manifest.database.tables.comments).toBe(2);
      const stored = createLocalStorage(join(sourceDir, 'media'));
      for (const file of manifest.files) {
        expect(file.sha256).toBe(sha(join(sourceDir, 'media', file.key)));
        expect(await stored.size(file.key)).toBe(file.bytes);
      }
      expect(manifest.files.length).toBeGreaterThanOrEqual(seeded.photos.length + 1);
      expect(existsSync(`${archive}.partial`)).toBe(false);

      restoredDir = join(tmp('backup-restored'), 'data');
      const target = instanceFromEnv({ DATA_DIR: restoredDir });
      const restored = await runRestore({ ...target, file: archive });
      expect(restored.files.count).toBe(manifest.files.length);

      const client = newPglite(join(restoredDir, 'db'));
      const counts = await rowCounts(pgliteSql(client));
      await client.close();
      for (const [table, rows] of Object.entries(counts))
        expect([table, rows]).toEqual([table, manifest.database.tables[table] ?? 0]);
      for (const file of manifest.files) expect(sha(join(restoredDir, 'media', file.key))).toBe(file.sha256);
      expect(readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')).toBe(SECRET);
    },
    LONG,
  );

  it(
    'serves the restored instance: sign-in, old sessions, photos and the scan',
    async () => {
      const restoredDb = await fromPglite(newPglite(join(restoredDir, 'db')));
      const app = await buildApp(
        appConfig(restoredDir, readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')),
        restoredDb,
      );
      app.addHook('onClose', () => restoredDb.close());
      try {
        expect(await checkRestored(injectCall(app), seeded)).toEqual([]);
      } finally {
        await app.close();
      }
    },
    LONG,
  );

  it(
    'refuses a target that is not empty, and changes nothing in it',
    async () => {
      const target = instanceFromEnv({ DATA_DIR: restoredDir });
      const before = sha(join(restoredDir, 'jwt-secret'));
      await expect(runRestore({ ...target, file: archive })).rejects.toThrow(TargetNotEmpty);
      expect(sha(join(restoredDir, 'jwt-secret'))).toBe(before);
      // Files alone make a target non-empty too.
      const filesOnly = join(tmp('backup-files-only'), 'data');
      await createLocalStorage(join(filesOnly, 'media')).put(
        'x',
        (await import('node:stream')).Readable.from(['x']),
      );
      await expect(
        runRestore({ ...instanceFromEnv({ DATA_DIR: filesOnly }), file: archive }),
      ).rejects.toThrow(/storage .* has files/);
      expect(existsSync(join(filesOnly, 'db'))).toBe(false);
    },
    LONG,
  );

  it(
    'replaces a non-empty target with --force',
    async () => {
      const target = instanceFromEnv({ DATA_DIR: restoredDir });
      await target.storage.put('stray-file', (await import('node:stream')).Readable.from(['stray']));
      await runRestore({ ...target, file: archive, force: true });
      expect(await target.storage.size('stray-file')).toBeNull();
      const client = newPglite(join(restoredDir, 'db'));
      expect((await rowCounts(pgliteSql(client))).users).toBe(seeded.users.length);
      await client.close();
    },
    LONG,
  );

  it('refuses to restore where a server runs (its database is open)', async () => {
    if (database.kind !== 'pglite') return expect(existsSync(join(sourceDir, ENDPOINT_FILE))).toBe(false);
    await expect(
      runRestore({ ...instanceFromEnv({ DATA_DIR: sourceDir }), file: archive, force: true }),
    ).rejects.toThrow(/runs on .*stop it/);
    const endpoint = JSON.parse(readFileSync(join(sourceDir, ENDPOINT_FILE), 'utf8'));
    const res = await fetch(`http://127.0.0.1:${endpoint.port}/snapshot`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(res.status).toBe(401);
  });

  it(
    'finds a damaged file and a damaged dump, and refuses a backup from a newer Krug',
    async () => {
      const dir = tmp('backup-damaged');
      const photoKey = backup.manifest.files[0]?.key ?? '';
      const flip = (data: Buffer) => {
        const copy = Buffer.from(data);
        copy[copy.length - 1] = (copy.at(-1) ?? 0) ^ 0xff;
        return copy;
      };
      const badFile = join(dir, 'bad-file.tar');
      await rewriteArchive(archive, badFile, (name, data) =>
        name === `files/${photoKey}` ? flip(data) : data,
      );
      const check = { ...instanceFromEnv({ DATA_DIR: join(dir, 'unused') }), checkOnly: true };
      await expect(runRestore({ ...check, file: archive })).resolves.toBeTruthy();
      await expect(runRestore({ ...check, file: badFile })).rejects.toThrow(
        /files differ from the manifest: 1 changed/,
      );

      const badDump = join(dir, 'bad-dump.tar');
      await rewriteArchive(archive, badDump, (name, data) => (name === 'database.sql' ? flip(data) : data));
      const target = instanceFromEnv({ DATA_DIR: join(dir, 'target') });
      await expect(runRestore({ ...target, file: badDump })).rejects.toThrow(/database.sql does not match/);
      expect(existsSync(join(dir, 'target', 'db'))).toBe(false);

      const newer = join(dir, 'newer.tar');
      await rewriteArchive(archive, newer, (name, data) => {
        if (name !== 'backup.json' && name !== 'manifest.json') return data;
        const json = JSON.parse(data.toString());
        json.migrations.push({ hash: 'f'.repeat(64), created_at: Date.now() + 86_400_000 });
        return Buffer.from(JSON.stringify(json));
      });
      await expect(runRestore({ ...target, file: newer })).rejects.toThrow(/does not have/);
      expect(existsSync(join(dir, 'target'))).toBe(false);
    },
    LONG,
  );
});
