/**
 * Soak run (issue 11 "Load"): a mix of reads and writes at many connections for minutes on
 * PostgreSQL. Prints requests, req/s, latency, errors and non-2xx, the server's resident memory
 * (first/last/max and the trend of its second half) and whether every acknowledged write is in
 * the database. Not a test: it prints figures.
 *
 * Run: npm run bench:soak                       (10 minutes, 200 connections, own PostgreSQL cluster)
 *      DURATION=60 CONNECTIONS=50 npm run bench:soak
 *      DATABASE_URL=postgres://… npm run bench:soak   (an existing, empty database instead)
 * Knobs (env or --name=value): DURATION seconds (600), CONNECTIONS (200), USERS (300),
 * GROUP_SIZE (10), PORT (8394), PG_PORT (55605, for the cluster it starts).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Cluster, startCluster } from '../scripts/pg-cluster.ts';
import { allowGroupAdds, inBatches, jsonPoster } from './lib/http.ts';
import { startServer } from './lib/server.ts';

const flags = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => /^--([\w-]+)=(.*)$/.exec(a))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => [String(m[1]).toUpperCase().replaceAll('-', '_'), String(m[2])]),
);
const knob = (name: string, fallback: number) => Number(flags[name] ?? process.env[name] ?? fallback);
const DURATION = knob('DURATION', 600);
const CONNECTIONS = knob('CONNECTIONS', 200);
const USERS = knob('USERS', 300);
const GROUP_SIZE = knob('GROUP_SIZE', 10);
const PORT = knob('PORT', 8394);
const PG_PORT = knob('PG_PORT', 55605);
const SAMPLE_MS = 5000;
const base = `http://127.0.0.1:${PORT}`;
const dir = mkdtempSync(join(tmpdir(), 'krug-soak-'));

/** The mix: weights out of 100. */
const MIX = [
  { op: 'feed', weight: 60 },
  { op: 'me', weight: 10 },
  { op: 'messages', weight: 10 },
  { op: 'post', weight: 10 },
  { op: 'send', weight: 10 },
] as const;
type Op = (typeof MIX)[number]['op'];
const pick = (): Op => {
  let r = Math.random() * 100;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m.op;
  }
  return 'feed';
};

const post = jsonPoster(base);

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

/** Least-squares slope of y over x. */
function slope(points: [number, number][]) {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  const num = points.reduce((s, p) => s + (p[0] - mx) * (p[1] - my), 0);
  const den = points.reduce((s, p) => s + (p[0] - mx) ** 2, 0);
  return num / den;
}

let cluster: Cluster | undefined;
let server: ChildProcess | undefined;
try {
  if (!process.env.DATABASE_URL) cluster = startCluster(PG_PORT);
  const databaseUrl = process.env.DATABASE_URL || (cluster?.url as string);
  server = (await startServer({ port: PORT, dataDir: join(dir, 'data'), databaseUrl })).process;
  const pid = server.pid as number;

  // Seed: users, one chat group and one family per GROUP_SIZE users, one post each.
  const stamp = Date.now();
  const users: { id: string; token: string; group: string }[] = [];
  await inBatches([...Array(USERS).keys()], 20, async (i) => {
    const r = await post('/api/auth/register', {
      email: `soak${stamp}-${i}@example.com`,
      password: 'secret123',
      first_name: 'Нагрузка',
      last_name: `Пользователь${i}`,
    });
    users[i] = { id: r.user.id, token: r.access_token, group: '' };
    await allowGroupAdds(base, r.access_token);
  });
  const teams: number[][] = [];
  for (let g = 0; g * GROUP_SIZE < USERS; g += 1)
    teams.push([...Array(GROUP_SIZE).keys()].map((k) => g * GROUP_SIZE + k).filter((k) => k < USERS));
  await inBatches(teams, 10, async (team) => {
    const [owner, ...rest] = team.map((k) => users[k] as (typeof users)[number]);
    if (!owner) return;
    const group = await post(
      '/api/chat-groups',
      { name: `Группа ${team[0]}`, member_ids: rest.map((u) => u.id) },
      owner.token,
    );
    for (const u of [owner, ...rest]) u.group = group.group.id;
    await post(
      '/api/family/create-with-members',
      { name: `Семья ${team[0]}`, members: rest.map((u) => ({ user_id: u.id, relationship: 'sibling' })) },
      owner.token,
    );
    // Adding only invites (CONTRACT §4 "Consent"): the others accept, so the families are real.
    for (const u of rest) {
      const res = await fetch(`${base}/api/invitations`, { headers: { authorization: `Bearer ${u.token}` } });
      for (const inv of (await res.json()) as { id: string }[])
        await post(`/api/invitations/${inv.id}/accept`, {}, u.token);
    }
  });
  await inBatches(users, 20, async (u, i) => {
    await post(
      '/api/posts',
      { content: `Первый пост ${i}`, visibility: i % 2 ? 'PUBLIC' : 'FAMILY_ONLY' },
      u.token,
    );
  });
  console.log(
    `seeded ${USERS} users, ${teams.length} chat groups and families, ${USERS} posts in ${((Date.now() - stamp) / 1000).toFixed(0)} s`,
  );

  // Memory samples of the server process, every 5 s from the start of the load.
  const samples: [number, number][] = [];
  const started = Date.now();
  samples.push([0, rssMb(pid)]);
  const sampler = setInterval(() => samples.push([(Date.now() - started) / 60_000, rssMb(pid)]), SAMPLE_MS);

  // Each write carries a unique marker; acknowledged markers are compared with the rows afterwards.
  const ackedPosts = new Set<string>();
  const ackedMessages = new Set<string>();
  const statusByOp: Record<string, Record<number, number>> = {};
  let seq = 0;
  const run = `soak${stamp}`;
  type Ctx = { op?: Op; marker?: string };
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context) => {
          const ctx = context as Ctx;
          const u = users[Math.floor(Math.random() * users.length)] as (typeof users)[number];
          const op = pick();
          ctx.op = op;
          ctx.marker = undefined;
          const headers = { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' };
          if (op === 'feed')
            return { ...req, method: 'GET', path: '/api/posts?limit=20', headers, body: undefined };
          if (op === 'me') return { ...req, method: 'GET', path: '/api/auth/me', headers, body: undefined };
          if (op === 'messages')
            return {
              ...req,
              method: 'GET',
              path: `/api/chat-groups/${u.group}/messages?limit=20`,
              headers,
              body: undefined,
            };
          seq += 1;
          ctx.marker = `${run}-${seq}`;
          if (op === 'post')
            return {
              ...req,
              method: 'POST',
              path: '/api/posts',
              headers,
              body: JSON.stringify({ content: ctx.marker, visibility: seq % 2 ? 'PUBLIC' : 'FAMILY_ONLY' }),
            };
          return {
            ...req,
            method: 'POST',
            path: `/api/chat-groups/${u.group}/messages`,
            headers,
            body: JSON.stringify({ content: ctx.marker }),
          };
        },
        onResponse: (status, _body, context) => {
          const ctx = context as Ctx;
          const op = ctx.op ?? 'feed';
          const byStatus = statusByOp[op] ?? {};
          statusByOp[op] = byStatus;
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          if (status >= 200 && status < 300 && ctx.marker)
            (op === 'post' ? ackedPosts : ackedMessages).add(ctx.marker);
        },
      },
    ],
  });
  clearInterval(sampler);
  samples.push([(Date.now() - started) / 60_000, rssMb(pid)]);

  // Requests cut off when the run stopped still finish on the server; let them before counting.
  await new Promise((r) => setTimeout(r, 3000));
  // Every acknowledged write must be a row; rows beyond those are writes in flight when the run stopped.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const like = `${run}-%`;
  const postRows = new Set(
    (await db.query('select content from posts where content like $1', [like])).rows.map((r) => r.content),
  );
  const messageRows = new Set(
    (await db.query('select content from chat_messages where content like $1', [like])).rows.map(
      (r) => r.content,
    ),
  );
  await db.end();
  const missingPosts = [...ackedPosts].filter((m) => !postRows.has(m)).length;
  const missingMessages = [...ackedMessages].filter((m) => !messageRows.has(m)).length;

  const rss = samples.map((s) => s[1]);
  const secondHalf = samples.filter((s) => s[0] >= DURATION / 120);
  const total = result.requests.total;
  const mb = (n: number) => n.toFixed(1);
  console.log(`\nsoak: ${DURATION} s, ${CONNECTIONS} connections, ${USERS} users, PostgreSQL`);
  console.log(`requests      ${total} (${(total / result.duration).toFixed(0)} req/s)`);
  console.log(
    `latency       p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `errors        ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx} (4xx ${result['4xx']}, 5xx ${result['5xx']})`,
  );
  console.log(`by operation  ${JSON.stringify(statusByOp)}`);
  console.log(
    `server RSS    first ${mb(rss[0] ?? 0)} MB, last ${mb(rss.at(-1) ?? 0)} MB, max ${mb(Math.max(...rss))} MB, ` +
      `second-half trend ${slope(secondHalf).toFixed(2)} MB/min over ${secondHalf.length} samples`,
  );
  const perMinute = samples.filter((_, i) => i % Math.round(60_000 / SAMPLE_MS) === 0).map((s) => mb(s[1]));
  console.log(`RSS by minute ${perMinute.join(', ')} MB`);
  console.log(
    `writes        posts: ${ackedPosts.size} acknowledged, ${postRows.size} rows, ${missingPosts} acknowledged but missing; ` +
      `messages: ${ackedMessages.size} acknowledged, ${messageRows.size} rows, ${missingMessages} acknowledged but missing`,
  );
  console.log(
    `              rows not acknowledged (in flight when the run stopped, at most ${CONNECTIONS}): ` +
      `${postRows.size - ackedPosts.size + messageRows.size - ackedMessages.size}`,
  );
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
