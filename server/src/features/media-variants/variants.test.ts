import type { MediaFile } from '@krug/contract/media';
import type { Post } from '@krug/contract/posts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariants } from '../../db/schema/index.ts';
import { backoffAfter, JOB_DEFAULTS } from '../../platform/job-kind.ts';
import { jobsRepo } from '../../platform/jobs.repo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES, image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { onePagePdf, phonePhoto, requireProgram, shortVideo } from './test-files.ts';
import { MEDIA_VARIANTS_JOB } from './variants.job.ts';

let t: TestApp;
let owner: { token: string };
let reader: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  reader = await registerUser(t.app);
});
afterAll(() => t.close());

/** Runs the due media jobs at `now` (the worker is off in tests); answers how many were claimed. */
const run = (now?: Date, app = t) => app.app.jobs.runDue({ now, kinds: [MEDIA_VARIANTS_JOB] });
/** The media job of a file. */
const jobOf = async (mediaId: string, app = t) =>
  (await jobsRepo.byKeys(app.db, MEDIA_VARIANTS_JOB, [mediaId]))[0];
const { leaseMs: JOB_LEASE_MS, maxAttempts: JOB_MAX_ATTEMPTS } = JOB_DEFAULTS;

async function upload(app: TestApp, token: string, filename: string, data: Buffer): Promise<MediaFile> {
  const body = multipart([
    { name: 'source_module', value: 'personal' },
    { name: 'privacy_level', value: 'PUBLIC' },
    { name: 'file', filename, data },
  ]);
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload ${res.statusCode} ${res.body}`);
  return res.json<MediaFile>();
}

/** A link the test expects to have been given (an absent one fails here, not as a confusing 404). */
const given = (url: string | null | undefined) => {
  if (!url) throw new Error('no link was given');
  return url;
};
const get = (url: string | null, app = t) => app.app.inject({ method: 'GET', url: given(url) });
const bytes = async (url: string | null, app = t) => {
  const res = await get(url, app);
  expect(res.statusCode, given(url)).toBe(200);
  return res.rawPayload;
};
/** The owner's library entry for a file (after jobs ran). */
async function mine(id: string, app = t, token = owner.token): Promise<MediaFile> {
  const res = await app.app.inject({ method: 'GET', url: '/api/media', headers: bearer(token) });
  const found = res.json<{ media_files: MediaFile[] }>().media_files.find((f) => f.id === id);
  if (!found) throw new Error('not in the library');
  return found;
}
async function postWith(mediaId: string): Promise<Post> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: bearer(owner.token),
    payload: { content: 'Фото', visibility: 'PUBLIC', media_file_ids: [mediaId] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Post>();
}
const readPost = async (id: string, token: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers: bearer(token) })).json<Post>();

describe('image variants', () => {
  let photo: MediaFile;
  beforeAll(async () => {
    photo = await upload(t, owner.token, 'IMG_0001.jpg', await phonePhoto());
  });

  it('the upload answers the size after orientation and a ThumbHash, with no variants yet', () => {
    // Stored 2400×1800 with orientation 6: shown 1800 wide and 2400 high.
    expect(photo).toMatchObject({ width: 1800, height: 2400, variants: [], poster_url: null });
    expect(Buffer.from(photo.placeholder ?? '', 'base64').length).toBeGreaterThan(5);
  });

  it('the job makes 320, 1080 and 2048 WebP variants, turned upright, without EXIF or GPS', async () => {
    const original = await sharp(await bytes(photo.file_url)).metadata();
    expect(original.exif?.includes('WGS-84')).toBe(true);

    expect(await run()).toBeGreaterThanOrEqual(1);
    const file = await mine(photo.id);
    expect(file.variants?.map((v) => [v.width, v.height])).toEqual([
      [240, 320],
      [810, 1080],
      [1536, 2048],
    ]);
    for (const v of file.variants ?? []) {
      const data = await bytes(v.url);
      const meta = await sharp(data).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: v.height });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.includes('WGS-84')).toBe(false);
      expect(data.includes('KrugCam')).toBe(false);
      // Turned clockwise: the stored top (red) is now on the right, the bottom (blue) on the left.
      const { data: px, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
      const at = (x: number) =>
        px.subarray(
          (Math.floor(info.height / 2) * info.width + x) * 3,
          0 + ((Math.floor(info.height / 2) * info.width + x) * 3 + 3),
        );
      expect(at(info.width - 5)[0]).toBeGreaterThan(200);
      expect(at(5)[2]).toBeGreaterThan(200);
    }
    // The job is done and does not run again.
    expect((await jobOf(photo.id))?.status).toBe('done');
    expect(await run()).toBe(0);
  });

  it('a smaller image gets one variant at its own size, never upscaled', async () => {
    const small = await upload(t, owner.token, 'small.png', await image('png', 200, 100));
    await run();
    expect((await mine(small.id)).variants?.map((v) => [v.width, v.height])).toEqual([[200, 100]]);
    const mid = await upload(t, owner.token, 'mid.png', await image('png', 1500, 1000));
    await run();
    expect((await mine(mid.id)).variants?.map((v) => v.width)).toEqual([320, 1080, 1500]);
  });

  it('an animated GIF keeps moving: its variants are animated WebP with every frame', async () => {
    const frame = (c: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: c } })
        .png()
        .toBuffer();
    const frames = await Promise.all(['#ff0000', '#00ff00', '#0000ff'].map(frame));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const file = await upload(t, owner.token, 'кот.gif', gif);
    expect(file).toMatchObject({ width: 400, height: 300 });
    await run();
    const made = await mine(file.id);
    expect(made.variants?.map((v) => [v.width, v.height])).toEqual([
      [320, 240],
      [400, 300],
    ]);
    const meta = await sharp(await bytes(made.variants?.[0]?.url ?? '')).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 3, width: 320 });
  });

  it('other viewers of a post never get the original: the thumbnail while pending, then the largest variant', async () => {
    const fresh = await upload(t, owner.token, 'IMG_0002.jpg', await phonePhoto(1200, 900));
    const post = await postWith(fresh.id);
    const pending = (await readPost(post.id, reader.token)).media_files[0];
    expect(pending?.file_url).toContain('variant=thumb');
    expect((await bytes(pending?.file_url ?? '')).includes('WGS-84')).toBe(false);

    await run();
    const seen = (await readPost(post.id, reader.token)).media_files[0] as MediaFile;
    expect(seen.file_url).toBe(seen.variants?.at(-1)?.url);
    expect(seen.file_url).toContain('variant=1200');
    for (const url of [
      given(seen.file_url),
      given(seen.thumbnail_url),
      ...(seen.variants ?? []).map((v) => v.url),
    ]) {
      expect(url).toMatch(/variant=(thumb|\d+)/);
      // Edited into the original's link, the signature no longer holds.
      expect((await get(url.replace(/variant=[^&]+/, 'variant=original'))).statusCode).toBe(403);
      expect((await get(url.replace(/&variant=[^&]+/, ''))).statusCode).toBe(403);
    }
    // The owner reading the same post gets the original, EXIF and all.
    const own = (await readPost(post.id, owner.token)).media_files[0] as MediaFile;
    expect((await bytes(own.file_url)).includes('WGS-84')).toBe(true);
  });

  it('deleting the file deletes its variants, rows and files', async () => {
    const gone = await upload(t, owner.token, 'gone.png', await image('png', 800, 600));
    await run();
    const urls = (await mine(gone.id)).variants?.map((v) => v.url) ?? [];
    expect(urls.length).toBe(2);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${gone.id}`,
      headers: bearer(owner.token),
    });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, gone.id))).toEqual([]);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
  });

  it('an unknown variant name answers 404, a malformed one 422', async () => {
    const base = photo.thumbnail_url ?? '';
    expect((await get(base.replace('variant=thumb', 'variant=777'))).statusCode).toBe(404);
    expect((await get(base.replace('variant=thumb', 'variant=../x'))).statusCode).toBe(422);
  });
});

describe('the job system', () => {
  it('a job left locked by a worker that died is claimed again once its lease ran out', async () => {
    const file = await upload(t, owner.token, 'lost.png', await image('png', 640, 480));
    const now = new Date();
    // A worker claims the job and dies before finishing.
    const claimed = await t.app.jobs.claimOnly(now, [MEDIA_VARIANTS_JOB]);
    expect(claimed.map((j) => j.key)).toContain(file.id);
    expect(await run(new Date(now.getTime() + 60_000))).toBe(0);
    expect((await mine(file.id)).variants).toEqual([]);
    // After the lease, a worker (this process or another) takes it over.
    expect(await run(new Date(now.getTime() + JOB_LEASE_MS + 1000))).toBe(1);
    expect((await mine(file.id)).variants?.map((v) => v.width)).toEqual([320, 640]);
    expect(await jobOf(file.id)).toMatchObject({ status: 'done', attempts: 2, lockedUntil: null });
  });

  it('a failing job is retried with backoff, then given up; the file stays usable', async () => {
    // Not a real video: ffprobe cannot read it.
    const broken = await upload(t, owner.token, 'broken.mp4', await FILES.mp4());
    let now = Date.now() + JOB_LEASE_MS * 10;
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await run(new Date(now))).toBe(1);
      const job = await jobOf(broken.id);
      expect(job?.attempts).toBe(attempt);
      expect(job?.lastError).toBeTruthy();
      if (attempt < JOB_MAX_ATTEMPTS) {
        expect(job?.status).toBe('pending');
        // Not before its backoff.
        expect(await run(new Date(now + 1000))).toBe(0);
        now += backoffAfter(attempt, JOB_DEFAULTS.backoffMs) + 1000;
      } else {
        expect(job?.status).toBe('failed');
      }
    }
    expect(await run(new Date(now + 24 * 3600_000))).toBe(0);
    const file = await mine(broken.id);
    expect(file.poster_url).toBeNull();
    expect((await get(file.file_url)).statusCode).toBe(200);
  });
});

describe('video posters and PDF pages', () => {
  let missing: TestApp;
  let missingOwner: { token: string };
  beforeAll(async () => {
    for (const [name, pkg] of [
      ['ffmpeg', 'ffmpeg'],
      ['ffprobe', 'ffmpeg'],
      ['pdftoppm', 'poppler-utils'],
    ] as const)
      requireProgram(name, pkg);
    // The programs pointed at files that do not exist, as on a machine without ffmpeg or poppler.
    missing = await createTestApp({
      mediaTools: {
        ffmpeg: '/nonexistent/ffmpeg',
        ffprobe: '/nonexistent/ffprobe',
        pdftoppm: '/nonexistent/pdftoppm',
      },
    });
    missingOwner = await registerUser(missing.app);
  });
  afterAll(() => missing.close());

  it('with ffmpeg, a video gets a WebP poster and its duration; ranges keep working', async () => {
    const video = await upload(t, owner.token, 'clip.mp4', shortVideo());
    await run();
    const file = await mine(video.id);
    expect(file.duration_seconds).toBeCloseTo(2, 0);
    expect(file).toMatchObject({ width: 320, height: 240 });
    const poster = await sharp(await bytes(file.poster_url ?? '')).metadata();
    expect(poster).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const range = await t.app.inject({
      method: 'GET',
      url: given(file.file_url),
      headers: { range: 'bytes=0-99' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('without ffmpeg, the video job finishes with no poster and no duration', async () => {
    const video = await upload(missing, missingOwner.token, 'clip.mp4', shortVideo());
    expect(await run(undefined, missing)).toBe(1);
    const file = await mine(video.id, missing, missingOwner.token);
    expect(file).toMatchObject({ poster_url: null, duration_seconds: null });
    expect((await jobOf(video.id, missing))?.status).toBe('done');
  });

  it('with pdftoppm, a PDF gets its first page as a WebP poster; without it, none', async () => {
    const pdf = await upload(t, owner.token, 'отчёт.pdf', onePagePdf());
    await run();
    const file = await mine(pdf.id);
    const page = await sharp(await bytes(file.poster_url ?? '')).metadata();
    // 300×400 pt scaled to 1080 on the long side.
    expect(page).toMatchObject({ format: 'webp', width: 810, height: 1080 });

    const bare = await upload(missing, missingOwner.token, 'отчёт.pdf', onePagePdf());
    await run(undefined, missing);
    expect((await mine(bare.id, missing, missingOwner.token)).poster_url).toBeNull();
  });

  it('other documents get no job (the web shows an icon)', async () => {
    const doc = await upload(t, owner.token, 'text.docx', await FILES.docx());
    expect(await jobOf(doc.id)).toBeUndefined();
  });
});
