import type { MediaFile } from '@krug/contract/media';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mediaVariants } from '../../db/schema/index.ts';
import { JOB_DEFAULTS } from '../../platform/job-kind.ts';
import { jobsRepo } from '../../platform/jobs.repo.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { image } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { MEDIA_VARIANTS_JOB } from './variants.job.ts';

/** Issues 22 and 30: a media job worker in every process on one PostgreSQL; each job is done once. */
let first: TestApp;
let second: FastifyInstance;
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

const run = (app: FastifyInstance, now?: Date) => app.jobs.runDue({ now, kinds: [MEDIA_VARIANTS_JOB] });
const variantsOf = (ids: string[]) =>
  first.db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, ids));

async function upload(n: number, through: FastifyInstance = first.app): Promise<string> {
  const body = multipart([
    { name: 'file', filename: `photo-${n}.png`, data: await image('png', 700 + n, 500) },
  ]);
  const res = await through.inject({
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
  const [a, b] = await Promise.all([run(first.app), run(second)]);
  expect(a + b).toBe(6);
  const jobs = await jobsRepo.byKeys(first.db, MEDIA_VARIANTS_JOB, ids);
  expect(jobs.map((j) => [j.status, j.attempts])).toEqual(ids.map(() => ['done', 1]));
  expect(await variantsOf(ids)).toHaveLength(12);
});

it('a job queued by a process that stopped before working on it is done by another (a restart)', async () => {
  const third = await createSecondProcess(first);
  const id = await upload(50, third);
  await third.close();
  expect(await run(first.app)).toBe(1);
  expect((await variantsOf([id])).map((v) => v.width).sort((x, y) => x - y)).toEqual([320, 750]);
});

it('a job claimed by a process that then stops is done by the other after the lease', async () => {
  const id = await upload(99);
  const now = new Date();
  const held = await second.jobs.claimOnly(now, [MEDIA_VARIANTS_JOB]);
  expect(held.map((j) => j.key)).toEqual([id]);
  await second.close();
  expect(await run(first.app, new Date(now.getTime() + 1000))).toBe(0);
  expect(await run(first.app, new Date(now.getTime() + JOB_DEFAULTS.leaseMs + 1000))).toBe(1);
  expect((await variantsOf([id])).map((v) => v.width).sort((x, y) => x - y)).toEqual([320, 799]);
});
