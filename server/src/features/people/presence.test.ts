import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { receivedBefore, waitUntil } from '../../test/wait.ts';
import { peopleKit, type U } from './people.test-kit.ts';

const OFFLINE_DELAY_MS = 300;

let t: TestApp;
const { call, person } = peopleKit(() => t.app);
async function befriend(a: U, b: U) {
  const sent = await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id });
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await call(b, 'POST', `/api/friends/requests/${sent.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}
const socketOf = (u: U) => openLiveSocket(t.app, u.token);
/** Drops sockets (an in-memory socket's close handshake never ends it on the server side). */
const closeAll = (...sockets: LiveSocket[]) => {
  for (const s of sockets) s.ws.terminate();
};
const presenceOf = (s: LiveSocket, userId: string) =>
  s.received.filter((e) => e.type === 'presence.changed' && e.user_id === userId);
/** Waits until `check` holds (events travel asynchronously). */
const until = (check: () => boolean) => waitUntil(check, 'the presence events arrive');
/** Polls an API answer until it holds (presence rows are written just after the socket opens). */
const eventually = (check: () => Promise<boolean>) => waitUntil(check, 'the API answer changes');
/**
 * A friend of the watcher comes online and closes at once: their going offline (after the same
 * delay) reaches the watcher after anything decided about sockets closed before it.
 */
async function markerGoesOffline(watcherUser: U, watcher: LiveSocket) {
  const marker = await person('Метка');
  await befriend(marker, watcherUser);
  const socket = await socketOf(marker);
  await until(() => presenceOf(watcher, marker.user.id).length === 1);
  return receivedBefore(
    watcher,
    async () => closeAll(socket),
    (e) => e.type === 'presence.changed' && e.user_id === marker.user.id && e.online === false,
  );
}
const onlineNames = async (u: U) =>
  (await call(u, 'GET', '/api/friends/online')).json<{ first_name: string }[]>().map((p) => p.first_name);

beforeAll(async () => {
  t = await createTestApp({}, { presence: { offlineDelayMs: OFFLINE_DELAY_MS } });
});
afterAll(() => t.close());

describe('presence', () => {
  it('is online while any socket is open; the last one closing tells friends, never strangers', async () => {
    const anna = await person('Анна');
    const friend = await person('Борис');
    const stranger = await person('Вера');
    await befriend(anna, friend);
    const friendSocket = await socketOf(friend);
    const strangerSocket = await socketOf(stranger);

    const first = await socketOf(anna);
    const second = await socketOf(anna);
    await until(() => presenceOf(friendSocket, anna.user.id).length === 1);
    expect(presenceOf(friendSocket, anna.user.id)[0]).toEqual({
      type: 'presence.changed',
      user_id: anna.user.id,
      online: true,
    });
    expect(await onlineNames(friend)).toEqual(['Анна']);

    // One of two closed, and longer than the delay: still online, nothing told.
    closeAll(first);
    const told = await markerGoesOffline(friend, friendSocket);
    expect(told.filter((e) => e.user_id === anna.user.id)).toHaveLength(1);
    expect(await onlineNames(friend)).toEqual(['Анна']);

    const before = Date.now();
    closeAll(second);
    await until(() => presenceOf(friendSocket, anna.user.id).length === 2);
    const wentOffline = presenceOf(friendSocket, anna.user.id)[1];
    expect(wentOffline).toMatchObject({ user_id: anna.user.id, online: false });
    expect(Date.now() - before).toBeGreaterThanOrEqual(OFFLINE_DELAY_MS - 20);
    const lastSeen = Date.parse(String(wentOffline?.last_seen_at));
    expect(Math.abs(lastSeen - Date.now())).toBeLessThan(5_000);
    expect(await onlineNames(friend)).toEqual([]);

    // The stranger learned nothing, on the socket or on her page.
    expect(presenceOf(strangerSocket, anna.user.id)).toEqual([]);
    const page = (await call(stranger, 'GET', `/api/people/${anna.user.id}`)).json();
    expect(page).not.toHaveProperty('online');
    expect(page).not.toHaveProperty('last_seen_at');
    // The friend sees "last seen" on her page.
    const friendView = (await call(friend, 'GET', `/api/people/${anna.user.id}`)).json();
    expect(friendView).toMatchObject({ online: false, last_seen_at: wentOffline?.last_seen_at });
    closeAll(friendSocket, strangerSocket);
  });

  it('a reload (closed and back within the delay) does not flap', async () => {
    const lena = await person('Лена');
    const friend = await person('Марк');
    await befriend(lena, friend);
    const watcher = await socketOf(friend);
    const tab = await socketOf(lena);
    await until(() => presenceOf(watcher, lena.user.id).length === 1);
    closeAll(tab);
    const reloaded = await socketOf(lena);
    const told = await markerGoesOffline(friend, watcher);
    expect(told.filter((e) => e.user_id === lena.user.id).map((e) => e.online)).toEqual([true]);
    expect(await onlineNames(friend)).toEqual(['Лена']);
    closeAll(reloaded, watcher);
  });

  it('a person page shows presence to themself and friends; a pending request is not enough', async () => {
    const oleg = await person('Олег');
    const friend = await person('Пётр');
    const asker = await person('Рита');
    await befriend(oleg, friend);
    const asked = await call(asker, 'POST', '/api/friends/requests', { user_id: oleg.user.id });
    expect(asked.statusCode).toBe(201);
    const socket = await socketOf(oleg);
    await eventually(async () => (await call(oleg, 'GET', `/api/people/${oleg.user.id}`)).json().online);
    const self = (await call(oleg, 'GET', `/api/people/${oleg.user.id}`)).json();
    expect(self).toMatchObject({ online: true, last_seen_at: null });
    expect((await call(friend, 'GET', `/api/people/${oleg.user.id}`)).json()).toMatchObject({ online: true });
    const pending = (await call(asker, 'GET', `/api/people/${oleg.user.id}`)).json();
    expect(pending).not.toHaveProperty('online');
    expect(await onlineNames(asker)).toEqual([]);
    closeAll(socket);
  });
});

describe('GET /api/friends/online', () => {
  it('lists only my friends who are online, by name', async () => {
    const me = await person('Юрий');
    const [zoya, alla, boris, offline] = await Promise.all(
      ['Зоя', 'Алла', 'Борис', 'Дина'].map((name) => person(name, 'Онлайн')),
    );
    const notFriend = await person('Ася');
    for (const f of [zoya, alla, boris, offline] as U[]) await befriend(me, f);
    const sockets = await Promise.all([zoya, alla, boris, notFriend].map((u) => socketOf(u as U)));
    await eventually(async () => (await onlineNames(me)).length === 3);
    const res = await call(me, 'GET', '/api/friends/online');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      [alla, boris, zoya].map((u) => ({
        id: u?.user.id,
        first_name: u?.user.first_name,
        last_name: 'Онлайн',
        profile_picture: null,
      })),
    );
    closeAll(...sockets);
  });

  it('asks for a signed-in caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/friends/online' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('detail');
  });
});
