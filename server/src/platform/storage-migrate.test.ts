import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3rverRun, startS3rver } from '../test/s3/s3rver.ts';
import { listed, patterned, readAll } from './storage.contract.ts';
import { createLocalStorage, piped, type Storage } from './storage.ts';
import { migrateStorage } from './storage-migrate.ts';
import { createS3Storage, type S3Storage } from './storage-s3.ts';

const REPO_ROOT = join(import.meta.dirname, '../../..');
const BUCKET = 'krug-migrate';
let s3: S3rverRun;
const opened: S3Storage[] = [];
beforeAll(async () => {
  s3 = await startS3rver({ buckets: [BUCKET] });
});
afterAll(async () => {
  for (const b of opened) b.close();
  await s3?.stop();
});

const tmp = (name: string) => mkdtempSync(join(tmpdir(), `krug-${name}-`));
function bucketAt(prefix: string): S3Storage {
  const b = createS3Storage(s3.settings(BUCKET, prefix));
  opened.push(b);
  return b;
}
/** A local folder as an instance has it: uploads by month, their thumbnails, a large video, an empty file. */
async function folder(): Promise<Storage> {
  const local = createLocalStorage(tmp('migrate-from'));
  await local.put('2026-11/a1', Readable.from(['photo one']));
  await local.put('2026-11/a1.thumb.webp', Readable.from(['thumb']));
  await local.put('2026-10/v', patterned(9 * 1024 * 1024 + 77));
  await local.put('avatars/x.webp', Readable.from(['avatar']));
  await local.put('scans/d/empty', Readable.from([]));
  return local;
}
async function same(a: Storage, b: Storage) {
  const keys = await listed(a);
  expect(await listed(b)).toEqual(keys);
  for (const key of keys)
    expect((await readAll(b.get(key))).equals(await readAll(a.get(key))), key).toBe(true);
}
/** A target that fails (`put` throws) or damages (one byte changed) the file under `key`. */
function faulty(target: Storage, key: string, fault: 'fail' | 'damage'): Storage {
  return {
    ...target,
    put(k, data) {
      if (k !== key) return target.put(k, data);
      if (fault === 'fail') return Promise.reject(new Error('connection reset'));
      let first = true;
      const damage = new Transform({
        transform(chunk: Buffer, _e, next) {
          const out = Buffer.from(chunk);
          if (first && out.length) out[0] = (out[0] ?? 0) ^ 0xff;
          first = false;
          next(null, out);
        },
      });
      return target.put(k, piped(data, damage));
    },
  };
}

describe('storage:migrate', () => {
  it('copies every file into the bucket, checked; a second run copies only what is new', async () => {
    const from = await folder();
    const to = bucketAt(`m-${randomUUID()}`);
    const journal = join(tmp('migrate-journal'), 'journal');
    const first = await migrateStorage({ from, to, toName: 'bucket-1', journal });
    expect(first).toMatchObject({ copied: 5, skipped: 0, vanished: 0, extra: 0, mismatched: [] });
    expect(first.copiedBytes).toBe(9 * 1024 * 1024 + 77 + 9 + 5 + 6);
    await same(from, to);
    expect(readFileSync(journal, 'utf8').trim().split('\n')).toHaveLength(5);

    await from.put('2026-11/new', Readable.from(['uploaded meanwhile']));
    const second = await migrateStorage({ from, to, toName: 'bucket-1', journal });
    expect(second).toMatchObject({ copied: 1, skipped: 5, mismatched: [] });
    await same(from, to);
    // A journal names its target: another bucket gets everything.
    const other = bucketAt(`m-${randomUUID()}`);
    expect(await migrateStorage({ from, to: other, toName: 'bucket-2', journal })).toMatchObject({
      copied: 6,
    });
  });

  it('a run that stopped on a failure goes on where it was', async () => {
    const from = await folder();
    const to = bucketAt(`m-${randomUUID()}`);
    const journal = join(tmp('migrate-journal'), 'journal');
    // Keys in order: 2026-10/v, 2026-11/a1, 2026-11/a1.thumb.webp, avatars/x.webp, scans/d/empty.
    await expect(
      migrateStorage({ from, to: faulty(to, 'avatars/x.webp', 'fail'), toName: 'b', journal }),
    ).rejects.toThrow('connection reset');
    expect(await listed(to)).toEqual(['2026-10/v', '2026-11/a1', '2026-11/a1.thumb.webp']);
    const resumed = await migrateStorage({ from, to, toName: 'b', journal });
    expect(resumed).toMatchObject({ copied: 2, skipped: 3, mismatched: [] });
    await same(from, to);
  });

  it('a copy whose bytes differ is reported, not written down, and copied anew on the next run', async () => {
    const from = await folder();
    const to = bucketAt(`m-${randomUUID()}`);
    const journal = join(tmp('migrate-journal'), 'journal');
    const damaged = await migrateStorage({
      from,
      to: faulty(to, '2026-10/v', 'damage'),
      toName: 'b',
      journal,
    });
    expect(damaged.mismatched).toEqual(['2026-10/v']);
    expect(damaged.copied).toBe(4);
    expect(readFileSync(journal, 'utf8')).not.toContain('2026-10/v');
    const again = await migrateStorage({ from, to, toName: 'b', journal });
    expect(again).toMatchObject({ copied: 1, skipped: 4, mismatched: [] });
    await same(from, to);
  });

  it('npm run storage:migrate copies DATA_DIR/media into the bucket of --to', async () => {
    const dataDir = tmp('migrate-data');
    const from = createLocalStorage(join(dataDir, 'media'));
    await from.put('2026-11/a', Readable.from(['one']));
    await from.put('2026-11/b', Readable.from(['two']));
    const prefix = `cli-${randomUUID()}`;
    const run = () =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'scripts/storage-migrate.ts', '--to', s3.storageUrl(BUCKET, prefix)],
        {
          cwd: REPO_ROOT,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
          },
        },
      );
    const first = await run();
    expect(first.stdout).toContain('2 copied');
    await same(from, bucketAt(prefix));
    const second = await run();
    expect(second.stdout).toContain('0 copied (0.0 MB) and checked, 2 already there');
  }, 60_000);
});
