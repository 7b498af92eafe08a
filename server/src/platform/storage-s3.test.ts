import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3rverRun, startS3rver } from '../test/s3/s3rver.ts';
import { listed, patterned, readAll, storageContract } from './storage.contract.ts';
import { createS3Client, createS3Storage, type S3Storage } from './storage-s3.ts';

// The driver against a real S3-protocol server (s3rver, in a process of its own).
let s3: S3rverRun;
const opened: S3Storage[] = [];
const BUCKET = 'krug-contract';

beforeAll(async () => {
  s3 = await startS3rver({ buckets: [BUCKET] });
});
afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3?.stop();
});

/** A fresh prefix per test: an empty storage in the shared bucket. */
function open(listPageSize?: number): S3Storage {
  const settings = s3.settings(BUCKET, `t-${randomUUID()}`);
  const storage = createS3Storage(settings, createS3Client(settings), { listPageSize });
  opened.push(storage);
  return storage;
}

describe('S3 storage: the storage contract', () => {
  // Over the driver's 8 MiB part: a multipart upload of three parts.
  storageContract(() => open(), { largeBytes: 17 * 1024 * 1024 + 12_345 });
});

describe('S3 storage', () => {
  it('lists across pages, in order, each key once', async () => {
    const storage = open(2);
    const keys = ['a', 'a-c', 'a/b', 'b', 'c/d/e', 'z'];
    for (const key of [...keys].reverse()) await storage.put(key, Readable.from(['x']));
    expect(await listed(storage)).toEqual(keys);
  });

  it('keeps each prefix to itself in one bucket', async () => {
    const one = open();
    const two = open();
    await one.put('same/key', Readable.from(['one']));
    await two.put('same/key', Readable.from(['two']));
    await two.put('other', Readable.from(['2']));
    expect(await listed(one)).toEqual(['same/key']);
    expect((await readAll(one.get('same/key'))).toString()).toBe('one');
    await one.delete('same/key');
    expect((await readAll(two.get('same/key'))).toString()).toBe('two');
  });

  it('a presigned link serves the object with the given headers and ranges, for its key only', async () => {
    const storage = open();
    const expected = await readAll(patterned(300_000));
    await storage.put('v/clip.mp4', patterned(300_000));
    const url = await storage.presign('v/clip.mp4', {
      expiresInSeconds: 60,
      contentType: 'video/mp4',
      contentDisposition: 'attachment; filename="clip.mp4"',
    });
    const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-disposition')).toBe('attachment; filename="clip.mp4"');
    expect(Buffer.from(await part.arrayBuffer()).equals(expected.subarray(1000, 2000))).toBe(true);
    // (s3rver checks only the key id of V4 signatures, so a forged link is not tested here.)
    const query = new URL(url).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('60');
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
