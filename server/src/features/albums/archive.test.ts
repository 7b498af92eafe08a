import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ALBUM_TEXTS, type Album } from '@krug/contract/albums';
import type { MediaFile } from '@krug/contract/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES, image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { unzip } from '../../test/unzip.ts';
import { phonePhoto } from '../media-variants/test-files.ts';
import { MEDIA_VARIANTS_JOB } from '../media-variants/variants.job.ts';

type U = Awaited<ReturnType<typeof registerUser>>;

let t: TestApp;
let owner: U;
let reader: U;
let stranger: U;
let familyId: string;

const call = (u: U | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: u ? bearer(u.token) : {}, ...(payload ? { payload } : {}) });

async function upload(u: U, filename: string, data: Buffer): Promise<MediaFile> {
  const body = multipart([
    { name: 'privacy_level', value: 'private' },
    { name: 'file', filename, data },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(u.token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<MediaFile>();
}

const month = () => new Date().toISOString().slice(0, 7);
const disposition = (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  reader = await registerUser(t.app);
  stranger = await registerUser(t.app);
  familyId = (
    await call(owner, 'POST', '/api/family/create-with-members', {
      name: 'Семья',
      members: [{ user_id: reader.user.id, relationship: 'sibling' }],
    })
  ).json().id;
  await acceptInvitations(t.app, reader.token, familyId);
}, 60_000);
afterAll(() => t.close());

describe('POST /api/media/archive (a selection)', () => {
  it('zips the chosen files with clean, unique names in a folder per month', async () => {
    const a = await upload(owner, 'фото.png', await image('png', 10, 10));
    const b = await upload(owner, 'ФОТО.png', await image('png', 20, 20));
    // The upload keeps only the last path segment; the zip replaces what may not stand in a name.
    const c = await upload(owner, 'a/b:c?.png', await image('png', 30, 30));
    const res = await call(owner, 'POST', '/api/media/archive', { media_ids: [a.id, b.id, c.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(
      disposition(`Круг — выбранные файлы ${new Date().toISOString().slice(0, 10)}.zip`),
    );
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const entries = unzip(res.rawPayload);
    const m = month();
    expect([...entries.keys()].sort()).toEqual(
      [`${m}/b_c_.png`, `${m}/ФОТО.png`, `${m}/фото (2).png`].sort(),
    );
    expect(entries.get(`${m}/ФОТО.png`)?.length).toBe(b.file_size);
  });

  it('is a 404 when any id is not one of my files, and a 422 for a bad body (nothing streamed)', async () => {
    const mine = await upload(owner, 'моё.png', await FILES.png());
    const theirs = await upload(stranger, 'их.png', await FILES.png());
    const res = await call(owner, 'POST', '/api/media/archive', { media_ids: [mine.id, theirs.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBeTypeOf('string');
    expect((await call(owner, 'POST', '/api/media/archive', { media_ids: [] })).statusCode).toBe(422);
    // The same id twice is one file.
    expect(
      (await call(owner, 'POST', '/api/media/archive', { media_ids: [mine.id, mine.id] })).statusCode,
    ).toBe(200);
    const distinct = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await call(owner, 'POST', '/api/media/archive', { media_ids: distinct });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toContain(ALBUM_TEXTS.tooManyForArchive);
    expect((await call(null, 'POST', '/api/media/archive', { media_ids: [mine.id] })).statusCode).toBe(401);
  });

  it('leaves out a file lost from storage and lists it in a note', async () => {
    const kept = await upload(owner, 'есть.png', await FILES.png());
    const lost = await upload(owner, 'потерян.png', await FILES.png());
    const rows = await t.db.execute(`select storage_key from media_files where id = '${lost.id}'` as never);
    const key = (rows as unknown as { rows: { storage_key: string }[] }).rows[0]?.storage_key as string;
    rmSync(join(t.config.mediaDir, key));
    const res = await call(owner, 'POST', '/api/media/archive', { media_ids: [kept.id, lost.id] });
    expect(res.statusCode).toBe(200);
    const entries = unzip(res.rawPayload);
    expect(entries.has(`${month()}/есть.png`)).toBe(true);
    expect(entries.has(`${month()}/потерян.png`)).toBe(false);
    const note = entries.get(ALBUM_TEXTS.archiveMissingFile)?.toString();
    expect(note).toContain(ALBUM_TEXTS.archiveMissingNote);
    expect(note).toContain(`${month()}/потерян.png`);
  });
});

describe('the whole library', () => {
  it('zips every file of mine by the signed link, and nothing without it', async () => {
    const u = await registerUser(t.app);
    const empty = (await call(u, 'GET', '/api/media/archive-link')).json().url as string;
    const none = await t.app.inject({ method: 'GET', url: empty });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe(ALBUM_TEXTS.emptyLibrary);

    for (const n of [1, 2, 3]) await upload(u, `снимок ${n}.png`, await FILES.png());
    const link = (await call(u, 'GET', '/api/media/archive-link')).json().url as string;
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Круг — медиатека'));
    expect([...unzip(res.rawPayload).keys()].sort()).toEqual(
      [1, 2, 3].map((n) => `${month()}/снимок ${n}.png`),
    );
    // Someone else's id in the link, or no signature at all, finds nothing.
    const forged = link.replace(`u=${u.user.id}`, `u=${owner.user.id}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/archive?u=${u.user.id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('an album’s zip', () => {
  it('is given to readers and checked again when used', async () => {
    const album = (await call(owner, 'POST', '/api/albums', { title: 'Дача: лето/2026' })).json<Album>();
    const p1 = await upload(owner, 'дом.png', await FILES.png());
    const p2 = await upload(owner, 'сад.png', await FILES.png());
    const emptyZip = await t.app.inject({ method: 'GET', url: album.archive_url });
    expect(emptyZip.statusCode).toBe(422);
    expect(emptyZip.json().detail).toBe(ALBUM_TEXTS.emptyAlbum);

    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [p1.id, p2.id] });
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    await t.app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB] });
    const asReader = (await call(reader, 'GET', `/api/albums/${album.id}`)).json<Album>();
    const res = await t.app.inject({ method: 'GET', url: asReader.archive_url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(disposition('Дача_ лето_2026.zip'));
    // A reader gets the photos' cleaned WebP copies (see below), the owner the originals.
    expect([...unzip(res.rawPayload).keys()].sort()).toEqual([`${month()}/дом.webp`, `${month()}/сад.webp`]);

    // The owner's link cannot be reused under the reader's id, and revoking the share ends the link.
    const owners = (await call(owner, 'GET', `/api/albums/${album.id}`)).json<Album>();
    const swapped = owners.archive_url.replace(`u=${owner.user.id}`, `u=${reader.user.id}`);
    expect((await t.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(404);
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, { targets: [] });
    expect((await t.app.inject({ method: 'GET', url: asReader.archive_url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: owners.archive_url })).statusCode).toBe(200);
  });

  it('gives a reader the cleaned large variant, never the original with its GPS', async () => {
    const album = (await call(owner, 'POST', '/api/albums', { title: 'С телефона' })).json<Album>();
    const photo = await upload(owner, 'IMG_0001.jpg', await phonePhoto());
    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [photo.id] });
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    const link = (await call(reader, 'GET', `/api/albums/${album.id}`)).json<Album>().archive_url;

    // Before the variants exist the reader's zip leaves the photo out and says so.
    const early = unzip((await t.app.inject({ method: 'GET', url: link })).rawPayload);
    expect(early.has(`${month()}/IMG_0001.webp`)).toBe(false);
    expect(early.get(ALBUM_TEXTS.archiveMissingFile)?.toString()).toContain(`${month()}/IMG_0001.webp`);

    await t.app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB] });
    const entries = unzip((await t.app.inject({ method: 'GET', url: link })).rawPayload);
    const webp = entries.get(`${month()}/IMG_0001.webp`);
    expect(webp).toBeDefined();
    const meta = await sharp(webp as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1536, height: 2048 });
    expect(meta.exif).toBeUndefined();
    expect((webp as Buffer).includes('WGS-84')).toBe(false);
    // The owner's own link still carries the original.
    const owners = (await call(owner, 'GET', `/api/albums/${album.id}`)).json<Album>().archive_url;
    const original = unzip((await t.app.inject({ method: 'GET', url: owners })).rawPayload);
    expect(original.get(`${month()}/IMG_0001.jpg`)?.includes('WGS-84')).toBe(true);
  });
});
