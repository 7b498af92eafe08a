import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, register } from '../faults/server-process.ts';
import { image } from '../files.ts';
import { multipart } from '../multipart.ts';
import { type S3rverRun, startS3rver } from '../s3/s3rver.ts';
import { unzip } from '../unzip.ts';
import { assertClusterTools, type ClusterRun, startClusterScript } from './cluster-run.ts';

// Issue 36, run with KRUG_CLUSTER_TEST=1 like nginx-cluster: two processes behind nginx, each with
// its own empty DATA_DIR (as on two machines), one PostgreSQL, one bucket (s3rver) and no shared
// folder. Ports of its own (38200…), so it can run beside the other cluster test.
const PORT = Number(process.env.BUCKET_CLUSTER_TEST_PORT ?? 38200);
const PG_PORT = Number(process.env.BUCKET_CLUSTER_TEST_PG_PORT ?? 38210);
const BUCKET = 'krug-cluster';

let s3: S3rverRun;
let cluster: ClusterRun;

beforeAll(async () => {
  assertClusterTools();
  s3 = await startS3rver({ buckets: [BUCKET] });
  cluster = await startClusterScript({
    port: PORT,
    pgPort: PG_PORT,
    processes: 2,
    env: {
      STORAGE_URL: s3.storageUrl(BUCKET, 'instance'),
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SCHEDULER_INTERVAL_MS: '500',
    },
  });
  await cluster.waitFor('cluster: ready', 120_000);
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
  await s3?.stop();
});

async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  withinMs = 60_000,
): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`not within ${withinMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

it('a photo uploaded through one process is read through the other: original, variant and zip', async () => {
  const [first, second] = cluster.processBases as [string, string];
  const owner = await register(first, 'bucket-owner');
  const png = await image('png', 1600, 1200);
  const body = multipart([
    { name: 'source_module', value: 'family' },
    { name: 'privacy_level', value: 'PUBLIC' },
    { name: 'file', filename: 'photo.png', data: png },
  ]);
  const res = await fetch(`${first}/api/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, ...body.headers },
    body: body.payload,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const uploaded = (await res.json()) as MediaFile & { file_url: string };

  const original = await fetch(`${second}${uploaded.file_url}`, { headers: { range: 'bytes=0-99' } });
  expect(original.status).toBe(206);
  expect(Buffer.from(await original.arrayBuffer()).equals(png.subarray(0, 100))).toBe(true);

  // The variants are made by whichever process claims the job, then served by the other.
  const file = await eventually(async () => {
    const list = await api(second, 'GET', '/api/media', { token: owner.token });
    const found = (list.json.media_files as MediaFile[]).find((f) => f.id === uploaded.id);
    return found?.variants?.length ? found : undefined;
  }, 'the photo’s variants');
  const variant = await fetch(`${second}${file.variants?.at(-1)?.url}`);
  expect(variant.status).toBe(200);
  expect(variant.headers.get('content-type')).toBe('image/webp');

  const zip = await fetch(`${second}/api/media/archive`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ media_ids: [uploaded.id] }),
  });
  expect(zip.status).toBe(200);
  const entries = unzip(Buffer.from(await zip.arrayBuffer()));
  expect([...entries.values()]).toHaveLength(1);
  expect([...entries.values()][0]?.equals(png)).toBe(true);

  // Neither process keeps a file of its own: their DATA_DIRs hold no media folder.
  for (const n of [1, 2]) {
    const dir = join(cluster.dataDir, `process-${n}`);
    expect(existsSync(dir), dir).toBe(true);
    expect(readdirSync(dir)).not.toContain('media');
  }
  expect(existsSync(join(cluster.dataDir, 'media'))).toBe(false);
}, 90_000);

it('stops cleanly on SIGTERM', async () => {
  expect(await cluster.stop()).toBe(0);
  expect(cluster.output()).toContain('cluster: stopped');
}, 90_000);
