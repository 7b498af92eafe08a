import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DATABASE_UNAVAILABLE } from '../../platform/database-unavailable.ts';
import { waitUntil, within } from '../wait.ts';
import { startCluster } from './pg-cluster.ts';
import { api, register, type ServerProcess, startServer } from './server-process.ts';

// Its own cluster: stopping CI's shared PostgreSQL would break every other test file.
let cluster: Awaited<ReturnType<typeof startCluster>>;
let server: ServerProcess;
const dataDir = mkdtempSync(join(tmpdir(), 'krug-fault-restart-'));

beforeAll(async () => {
  cluster = await startCluster();
  server = await startServer({ dataDir, databaseUrl: cluster.url });
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  await cluster?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A live socket that records its events and how it closed. */
function openSocket(token: string) {
  const ws = new WebSocket(`${server.base.replace('http', 'ws')}/api/ws?token=${token}`);
  const events: { type: string; message?: { content: string } }[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('message', (data) => {
      const event = JSON.parse(String(data));
      events.push(event);
      if (event.type === 'ready') resolve();
    });
    ws.on('error', reject);
  });
  return { ws, events, closed, ready };
}

/** Polls `check` every 100 ms until it holds; fails after `ms` (a bound, not a speed target). */
const eventually = (check: () => Promise<boolean> | boolean, ms: number, what: string) =>
  waitUntil(check, what, { timeoutMs: ms, intervalMs: 100 });
/** The load's clients pause this long between their requests (pacing, not waiting for anything). */
const PACE_MS = 20;

it('PostgreSQL restarted under load: 503 with a detail meanwhile, then recovers by itself, live chat too', async () => {
  const alice = await register(server.base, 'restart-a');
  const bob = await register(server.base, 'restart-b');
  // Bob lets anyone add him to groups (by default a stranger only invites: CONTRACT §4).
  await api(server.base, 'PUT', '/api/users/privacy', {
    token: bob.token,
    body: { who_can_add_me_to_groups: 'everyone' },
  });
  const group = await api(server.base, 'POST', '/api/chat-groups', {
    token: alice.token,
    body: { name: 'Во время рестарта', member_ids: [bob.id] },
  });
  expect(group.status, group.text).toBe(201);
  const groupId: string = group.json.group.id;
  const before = openSocket(bob.token);
  await before.ready;

  // A steady stream of reads and writes from 4 clients for the whole outage.
  const outcomes: { status: number; detail: unknown }[] = [];
  const transportFailures: string[] = [];
  let loading = true;
  const client = async (n: number) => {
    for (let i = 0; loading; i += 1) {
      try {
        const res =
          (n + i) % 2 === 0
            ? await api(server.base, 'GET', '/api/posts', { token: alice.token, timeoutMs: 15_000 })
            : await api(server.base, 'POST', '/api/posts', {
                token: alice.token,
                body: { content: `под нагрузкой ${n}-${i}` },
                timeoutMs: 15_000,
              });
        outcomes.push({ status: res.status, detail: res.json?.detail });
      } catch (err) {
        transportFailures.push(String(err));
      }
      await new Promise((r) => setTimeout(r, PACE_MS));
    }
  };
  const load = Promise.all([0, 1, 2, 3].map(client));
  await eventually(() => outcomes.length >= 20, 10_000, 'load running');

  await cluster.stop();
  // While PostgreSQL is down: reads, writes and health answer 503 with a detail, promptly.
  const read = await api(server.base, 'GET', '/api/posts', { token: alice.token });
  expect(read.status).toBe(503);
  expect(read.json).toEqual({ detail: DATABASE_UNAVAILABLE });
  const write = await api(server.base, 'POST', `/api/chat-groups/${groupId}/messages`, {
    token: alice.token,
    body: { content: 'в пустоту' },
  });
  expect(write.status).toBe(503);
  expect(typeof write.json.detail).toBe('string');
  expect((await api(server.base, 'GET', '/api/health')).status).toBe(503);
  // The outage lasts until the load itself has met it a few times.
  const failedBefore = outcomes.filter((o) => o.status === 503).length;
  await eventually(
    () => outcomes.filter((o) => o.status === 503).length >= failedBefore + 8,
    20_000,
    'the load meets the outage',
  );
  await cluster.start();

  // Back without restarting the server: requests and health answer 200 again.
  await eventually(
    async () => (await api(server.base, 'GET', '/api/posts', { token: alice.token })).status === 200,
    20_000,
    'posts answer 200 after PostgreSQL is back',
  );
  expect((await api(server.base, 'GET', '/api/health')).status).toBe(200);
  const okAfter = outcomes.length;
  await eventually(
    () => outcomes.slice(okAfter).filter((o) => o.status === 200 || o.status === 201).length >= 8,
    10_000,
    'the load succeeds again',
  );
  loading = false;
  await load;

  expect(transportFailures).toEqual([]);
  expect(outcomes.filter((o) => ![200, 201, 503].includes(o.status))).toEqual([]);
  expect(outcomes.filter((o) => o.status === 503 && typeof o.detail !== 'string')).toEqual([]);
  expect(outcomes.some((o) => o.status === 503)).toBe(true);

  // The live bus re-listened: sockets open before were told to resync (1012) and new ones get events.
  expect(await within(before.closed, 'the socket open before is closed', 15_000)).toBe(1012);
  const after = openSocket(bob.token);
  await after.ready;
  const sent = await api(server.base, 'POST', `/api/chat-groups/${groupId}/messages`, {
    token: alice.token,
    body: { content: 'после рестарта' },
  });
  expect(sent.status, sent.text).toBe(201);
  await eventually(
    () => after.events.some((e) => e.type === 'chat.message' && e.message?.content === 'после рестарта'),
    10_000,
    'the message arrives on the live socket',
  );
  after.ws.terminate();
}, 60_000);
