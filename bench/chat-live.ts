/**
 * Live chat benchmark (issues "Chat" and 23): 500 WebSocket clients across 50 groups of 10; messages
 * are posted at rising target rates and each delivery's latency (post → frame on every member's
 * socket) is measured. Prints, per rate: achieved send rate, deliveries, p50/p99 latency and the CPU
 * spent per delivered message (the server processes from /proc/<pid>/stat, PostgreSQL's backends
 * when its postmaster is known, and this client itself).
 * Run: BENCH_DATABASE_URL=postgres://… npm run bench:chat   (without it: embedded PGlite)
 * Knobs: USERS (500), GROUP_SIZE (10), RATES (messages/s, comma-separated, "250,500,1000"),
 * SECONDS (5 per rate), PROCESSES (1; 2 = two server processes on one PostgreSQL, sockets and
 * sends spread over both ports, one shared data directory as in the cluster deployment),
 * BENCH_PG_PID (the postmaster's pid, to count PostgreSQL's CPU), PROFILE=1 (the first server
 * process runs under --cpu-prof; the top self-time frames of the last rate are printed per message;
 * PROFILE_OUT=<file> keeps the profile there, and its last rate's window in <file>.window.json).
 */
import type { ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { topFrames } from './lib/cpu-profile.ts';
import { allowGroupAdds, inBatches, jsonPoster } from './lib/http.ts';
import { cpuMs, treeCpuMs } from './lib/load.ts';
import { startServer } from './lib/server.ts';

const USERS = Number(process.env.USERS ?? 500);
const GROUP_SIZE = Number(process.env.GROUP_SIZE ?? 10);
const RATES = (process.env.RATES ?? process.env.RATE ?? '250,500,1000').split(',').map(Number);
const SECONDS = Number(process.env.SECONDS ?? 5);
const PROCESSES = Number(process.env.PROCESSES ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 8392);
const PG_PID = Number(process.env.BENCH_PG_PID) || undefined;
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (PROCESSES > 1 && !databaseUrl) throw new Error('several processes need PostgreSQL (BENCH_DATABASE_URL)');
const ports = [...Array(PROCESSES).keys()].map((i) => PORT + i);
const bases = ports.map((p) => `http://127.0.0.1:${p}`);
const posters = bases.map((b) => jsonPoster(b));
const dir = mkdtempSync(join(tmpdir(), 'krug-bench-chat-'));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const clientCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const profDir = join(dir, 'profile');
const profile = process.env.PROFILE === '1';
const spawnedAt = Date.now();
let window = { from: 0, to: 0, sent: 1 };
const servers: ChildProcess[] = [];
try {
  // One data directory for all (its JWT secret and uploads), as the processes of one deployment share.
  for (const [i, port] of ports.entries()) {
    const nodeArgs = profile && i === 0 ? ['--cpu-prof', '--cpu-prof-dir', profDir] : [];
    servers.push((await startServer({ port, dataDir: join(dir, 'data'), databaseUrl, nodeArgs })).process);
  }
  const pids = servers.map((s) => s.pid as number);
  const post = (i: number) => posters[i % posters.length] ?? jsonPoster(bases[0] ?? '');

  const stamp = Date.now();
  const users: { id: string; token: string }[] = [];
  await inBatches([...Array(USERS).keys()], 25, async (i) => {
    const r = await post(i)('/api/auth/register', {
      email: `chat${stamp}-${i}@example.com`,
      password: 'secret123',
      first_name: 'Bench',
      last_name: `User${i}`,
    });
    users[i] = { id: r.user.id, token: r.access_token };
    await allowGroupAdds(bases[i % bases.length] ?? '', r.access_token);
  });
  const groups: { id: string; members: number[] }[] = [];
  for (let g = 0; g * GROUP_SIZE < USERS; g += 1) {
    const members = [...Array(GROUP_SIZE).keys()].map((k) => g * GROUP_SIZE + k).filter((k) => k < USERS);
    const owner = users[members[0] ?? 0];
    const r = await post(g)(
      '/api/chat-groups',
      { name: `g${g}`, member_ids: members.slice(1).map((k) => users[k]?.id) },
      owner?.token,
    );
    groups.push({ id: r.group.id, members });
  }

  let latencies: number[] = [];
  const sockets: WebSocket[] = [];
  await inBatches(users, 50, async (u, i) => {
    const ws = new WebSocket(`ws://127.0.0.1:${ports[i % ports.length]}/api/ws?token=${u.token}`);
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
  console.log(
    `users ${USERS}, groups ${groups.length}, sockets open ${sockets.length}, server processes ${PROCESSES} (ports ${ports.join(', ')})`,
  );
  console.log(`database: ${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  console.log(
    '| target msg/s | achieved msg/s | failed | deliveries (expected) | p50 ms | p99 ms | server CPU ms/msg delivered | PostgreSQL CPU ms/delivered | client CPU ms/delivered | server+PG CPU ms per sent msg | load avg |',
  );
  console.log('|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');

  for (const rate of RATES) {
    latencies = [];
    const total = rate * SECONDS;
    const cpu0 = pids.reduce((n, pid) => n + cpuMs(pid), 0);
    const db0 = PG_PID ? treeCpuMs(PG_PID) : 0;
    const client0 = clientCpuMs();
    const started = Date.now();
    let sent = 0;
    let failed = 0;
    const inflight = new Set<Promise<void>>();
    while (sent < total) {
      const due = Math.floor(((Date.now() - started) / 1000) * rate);
      while (sent < Math.min(due, total)) {
        const group = groups[sent % groups.length];
        const sender = users[group?.members[sent % GROUP_SIZE] ?? 0];
        const p = post(sent)(
          `/api/chat-groups/${group?.id}/messages`,
          { content: `t:${Date.now()}` },
          sender?.token,
        )
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
    const expected = (total - failed) * GROUP_SIZE;
    for (let i = 0; i < 200 && latencies.length < expected; i += 1)
      await new Promise((r) => setTimeout(r, 25));
    const serverCpu = pids.reduce((n, pid) => n + cpuMs(pid), 0) - cpu0;
    const dbCpu = PG_PID ? treeCpuMs(PG_PID) - db0 : 0;
    const clientCpu = clientCpuMs() - client0;
    window = { from: started - spawnedAt, to: Date.now() - spawnedAt, sent: Math.max(1, total - failed) };
    const sorted = [...latencies].sort((a, b) => a - b);
    const n = Math.max(1, latencies.length);
    const f = (x: number, d = 3) => x.toFixed(d);
    console.log(
      `| ${rate} | ${f((total - failed) / sendSeconds, 0)} | ${failed} | ${latencies.length} (${expected}) | ${percentile(sorted, 50)} | ${percentile(sorted, 99)} | ${f(serverCpu / n)} | ${PG_PID ? f(dbCpu / n) : '—'} | ${f(clientCpu / n)} | ${f((serverCpu + dbCpu) / Math.max(1, total - failed))} | ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores |`,
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  for (const ws of sockets) ws.close();
  if (profile) {
    const first = servers[0];
    first?.kill('SIGTERM');
    await new Promise((r) => first?.once('exit', r));
    console.log(`\nServer process 1, top self time per sent message at ${RATES.at(-1)} msg/s:\n`);
    console.log(topFrames(profDir, window.from, window.to, window.sent));
    if (process.env.PROFILE_OUT) {
      const file = readdirSync(profDir).find((n) => n.endsWith('.cpuprofile'));
      if (file) copyFileSync(join(profDir, file), process.env.PROFILE_OUT);
      writeFileSync(`${process.env.PROFILE_OUT}.window.json`, JSON.stringify(window));
    }
  }
} finally {
  for (const s of servers) s.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dir, { recursive: true, force: true });
}
