import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataExports } from '../../db/schema/index.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser } from '../../test/factories.ts';
import { EXPORT_STALE_MS } from './data-export.service.ts';

let first: TestApp;
beforeAll(async () => {
  first = await createTestApp();
});
afterAll(() => first.close());

const statusOf = async (id: string) =>
  (await first.db.select().from(dataExports).where(eq(dataExports.id, id)))[0]?.status;

it('a process that starts (a rolling restart) fails only exports pending for over 30 min, not ones another process writes', async () => {
  const writing = await registerUser(first.app);
  const stuck = await registerUser(first.app);
  // One just started by a running process, one whose process stopped long ago.
  const [recent] = await first.db
    .insert(dataExports)
    .values({ userId: writing.user.id, createdAt: new Date(Date.now() - 60_000) })
    .returning();
  const [old] = await first.db
    .insert(dataExports)
    .values({ userId: stuck.user.id, createdAt: new Date(Date.now() - EXPORT_STALE_MS - 60_000) })
    .returning();

  const second = await createSecondProcess(first); // its start-up sweep has run once ready
  try {
    expect(await statusOf(recent?.id ?? '')).toBe('pending');
    expect(await statusOf(old?.id ?? '')).toBe('failed');
  } finally {
    await second.close();
  }
});
