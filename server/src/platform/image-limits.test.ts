import { IMAGE_MAX_PIXELS, LIMIT_TEXTS } from '@krug/contract/limits';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { image } from '../test/files.ts';
import { diskUsage, tableFingerprinter } from '../test/fuzz/snapshot.ts';
import { multipart } from '../test/multipart.ts';

/*
 * Issue 16 §3 "Decompression bombs": a small PNG that decodes to 16000×16000 pixels (256 MP, ~1 GB
 * of pixels) is refused on every image path from its header, before decoding; banners, avatars,
 * logos and profile photos are re-encoded, so nothing but pixels reaches storage.
 */

let t: TestApp;
let user: Awaited<ReturnType<typeof registerUser>>;
let familyId: string;
let orgId: string;
/** One bomb per file: a one-colour 16000×16000 PNG compresses to well under 1 MB. */
let bomb: Buffer;
let bombUrl: string;
let fingerprint: () => Promise<Record<string, string>>;

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(user.token), ...(payload ? { payload } : {}) });
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

const orgFields = { name: 'Бомбоубежище', description: 'Проверка изображений', industry: 'Technology' };
const imagePaths = () =>
  [
    ['profile photo', 'PUT', () => '/api/users/profile-picture', (u: string) => ({ profile_picture: u })],
    [
      'family banner',
      'PUT',
      () => `/api/family-profiles/${familyId}/banner`,
      (u: string) => ({ banner_image: u }),
    ],
    [
      'family avatar',
      'PUT',
      () => `/api/family-profiles/${familyId}/avatar`,
      (u: string) => ({ avatar_image: u }),
    ],
    [
      'organization logo',
      'PUT',
      () => `/api/work/organizations/${orgId}`,
      (u: string) => ({ ...orgFields, logo_url: u }),
    ],
    [
      'organization banner',
      'PUT',
      () => `/api/work/organizations/${orgId}`,
      (u: string) => ({ ...orgFields, banner_url: u }),
    ],
  ] as const;

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app, { first_name: 'Борис', last_name: 'Бомбин' });
  const family = await call('POST', '/api/family/create-with-members', {
    name: 'Семья Бомбиных',
    members: [],
    privacy_level: 'PUBLIC',
  });
  expect(family.statusCode, family.body).toBe(201);
  familyId = family.json().id;
  const org = await call('POST', '/api/work/organizations', {
    ...orgFields,
    creator_role: 'CEO',
    creator_job_title: 'Директор',
  });
  expect(org.statusCode, org.body).toBe(201);
  orgId = org.json().id;
  bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  bombUrl = dataUrl(bomb);
  fingerprint = await tableFingerprinter(t.db);
}, 60_000);
afterAll(() => t.close());

describe('decompression bombs', () => {
  it('the bomb is small on the wire and far over the pixel cap', () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(16000 * 16000).toBeGreaterThan(IMAGE_MAX_PIXELS);
  });

  it('a media upload of the bomb answers 413 and leaves no file and no row', async () => {
    const before = { rows: await fingerprint(), disk: diskUsage(t.config.mediaDir) };
    const form = multipart([
      { name: 'file', filename: 'bomb.png', data: bomb },
      { name: 'source_module', value: 'family' },
      { name: 'privacy_level', value: 'private' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(user.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ detail: LIMIT_TEXTS.imageTooManyPixels });
    expect(await fingerprint()).toEqual(before.rows);
    expect(diskUsage(t.config.mediaDir)).toBe(before.disk);
  });

  for (const [name, method, path, body] of imagePaths()) {
    it(`${name}: the bomb answers 413 «не более 50 мегапикселей» and changes nothing`, async () => {
      const before = { rows: await fingerprint(), disk: diskUsage(t.config.mediaDir) };
      const res = await call(method, path(), body(bombUrl));
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual({ detail: 'Изображение слишком большое: не более 50 мегапикселей' });
      expect(await fingerprint()).toEqual(before.rows);
      expect(diskUsage(t.config.mediaDir)).toBe(before.disk);
    });
  }
});

describe('re-encoding of banners, avatars, logos and profile photos', () => {
  const payload = '<script>alert(document.cookie)</script>';

  it('a GIF+JS polyglot is stored as a WebP of its pixels, without the script', async () => {
    const gif = await image('gif', 40, 30);
    const polyglot = Buffer.concat([gif, Buffer.from(`;${payload}//`)]);
    for (const [name, method, path, body] of imagePaths()) {
      const res = await call(method, path(), body(dataUrl(polyglot, 'image/gif')));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const json = res.json();
      const url: string =
        json.profile_picture ??
        (name === 'family banner'
          ? json.banner_url
          : name === 'family avatar'
            ? (json.avatar_url ?? json.family_photo_url)
            : name === 'organization logo'
              ? json.logo_url
              : json.banner_url);
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode, name).toBe(200);
      expect(served.headers['content-type'], name).toBe('image/webp');
      expect(served.rawPayload.includes(Buffer.from('<script')), name).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format, name).toBe('webp');
    }
  });

  it('metadata is stripped (EXIF comments do not survive)', async () => {
    const tagged = await sharp(await image('jpeg', 50, 50))
      .withExif({ IFD0: { ImageDescription: 'secret-location-55.75N-37.61E' } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes(Buffer.from('secret-location'))).toBe(true);
    const res = await call('PUT', `/api/family-profiles/${familyId}/banner`, {
      banner_image: dataUrl(tagged, 'image/jpeg'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().banner_url });
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('a file that only starts like an image is refused with 415 and changes nothing', async () => {
    const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const claimed = Buffer.concat([pngMagic, Buffer.alloc(64), Buffer.from(payload)]);
    const before = { rows: await fingerprint(), disk: diskUsage(t.config.mediaDir) };
    for (const [name, method, path, body] of imagePaths()) {
      const res = await call(method, path(), body(dataUrl(claimed)));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(415);
      expect(res.json().detail, name).toEqual(expect.any(String));
    }
    expect(await fingerprint()).toEqual(before.rows);
    expect(diskUsage(t.config.mediaDir)).toBe(before.disk);
  });
});
