import type { MediaFile } from '@krug/contract/media';
import { expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES, image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

/** The owner's own view of a file: it always links the original. */
export type OwnFile = MediaFile & { file_url: string };

/** An answer to a file link as a browser ends up with it (after a redirect to the bucket, if any). */
export interface Fetched {
  status: number;
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export function uploadAs(t: TestApp, token: string, filename: string, data: Buffer) {
  const body = multipart([
    { name: 'source_module', value: 'family' },
    { name: 'privacy_level', value: 'PUBLIC' },
    { name: 'file', filename, data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** Through the app only (files streamed by the server). */
export async function injectFetch(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<Fetched> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, headers: res.headers as Fetched['headers'], body: res.rawPayload };
}

/**
 * The signed-link rules of `/api/media/files/:id`, whatever serves the bytes: the local folder or
 * a bucket, streamed through the server or by redirect to a presigned link (`fetch` follows it).
 */
export function signedLinkCases(
  ctx: () => { t: TestApp; fetch: (url: string, headers?: Record<string, string>) => Promise<Fetched> },
  opts: { suffixRanges: boolean } = { suffixRanges: true },
) {
  const users = async () => {
    const { t } = ctx();
    return { owner: await registerUser(t.app), other: await registerUser(t.app) };
  };

  it('loads without a bearer header, refuses a missing, tampered or expired signature', async () => {
    const { t, fetch } = ctx();
    const { owner, other } = await users();
    const data = await image('png', 900, 600);
    const file = (await uploadAs(t, owner.token, 'big.png', data)).json<OwnFile>();
    const ok = await fetch(file.file_url);
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('image/png');
    expect(ok.body.equals(data)).toBe(true);

    expect((await fetch(`/api/media/files/${file.id}`)).status).toBe(403);
    const tampered = file.file_url.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await fetch(tampered)).status).toBe(403);
    const expired = file.file_url.replace(/exp=\d+/, `exp=${Math.floor(Date.now() / 1000) - 10}`);
    expect((await fetch(expired)).status).toBe(403);
    // A valid signature of one file does not open another.
    const otherFile = (await uploadAs(t, other.token, 'x.png', await FILES.png())).json<OwnFile>();
    const swapped = file.file_url.replace(file.id, otherFile.id);
    expect((await fetch(swapped)).status).toBe(403);
  });

  it('serves a thumbnail for images and a download with the original name', async () => {
    const { t, fetch } = ctx();
    const { owner } = await users();
    const file = (
      await uploadAs(t, owner.token, 'Фото отпуска.jpg', await image('jpeg', 1600, 1200))
    ).json<OwnFile>();
    expect(file.thumbnail_url).not.toBeNull();
    const thumb = await fetch(file.thumbnail_url ?? '');
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.body.length).toBeLessThan(file.file_size);
    const download = await fetch(`${file.file_url}&download=1`);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%A4%D0%BE%D1%82%D0%BE");
  });

  it('answers range requests with 206 and exactly the asked bytes', async () => {
    const { t, fetch } = ctx();
    const { owner } = await users();
    const data = await FILES.mp4();
    const file = (await uploadAs(t, owner.token, 'clip.mp4', data)).json<OwnFile>();
    const res = await fetch(file.file_url, { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${data.length}`);
    expect(res.body.equals(data.subarray(100, 200))).toBe(true);
    if (opts.suffixRanges) {
      const tail = await fetch(file.file_url, { range: 'bytes=-10' });
      expect(tail.body.equals(data.subarray(data.length - 10))).toBe(true);
    }
    const beyond = await fetch(file.file_url, { range: `bytes=${data.length}-` });
    expect(beyond.status).toBe(416);
  });

  it('a deleted file’s link answers 404', async () => {
    const { t, fetch } = ctx();
    const { owner } = await users();
    const file = (await uploadAs(t, owner.token, 'gone.png', await FILES.png())).json<OwnFile>();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/${file.id}`,
      headers: bearer(owner.token),
    });
    expect(del.statusCode).toBe(204);
    expect((await fetch(file.file_url)).status).toBe(404);
  });
}
