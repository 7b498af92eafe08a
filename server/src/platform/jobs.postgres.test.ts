import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Database, fromPostgres } from '../db/client.ts';
import { jobs as jobsTable } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { until } from '../test/until.ts';
import { createJobs, type Jobs } from './jobs.ts';

/** Issue 30: workers of several processes on one PostgreSQL run every job once. */
let t: TestApp;
let other: Database;
const quiet = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  other = await fromPostgres(t.databaseUrl ?? '', 4);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

it('two processes’ workers, each running two at a time, do every job exactly once', async () => {
  const ran: string[] = [];
  const worker = (db: Database['db']): Jobs => {
    const jobs = createJobs({ db, concurrency: 2, pollMs: 25, log: quiet });
    jobs.register<{ n: number }>('test.once', async ({ n }) => {
      ran.push(String(n));
      await new Promise((resolve) => setImmediate(resolve));
    });
    return jobs;
  };
  const [a, b] = [worker(t.db), worker(other.db)];
  for (let n = 0; n < 40; n += 1) await a.enqueue('test.once', { n }, { ownerId: null });
  a.start();
  b.start();
  try {
    await until('every job to finish', async () =>
      (await t.db.select().from(jobsTable).where(eq(jobsTable.kind, 'test.once'))).every(
        (j) => j.status === 'done',
      ),
    );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
  expect(ran.sort()).toEqual(Array.from({ length: 40 }, (_, n) => String(n)).sort());
  const rows = await t.db.select().from(jobsTable).where(eq(jobsTable.kind, 'test.once'));
  expect(new Set(rows.map((r) => r.attempts))).toEqual(new Set([1]));
});
