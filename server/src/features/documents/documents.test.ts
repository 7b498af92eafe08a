import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TEXTS } from '@krug/contract/documents';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES, image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let other: U;
beforeAll(async () => {
  t = await createTestApp({ mediaMaxBytes: 20 * 1024 * 1024 });
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const newDoc = async (token = owner.token) =>
  (
    await call(token, 'POST', '/api/my-documents', {
      document_type: 'PASSPORT',
      country: 'Россия',
      document_data: { series: '4510' },
    })
  ).json();
const sendPart = (
  token: string,
  docId: string,
  fields: Record<string, string>,
  data: Buffer,
  filename = 'scan.pdf',
) => {
  const body = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/my-documents/${docId}/upload-scan`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
};
/** A 7 MB PDF cut into 1 MB chunks. */
async function bigPdf(mb = 7) {
  const head = await FILES.pdf();
  return Buffer.concat([head, Buffer.alloc(mb * 1024 * 1024 - head.length, 0x20)]);
}
const chunksOf = (buf: Buffer) =>
  Array.from({ length: Math.ceil(buf.length / (1024 * 1024)) }, (_, i) =>
    buf.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
  );

describe('documents', () => {
  it('creates, lists, edits (the type stays) and deletes, keeping only the keys of the type', async () => {
    const created = await call(owner.token, 'POST', '/api/my-documents', {
      document_type: 'DRIVERS_LICENSE',
      country: 'Россия',
      document_number: '77 12 345678',
      document_data: { categories: 'B', issue_date: '2020-01-01', stray: 'x' },
    });
    expect(created.statusCode).toBe(201);
    const doc = created.json();
    expect(doc.document_data).toEqual({
      issue_date: '2020-01-01',
      expires: null,
      issued_in: null,
      categories: 'B',
    });
    const edited = await call(owner.token, 'PUT', `/api/my-documents/${doc.id}`, {
      document_type: 'PASSPORT',
      country: 'Казахстан',
      document_data: { categories: 'B, C' },
    });
    expect(edited.json()).toMatchObject({
      document_type: 'DRIVERS_LICENSE',
      country: 'Казахстан',
      document_number: null,
    });
    expect(
      (await call(owner.token, 'GET', '/api/my-documents')).json().map((d: { id: string }) => d.id),
    ).toContain(doc.id);
    expect((await call(other.token, 'GET', '/api/my-documents')).json()).toEqual([]);
    expect((await call(other.token, 'PUT', `/api/my-documents/${doc.id}`, { country: 'X' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(owner.token, 'POST', '/api/my-documents', { document_type: 'PASSPORT', country: ' ' })
      ).json(),
    ).toEqual({
      detail: DOCUMENT_TEXTS.countryRequired,
      field: 'country',
    });
    // A nested field answers its dotted path; every message is Russian.
    const longSeries = await call(owner.token, 'PUT', `/api/my-documents/${doc.id}`, {
      country: 'Россия',
      document_data: { series: 'x'.repeat(501) },
    });
    expect(longSeries.statusCode).toBe(422);
    expect(longSeries.json()).toEqual({ detail: 'Максимум 500 символов', field: 'document_data.series' });
    const longCountry = await call(owner.token, 'PUT', `/api/my-documents/${doc.id}`, {
      country: 'Р'.repeat(101),
    });
    expect(longCountry.json()).toEqual({ detail: 'Максимум 100 символов', field: 'country' });
    // A bad path parameter is about no input of the form: no field.
    const badId = await call(owner.token, 'PUT', '/api/my-documents/not-an-id', { country: 'Россия' });
    expect(badId.statusCode).toBe(422);
    expect(badId.json()).not.toHaveProperty('field');
    expect((await call(owner.token, 'DELETE', `/api/my-documents/${doc.id}`)).statusCode).toBe(204);
  });

  it('serves an image scan as a small cached WebP thumbnail, owner-only, removed with the scan', async () => {
    const doc = await newDoc();
    const big = await image('jpeg', 2400, 1800);
    const res = await sendPart(owner.token, doc.id, {}, big, 'scan.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const { scan_file_url: original, scan_thumb_url: thumbUrl } = res.json().document;
    expect(thumbUrl).toBe(`${original}&variant=thumb`);
    const thumb = await t.app.inject({ method: 'GET', url: thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['content-security-policy']).toBe('sandbox');
    expect(thumb.rawPayload.length).toBeLessThan(big.length / 4);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([320, 240]);
    // Cached beside the scan; a second request answers the same bytes.
    const [row] = (
      (await t.db.execute(sql`select scan_key from documents where id = ${doc.id}`)) as unknown as {
        rows: { scan_key: string }[];
      }
    ).rows;
    const cached = join(t.config.mediaDir, `${row?.scan_key}.thumb.webp`);
    expect(existsSync(cached)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: thumbUrl })).rawPayload.equals(thumb.rawPayload)).toBe(
      true,
    );
    // The same signature rules: a forged link is refused, and only the owner is ever given one.
    const forged = await t.app.inject({ method: 'GET', url: thumbUrl.replace(/sig=[^&]+/, 'sig=x') });
    expect(forged.statusCode).toBe(403);
    expect((await call(other.token, 'GET', '/api/my-documents')).json()).toEqual([]);
    // Replacing the scan drops the old thumbnail; deleting the document drops the new one.
    const replaced = await sendPart(owner.token, doc.id, {}, await FILES.png(), 'scan.png');
    expect(existsSync(cached)).toBe(false);
    const next = replaced.json().document.scan_thumb_url as string;
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
    const [row2] = (
      (await t.db.execute(sql`select scan_key from documents where id = ${doc.id}`)) as unknown as {
        rows: { scan_key: string }[];
      }
    ).rows;
    const cached2 = join(t.config.mediaDir, `${row2?.scan_key}.thumb.webp`);
    expect(existsSync(cached2)).toBe(true);
    expect((await call(owner.token, 'DELETE', `/api/my-documents/${doc.id}`)).statusCode).toBe(204);
    expect(existsSync(cached2)).toBe(false);
    expect(existsSync(join(t.config.mediaDir, row2?.scan_key ?? 'x'))).toBe(false);
  });

  it('serves an image scan enlarged as a 2048 px WebP rendition, not the original, removed with the scan', async () => {
    const doc = await newDoc();
    const big = await image('jpeg', 3000, 2000);
    const res = await sendPart(owner.token, doc.id, {}, big, 'scan.jpg');
    const { scan_file_url: original, scan_large_url: largeUrl } = res.json().document;
    expect(largeUrl).toBe(`${original}&variant=large`);
    const large = await t.app.inject({ method: 'GET', url: largeUrl });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const meta = await sharp(large.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 2048, 1365, undefined]);
    const [row] = (
      (await t.db.execute(sql`select scan_key from documents where id = ${doc.id}`)) as unknown as {
        rows: { scan_key: string }[];
      }
    ).rows;
    const cached = join(t.config.mediaDir, `${row?.scan_key}.large.webp`);
    expect(existsSync(cached)).toBe(true);
    // A small scan is never upscaled.
    const small = await sendPart(owner.token, doc.id, {}, await image('png', 640, 480), 'scan.png');
    expect(existsSync(cached)).toBe(false);
    const again = await t.app.inject({ method: 'GET', url: small.json().document.scan_large_url });
    expect((await sharp(again.rawPayload).metadata()).width).toBe(640);
    const pdf = await sendPart(owner.token, doc.id, {}, await FILES.pdf(), 'scan.pdf');
    expect(pdf.json().document.scan_large_url).toBeNull();
  });

  it('gives a PDF scan no thumbnail (the card shows a document icon)', async () => {
    const doc = await newDoc();
    const res = await sendPart(owner.token, doc.id, {}, await FILES.pdf(), 'scan.pdf');
    expect(res.json().document.scan_thumb_url).toBeNull();
    const asked = await t.app.inject({
      method: 'GET',
      url: `${res.json().document.scan_file_url}&variant=thumb`,
    });
    expect(asked.statusCode).toBe(404);
  });

  it('takes a whole scan, checks its real type, and keeps it private to the owner', async () => {
    const doc = await newDoc();
    const res = await sendPart(owner.token, doc.id, {}, await FILES.png(), 'scan.png');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().document.scan_file_url as string;
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=x') })).statusCode).toBe(
      403,
    );
    expect((await sendPart(other.token, doc.id, {}, await FILES.png())).statusCode).toBe(404);
    const text = await sendPart(owner.token, doc.id, {}, Buffer.from('not a scan at all'), 'fake.pdf');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: DOCUMENT_TEXTS.scanWrongType });
  });

  it('assembles a 7 MB scan from repeated and out-of-order 1 MB chunks', async () => {
    const doc = await newDoc();
    const file = await bigPdf();
    const parts = chunksOf(file);
    const order = [2, 0, 1, 1, 3, 4, 5, 6];
    let last: { complete: boolean; document: { scan_file_url: string } | null } | undefined;
    for (const i of order) {
      const res = await sendPart(
        owner.token,
        doc.id,
        { chunk_index: String(i), total_chunks: String(parts.length), original_filename: 'big.pdf' },
        parts[i] as Buffer,
      );
      expect(res.statusCode, res.body).toBe(200);
      last = res.json();
    }
    expect(last?.complete).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: last?.document?.scan_file_url ?? '' });
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('refuses a scan whose chunks are incomplete, too big, or not a scan; leaves no file', async () => {
    const doc = await newDoc();
    const parts = chunksOf(await bigPdf());
    const meta = (i: number, total = parts.length) => ({
      chunk_index: String(i),
      total_chunks: String(total),
      original_filename: 'gap.pdf',
    });
    await sendPart(owner.token, doc.id, meta(0), parts[0] as Buffer);
    const gap = await sendPart(owner.token, doc.id, meta(6), parts[6] as Buffer);
    expect(gap.statusCode).toBe(422);
    expect(gap.json()).toEqual({ detail: DOCUMENT_TEXTS.chunksMissing([1, 2, 3, 4, 5]) });
    expect(
      (await call(owner.token, 'GET', '/api/my-documents'))
        .json()
        .find((d: { id: string }) => d.id === doc.id).scan_file_url,
    ).toBeNull();

    const eleven = chunksOf(await bigPdf(11));
    const big = await sendPart(
      owner.token,
      doc.id,
      { ...meta(0, 11), original_filename: 'big.pdf' },
      eleven[0] as Buffer,
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: DOCUMENT_TEXTS.scanTooLarge });

    const words = Buffer.alloc(1024 * 1024, 0x41);
    for (const i of [0, 1]) {
      const res = await sendPart(
        owner.token,
        doc.id,
        { chunk_index: String(i), total_chunks: '2', original_filename: 'text.pdf' },
        words,
      );
      if (i === 1) expect(res.statusCode).toBe(415);
    }
    const left = await t.db.execute(sql`select count(*)::int as n from scan_chunks`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('cleans up an abandoned upload after an hour', async () => {
    const doc = await newDoc();
    const parts = chunksOf(await bigPdf());
    await sendPart(
      owner.token,
      doc.id,
      { chunk_index: '0', total_chunks: String(parts.length), original_filename: 'left.pdf' },
      parts[0] as Buffer,
    );
    await t.db.execute(sql`update scan_chunks set created_at = now() - interval '2 hours'`);
    const other = await newDoc();
    await sendPart(
      owner.token,
      other.id,
      { chunk_index: '0', total_chunks: '7', original_filename: 'next.pdf' },
      parts[0] as Buffer,
    );
    const rows = await t.db.execute(sql`select document_id from scan_chunks`);
    expect((rows as unknown as { rows: { document_id: string }[] }).rows.map((r) => r.document_id)).toEqual([
      other.id,
    ]);
  });
});

describe('the Russian documents and their formats (issue 32)', () => {
  it('stores СНИЛС, ИНН, полис ОМС, свидетельство о рождении and военный билет with their own fields', async () => {
    const cases = [
      ['SNILS', '112-233-445 95', { full_name: 'Анна Иванова', registration_date: '2001-02-03' }],
      ['INN', '500100732259', { issued_by: 'ИФНС № 1' }],
      ['OMS_POLICY', '7700 1234 5678 9012', { insurer: 'СОГАЗ-Мед' }],
      ['BIRTH_CERTIFICATE', 'IV-МЮ 123456', { full_name: 'Лиза Иванова', birth_date: '2015-04-01' }],
      ['MILITARY_ID', 'АК 1234567', { rank: 'рядовой' }],
    ] as const;
    for (const [document_type, document_number, document_data] of cases) {
      const res = await call(owner.token, 'POST', '/api/my-documents', {
        document_type,
        country: 'Россия',
        document_number,
        document_data,
      });
      expect(res.statusCode, `${document_type} ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ document_type, document_number, document_data });
    }
  });

  it('refuses a wrongly written number or code (422 with its field), writes nothing, also on edit', async () => {
    const before = (await call(owner.token, 'GET', '/api/my-documents')).json().length;
    const bad = [
      ['SNILS', 'Россия', '11223344595', {}],
      ['INN', 'Россия', '12345', {}],
      ['MILITARY_ID', 'Казахстан', '1234567', {}],
      ['PASSPORT', 'Россия', '45-12-345678', {}],
    ] as const;
    for (const [document_type, country, document_number, document_data] of bad) {
      const res = await call(owner.token, 'POST', '/api/my-documents', {
        document_type,
        country,
        document_number,
        document_data,
      });
      expect(res.statusCode, document_type).toBe(422);
      expect(res.json().detail).toMatch(/^Неверный формат, пример: /);
      expect(res.json().field).toBe('document_number');
    }
    const code = await call(owner.token, 'POST', '/api/my-documents', {
      document_type: 'PASSPORT',
      country: 'Россия',
      document_number: '45 12 345678',
      document_data: { department_code: '770001' },
    });
    expect(code.statusCode).toBe(422);
    expect(code.json()).toEqual({
      detail: 'Неверный формат, пример: 770-001',
      field: 'document_data.department_code',
    });
    expect((await call(owner.token, 'GET', '/api/my-documents')).json()).toHaveLength(before);

    // A foreign passport keeps its own format; an old 6-digit number (series apart) still saves.
    const foreign = await call(owner.token, 'POST', '/api/my-documents', {
      document_type: 'PASSPORT',
      country: 'Казахстан',
      document_number: 'N12345678',
    });
    expect(foreign.statusCode).toBe(201);
    const old = await newDoc();
    const keep = await call(owner.token, 'PUT', `/api/my-documents/${old.id}`, {
      country: 'Россия',
      document_number: '123456',
      document_data: { series: '4510' },
    });
    expect(keep.statusCode).toBe(200);
    const snils = (
      await call(owner.token, 'POST', '/api/my-documents', {
        document_type: 'SNILS',
        country: 'Россия',
        document_number: '112-233-445 95',
      })
    ).json();
    const edit = await call(owner.token, 'PUT', `/api/my-documents/${snils.id}`, {
      country: 'Россия',
      document_number: '112233',
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toMatchObject({ field: 'document_number' });
    const listed = (await call(owner.token, 'GET', '/api/my-documents')).json();
    expect(listed.find((d: { id: string }) => d.id === snils.id).document_number).toBe('112-233-445 95');
  });
});
