import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

// Issue 32 item 8: the library and albums follow the date a photo was taken (EXIF), so the summer
// of 2025 uploaded in November 2026 is shown under July 2025; a file without one under its upload.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let me: U;

const photoTaken = (exifDate: string | null) => {
  const img = sharp({ create: { width: 32, height: 24, channels: 3, background: '#3a7' } }).jpeg();
  return (exifDate ? img.withExif({ IFD2: { DateTimeOriginal: exifDate } }) : img).toBuffer();
};
async function upload(data: Buffer, filename: string) {
  const body = multipart([
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename, data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(me.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; taken_at: string | null };
}
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(me.token), ...(payload ? { payload } : {}) });

let ids: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t.app, { first_name: 'Вера' });
  // Uploaded in this order (each later than the one before); taken in another.
  const july = await upload(await photoTaken('2025:07:14 10:00:00'), 'july.jpg');
  const now = await upload(await photoTaken(null), 'now.jpg');
  const may = await upload(await photoTaken('2025:05:01 09:00:00'), 'may.jpg');
  const august = await upload(await photoTaken('2025:08:02 18:30:00'), 'august.jpg');
  ids = { july: july.id, now: now.id, may: may.id, august: august.id };
});
afterAll(() => t.close());

const names = (files: { id: string }[]) =>
  files.map((f) => Object.entries(ids).find(([, id]) => id === f.id)?.[0]);

describe('ordered by the date taken', () => {
  it('the library, page by page', async () => {
    const seen: { id: string; taken_at: string | null }[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&before=${cursor}` : '';
      const res = await call('GET', `/api/media?media_type=image&limit=2${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        media_files: { id: string; taken_at: string | null }[];
        next_cursor: string | null;
      };
      seen.push(...body.media_files);
      cursor = body.next_cursor;
    } while (cursor);
    expect(names(seen)).toEqual(['now', 'august', 'july', 'may']);
    expect(seen.find((f) => f.id === ids.july)?.taken_at).toBe('2025-07-14T10:00:00.000Z');
  });

  it('an album, page by page', async () => {
    const album = (await call('POST', '/api/albums', { title: 'Лето 2025' })).json() as { id: string };
    const added = await call('POST', `/api/albums/${album.id}/items`, {
      media_ids: [ids.may, ids.august, ids.july],
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const first = (await call('GET', `/api/albums/${album.id}/items?limit=2`)).json();
    const second = (
      await call('GET', `/api/albums/${album.id}/items?limit=2&before=${first.next_cursor}`)
    ).json();
    expect(names([...first.items, ...second.items])).toEqual(['august', 'july', 'may']);
    expect(second.next_cursor).toBeNull();
  });
});
