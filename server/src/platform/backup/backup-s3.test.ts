import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { fromPglite } from '../../db/client.ts';
import { newPglite } from '../../db/pglite.ts';
import { freshDatabase } from '../../test/database.ts';
import { checkRestored, injectCall, seedInstance } from '../../test/instance-seed.ts';
import { type S3rverRun, startS3rver } from '../../test/s3/s3rver.ts';
import { listed, readAll } from '../storage.contract.ts';
import { createS3Storage } from '../storage-s3.ts';
import { runBackup } from './backup.ts';
import { instanceFromEnv } from './instance.ts';
import { runRestore, TargetNotEmpty } from './restore.ts';
import { serveSnapshots } from './snapshot-endpoint.ts';
import { appConfig } from './test-support.ts';

// Issue 36: `npm run backup` and `npm run restore` of an instance whose files are in a bucket:
// the files are read from it and restored into another (empty) prefix, and the instance serves them.
const SECRET = 'backup-s3-test-secret-long-enough-for-hs256';
const BUCKET = 'krug-backup';
const LONG = 240_000;
const tmp = (name: string) => mkdtempSync(join(tmpdir(), `krug-${name}-`));
let s3: S3rverRun;

beforeAll(async () => {
  s3 = await startS3rver({ buckets: [BUCKET] });
});
afterAll(() => s3?.stop());

const envOf = (dataDir: string, prefix: string) => ({
  DATA_DIR: dataDir,
  STORAGE_URL: s3.storageUrl(BUCKET, prefix),
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

it(
  'backs up the files of the bucket and restores them into an empty prefix that the app then serves',
  async () => {
    const sourceDir = tmp('backup-s3-source');
    writeFileSync(join(sourceDir, 'jwt-secret'), SECRET, { mode: 0o600 });
    const database = await freshDatabase();
    const source = await buildApp(
      { ...appConfig(sourceDir, SECRET), s3: s3.settings(BUCKET, 'source') },
      database,
    );
    source.addHook('onClose', () => database.close());
    await serveSnapshots(source, sourceDir, database);
    await source.ready();
    const seeded = await seedInstance(injectCall(source));
    const out = join(tmp('backup-s3-archive'), 'krug.tar');
    const sourceInstance = instanceFromEnv(envOf(sourceDir, 'source'));
    expect(sourceInstance.storageName).toBe(`s3://${BUCKET}/source at ${s3.endpoint}`);
    let backup: Awaited<ReturnType<typeof runBackup>>;
    try {
      backup = await runBackup({ ...sourceInstance, databaseUrl: database.url, out });
    } finally {
      await source.close();
    }
    const bucket = createS3Storage(s3.settings(BUCKET, 'source'));
    const keys = await listed(bucket);
    bucket.close();
    expect(backup.manifest.files.map((f) => f.key)).toEqual(keys);
    expect(keys.length).toBeGreaterThanOrEqual(seeded.photos.length + 1);

    const restoredDir = join(tmp('backup-s3-restored'), 'data');
    const target = instanceFromEnv(envOf(restoredDir, 'restored'));
    const restored = await runRestore({ ...target, file: out });
    expect(restored.files.count).toBe(keys.length);
    const copy = createS3Storage(s3.settings(BUCKET, 'restored'));
    expect(await listed(copy)).toEqual(keys);
    const [first] = backup.manifest.files;
    expect((await readAll(copy.get(first?.key ?? ''))).length).toBe(first?.bytes);
    copy.close();
    // A second restore into the same prefix finds it holding files, and says where.
    const again = instanceFromEnv(envOf(join(tmp('backup-s3-again'), 'data'), 'restored'));
    await expect(runRestore({ ...again, file: out })).rejects.toThrow(TargetNotEmpty);
    await expect(runRestore({ ...again, file: out })).rejects.toThrow(`s3://${BUCKET}/restored`);

    const restoredDb = await fromPglite(newPglite(join(restoredDir, 'db')));
    const app = await buildApp(
      {
        ...appConfig(restoredDir, readFileSync(join(restoredDir, 'jwt-secret'), 'utf8')),
        s3: s3.settings(BUCKET, 'restored'),
      },
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
