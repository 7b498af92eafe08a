import type { LatestDataExport } from '@krug/contract/data-export';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_EXPORT_JOB } from '../../features/data-export/data-export.service.ts';
import {
  type Fetched,
  injectFetch,
  type OwnFile,
  signedLinkCases,
  uploadAs,
} from '../../features/media/signed-links.cases.ts';
import { phonePhoto, shortVideo } from '../../features/media-variants/test-files.ts';
import { MEDIA_VARIANTS_JOB } from '../../features/media-variants/variants.job.ts';
import { listed } from '../../platform/storage.contract.ts';
import { createS3Storage, type S3Storage } from '../../platform/storage-s3.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { bearer, registerUser } from '../factories.ts';
import { FILES } from '../files.ts';
import { multipart } from '../multipart.ts';
import { unzip } from '../unzip.ts';
import { type S3rverRun, startS3rver } from './s3rver.ts';

// Issue 36: the app with its files in a bucket (s3rver, real S3 protocol), no folder of its own:
// the signed-link rules streamed and by redirect, and every kind of stored file.
const BUCKET = 'krug-app';
let s3: S3rverRun;
let streamed: TestApp;
let redirected: TestApp;
/** The bucket as `streamed` sees it (to look at what is stored). */
let bucket: S3Storage;

beforeAll(async () => {
  s3 = await startS3rver({ buckets: [BUCKET] });
  streamed = await createTestApp({ s3: s3.settings(BUCKET, 'streamed'), mediaMaxBytes: 20 * 1024 * 1024 });
  redirected = await createTestApp({ s3: { ...s3.settings(BUCKET, 'redirected'), redirectSeconds: 60 } });
  bucket = createS3Storage(s3.settings(BUCKET, 'streamed'));
}, 60_000);
afterAll(async () => {
  await streamed?.close();
  await redirected?.close();
  bucket?.close();
  await s3?.stop();
});

/** As a browser: the app's answer, and where it redirects to the bucket, the bucket's answer. */
async function followToBucket(url: string, headers: Record<string, string> = {}): Promise<Fetched> {
  const res = await redirected.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 302) return injectFetch(redirected, url, headers);
  const location = String(res.headers.location);
  expect(location.startsWith(`${s3.endpoint}/${BUCKET}/redirected/`), location).toBe(true);
  const direct = await fetch(location, { headers });
  return {
    status: direct.status,
    headers: Object.fromEntries(direct.headers),
    body: Buffer.from(await direct.arrayBuffer()),
  };
}

describe('signed links, files streamed from the bucket through the server', () => {
  signedLinkCases(() => ({ t: streamed, fetch: (url, headers) => injectFetch(streamed, url, headers) }));
});

describe('signed links, files served by redirect to presigned bucket links', () => {
  // s3rver reads `bytes=-10` as `bytes=0-10` (S3 itself serves suffix ranges): not asked of it.
  signedLinkCases(() => ({ t: redirected, fetch: followToBucket }), { suffixRanges: false });

  it('redirects only after the signature is checked, to a short-lived link; the page may load from the bucket', async () => {
    const owner = await registerUser(redirected.app);
    const file = (await uploadAs(redirected, owner.token, 'a.png', await FILES.png())).json<OwnFile>();
    const res = await redirected.app.inject({ method: 'GET', url: file.file_url });
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    const link = new URL(String(res.headers.location));
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
    const bad = await redirected.app.inject({
      method: 'GET',
      url: file.file_url.replace(/exp=\d+/, 'exp=1'),
    });
    expect(bad.statusCode).toBe(403);
    expect(bad.headers.location).toBeUndefined();
    const page = await redirected.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
  });
});

describe('every stored file in the bucket', () => {
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let photo: MediaFile;
  let video: MediaFile;
  let photoBytes: Buffer;
  /** Objects of other users (the tests above) before this owner stored anything. */
  let others: string[];
  const t = () => streamed;
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t().app.inject({ method, url, headers: bearer(owner.token), ...(payload ? { payload } : {}) });
  const mine = async (id: string) =>
    (await call('GET', '/api/media'))
      .json<{ media_files: MediaFile[] }>()
      .media_files.find((f) => f.id === id);

  beforeAll(async () => {
    await t().app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB] }); // the variants of the files above
    others = await listed(bucket);
    owner = await registerUser(t().app);
    photoBytes = await phonePhoto();
    photo = (await uploadAs(t(), owner.token, 'IMG_0001.jpg', photoBytes)).json<MediaFile>();
    video = (await uploadAs(t(), owner.token, 'clip.mp4', shortVideo())).json<MediaFile>();
    await t().app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB] });
  }, 120_000);

  it('an upload, its thumbnail and its variants are objects; the variants are served', async () => {
    const file = await mine(photo.id);
    expect(file?.variants).toHaveLength(3);
    const large = await injectFetch(t(), file?.variants?.[1]?.url ?? '');
    expect(large.status).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    const keys = (await listed(bucket)).filter((k) => !others.includes(k));
    const originals = keys.filter((k) => /^\d{4}-\d{2}\/[0-9a-f-]{36}$/.test(k));
    expect(originals).toHaveLength(2); // the photo and the video
    const derived = originals.map((o) => keys.filter((k) => k.startsWith(`${o}.`)).length).sort();
    // The video's poster and reader copy; the photo's thumbnail and three sizes.
    expect(derived).toEqual([2, 4]);
  });

  it('a video (copied to a temporary file for ffmpeg) gets its poster and reader copy in the bucket', async () => {
    const file = await mine(video.id);
    expect(file?.poster_url).toBeTruthy();
    expect((await injectFetch(t(), file?.poster_url ?? '')).headers['content-type']).toBe('image/webp');
    const reader = await injectFetch(t(), file?.file_url ?? '', { range: 'bytes=0-99' });
    expect(reader.status).toBe(206);
    expect(reader.body.length).toBe(100);
  });

  it('a zip of my files is streamed from the bucket with every byte', async () => {
    const res = await call('POST', '/api/media/archive', { media_ids: [photo.id, video.id] });
    expect(res.statusCode, res.body).toBe(200);
    const entries = unzip(res.rawPayload);
    const month = new Date().toISOString().slice(0, 7);
    expect(entries.get(`${month}/IMG_0001.jpg`)?.equals(photoBytes)).toBe(true);
    expect(entries.get(`${month}/clip.mp4`)?.equals(shortVideo())).toBe(true);
  });

  it('a scan sent in chunks is put together in the bucket and served', async () => {
    const doc = (
      await call('POST', '/api/my-documents', {
        document_type: 'PASSPORT',
        country: 'Россия',
        document_data: {},
      })
    ).json<{ id: string }>();
    const head = await FILES.pdf();
    const pdf = Buffer.concat([head, Buffer.alloc(2 * 1024 * 1024 + 5000 - head.length, 0x20)]);
    const size = 1024 * 1024;
    const parts = [0, 1, 2].map((i) => pdf.subarray(i * size, (i + 1) * size));
    let last: { complete: boolean; document: { scan_file_url: string } | null } | undefined;
    for (const [i, data] of parts.entries()) {
      const body = multipart([
        { name: 'chunk_index', value: String(i) },
        { name: 'total_chunks', value: '3' },
        { name: 'original_filename', value: 'scan.pdf' },
        { name: 'file', filename: 'scan.pdf', data },
      ]);
      const res = await t().app.inject({
        method: 'POST',
        url: `/api/my-documents/${doc.id}/upload-scan`,
        headers: { ...bearer(owner.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      last = res.json();
    }
    expect(last?.complete).toBe(true);
    const served = await injectFetch(t(), last?.document?.scan_file_url ?? '');
    expect(served.body.equals(pdf)).toBe(true);
    // The chunks were removed once put together: only the scan is left under scans/.
    expect((await listed(bucket)).filter((k) => k.startsWith(`scans/${doc.id}/`))).toHaveLength(1);
  });

  it('a data export is written into the bucket and downloaded from it', async () => {
    expect((await call('POST', '/api/users/export')).statusCode).toBe(202);
    await t().app.jobs.runDue({ kinds: [DATA_EXPORT_JOB] });
    const ready = (await call('GET', '/api/users/export')).json<LatestDataExport>().export;
    expect(ready?.status).toBe('ready');
    const zip = await injectFetch(t(), ready?.download_url ?? '');
    expect(zip.status).toBe(200);
    const entries = unzip(zip.body);
    expect([...entries.values()].some((data) => data.equals(photoBytes))).toBe(true);
  });

  it('the storage quota counts what is in the bucket', async () => {
    const modules = (await call('GET', '/api/media/modules')).json<{ used_bytes: number }>();
    let sizes = 0;
    for (const f of (await call('GET', '/api/media')).json<{ media_files: MediaFile[] }>().media_files)
      sizes += f.file_size;
    expect(modules.used_bytes).toBeGreaterThanOrEqual(sizes);
  });

  it('deleting the account removes every object of it from the bucket', async () => {
    const owners = (await listed(bucket)).filter((k) => !others.includes(k));
    // The photo and 4 more, the video and 2 more, the scan, the export.
    expect(owners).toHaveLength(10);
    const stranger = await registerUser(t().app);
    const theirs = (await uploadAs(t(), stranger.token, 'x.png', await FILES.png())).json<OwnFile>();
    const del = await call('DELETE', '/api/auth/delete-account', { current_password: owner.password });
    expect(del.statusCode, del.body).toBe(204);
    expect((await listed(bucket)).filter((k) => owners.includes(k))).toEqual([]);
    expect((await injectFetch(t(), theirs.file_url)).status).toBe(200);
  });
});
