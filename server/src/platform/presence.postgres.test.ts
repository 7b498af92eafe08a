import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecondProcess, createTestApp, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { type LiveSocket, openLiveSocket } from '../test/live-socket.ts';
import { waitUntil } from '../test/wait.ts';

// Short timings so a crashed process's rows go stale within the test.
const presence = { offlineDelayMs: 200, heartbeatMs: 300, staleMs: 2_500 };

let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp({}, { presence });
  second = await createSecondProcess(first, { presence });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

type U = Awaited<ReturnType<typeof registerUser>>;
const until = (check: () => boolean) => waitUntil(check, 'the presence events arrive');
const presenceOf = (s: LiveSocket, userId: string) =>
  s.received.filter((e) => e.type === 'presence.changed' && e.user_id === userId).map((e) => e.online);
async function befriend(a: U, b: U) {
  const sent = await first.app.inject({
    method: 'POST',
    url: '/api/friends/requests',
    headers: bearer(a.token),
    payload: { user_id: b.user.id },
  });
  await first.app.inject({
    method: 'POST',
    url: `/api/friends/requests/${sent.json().id}/accept`,
    headers: bearer(b.token),
  });
}
const onlineIds = async (app: FastifyInstance, u: U) =>
  (await app.inject({ url: '/api/friends/online', headers: bearer(u.token) }))
    .json<{ id: string }[]>()
    .map((p) => p.id);

it('is online while a socket is open on any process; the last one closing anywhere tells friends', async () => {
  const anna = await registerUser(first.app);
  const friend = await registerUser(first.app);
  await befriend(anna, friend);
  const watcher = await openLiveSocket(second, friend.token);

  const onFirst = await openLiveSocket(first.app, anna.token);
  await until(() => presenceOf(watcher, anna.user.id).at(-1) === true);
  const onSecond = await openLiveSocket(second, anna.token);
  // A friend of the watcher on the first process, whose going offline marks when the first
  // process has decided about Anna (same delay, started just after hers).
  const marker = await registerUser(first.app);
  await befriend(marker, friend);
  const markerSocket = await openLiveSocket(first.app, marker.token);
  await until(() => presenceOf(watcher, marker.user.id).at(-1) === true);
  // Closing the first process's socket: the second still holds one, so she stays online.
  onFirst.ws.terminate();
  markerSocket.ws.terminate();
  await until(() => presenceOf(watcher, marker.user.id).at(-1) === false);
  expect(presenceOf(watcher, anna.user.id)).toEqual([true]);
  expect(await onlineIds(first.app, friend)).toEqual([anna.user.id]);
  expect(await onlineIds(second, friend)).toEqual([anna.user.id]);

  onSecond.ws.terminate();
  await until(() => presenceOf(watcher, anna.user.id).at(-1) === false);
  expect(presenceOf(watcher, anna.user.id)).toEqual([true, false]);
  expect(await onlineIds(first.app, friend)).toEqual([]);
  watcher.ws.terminate();
});

it('the rows of a process that stopped (crashed) go stale and its users go offline', async () => {
  const boris = await registerUser(first.app);
  const friend = await registerUser(first.app);
  await befriend(boris, friend);
  const watcher = await openLiveSocket(first.app, friend.token);
  // A process that is gone left a row behind and never refreshes it.
  await first.db.execute(
    sql`insert into user_presence (user_id, process_id) values (${boris.user.id}, ${randomUUID()})`,
  );
  expect(await onlineIds(second, friend)).toEqual([boris.user.id]);
  await until(() => presenceOf(watcher, boris.user.id).length === 1);
  expect(presenceOf(watcher, boris.user.id)).toEqual([false]);
  expect(await onlineIds(second, friend)).toEqual([]);
  const page = await second.inject({ url: `/api/people/${boris.user.id}`, headers: bearer(friend.token) });
  expect(page.json()).toMatchObject({ online: false });
  expect(page.json().last_seen_at).not.toBeNull();
  watcher.ws.terminate();
});

it('two processes gaining and losing the same user at once never leave them online', async () => {
  const vera = await registerUser(first.app);
  const friend = await registerUser(first.app);
  await befriend(vera, friend);
  const watcher = await openLiveSocket(first.app, friend.token);
  for (let round = 0; round < 3; round += 1) {
    const [a, b] = await Promise.all([
      openLiveSocket(first.app, vera.token),
      openLiveSocket(second, vera.token),
    ]);
    await until(() => presenceOf(watcher, vera.user.id).at(-1) === true);
    a.ws.terminate();
    b.ws.terminate();
    await until(() => presenceOf(watcher, vera.user.id).at(-1) === false);
    expect(await onlineIds(second, friend)).toEqual([]);
  }
  watcher.ws.terminate();
});
