/**
 * Live chat benchmark (issue "Chat"): 500 WebSocket clients across 50 groups of 10; messages are
 * posted at a target rate and each delivery's latency (post → frame on every member's socket) is
 * measured. Prints p50/p99 latency and delivered messages per second.
 * Run: BENCH_DATABASE_URL=postgres://… npm run bench:chat   (without it: embedded PGlite)
 * Knobs: USERS (500), GROUP_SIZE (10), RATE (messages/s, 1000), SECONDS (5).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { inBatches, jsonPoster } from './lib/http.ts';
import { startServer } from './lib/server.ts';

const USERS = Number(process.env.USERS ?? 500);
const GROUP_SIZE = Number(process.env.GROUP_SIZE ?? 10);
const RATE = Number(process.env.RATE ?? 1000);
const SECONDS = Number(process.env.SECONDS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 8392);
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-chat-'));

const post = jsonPoster(base);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

let server: ChildProcess | undefined;
try {
  server = (
    await startServer({ port: PORT, dataDir: join(dir, 'data'), databaseUrl: process.env.BENCH_DATABASE_URL })
  ).process;

  const stamp = Date.now();
  const users: { id: string; token: string }[] = [];
  await inBatches([...Array(USERS).keys()], 25, async (i) => {
    const r = await post('/api/auth/register', {
      email: `chat${stamp}-${i}@example.com`,
      password: 'secret123',
      first_name: 'Bench',
      last_name: `User${i}`,
    });
    users[i] = { id: r.user.id, token: r.access_token };
  });
  const groups: { id: string; members: number[] }[] = [];
  for (let g = 0; g * GROUP_SIZE < USERS; g += 1) {
    const members = [...Array(GROUP_SIZE).keys()].map((k) => g * GROUP_SIZE + k).filter((k) => k < USERS);
    const owner = users[members[0] ?? 0];
    const r = await post(
      '/api/chat-groups',
      { name: `g${g}`, member_ids: members.slice(1).map((k) => users[k]?.id) },
      owner?.token,
    );
    groups.push({ id: r.group.id, members });
  }

  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  await inBatches(users, 50, async (u) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/api/ws?token=${u.token}`);
    await new Promise<void>((resolve, reject) => {
      ws.on('message', (data) => {
        const e = JSON.parse(String(data));
        if (e.type === 'ready') resolve();
        if (e.type === 'chat.message') latencies.push(Date.now() - Number(e.message.content.split(':')[1]));
      });
      ws.on('error', () => reject(new Error('socket failed')));
    });
    sockets.push(ws);
  });
  console.log(`users ${USERS}, groups ${groups.length}, sockets open ${sockets.length}`);

  const total = RATE * SECONDS;
  const started = Date.now();
  let sent = 0;
  let failed = 0;
  const inflight = new Set<Promise<void>>();
  while (sent < total) {
    const due = Math.floor(((Date.now() - started) / 1000) * RATE);
    while (sent < Math.min(due, total)) {
      const group = groups[sent % groups.length];
      const sender = users[group?.members[sent % GROUP_SIZE] ?? 0];
      const p = post(`/api/chat-groups/${group?.id}/messages`, { content: `t:${Date.now()}` }, sender?.token)
        .then(() => {})
        .catch(() => {
          failed += 1;
        })
        .finally(() => inflight.delete(p));
      inflight.add(p);
      sent += 1;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inflight);
  const sendSeconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  const sorted = [...latencies].sort((a, b) => a - b);
  const expected = (total - failed) * GROUP_SIZE;
  console.log(`database:             ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(`messages posted:      ${total - failed} (${failed} failed) in ${sendSeconds.toFixed(2)} s`);
  console.log(
    `achieved send rate:   ${((total - failed) / sendSeconds).toFixed(0)} messages/s (target ${RATE})`,
  );
  console.log(`deliveries:           ${latencies.length} of ${expected} expected`);
  console.log(`latency p50:          ${percentile(sorted, 50)} ms`);
  console.log(`latency p99:          ${percentile(sorted, 99)} ms  (target < 100 ms)`);
  console.log(`deliveries/s:         ${(latencies.length / sendSeconds).toFixed(0)}`);
  for (const ws of sockets) ws.close();
} finally {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
