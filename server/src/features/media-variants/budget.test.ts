import { execFileSync } from 'node:child_process';
import type { MediaFile } from '@krug/contract/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRepo } from '../../platform/jobs.repo.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { until } from '../../test/until.ts';
import { DEFAULT_MEDIA_TOOLS } from './media-tools.ts';
import { heavyPdf, phonePhoto } from './test-files.ts';
import { MEDIA_VARIANTS_JOB } from './variants.job.ts';

/**
 * Issue 29 §3: one user cannot stall everyone's media. The worker runs as in production (two jobs
 * at a time, woken by uploads); each external program has a budget (here 2 s of wall-clock and CPU
 * time, so the test is short; 10 s by default).
 */
type U = Awaited<ReturnType<typeof registerUser>>;
const budget = { wallMs: 2000, cpuSeconds: 2, memoryMb: 1024 };

async function upload(t: TestApp, u: U, filename: string, data: Buffer): Promise<MediaFile> {
  const body = multipart([{ name: 'file', filename, data }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/media/upload',
    headers: { ...bearer(u.token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json<MediaFile>();
}
const jobOf = async (t: TestApp, id: string) => {
  const [job] = await jobsRepo.byKeys(t.db, MEDIA_VARIANTS_JOB, [id]);
  if (!job) throw new Error(`no job for ${id}`);
  return job;
};
/** This test process's children named `name` (the app runs in it, so its tools are its children). */
const children = (name: string) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .filter(([, comm]) => comm === name)
    .map(([pid]) => Number(pid));

describe('heavy PDFs of one user and a photo of another', () => {
  let t: TestApp;
  let heavy: Buffer;
  beforeAll(async () => {
    heavy = heavyPdf();
    t = await createTestApp({
      schedulerIntervalMs: 60_000,
      jobsConcurrency: 2,
      mediaTools: { ...DEFAULT_MEDIA_TOOLS, budget },
    });
  });
  afterAll(() => t.close());

  it('the photo’s variants are made while the PDFs wait or run; the PDFs end without a preview, not retried', async () => {
    const [heavyUser, other] = [await registerUser(t.app), await registerUser(t.app)];
    expect(heavy.length).toBeLessThan(400_000); // small on disk, slow to render
    const photoBytes = await phonePhoto(1200, 900);
    const pdfs: MediaFile[] = [];
    for (const n of [1, 2, 3]) pdfs.push(await upload(t, heavyUser, `отчёт-${n}.pdf`, heavy));
    const photo = await upload(t, other, 'IMG_0001.jpg', photoBytes);

    const photoJob = await until('the photo’s job to finish', async () => {
      const job = await jobOf(t, photo.id);
      return job.status !== 'pending' && job.status !== 'running' && job;
    });
    expect(photoJob).toMatchObject({ status: 'done', attempts: 1 });
    const atThatTime = await Promise.all(pdfs.map((p) => jobOf(t, p.id)));
    // The photo did not wait for the PDFs: some of them were still waiting or running...
    expect(atThatTime.some((j) => j.status === 'pending' || j.status === 'running')).toBe(true);
    // ...and the heavy user's queue had one slot, not both: the photo got the other one before the
    // user's later PDFs (first in, first out with two slots would have started all three first).
    expect(atThatTime.filter((j) => j.attempts > 0).length).toBeLessThanOrEqual(2);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/media', headers: bearer(other.token) })
    ).json<{ media_files: MediaFile[] }>().media_files;
    expect(mine.find((f) => f.id === photo.id)?.variants?.map((v) => v.width)).toEqual([240, 810, 900]);

    // Each PDF is cut by its budget once and given up: no retry, no preview, the file still there.
    for (const pdf of pdfs) {
      const job = await until('the PDF’s job to end', async () => {
        const j = await jobOf(t, pdf.id);
        return j.status === 'failed' && j;
      });
      expect(job.attempts).toBe(1);
      expect(job.lastError).toMatch(/pdftoppm: stopped after .*\(budget\)/);
    }
    expect(
      await t.app.jobs.runDue({ kinds: [MEDIA_VARIANTS_JOB], now: new Date(Date.now() + 86_400_000) }),
    ).toBe(0);
    const files = (
      await t.app.inject({ method: 'GET', url: '/api/media', headers: bearer(heavyUser.token) })
    ).json<{ media_files: MediaFile[] }>().media_files;
    expect(files).toHaveLength(3);
    for (const f of files) {
      expect(f.poster_url).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: f.file_url ?? '' })).statusCode).toBe(200);
    }
  });
});

describe('a server that stops', () => {
  it('leaves no pdftoppm behind', async () => {
    const t = await createTestApp({
      schedulerIntervalMs: 60_000,
      mediaTools: { ...DEFAULT_MEDIA_TOOLS, budget: { ...budget, wallMs: 120_000, cpuSeconds: 120 } },
    });
    const u = await registerUser(t.app);
    const before = new Set(children('pdftoppm'));
    await upload(t, u, 'отчёт.pdf', heavyPdf());
    const pid = await until('pdftoppm to start', () => children('pdftoppm').find((p) => !before.has(p)));
    await t.close();
    expect(children('pdftoppm')).not.toContain(pid);
  });
});
