import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Album, AlbumItemsResponse } from '@krug/contract/albums';
import type { MediaFile } from '@krug/contract/media';
import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { unzip } from '../../test/unzip.ts';
import { videoWithLocation } from './test-files.ts';
import { MEDIA_VARIANTS_JOB } from './variants.job.ts';

/**
 * Issue 29 §2 (CONTRACT §4 "Metadata"): nobody but its owner receives a video's original bytes —
 * readers get a copy re-muxed without location, device and creation tags, in posts, albums and
 * zips alike, and until that copy exists the poster only, never the original.
 */
type U = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let owner: U;
let reader: U;
let familyId: string;

const call = (u: U, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const run = () => t.app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB] });
const bytesOf = async (url: string | null | undefined) => {
  if (!url) throw new Error('no link was given');
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
};

/** What carries the location, the device or the time in these files (atoms and their text). */
const TELLING = ['\u00a9xyz', 'loci', '\u00a9mak', 'KrugCam', '+55.7558', '2026-11-26'];
const telling = (data: Buffer) => TELLING.filter((s) => data.includes(Buffer.from(s, 'latin1')));

/** The container's and streams' tags, and its video stream, as ffprobe reads them. */
function probe(data: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'krug-probe-'));
  try {
    const file = join(dir, 'v.mp4');
    writeFileSync(file, data);
    const out = execFileSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-show_entries',
        'format=duration:format_tags:stream=codec_type,width,height:stream_tags',
        '-of',
        'json',
        file,
      ],
      { encoding: 'utf8' },
    );
    return JSON.parse(out) as {
      format: { duration?: string; tags?: Record<string, string> };
      streams: { codec_type: string; width?: number; height?: number; tags?: Record<string, string> }[];
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function upload(u: U, filename: string, data: Buffer): Promise<MediaFile> {
  const body = multipart([
    { name: 'privacy_level', value: 'PUBLIC' },
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

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app);
  reader = await registerUser(t.app);
  familyId = (
    await call(owner, 'POST', '/api/family/create-with-members', {
      name: 'Семья с видео',
      members: [{ user_id: reader.user.id, relationship: 'sibling' }],
    })
  ).json().id;
  await acceptInvitations(t.app, reader.token, familyId);
}, 60_000);
afterAll(() => t.close());

describe.each(['quicktime', 'mp4'] as const)('a video with its location in %s atoms', (style) => {
  let video: MediaFile;
  let original: Buffer;
  let post: Post;
  beforeAll(async () => {
    original = videoWithLocation(style);
    // The test's own file does carry what must not reach a reader.
    expect(telling(original).length).toBeGreaterThan(0);
    expect(probe(original).format.tags?.location).toBe('+55.7558+037.6173/');
    video = await upload(owner, `VID_${style}.mp4`, original);
    post = (
      await call(owner, 'POST', '/api/posts', {
        content: 'Видео',
        visibility: 'PUBLIC',
        media_file_ids: [video.id],
      })
    ).json<Post>();
  });

  it('a reader gets no video link until the copy without metadata exists — never the original', async () => {
    const seen = (await call(reader, 'GET', `/api/posts/${post.id}`)).json<Post>().media_files[0];
    expect(seen).toMatchObject({ id: video.id, file_type: 'video', file_url: null, poster_url: null });
  });

  it('then the copy: the same video, without location, device or creation tags', async () => {
    await run();
    const seen = (await call(reader, 'GET', `/api/posts/${post.id}`)).json<Post>().media_files[0];
    expect(seen?.file_url).toContain('variant=reader');
    expect(seen?.poster_url).toContain('variant=poster');
    const copy = await bytesOf(seen?.file_url);
    expect(telling(copy)).toEqual([]);
    const facts = probe(copy);
    const tags = { ...facts.format.tags, ...Object.assign({}, ...facts.streams.map((s) => s.tags ?? {})) };
    expect(
      Object.keys(tags).filter((k) => /location|make|model|creation_time|encoder|date/i.test(k)),
    ).toEqual([]);
    expect(facts.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 320, height: 240 });
    expect(Number(facts.format.duration)).toBeCloseTo(1, 0);
    // Ranges work on the copy (a browser seeks in it), and it keeps the upload's type.
    const range = await t.app.inject({
      method: 'GET',
      url: seen?.file_url ?? '',
      headers: { range: 'bytes=0-9' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    // Edited into the original's link, the signature no longer holds.
    const forged = (seen?.file_url ?? '').replace('variant=reader', 'variant=original');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
  });

  it('its owner keeps the original, location and all', async () => {
    const own = (await call(owner, 'GET', `/api/posts/${post.id}`)).json<Post>().media_files[0];
    expect((await bytesOf(own?.file_url)).equals(original)).toBe(true);
  });

  it('an album’s reader gets the copy too, in its items and in its zip', async () => {
    const album = (await call(owner, 'POST', '/api/albums', { title: `Поездка ${style}` })).json<Album>();
    await call(owner, 'POST', `/api/albums/${album.id}/items`, { media_ids: [video.id] });
    await call(owner, 'PUT', `/api/albums/${album.id}/shares`, {
      targets: [{ kind: 'family', id: familyId }],
    });
    const items = (await call(reader, 'GET', `/api/albums/${album.id}/items`)).json<AlbumItemsResponse>()
      .items;
    expect(items[0]?.file_url).toContain('variant=reader');
    const asReader = (await call(reader, 'GET', `/api/albums/${album.id}`)).json<Album>();
    const entries = [...unzip((await bytesOf(asReader.archive_url)) as Buffer).values()];
    expect(entries).toHaveLength(1);
    expect(telling(entries[0] as Buffer)).toEqual([]);
    // The owner's zip of the same album holds the original.
    const asOwner = (await call(owner, 'GET', `/api/albums/${album.id}`)).json<Album>();
    expect([...unzip(await bytesOf(asOwner.archive_url)).values()][0]?.equals(original)).toBe(true);
  });
});
