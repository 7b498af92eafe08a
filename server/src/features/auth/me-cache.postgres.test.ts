import type { User } from '@krug/contract/auth';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { until } from '../../test/until.ts';

// Issue 37: two server processes on one PostgreSQL database, each with its own /me cache. A write
// made through one process reaches the other's cache by the database's notice, and a lost LISTEN
// connection makes a process forget what it kept.
let first: TestApp;
let second: FastifyInstance;
/** The first account, the instance's owner (it may suspend). */
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondProcess(first);
  owner = await registerUser(first.app);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function me(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/auth/me', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<User>();
}

/** Resolves when `app`'s bus hears of the user (after the commit, through LISTEN). */
function heard(app: FastifyInstance, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = app.live.onUserChanged({
      changed(id) {
        if (id !== userId) return;
        stop();
        resolve();
      },
      reset() {},
    });
  });
}

it("a write in one process changes the other process's cached answer", async () => {
  const anna = await registerUser(first.app);
  // Both processes keep her answer.
  expect((await me(second, anna.token)).language).toBe('ru');
  expect((await me(first.app, anna.token)).language).toBe('ru');
  const onSecond = heard(second, anna.user.id);
  const res = await first.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: bearer(anna.token),
    payload: { language: 'en' },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The writing process answers the change at once (its own write), the other once it hears it.
  expect((await me(first.app, anna.token)).language).toBe('en');
  await onSecond;
  expect((await me(second, anna.token)).language).toBe('en');
});

it("a suspension made in one process ends the user's tokens in the other as soon as it hears it", async () => {
  const vera = await registerUser(first.app);
  // The other process has checked her token (its version is kept a few seconds) and kept her answer.
  expect((await me(second, vera.token)).first_name).toBe('Анна');
  const onSecond = heard(second, vera.user.id);
  const res = await first.app.inject({
    method: 'POST',
    url: `/api/admin/users/${vera.user.id}/suspend`,
    headers: bearer(owner.token),
    payload: { reason: 'Спам' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await onSecond;
  const after = await second.inject({ url: '/api/auth/me', headers: bearer(vera.token) });
  expect(after.statusCode).toBe(401);
});

it('a process whose LISTEN connection was lost forgets what it kept, and keeps answers again once back', async () => {
  const boris = await registerUser(first.app);
  expect((await me(second, boris.token)).first_name).toBe('Анна');
  const resets: boolean[] = [];
  const stop = second.live.onUserChanged({ changed() {}, reset: (listening) => resets.push(listening) });
  // Every LISTEN connection on this database is cut (both processes reconnect).
  await first.db.execute(sql`
    select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid() and query like 'listen %'`);
  await until('the second process lost its LISTEN connection', () => resets.includes(false));
  // A change its triggers cannot announce (they are off for this write): only forgetting shows it.
  await first.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update users set first_name = 'Борис' where id = ${boris.user.id}`);
  });
  expect((await me(second, boris.token)).first_name).toBe('Борис');
  await until('the second process listens again', () => resets.at(-1) === true);
  expect(resets).toEqual([false, true]);
  expect((await me(second, boris.token)).first_name).toBe('Борис');
  stop();
});
