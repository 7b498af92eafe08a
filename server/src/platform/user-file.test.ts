import fs, { rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { FILES, image } from '../test/files.ts';
import { multipart } from '../test/multipart.ts';

let t: TestApp;
/** A signed link of every route that serves a stored file back to a browser. */
let urls: {
  mediaImage: string;
  mediaThumb: string;
  mediaPdfOwner: string;
  mediaPdfShared: string;
  avatar: string;
  familyBanner: string;
  orgLogo: string;
  scanPdf: string;
};

beforeAll(async () => {
  t = await createTestApp();
  const { token } = await registerUser(t.app);
  const call = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(token), payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const upload = async (filename: string, data: Buffer) => {
    const body = multipart([{ name: 'file', filename, data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const png = await upload('photo.png', await FILES.png());
  const pdf = await upload('отчёт.pdf', await FILES.pdf());
  const post = await call('POST', '/api/posts', { content: 'С файлом', media_file_ids: [pdf.id] });
  const dataUrl = `data:image/png;base64,${(await image('png', 120, 60)).toString('base64')}`;
  const me = await call('PUT', '/api/users/profile-picture', { profile_picture: dataUrl });
  const family = await call('POST', '/api/family/create-with-members', { name: 'Семья', members: [] });
  const banner = await call('PUT', `/api/family-profiles/${family.id}/banner`, { banner_image: dataUrl });
  const orgBody = {
    name: 'Ромашка',
    description: 'Софт',
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  };
  const org = await call('POST', '/api/work/organizations', orgBody);
  const saved = await call('PUT', `/api/work/organizations/${org.id}`, { ...orgBody, logo_url: dataUrl });
  const doc = await call('POST', '/api/my-documents', { document_type: 'PASSPORT', country: 'Россия' });
  const scanBody = multipart([
    { name: 'chunk_index', value: '0' },
    { name: 'total_chunks', value: '1' },
    { name: 'file', filename: 'scan.pdf', data: await FILES.pdf() },
  ]);
  const scan = await t.app.inject({
    method: 'POST',
    url: `/api/my-documents/${doc.id}/upload-scan`,
    headers: { ...bearer(token), ...scanBody.headers },
    payload: scanBody.payload,
  });
  if (scan.statusCode >= 300) throw new Error(`scan ${scan.statusCode} ${scan.body}`);
  urls = {
    mediaImage: png.file_url,
    mediaThumb: png.thumbnail_url,
    mediaPdfOwner: pdf.file_url,
    mediaPdfShared: post.media_files[0].file_url,
    avatar: me.profile_picture,
    familyBanner: banner.banner_url,
    orgLogo: saved.logo_url,
    scanPdf: scan.json().document.scan_file_url,
  };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('files served back to browsers', () => {
  it('every file route answers with a sandbox CSP and nosniff', async () => {
    for (const name of [
      'mediaImage',
      'mediaThumb',
      'mediaPdfShared',
      'avatar',
      'familyBanner',
      'orgLogo',
    ] as const) {
      const res = await get(urls[name]);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-security-policy'], name).toBe('sandbox');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
    }
    const download = await get(`${urls.mediaImage}&download=1`);
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it('a PDF downloads unless its owner opens it in the viewer', async () => {
    const shared = await get(urls.mediaPdfShared);
    expect(shared.headers['content-type']).toBe('application/pdf');
    expect(shared.headers['content-disposition']).toMatch(/^attachment; filename=".*"; filename\*=UTF-8''/);
    expect(shared.headers['content-disposition']).toContain(encodeURIComponent('отчёт.pdf'));

    // The owner's library link carries inline=1, signed for it.
    expect(urls.mediaPdfOwner).toContain('inline=1');
    const owner = await get(urls.mediaPdfOwner);
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-disposition']).toBeUndefined();
    expect(owner.headers['x-content-type-options']).toBe('nosniff');
    // Chromium's PDF viewer does not run in a sandbox: the app's own CSP applies instead.
    expect(owner.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await get(`${urls.mediaPdfOwner}&download=1`)).headers['content-disposition']).toContain(
      'attachment',
    );

    // inline=1 cannot be added to someone's link, nor taken off the owner's signature.
    expect((await get(`${urls.mediaPdfShared}&inline=1`)).statusCode).toBe(403);
    expect((await get(urls.mediaPdfOwner.replace('&inline=1', ''))).statusCode).toBe(403);
  });

  it("a scan (its links go only to the document's owner) opens in the viewer", async () => {
    const res = await get(urls.scanPdf);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('a file-descriptor failure while opening a file answers 503 with a detail', async () => {
    const emfile = () => {
      const stream = new PassThrough();
      const err = Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE', errno: -24 });
      process.nextTick(() => stream.destroy(err));
      return stream as unknown as fs.ReadStream;
    };
    const spy = vi.spyOn(fs, 'createReadStream').mockImplementation(emfile);
    syncBuiltinESMExports();
    try {
      for (const name of Object.keys(urls) as (keyof typeof urls)[]) {
        const res = await get(urls[name]);
        expect(res.statusCode, name).toBe(503);
        expect(res.headers['content-type'], name).toContain('application/json');
        expect(res.json(), name).toEqual({ detail: 'Сервер перегружен. Попробуйте позже.' });
      }
    } finally {
      spy.mockRestore();
      syncBuiltinESMExports();
    }
  });

  // Last: removes every stored file.
  it('a file missing from storage answers 404 with a detail on every route', async () => {
    rmSync(t.config.mediaDir, { recursive: true, force: true });
    for (const name of Object.keys(urls) as (keyof typeof urls)[]) {
      const res = await get(urls[name]);
      expect(res.statusCode, name).toBe(404);
      expect(typeof res.json().detail, name).toBe('string');
    }
  });
});
