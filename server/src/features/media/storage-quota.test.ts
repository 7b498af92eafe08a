import { DOCUMENT_TEXTS } from '@krug/contract/documents';
import { LIMIT_TEXTS } from '@krug/contract/limits';
import { MEDIA_TEXTS } from '@krug/contract/media';
import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { diskUsage, tableFingerprinter } from '../../test/fuzz/snapshot.ts';
import { multipart } from '../../test/multipart.ts';

/* Issue 16 §3 "Storage": one per-user quota across media and document scans. */

const KB = 1024;
const QUOTA = 1024 * KB;
let t: TestApp;
let fingerprint: () => Promise<Record<string, string>>;

/** A real PDF of about `size` bytes. */
async function pdf(size: number) {
  const head = await FILES.pdf();
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
}
const uploadForm = (data: Buffer) =>
  multipart([
    { name: 'source_module', value: 'family' },
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename: 'scan.pdf', data },
  ]);
const upload = (token: string, data: Buffer, headers: Record<string, string> = {}) => {
  const form = uploadForm(data);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(token), ...form.headers, ...headers },
    payload: form.payload,
  });
};
const usage = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/media/modules', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const { used_bytes, quota_bytes } = res.json();
  return { used_bytes, quota_bytes };
};
const stored = async (ownerId: string) =>
  Number(
    (
      await t.db
        .select({ n: sum(mediaFiles.fileSize) })
        .from(mediaFiles)
        .where(eq(mediaFiles.ownerId, ownerId))
    )[0]?.n ?? 0,
  );
const unchanged = async () => ({ rows: await fingerprint(), disk: diskUsage(t.config.mediaDir) });

beforeAll(async () => {
  t = await createTestApp({ storageQuotaBytes: QUOTA, mediaMaxBytes: 2 * QUOTA });
  fingerprint = await tableFingerprinter(t.db);
});
afterAll(() => t.close());

describe('per-user storage quota', () => {
  it('GET /api/media/modules answers used and quota bytes; an upload past the quota is 413 and leaves nothing', async () => {
    const u = await registerUser(t.app);
    expect(await usage(u.token)).toEqual({ used_bytes: 0, quota_bytes: QUOTA });
    const first = await upload(u.token, await pdf(400 * KB));
    expect(first.statusCode, first.body).toBe(201);
    expect(await usage(u.token)).toEqual({ used_bytes: 400 * KB, quota_bytes: QUOTA });
    // 700 KB: under MEDIA_MAX_BYTES and its declared size passes, but 400 + 700 > 1024 KB.
    const before = await unchanged();
    const over = await upload(u.token, await pdf(700 * KB));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: LIMIT_TEXTS.storageQuota });
    expect(await unchanged()).toEqual(before);
    // Deleting frees the space.
    await t.app.inject({ method: 'DELETE', url: `/api/media/${first.json().id}`, headers: bearer(u.token) });
    expect(await usage(u.token)).toEqual({ used_bytes: 0, quota_bytes: QUOTA });
    expect((await upload(u.token, await pdf(700 * KB))).statusCode).toBe(201);
  });

  it('two parallel uploads that each fit alone cannot both pass a quota only one fits', async () => {
    const u = await registerUser(t.app);
    expect((await upload(u.token, await pdf(300 * KB))).statusCode).toBe(201);
    const file = await pdf(400 * KB);
    const results = await Promise.all([upload(u.token, file), upload(u.token, file), upload(u.token, file)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 413, 413]);
    expect(await stored(u.user.id)).toBe(700 * KB);
    expect((await usage(u.token)).used_bytes).toBeLessThanOrEqual(QUOTA);
  });

  it('a declared Content-Length over MEDIA_MAX_BYTES or the remaining quota is refused before reading', async () => {
    const u = await registerUser(t.app);
    const before = await unchanged();
    // The body itself is a small valid file: only the declared length can refuse it.
    const small = await pdf(10 * KB);
    const overMax = await upload(u.token, small, { 'content-length': String(3 * QUOTA) });
    expect(overMax.statusCode).toBe(413);
    expect(overMax.json()).toEqual({ detail: MEDIA_TEXTS.tooLarge });
    const overQuota = await upload(u.token, small, { 'content-length': String(QUOTA + 200 * KB) });
    expect(overQuota.statusCode).toBe(413);
    expect(overQuota.json()).toEqual({ detail: LIMIT_TEXTS.storageQuota });
    expect(await unchanged()).toEqual(before);
    expect((await upload(u.token, small)).statusCode).toBe(201);
  });

  it('document scans count against the same quota', async () => {
    const u = await registerUser(t.app);
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/my-documents',
        headers: bearer(u.token),
        payload: { document_type: 'PASSPORT', country: 'Россия', document_data: {} },
      })
    ).json();
    const scan = (data: Buffer, headers: Record<string, string> = {}) => {
      const form = multipart([{ name: 'file', filename: 'scan.pdf', data }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/my-documents/${doc.id}/upload-scan`,
        headers: { ...bearer(u.token), ...form.headers, ...headers },
        payload: form.payload,
      });
    };
    const first = await scan(await pdf(600 * KB));
    expect(first.statusCode, first.body).toBe(200);
    expect(await usage(u.token)).toEqual({ used_bytes: 600 * KB, quota_bytes: QUOTA });
    // Media and scans share the quota: 600 + 500 > 1024 KB.
    const before = await unchanged();
    const media = await upload(u.token, await pdf(500 * KB));
    expect(media.statusCode).toBe(413);
    expect(media.json()).toEqual({ detail: LIMIT_TEXTS.storageQuota });
    expect(await unchanged()).toEqual(before);
    // A new scan replaces the old one, so only the difference counts.
    expect((await scan(await pdf(900 * KB))).statusCode).toBe(200);
    expect((await usage(u.token)).used_bytes).toBe(900 * KB);
    expect((await upload(u.token, await pdf(100 * KB))).statusCode).toBe(201);
    const full = await unchanged();
    const tooBig = await scan(await pdf(1000 * KB));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ detail: LIMIT_TEXTS.storageQuota });
    expect(await unchanged()).toEqual(full);
    // A declared length over the scan limit never reaches the disk.
    const declared = await scan(await pdf(10 * KB), { 'content-length': String(11 * 1024 * KB) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ detail: DOCUMENT_TEXTS.scanTooLarge });
    expect(await unchanged()).toEqual(full);
  });
});
