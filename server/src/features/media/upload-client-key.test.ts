import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaFile } from '@krug/contract/media';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

/**
 * A photo of a post written offline (issue 35 §2, issue 32 item 15) is uploaded when the network
 * returns, with a key its uploader chose: an upload sent again with that key (its answer was lost on
 * the way) answers the file stored the first time and keeps no second copy, in the table or on disk.
 */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
});
afterAll(() => t.close());

async function upload(who: U, data: Buffer, client_key?: string) {
  const body = multipart([
    { name: 'source_module', value: 'community' },
    { name: 'privacy_level', value: 'PUBLIC' },
    ...(client_key ? [{ name: 'client_key', value: client_key }] : []),
    { name: 'file', filename: 'дача.png', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

const keyed = async (key: string) =>
  (await t.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.clientKey, key)))[0]?.n;

function storedFiles(dir = t.config.mediaDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? storedFiles(path) : [path];
  });
}

describe('POST /api/media/upload with client_key', () => {
  it('sent twice with one key, stores one file and answers it again (200)', async () => {
    const png = await FILES.png();
    const key = crypto.randomUUID();
    const first = await upload(anna, png, key);
    expect(first.statusCode, first.body).toBe(201);
    const onDisk = storedFiles().length;
    const again = await upload(anna, png, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<MediaFile>()).toMatchObject({ id: first.json<MediaFile>().id, file_type: 'image' });
    expect(await keyed(key)).toBe(1);
    // The second copy streamed in was removed again.
    expect(storedFiles()).toHaveLength(onDisk);
  });

  it('sent at the same moment twice, still stores one file', async () => {
    const png = await FILES.png();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([upload(anna, png, key), upload(anna, png, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<MediaFile>().id).toBe(b.json<MediaFile>().id);
    expect(await keyed(key)).toBe(1);
  });

  it('keys are the owner’s own: another owner’s same key is another file; no key, no dedup', async () => {
    const png = await FILES.png();
    const key = crypto.randomUUID();
    expect((await upload(anna, png, key)).statusCode).toBe(201);
    const his = await upload(boris, png, key);
    expect(his.statusCode, his.body).toBe(201);
    expect(await keyed(key)).toBe(2);
    const a = await upload(anna, png);
    const b = await upload(anna, png);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json<MediaFile>().id).not.toBe(b.json<MediaFile>().id);
  });

  it('a malformed key is 422 and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(anna, await FILES.png(), 'not-a-uuid');
    expect(res.statusCode).toBe(422);
    expect(storedFiles()).toHaveLength(before);
  });
});
