import type { MediaFile } from '@krug/contract/media';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaJobs, mediaVariants } from '../../db/schema/index.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { JOB_LEASE_MS } from './variants.worker.ts';

/** Issue 22: a media job worker in every process on one PostgreSQL; each job is done once. */
let first: TestApp;
let second: Awaited<ReturnType<typeof createSecondProcess>>;
let token: string;

beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondProcess(first, {}, 4);
  token = (await registerUser(first.app)).token;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function upload(n: number): Promise<string> {
  const body = multipart([
    { name: 'file', filename: `photo-${n}.png`, data: await image('png', 700 + n, 500) },
  ]);
  const res = await first.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<MediaFile>().id;
}

it('two processes working at once make every file’s variants exactly once', async () => {
  const ids: string[] = [];
  for (let i = 0; i < 6; i += 1) ids.push(await upload(i));
  const [a, b] = await Promise.all([first.app.mediaJobs.run(), second.mediaJobs.run()]);
  expect((a ?? 0) + (b ?? 0)).toBe(6);
  const jobs = await first.db.select().from(mediaJobs).where(inArray(mediaJobs.mediaId, ids));
  expect(jobs.map((j) => [j.status, j.attempts])).toEqual(ids.map(() => ['done', 1]));
  const variants = await first.db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, ids));
  expect(variants).toHaveLength(12);
});

it('a job claimed by a process that then stops is done by the other after the lease', async () => {
  const id = await upload(99);
  const now = new Date();
  const held = await second.mediaJobs.claimOnly(now);
  expect(held.map((j) => j.media_id)).toEqual([id]);
  await second.close();
  expect(await first.app.mediaJobs.run(new Date(now.getTime() + 1000))).toBe(0);
  expect(await first.app.mediaJobs.run(new Date(now.getTime() + JOB_LEASE_MS + 1000))).toBe(1);
  const variants = await first.db
    .select()
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, [id]));
  expect(variants.map((v) => v.width).sort((x, y) => x - y)).toEqual([320, 799]);
});
