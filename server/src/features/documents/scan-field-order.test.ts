import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

// Chunked scan upload takes its fields (chunk_index, total_chunks, original_filename) before or
// after the file part: browsers append the file first as often as last.
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>>;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ mediaMaxBytes: 20 * MB });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

const newDoc = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/my-documents',
      headers: bearer(owner.token),
      payload: { document_type: 'PASSPORT', country: 'Россия', document_data: {} },
    })
  ).json().id as string;

type Order = 'fields first' | 'file first';
const send = (docId: string, order: Order, fields: Record<string, string>, data: Buffer) => {
  const named = Object.entries(fields).map(([name, value]) => ({ name, value }));
  const file = { name: 'file', filename: 'scan.pdf', data };
  const body = multipart(order === 'fields first' ? [...named, file] : [file, ...named]);
  return t.app.inject({
    method: 'POST',
    url: `/api/my-documents/${docId}/upload-scan`,
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
};
async function pdfOf(bytes: number) {
  const head = await FILES.pdf();
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
}

describe('chunked scan upload, field order', () => {
  it.each<Order>(['fields first', 'file first'])('assembles 6 MB from 1 MB chunks, %s', async (order) => {
    const docId = await newDoc();
    const file = await pdfOf(6 * MB);
    let last: { complete: boolean; received: number; document: { scan_file_url: string } | null } | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await send(
        docId,
        order,
        { chunk_index: String(i), total_chunks: '6', original_filename: 'big.pdf' },
        file.subarray(i * MB, (i + 1) * MB),
      );
      expect(res.statusCode, res.body).toBe(200);
      last = res.json();
      expect(last?.received).toBe(i + 1);
    }
    expect(last?.complete).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: last?.document?.scan_file_url ?? '' });
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it.each<Order>(['fields first', 'file first'])('refuses an invalid chunk index, %s', async (order) => {
    const docId = await newDoc();
    const res = await send(
      docId,
      order,
      { chunk_index: '9', total_chunks: '2', original_filename: 'x.pdf' },
      Buffer.alloc(1000, 1),
    );
    expect(res.statusCode).toBe(422);
  });

  it('answers a cut-off body whose file came first with 422 (it does not wait for the rest)', async () => {
    const docId = await newDoc();
    const body = multipart([{ name: 'file', filename: 'scan.png', data: await FILES.png() }], {
      truncate: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/my-documents/${docId}/upload-scan`,
      headers: { ...bearer(owner.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
  });

  it('still takes a whole scan with no fields, small or bigger than a chunk', async () => {
    for (const data of [await FILES.png(), await pdfOf(3 * MB)]) {
      const docId = await newDoc();
      const res = await send(docId, 'file first', {}, data);
      expect(res.statusCode, res.body).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: res.json().document.scan_file_url });
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });
});
