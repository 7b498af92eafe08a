import { DOCUMENT_TEXTS } from '@krug/contract/documents';
import { LIMIT_TEXTS, SCAN_OPEN_UPLOADS_MAX } from '@krug/contract/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { diskUsage } from '../../test/fuzz/snapshot.ts';
import { multipart } from '../../test/multipart.ts';

/** Issue 29 §5: unfinished chunked scan uploads count against the quota and are capped per user. */
const KB = 1024;
const MB = 1024 * KB;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ storageQuotaBytes: 3 * MB + MB / 2, mediaMaxBytes: 20 * MB });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const newDoc = async (token: string) =>
  (
    await call(token, 'POST', '/api/my-documents', {
      document_type: 'PASSPORT',
      country: 'Россия',
      document_data: { series: '4510' },
    })
  ).json<{ id: string }>().id;
/** Chunk `index` of a `total`-chunk upload named `name` (`size` bytes of a PDF). */
const sendChunk = async (
  token: string,
  docId: string,
  index: number,
  total: number,
  name: string,
  size = MB,
) => {
  const head = await FILES.pdf();
  const data =
    index === 0 ? Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]) : Buffer.alloc(size, 0x20);
  const body = multipart([
    { name: 'chunk_index', value: String(index) },
    { name: 'total_chunks', value: String(total) },
    { name: 'original_filename', value: name },
    { name: 'file', filename: name, data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/my-documents/${docId}/upload-scan`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
const usedBytes = async (token: string) =>
  (await call(token, 'GET', '/api/media/modules')).json<{ used_bytes: number }>().used_bytes;
const chunkRows = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from scan_chunks`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('unfinished chunked scan uploads', () => {
  it('count against the storage quota; a chunk past it is refused and leaves nothing', async () => {
    const u = await registerUser(t.app);
    const doc = await newDoc(u.token);
    for (const i of [0, 1]) expect((await sendChunk(u.token, doc, i, 7, 'big.pdf')).statusCode).toBe(200);
    expect(await usedBytes(u.token)).toBe(2 * MB);
    // A repeated chunk replaces the earlier one: only the difference counts.
    expect((await sendChunk(u.token, doc, 1, 7, 'big.pdf')).statusCode).toBe(200);
    expect(await usedBytes(u.token)).toBe(2 * MB);
    expect((await sendChunk(u.token, doc, 2, 7, 'big.pdf')).statusCode).toBe(200);
    expect(await usedBytes(u.token)).toBe(3 * MB);
    const rows = await chunkRows();
    const disk = diskUsage(t.config.mediaDir);
    const refused = await sendChunk(u.token, doc, 3, 7, 'big.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ detail: LIMIT_TEXTS.storageQuota });
    expect(await chunkRows()).toBe(rows);
    expect(diskUsage(t.config.mediaDir)).toBe(disk);
    expect(await usedBytes(u.token)).toBe(3 * MB);
  });

  it(`are capped at ${SCAN_OPEN_UPLOADS_MAX} per user with a clear 429; open ones go on`, async () => {
    const u = await registerUser(t.app);
    const docs: string[] = [];
    for (let i = 0; i <= SCAN_OPEN_UPLOADS_MAX; i += 1) docs.push(await newDoc(u.token));
    for (let i = 0; i < SCAN_OPEN_UPLOADS_MAX; i += 1)
      expect((await sendChunk(u.token, docs[i] as string, 0, 5, `scan-${i}.pdf`, KB)).statusCode).toBe(200);
    const rows = await chunkRows();
    const refused = await sendChunk(u.token, docs[SCAN_OPEN_UPLOADS_MAX] as string, 0, 5, 'one-more.pdf', KB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: DOCUMENT_TEXTS.tooManyOpenUploads(SCAN_OPEN_UPLOADS_MAX) });
    expect(await chunkRows()).toBe(rows);
    // Another file to an open upload's document is a new upload too.
    expect((await sendChunk(u.token, docs[0] as string, 0, 5, 'other-name.pdf', KB)).statusCode).toBe(429);
    // The open uploads themselves go on.
    expect((await sendChunk(u.token, docs[0] as string, 1, 5, 'scan-0.pdf', KB)).statusCode).toBe(200);
    // Another user has a cap of their own.
    const other = await registerUser(t.app);
    expect((await sendChunk(other.token, await newDoc(other.token), 0, 5, 'x.pdf', KB)).statusCode).toBe(200);
    // Abandoned uploads end after an hour and free the cap.
    await t.db.execute(sql`update scan_chunks set created_at = now() - interval '2 hours'`);
    expect(
      (await sendChunk(u.token, docs[SCAN_OPEN_UPLOADS_MAX] as string, 0, 5, 'one-more.pdf', KB)).statusCode,
    ).toBe(200);
  });
});
