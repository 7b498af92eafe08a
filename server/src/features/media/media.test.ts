import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { injectFetch, signedLinkCases } from './signed-links.cases.ts';

/** The owner's own view of a file: it always links the original. */
type OwnFile = MediaFile & { file_url: string };

let t: TestApp;
let mediaDir: string;
let owner: { token: string };
let other: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  mediaDir = t.config.mediaDir;
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

function upload(token: string, filename: string, data: Buffer, fields: Record<string, string> = {}) {
  const body = multipart([
    ...Object.entries({ source_module: 'family', privacy_level: 'PUBLIC', ...fields }).map(
      ([name, value]) => ({
        name,
        value,
      }),
    ),
    { name: 'file', filename, data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Every stored file under the media folder (partial uploads included). */
function storedFiles(dir = mediaDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [path];
  });
}

const list = async (token: string, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/media${query}`, headers: bearer(token) })).json();

describe('POST /api/media/upload', () => {
  it.each(Object.keys(FILES))('accepts a real %s as a post attachment', async (ext) => {
    const data = await FILES[ext as keyof typeof FILES]();
    const res = await upload(owner.token, `файл.${ext}`, data);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<OwnFile>();
    expect(file).toMatchObject({
      original_filename: `файл.${ext}`,
      file_size: data.length,
      source_module: 'family',
    });
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file.file_type).toBe(
      ['png', 'jpg', 'gif'].includes(ext)
        ? 'image'
        : ['mp4', 'webm', 'ogg'].includes(ext)
          ? 'video'
          : 'document',
    );
  });

  it('applies the narrower list of the media library (privacy "private")', async () => {
    for (const ext of ['xlsx', 'txt', 'xls'] as const) {
      const res = await upload(owner.token, `table.${ext}`, await FILES[ext](), { privacy_level: 'private' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: 'Неподдерживаемый тип файла' });
    }
    const ok = await upload(owner.token, 'photo.png', await FILES.png(), { privacy_level: 'private' });
    expect(ok.statusCode).toBe(201);
  });

  it('judges the type by content: a text renamed to .png, a broken image and an executable are refused, nothing kept', async () => {
    const before = storedFiles().length;
    const fakePng = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(500, 7)]);
    for (const [name, data] of [
      ['notes.png', Buffer.from('just some text, not an image')],
      ['broken.png', fakePng],
      ['tool.pdf', Buffer.concat([Buffer.from('7f454c46', 'hex'), Buffer.alloc(200)])],
    ] as const) {
      const res = await upload(owner.token, name, data);
      expect(res.statusCode, name).toBe(415);
    }
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over the size limit with 413 and leaves nothing on disk', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([await FILES.pdf(), Buffer.alloc(t.config.mediaMaxBytes + 1024, 32)]);
    const res = await upload(owner.token, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(typeof res.json().detail).toBe('string');
    expect(storedFiles().length).toBe(before);
  });

  it('answers 422 without a file or with an unknown module, and 401 without a token', async () => {
    const noFile = multipart([{ name: 'source_module', value: 'family' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(owner.token), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Файл не передан' });
    const badModule = await upload(owner.token, 'a.png', await FILES.png(), { source_module: 'moon' });
    expect(badModule.statusCode).toBe(422);
    expect(badModule.json()).toEqual({ detail: 'Недопустимый модуль' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: bearer(owner.token),
      payload: {},
    });
    expect(json.statusCode).toBe(422);
    const anon = await t.app.inject({ method: 'POST', url: '/api/media/upload', ...noFile });
    expect(anon.statusCode).toBe(401);
  });
});

describe('signed file links', () => {
  signedLinkCases(() => ({ t, fetch: (url, headers) => injectFetch(t, url, headers) }));
});

describe('GET /api/media and /api/media/modules', () => {
  it('lists only my files, newest first, filtered by type, module and name, page by page', async () => {
    const user = await registerUser(t.app);
    const names = ['one.png', 'two.pdf', 'three.png', 'four.mp4', 'five.png'];
    for (const name of names) {
      const ext = name.split('.')[1] as keyof typeof FILES;
      await upload(user.token, name, await FILES[ext](), {
        source_module: name === 'three.png' ? 'education' : 'family',
      });
    }
    const all = await list(user.token);
    expect(all.media_files.map((f: MediaFile) => f.original_filename)).toEqual([...names].reverse());
    const images = await list(user.token, '?media_type=image');
    expect(images.media_files.map((f: MediaFile) => f.original_filename)).toEqual([
      'five.png',
      'three.png',
      'one.png',
    ]);
    const journal = await list(user.token, '?module=journal');
    expect(journal.media_files.map((f: MediaFile) => f.original_filename)).toEqual(['three.png']);
    const search = await list(user.token, '?search=TW');
    expect(search.media_files.map((f: MediaFile) => f.original_filename)).toEqual(['two.pdf']);
    expect((await list(user.token, '?search=%25')).media_files).toEqual([]);

    const first = await list(user.token, '?limit=2');
    expect(first.media_files).toHaveLength(2);
    const second = await list(user.token, `?limit=2&before=${first.next_cursor}`);
    const third = await list(user.token, `?limit=2&before=${second.next_cursor}`);
    expect(
      [...first.media_files, ...second.media_files, ...third.media_files].map(
        (f: MediaFile) => f.original_filename,
      ),
    ).toEqual([...names].reverse());
    expect(third.next_cursor).toBeNull();

    const stranger = await registerUser(t.app);
    expect((await list(stranger.token)).media_files).toEqual([]);
  });

  it('rejects a bad media_type, limit or cursor with 422', async () => {
    for (const q of ['?media_type=audio', '?limit=0', '?limit=101', '?before=garbage']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/media${q}`, headers: bearer(owner.token) });
      expect(res.statusCode, q).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
  });

  it('counts images, documents and videos per displayed module and in total', async () => {
    const user = await registerUser(t.app);
    await upload(user.token, 'a.png', await FILES.png(), { source_module: 'family' });
    await upload(user.token, 'b.png', await FILES.png(), { source_module: 'health' });
    await upload(user.token, 'c.pdf', await FILES.pdf(), { source_module: 'personal' });
    await upload(user.token, 'd.webm', await FILES.webm(), { source_module: 'business' });
    const res = await t.app.inject({ method: 'GET', url: '/api/media/modules', headers: bearer(user.token) });
    const body = res.json();
    expect(body.modules.family).toEqual({ images: 1, documents: 0, videos: 0 });
    expect(body.modules.journal).toEqual({ images: 1, documents: 1, videos: 0 });
    expect(body.modules.services).toEqual({ images: 0, documents: 0, videos: 1 });
    expect(body.modules.events).toEqual({ images: 0, documents: 0, videos: 0 });
    expect(body.total).toEqual({ images: 2, documents: 1, videos: 1 });
  });
});

describe('DELETE /api/media/{id}', () => {
  it('lets only the owner delete, and removes the bytes', async () => {
    const file = (await upload(owner.token, 'gone.png', await FILES.png())).json<OwnFile>();
    const del = (token: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/media/${file.id}`, headers: bearer(token) });
    expect((await del(other.token)).statusCode).toBe(404);
    expect((await del(owner.token)).statusCode).toBe(204);
    expect((await del(owner.token)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: file.file_url })).statusCode).toBe(404);
  });
});
