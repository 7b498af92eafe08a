import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles, scanChunks } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { bearer, registerUser } from '../factories.ts';
import { FILES } from '../files.ts';
import { multipart } from '../multipart.ts';
import { waitUntil } from '../wait.ts';

let t: TestApp;
let base: URL;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  // A real listening socket: only a real connection can be cut in the middle of a body.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  token = (await registerUser(t.app)).token;
});
afterAll(() => t.close());

/** Every file under the media folder, relative, partial uploads included. */
const storedFiles = (sub = ''): string[] => {
  const dir = join(t.config.mediaDir, sub);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(t.config.mediaDir.length + 1));
};

/**
 * Sends the multipart head and `sent` bytes of a file announced as `announced` bytes, waits until
 * the server is writing it to disk, then cuts the connection.
 */
async function abortMidUpload(path: string, fields: Record<string, string>, sent: number, announced: number) {
  const full = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: 'big.pdf', data: Buffer.alloc(announced, 0x20) },
  ]);
  const headLength = full.payload.indexOf('\r\n\r\n', full.payload.indexOf('filename=')) + 4;
  const req = request(new URL(path, base), {
    method: 'POST',
    headers: { ...bearer(token), ...full.headers, 'content-length': String(full.payload.length) },
  });
  req.on('error', () => {});
  req.write(full.payload.subarray(0, headLength + sent));
  await waitUntil(
    () => storedFiles().some((f) => f.endsWith('.partial')),
    () => `no partial file appeared (files: ${storedFiles().join(', ')})`,
  );
  req.destroy();
}

describe('an upload cut off mid-body', () => {
  it('media: leaves no file in the media folder and no row', async () => {
    await abortMidUpload(
      '/api/media/upload',
      { source_module: 'family', privacy_level: 'PUBLIC' },
      256 * 1024,
      3 * 1024 * 1024,
    );
    await waitUntil(
      () => storedFiles().length === 0,
      () => `files left: ${storedFiles().join(', ')}`,
    );
    const [rows] = await t.db.select({ n: count() }).from(mediaFiles);
    expect(rows?.n).toBe(0);
  });

  it('document scan chunk: leaves no chunk file and no chunk row', async () => {
    const doc = (
      await t.app.inject({
        method: 'POST',
        url: '/api/my-documents',
        headers: bearer(token),
        payload: { document_type: 'PASSPORT', country: 'Россия', document_data: {} },
      })
    ).json();
    await abortMidUpload(
      `/api/my-documents/${doc.id}/upload-scan`,
      { chunk_index: '0', total_chunks: '3', original_filename: 'big.pdf' },
      256 * 1024,
      1024 * 1024,
    );
    await waitUntil(
      () => storedFiles().length === 0,
      () => `files left: ${storedFiles().join(', ')}`,
    );
    const [rows] = await t.db.select({ n: count() }).from(scanChunks);
    expect(rows?.n).toBe(0);
  });
});

it('chunks of a scan abandoned over an hour ago are removed from disk by the next upload', async () => {
  const newDoc = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/my-documents',
        headers: bearer(token),
        payload: { document_type: 'PASSPORT', country: 'Россия', document_data: {} },
      })
    ).json().id as string;
  const sendChunk = async (docId: string, name: string) => {
    const body = multipart([
      { name: 'chunk_index', value: '0' },
      { name: 'total_chunks', value: '3' },
      { name: 'original_filename', value: name },
      { name: 'file', filename: name, data: await FILES.pdf() },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/my-documents/${docId}/upload-scan`,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const abandoned = await newDoc();
  await sendChunk(abandoned, 'left.pdf');
  expect(storedFiles(`scan-chunks/${abandoned}`)).toHaveLength(1);
  await t.db.execute(sql`update scan_chunks set created_at = now() - interval '2 hours'`);
  const fresh = await newDoc();
  await sendChunk(fresh, 'next.pdf');
  expect(storedFiles(`scan-chunks/${abandoned}`)).toEqual([]);
  expect(storedFiles(`scan-chunks/${fresh}`)).toHaveLength(1);
});
