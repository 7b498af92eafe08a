/**
 * Presence fan-out benchmark (issue 20): one observer who is friends with 500 people.
 * (a) The 500 open a live socket each, all at once: how long until the observer's socket has
 *     received every `presence.changed` online event (per event: from that friend's socket
 *     opening), and the same for offline once all 500 close (from the close; the offline delay is
 *     set to PRESENCE_OFFLINE_DELAY_MS, 1 ms by default here, so the figure is the fan-out itself).
 * (b) Reverse: the observer comes online while the 500 are online: how long until every one of
 *     the 500 sockets has received the event.
 * Prints p50/p95/max and the server's CPU time per phase.
 * Run: npm run bench:presence   (BENCH_DATABASE_URL=postgres://… for PostgreSQL)
 * Knobs: FRIENDS (500), OFFLINE_DELAY_MS (1), BENCH_PORT (8411).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { inBatches, jsonPoster } from './lib/http.ts';
import { cpuMs } from './lib/load.ts';
import { startServer } from './lib/server.ts';

const FRIENDS = Number(process.env.FRIENDS ?? 500);
const OFFLINE_DELAY_MS = Number(process.env.OFFLINE_DELAY_MS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 8411);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-presence-'));
const post = jsonPoster(base);
const databaseUrl = process.env.BENCH_DATABASE_URL;

// The benchmark must end by itself even if the server hangs.
const deadline = setTimeout(() => {
  console.error('bench:presence: gave up after 10 minutes');
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
  process.exit(1);
}, 600_000);
deadline.unref();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms, max ${(s.at(-1) ?? 0).toFixed(0)} ms`;
};
type Event = { type: string; user_id?: string; online?: boolean };

/** Opens a live socket; resolves once the server said `ready`. */
function open(token: string, onEvent: (e: Event) => void = () => {}): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/ws?token=${token}`);
    ws.on('message', (data) => {
      const e = JSON.parse(String(data)) as Event;
      if (e.type === 'ready') resolve(ws);
      else onEvent(e);
    });
    ws.on('error', () => reject(new Error('socket failed')));
  });
}
const closed = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve();
    else ws.once('close', () => resolve());
  });
/** Resolves when `done()` holds, polling; rejects after `ms`. */
async function until(done: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

let server: ChildProcess | undefined;
try {
  const started = await startServer({
    port: PORT,
    dataDir: join(dir, 'data'),
    databaseUrl,
    env: { PRESENCE_OFFLINE_DELAY_MS: String(OFFLINE_DELAY_MS) },
  });
  server = started.process;
  const cpu = () => cpuMs(started.pid);

  const stamp = Date.now();
  const register = async (i: number | 'observer') => {
    const r = await post('/api/auth/register', {
      email: `presence${stamp}-${i}@example.com`,
      password: 'secret123',
      first_name: 'Bench',
      last_name: `Presence${i}`,
    });
    return { id: r.user.id as string, token: r.access_token as string };
  };
  const observer = await register('observer');
  const friends: { id: string; token: string }[] = [];
  await inBatches([...Array(FRIENDS).keys()], 25, async (i) => {
    friends[i] = await register(i);
  });
  await inBatches(friends, 25, async (f) => {
    const request = await post('/api/friends/requests', { user_id: f.id }, observer.token);
    await post(`/api/friends/requests/${request.id}/accept`, {}, f.token);
  });
  console.log(`observer with ${FRIENDS} friends ready`);

  // (a) 500 come online: the observer's socket receives 500 events.
  const onlineAt = new Map<string, number>();
  const offlineAt = new Map<string, number>();
  const watcher = await open(observer.token, (e) => {
    if (e.type !== 'presence.changed' || !e.user_id) return;
    (e.online ? onlineAt : offlineAt).set(e.user_id, performance.now());
  });
  const openedAt = new Map<string, number>();
  let cpu0 = cpu();
  let t0 = performance.now();
  const sockets = await Promise.all(
    friends.map((f) => {
      openedAt.set(f.id, performance.now());
      return open(f.token);
    }),
  );
  const socketsReady = performance.now() - t0;
  await until(() => onlineAt.size === FRIENDS, 60_000, 'online events');
  const onlineAll = performance.now() - t0;
  const onlineCpu = cpu() - cpu0;
  const onlineLatency = friends.map((f) => (onlineAt.get(f.id) ?? 0) - (openedAt.get(f.id) ?? 0));

  // All close at once: the observer receives 500 offline events.
  await new Promise((r) => setTimeout(r, 500));
  cpu0 = cpu();
  t0 = performance.now();
  const closedAt = performance.now();
  for (const ws of sockets) ws.close();
  await until(() => offlineAt.size === FRIENDS, 60_000, 'offline events');
  const offlineAll = performance.now() - t0;
  const offlineCpu = cpu() - cpu0;
  const offlineLatency = friends.map((f) => (offlineAt.get(f.id) ?? 0) - closedAt);

  // (b) The observer comes online while the 500 are online: 500 sockets receive one event each.
  watcher.close();
  await closed(watcher);
  const heard = new Map<string, number>();
  const friendSockets = await Promise.all(
    friends.map((f) =>
      open(f.token, (e) => {
        if (e.type === 'presence.changed' && e.user_id === observer.id && e.online)
          heard.set(f.id, performance.now());
      }),
    ),
  );
  // The observer's earlier socket has gone offline (after the delay) before it comes back.
  await new Promise((r) => setTimeout(r, OFFLINE_DELAY_MS + 1_500));
  heard.clear();
  cpu0 = cpu();
  t0 = performance.now();
  const back = await open(observer.token);
  await until(() => heard.size === FRIENDS, 60_000, 'the observer’s online event on every socket');
  const reverseAll = performance.now() - t0;
  const reverseCpu = cpu() - cpu0;
  const reverseLatency = friends.map((f) => (heard.get(f.id) ?? 0) - t0);

  console.log(`database:                ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(`friends / sockets:       ${FRIENDS}`);
  console.log(`offline delay:           ${OFFLINE_DELAY_MS} ms (production default 5000 ms)`);
  console.log(`500 sockets opened:      all ready (signed in, subscribed) in ${socketsReady.toFixed(0)} ms`);
  console.log(
    `500 come online:         all ${FRIENDS} events in ${onlineAll.toFixed(0)} ms; per event ${summary(onlineLatency)}; server CPU ${onlineCpu} ms`,
  );
  console.log(
    `500 go offline:          all ${FRIENDS} events in ${offlineAll.toFixed(0)} ms; per event ${summary(offlineLatency)}; server CPU ${offlineCpu} ms`,
  );
  console.log(
    `1 comes online to 500:   all ${FRIENDS} sockets in ${reverseAll.toFixed(0)} ms; per socket ${summary(reverseLatency)}; server CPU ${reverseCpu} ms`,
  );
  back.close();
  for (const ws of friendSockets) ws.close();
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
