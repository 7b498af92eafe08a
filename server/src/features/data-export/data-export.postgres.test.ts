import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataExports, notifications } from '../../db/schema/index.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { DATA_EXPORT_JOB, DATA_EXPORT_SWEEP_JOB, EXPORT_STALE_MS } from './data-export.service.ts';

/** Issues 20 and 30: the export is a job: it survives a restart and is written once across processes. */
let first: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondProcess(first, {}, 4);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const statusOf = async (id: string) =>
  (await first.db.select().from(dataExports).where(eq(dataExports.id, id)))[0]?.status;
/** Both processes work through the due jobs of `kind` at once; answers how many each claimed in all. */
const bothRun = async (kind: string, now?: Date) =>
  (await Promise.all([first.app, second].map((app) => app.jobs.runDue({ now, kinds: [kind] })))).reduce(
    (a, b) => a + b,
  );

it('an export asked of a process that then stops is written by another, once', async () => {
  const third = await createSecondProcess(first);
  const user = await registerUser(third);
  const res = await third.inject({ method: 'POST', url: '/api/users/export', headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(202);
  await third.close(); // a restart: nothing of the export was written yet
  expect(await statusOf(res.json().id)).toBe('pending');

  expect(await bothRun(DATA_EXPORT_JOB)).toBe(1);
  expect(await statusOf(res.json().id)).toBe('ready');
  const ready = await first.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.user.id), eq(notifications.type, 'data_export_ready')));
  expect(ready).toHaveLength(1);
});

it('the hourly sweep runs once across processes and fails only exports pending for over 30 min', async () => {
  const writing = await registerUser(first.app);
  const stuck = await registerUser(first.app);
  // One just started (its job is on its way), one whose job was lost long ago.
  const [recent] = await first.db
    .insert(dataExports)
    .values({ userId: writing.user.id, createdAt: new Date(Date.now() - 60_000) })
    .returning();
  const [old] = await first.db
    .insert(dataExports)
    .values({ userId: stuck.user.id, createdAt: new Date(Date.now() - EXPORT_STALE_MS - 60_000) })
    .returning();

  expect(await bothRun(DATA_EXPORT_SWEEP_JOB)).toBe(1);
  expect(await statusOf(recent?.id ?? '')).toBe('pending');
  expect(await statusOf(old?.id ?? '')).toBe('failed');
  // Not again before its hour is up.
  expect(await bothRun(DATA_EXPORT_SWEEP_JOB, new Date(Date.now() + 30 * 60_000))).toBe(0);
});
