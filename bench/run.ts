/**
 * Server benchmark suite (issue "Performance"): seeds a realistic data set through the server's
 * own schema, starts the server, drives each scenario with autocannon and reports it side by side
 * with the ceiling (`GET /api/ping`, no database) measured in the same run.
 * Run: npm run bench -- --scale small|large [--db pg|pglite|both] [--seconds 10] [--connections 64] [--only me,feed]
 *      [--processes 1,2]  (each count in turn: that many server processes on one PostgreSQL, autocannon
 *      spreading its connections over their ports; PGlite is one process only)
 * PostgreSQL: DATABASE_URL (an empty database), or a throwaway cluster started on port 55601.
 * The small scale runs on PostgreSQL and on the embedded PGlite; the large one on PostgreSQL.
 * --seeded with DATABASE_URL reuses a data set an earlier run left there (seeding is deterministic).
 * BENCH_PG_PID (the postmaster's pid) with DATABASE_URL measures PostgreSQL's CPU as well.
 * A Markdown report is printed and written to $TMPDIR/krug-bench-<scale>-<db>.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Cluster, startCluster } from '../scripts/pg-cluster.ts';
import { fromPglite, fromPostgres } from '../server/src/db/client.ts';
import { newPglite } from '../server/src/db/pglite.ts';
import { unpackBaseline } from './lib/baseline.ts';
import { explainLists, type Plan } from './lib/explain.ts';
import { drive, type Figures, type Scenario } from './lib/load.ts';
import { fmt, plans, type SummaryRow, summaryTable, table, targets } from './lib/report.ts';
import { scenarios } from './lib/scenarios.ts';
import { type Fixture, fixtureOf, SCALES, seed } from './lib/seed.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: 'small' },
    db: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    // DATABASE_URL already holds this scale's data set (from an earlier run): skip seeding.
    seeded: { type: 'boolean', default: false },
    // Only the scenarios whose name contains one of these comma-separated words (ping always runs).
    only: { type: 'string' },
    // Server processes on one PostgreSQL, each count in turn ("1,2"); PGlite runs one.
    processes: { type: 'string', default: '1' },
    // A git commit or branch run beside this code on the same data set, scenario by scenario.
    baseline: { type: 'string' },
    // The heading of the closing summary, dated: "Round 4" gives "## Round 4 (2026-11-26)".
    title: { type: 'string', default: 'Summary' },
  },
});
const processCounts = (args.processes ?? '1').split(',').map((n) => Math.max(1, Number(n) || 1));
const scaleName = args.scale === 'large' ? 'large' : 'small';
const scale = SCALES[scaleName];
const kinds = (args.db ?? (scaleName === 'small' ? 'both' : 'pg')) === 'both' ? ['pg', 'pglite'] : [args.db];
const load = { seconds: Number(args.seconds), connections: Number(args.connections) };
const PORT = Number(process.env.BENCH_PORT ?? 8601);
const ROOT = join(import.meta.dirname, '..');
const baseline = args.baseline ? unpackBaseline(args.baseline) : undefined;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55601);
const baseOf = (port: number) => `http://127.0.0.1:${port}`;

async function startServer(
  dataDir: string,
  databaseUrl: string | undefined,
  port: number,
  root: string,
): Promise<ChildProcess> {
  const base = baseOf(port);
  const server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '10000000',
      LOGIN_FAILURES_PER_EMAIL: '10000000',
      UPLOAD_RATE_LIMIT: '10000000',
      // Budgets against one hostile user are not what these runs measure.
      POST_RATE_LIMIT: '1000000',
      COMMENT_RATE_LIMIT: '1000000',
      USER_SEARCH_RATE_LIMIT: '1000000',
      WS_MAX_PER_USER: '100000',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: 'inherit',
  });
  // Migrations pending on a large data set (migration 0035 recounts 1M posts) take minutes.
  for (let i = 0; i < 2400; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  server.kill();
  throw new Error('server did not start');
}

const summary: SummaryRow[] = [];

/** Server processes of one code version, started on consecutive ports. */
interface ServerSet {
  code: string;
  bases: string[];
  pids: number[];
  stop(): Promise<void>;
}

async function startSet(code: string, root: string, count: number, firstPort: number, place: Place) {
  const servers: ChildProcess[] = [];
  const stop = async () => {
    for (const server of servers)
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
  };
  try {
    const ports = [...Array(count).keys()].map((i) => firstPort + i);
    // Several processes share the data directory (uploads), as in the cluster deployment.
    for (const port of ports) servers.push(await startServer(place.dataDir, place.url, port, root));
    return { code, bases: ports.map(baseOf), pids: servers.map((s) => s.pid ?? 0), stop } as ServerSet;
  } catch (err) {
    await stop();
    throw err;
  }
}

interface Place {
  dataDir: string;
  url: string | undefined;
  dbPid: number | undefined;
  fixture: Fixture;
  version: string | undefined;
}

/** Signs the two viewers in and checks that every scenario answers 2xx once. */
async function prepare(set: ServerSet, fixture: Fixture): Promise<Scenario[]> {
  const base = set.bases[0] ?? '';
  const signIn = async (email: string) => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: fixture.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    return ((await login.json()) as { access_token: string }).access_token;
  };
  const list = scenarios(fixture, await signIn(fixture.viewerEmail), await signIn(fixture.heavyEmail));
  for (const s of list) {
    const res = await fetch(`${base}${s.path}`, {
      method: s.method ?? 'GET',
      headers: {
        ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
        ...(s.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(s.body ? { body: JSON.stringify(s.body) } : {}),
    });
    if (!res.ok) throw new Error(`${set.code} ${s.name}: ${res.status} ${await res.text()}`);
  }
  return list;
}

const only = args.only
  ?.split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean);
const chosen = (list: Scenario[]) =>
  only ? list.filter((s) => only.some((w) => s.name.toLowerCase().includes(w))) : list;

/**
 * Runs every scenario against `count` server processes of this code (and, with --baseline, of
 * the baseline's: on PostgreSQL each scenario runs on both in turn, so both see the same minute's
 * load; PGlite is one process per data directory, so there the baseline runs after); answers the
 * report section.
 */
async function measure(kind: string, count: number, place: Place): Promise<string> {
  const { dbPid } = place;
  const rows: Figures[] = [];
  const runOn = async (set: ServerSet, s: Scenario, ping: Scenario | undefined) => {
    // The ceiling is measured right before each scenario: other load on the machine drifts.
    const ceiling = ping
      ? await drive(set.bases, set.pids, ping, { ...load, dbPid, seconds: Math.max(2, load.seconds / 2) })
      : undefined;
    const f = {
      ...(await drive(set.bases, set.pids, s, {
        ...load,
        dbPid,
        connections: s.connections ?? load.connections,
      })),
      ceiling: ceiling?.rps ?? 0,
    };
    if (set.code === 'this') {
      if (ceiling) rows.push({ ...ceiling, name: `ping (ceiling) before ${s.name}`, ceiling: ceiling.rps });
      rows.push(f);
    }
    summary.push({
      ...f,
      db: kind === 'pg' ? 'PostgreSQL' : 'PGlite',
      processes: count,
      pingCpuMs: (ceiling?.serverCpuMs ?? 0) + (ceiling?.dbCpuMs ?? 0),
      code: set.code,
    });
    console.log(
      `[${set.code}] ${s.name}: ${fmt(f.rps)} req/s (ceiling ${fmt(f.ceiling)}), p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}, CPU ${fmt(f.serverCpuMs + f.dbCpuMs, 3)} ms/req`,
    );
  };
  const sets: [string, string][] = [['this', ROOT]];
  if (baseline) sets.push([baseline.commit, baseline.root]);
  if (kind === 'pg') {
    const started: ServerSet[] = [];
    try {
      for (const [code, root] of sets)
        started.push(await startSet(code, root, count, PORT + 10 * started.length, place));
      const lists = await Promise.all(started.map((set) => prepare(set, place.fixture)));
      const [ping, ...all] = lists[0] ?? [];
      for (const s of chosen(all))
        for (const [i, set] of started.entries()) {
          const [p, ...each] = lists[i] ?? [];
          await runOn(set, each.find((x) => x.name === s.name) ?? s, p ?? ping);
        }
    } finally {
      for (const set of started) await set.stop();
    }
  } else {
    for (const [code, root] of sets) {
      const set = await startSet(code, root, count, PORT, place);
      try {
        const [ping, ...all] = await prepare(set, place.fixture);
        for (const s of chosen(all)) await runOn(set, s, ping);
      } finally {
        await set.stop();
      }
    }
  }
  const where = kind === 'pg' ? (place.version ?? 'PostgreSQL (DATABASE_URL)') : 'PGlite (embedded)';
  const title = `### ${scaleName} scale on ${where}, ${count} server process${count > 1 ? 'es' : ''}`;
  const counts = `${fmt(scale.users)} users, ${fmt(scale.families)} families, ${fmt(scale.posts)} posts, ${fmt(scale.organizations)} organizations, ${fmt(scale.messages)} chat messages, ${scale.friendsPerUser} friends and ${scale.followsPerUser} followed people and 1 family per user (the viewer: ${scale.viewerFriends} friends, ${scale.viewerFollows} people, ${Math.max(1, Math.floor(scale.viewerFollows / 10))} families; the reader of many: ${fmt(scale.heavyFollows)} people)`;
  return [
    title,
    '',
    `${counts}; ${load.connections} connections, ${load.seconds} s per scenario; load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} on ${cpus().length} cores.`,
    '',
    table(rows),
    '',
    targets(rows),
  ].join('\n');
}

async function runOne(kind: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'krug-bench-'));
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  let cluster: Cluster | undefined;
  try {
    let url: string | undefined;
    let fixture: Fixture;
    let explained: Plan[] = [];
    if (kind === 'pg') {
      url = process.env.DATABASE_URL;
      if (!url) {
        cluster = startCluster(PG_PORT);
        url = cluster.url;
        console.log(`PostgreSQL cluster on port ${PG_PORT}: ${cluster.version}`);
      }
      const database = await fromPostgres(url, 4);
      if (args.seeded && process.env.DATABASE_URL) fixture = fixtureOf(scale);
      else {
        console.log(`seeding ${scaleName} data set into PostgreSQL`);
        fixture = await seed(database.db, scale);
      }
      // The plans are a report, not the measurement: a query the explainer cannot build is noted, not fatal.
      explained = await explainLists(database.db, url, fixture).catch((err) => {
        console.log(`query plans skipped: ${err instanceof Error ? err.message : err}`);
        return [];
      });
      await database.close();
    } else {
      const database = await fromPglite(newPglite(join(dataDir, 'db')));
      console.log(`seeding ${scaleName} data set into PGlite`);
      fixture = await seed(database.db, scale);
      await database.close();
    }
    // With DATABASE_URL, BENCH_PG_PID (the postmaster's pid) lets PostgreSQL's CPU be measured too.
    const dbPid = cluster?.pid() ?? (Number(process.env.BENCH_PG_PID) || undefined);
    const sections: string[] = [];
    for (const count of processCounts) {
      if (count > 1 && kind !== 'pg') {
        console.log(`PGlite is embedded in one process: ${count} processes skipped`);
        continue;
      }
      sections.push(await measure(kind, count, { dataDir, url, dbPid, fixture, version: cluster?.version }));
    }
    const report = [
      ...sections,
      ...(explained.length ? ['', '#### Query plans', '', plans(explained)] : []),
    ].join('\n\n');
    const out = join(tmpdir(), `krug-bench-${scaleName}-${kind}.md`);
    writeFileSync(out, `${report}\n`);
    console.log(`\n${report}\n\n(written to ${out})`);
    return report;
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  for (const kind of kinds) await runOne(kind ?? 'pg');
} finally {
  baseline?.dispose();
}
const closing = summaryTable(summary, { title: args.title ?? 'Summary', scale: scaleName }, baseline);
writeFileSync(join(tmpdir(), `krug-bench-${scaleName}-summary.md`), `${closing}\n`);
console.log(`\n${closing}`);
