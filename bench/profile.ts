/**
 * Where a request's server CPU goes (issue 23): for each chosen scenario, starts the server under
 * `node --cpu-prof`, drives the scenario with autocannon, stops the server and prints the top
 * self-time frames of the samples taken during the load (startup and shutdown left out), as a
 * Markdown table with each frame's share and its CPU per request. The .cpuprofile files stay in a
 * temp dir (printed), to open in Chrome DevTools; they are not meant for the repository.
 * Run: DATABASE_URL=postgres://… npm run bench:profile -- --scale large [--only me,feed] [--seconds 8]
 *   (a data set seeded by `npm run bench` into that database; without DATABASE_URL: a small PGlite one)
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fromPglite } from '../server/src/db/client.ts';
import { newPglite } from '../server/src/db/pglite.ts';
import { topFrames } from './lib/cpu-profile.ts';
import { drive, type Scenario } from './lib/load.ts';
import { fixtureOf, SCALES, seed } from './lib/seed.ts';
import { startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'large' },
    only: { type: 'string', default: 'ping,me,feed' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    top: { type: 'string', default: '15' },
  },
});
const scale = SCALES[args.scale === 'small' ? 'small' : 'large'];
const PORT = Number(process.env.BENCH_PORT ?? 8631);
const base = `http://127.0.0.1:${PORT}`;
const out = mkdtempSync(join(tmpdir(), 'krug-profile-'));

const dataDir = join(out, 'data');
mkdirSync(dataDir, { recursive: true });
const url = process.env.DATABASE_URL;
let fixture = fixtureOf(scale);
if (!url) {
  const database = await fromPglite(newPglite(join(dataDir, 'db')));
  fixture = await seed(database.db, SCALES.small);
  await database.close();
}

const only = (args.only ?? '').split(',').map((w) => w.trim().toLowerCase());
for (const word of only) {
  const profDir = join(out, word.replace(/\W+/g, '-'));
  const spawnedAt = Date.now();
  const server = await startServer({
    port: PORT,
    dataDir,
    databaseUrl: url,
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profDir],
  });
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fixture.viewerEmail, password: fixture.password }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const all: Scenario[] = [
      { name: 'ping', path: '/api/ping' },
      { name: 'GET /api/auth/me', path: '/api/auth/me', token },
      { name: 'feed, first page', path: '/api/posts', token },
      {
        name: 'search posts «дачу», first page',
        path: `/api/search?kind=posts&q=${encodeURIComponent('дачу')}`,
        token,
      },
    ];
    const s = all.find((x) => x.name.toLowerCase().includes(word));
    if (!s) continue;
    const load = { connections: Number(args.connections), seconds: 2 };
    await drive(base, server.pid, s, load);
    const from = Date.now() - spawnedAt;
    const f = await drive(base, server.pid, s, { ...load, seconds: Number(args.seconds) });
    const to = Date.now() - spawnedAt;
    server.process.kill('SIGTERM');
    await new Promise((r) => server.process.once('exit', r));
    console.log(
      `\n#### ${s.name}: ${f.requests.toLocaleString('en')} requests, ${f.rps.toFixed(0)} req/s, server CPU ${f.serverCpuMs.toFixed(3)} ms/req (/proc)\n`,
    );
    console.log(topFrames(profDir, from, to, f.requests, Number(args.top)));
  } finally {
    if (server.process.exitCode === null) server.process.kill('SIGTERM');
  }
}
console.log(`\nprofiles in ${out}`);
