/**
 * Capacity soak (issue 37 "Capacity, measured end to end"): seeds a community (bench/lib/seed.ts),
 * starts the real server (1 or more processes), signs members in and offers the real request mix
 * (bench/lib/capacity-mix.ts) open loop at rising rates: rates double from `--start` until a step
 * is saturated (`--until saturation`, the default: a kind's median past its p99 target, errors past
 * 0.1%, or fewer than 90% of the requests completed) or, with `--until targets`, until a step breaks
 * a p99 target; then `--refine` steps halve the gap. Prints each step, the highest rate that kept
 * every p99 target, the highest carried before saturation, and the communities they stand for, as
 * a dated Markdown section.
 * Run: npm run bench:capacity -- [--db pglite|pg] [--processes 1,2] [--seconds 20] [--start 25]
 *      [--max 3200] [--refine 1] [--until saturation|targets] [--log-level info] [--connections 64] [--members 200] [--active-share 0.2] [--scale small]
 * PostgreSQL: DATABASE_URL (an empty database), or a throwaway cluster started on port 55601.
 * BENCH_PORT (8621) is the first server's port; more processes take the next ones.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type Cluster, startCluster } from '../scripts/pg-cluster.ts';
import { fromPglite, fromPostgres } from '../server/src/db/client.ts';
import { newPglite } from '../server/src/db/pglite.ts';
import { type Community, MIX, perMemberPerMinute, pickKind } from './lib/capacity-mix.ts';
import { conclusion, mixTable, type StepRow, stepsTable } from './lib/capacity-report.ts';
import { type Member, requestBuilder, signInMembers } from './lib/capacity-requests.ts';
import { MIN_SAMPLES, nextRate, verdict } from './lib/capacity-steps.ts';
import { cpuMs } from './lib/load.ts';
import { openLoop } from './lib/open-loop.ts';
import { SCALES, seed } from './lib/seed.ts';
import { rng } from './lib/seed-data.ts';
import { type BenchServer, startServer } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    processes: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '20' },
    start: { type: 'string', default: '25' },
    max: { type: 'string', default: '3200' },
    refine: { type: 'string', default: '1' },
    connections: { type: 'string', default: '64' },
    members: { type: 'string', default: '200' },
    'active-share': { type: 'string', default: '0.2' },
    scale: { type: 'string', default: 'small' },
    title: { type: 'string', default: 'Capacity' },
    // What ends the rising rates: the first step past a p99 target, or the first saturated one.
    until: { type: 'string', default: 'saturation' },
    // The servers' log level ("info" logs every request with its responseTime, to find a stall's cause).
    'log-level': { type: 'string', default: 'warn' },
  },
});
const kind = args.db === 'pg' ? 'pg' : 'pglite';
const scaleName = args.scale === 'large' ? 'large' : 'small';
const scale = SCALES[scaleName];
const processCounts =
  kind === 'pg' ? (args.processes ?? '1').split(',').map((n) => Math.max(1, Number(n) || 1)) : [1];
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const community: Community = {
  activeShare: Number(args['active-share']),
  perMinute: perMemberPerMinute(MIX),
};
const PORT = Number(process.env.BENCH_PORT ?? 8621);
const today = new Date().toISOString().slice(0, 10);
const loads = (): [number, number] => [loadavg()[0] ?? 0, 0];

/** CPU ms of PostgreSQL's backends serving this database (not the other users of a shared server). */
async function backendsCpu(client: pg.Client | undefined): Promise<Map<number, number>> {
  if (!client) return new Map();
  const { rows } = await client.query(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return new Map(rows.map((r: { pid: number }) => [r.pid, cpuMs(r.pid)]));
}

async function runSteps(servers: BenchServer[], members: Member[], dbClient: pg.Client | undefined) {
  const build = await requestBuilder();
  const random = rng(37);
  let n = 0;
  const next = () => {
    const k = pickKind(random());
    const m = members[Math.floor(random() * members.length)] as Member;
    n += 1;
    return { kind: k, req: build(k, m, n) };
  };
  const bases = servers.map((s) => s.base);
  const offer = (rate: number, secs: number) =>
    openLoop({ bases, rate, seconds: secs, connections, random, next });
  console.log(`warm-up: 5 s at ${args.start} req/s`);
  await offer(Number(args.start), 5);
  const rows: StepRow[] = [];
  const search = { start: Number(args.start), max: Number(args.max), refinements: Number(args.refine) };
  const judged = (r: StepRow) => ({
    rate: r.rate,
    ok: args.until === 'targets' ? r.verdict.ok : r.carried.ok,
  });
  for (let rate = nextRate([], search); rate !== undefined; rate = nextRate(rows.map(judged), search)) {
    const load = loads();
    const server0 = servers.reduce((t, s) => t + cpuMs(s.pid), 0);
    const db0 = await backendsCpu(dbClient);
    const me0 = process.cpuUsage();
    const t0 = performance.now();
    // Long enough for ~1,000 requests (every kind of 10% of the mix gets MIN_SAMPLES), at most twice --seconds.
    const stepSeconds = Math.min(2 * seconds, Math.max(seconds, 1000 / rate));
    const result = await offer(rate, stepSeconds);
    const wall = performance.now() - t0;
    const db1 = await backendsCpu(dbClient);
    let dbMs = 0;
    for (const [pid, ms] of db1) dbMs += ms - (db0.get(pid) ?? 0);
    const me = process.cpuUsage(me0);
    load[1] = loadavg()[0] ?? 0;
    const step = {
      rate,
      offered: result.offered,
      achieved: result.achieved,
      byKind: result.byKind as StepRow['byKind'],
    };
    const row: StepRow = {
      ...step,
      verdict: verdict(step, MIX),
      carried: verdict(step, MIX, 'p50'),
      serverCpu: (100 * (servers.reduce((t, s) => t + cpuMs(s.pid), 0) - server0)) / wall,
      dbCpu: dbClient ? (100 * dbMs) / wall : undefined,
      loaderCpu: (100 * (me.user + me.system)) / 1000 / wall,
      lagP99: result.lagP99,
      load,
    };
    rows.push(row);
    console.log(
      `${rate} req/s: done ${row.achieved.toFixed(0)}/s, CPU server ${row.serverCpu.toFixed(0)}% db ${row.dbCpu?.toFixed(0) ?? '(in the server)'}% load gen ${row.loaderCpu.toFixed(0)}% (lag p99 ${row.lagP99.toFixed(0)} ms), ` +
        `load ${load[0].toFixed(1)}→${load[1].toFixed(1)}; ${row.verdict.ok ? 'kept every p99 target' : row.verdict.broken.join('; ')}${row.carried.ok ? '' : `; SATURATED: ${row.carried.broken.join('; ')}`}`,
    );
    for (const m of MIX) {
      const f = result.byKind.get(m.kind);
      if (f)
        console.log(
          `   ${m.label}: ${f.count} req, p50 ${f.p50.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms${f.errors ? `, errors ${JSON.stringify(f.failures)}` : ''}`,
        );
    }
    // Let what the last step left in queues drain before the next one.
    await new Promise((r) => setTimeout(r, 2000));
  }
  return rows;
}

const dir = mkdtempSync(join(tmpdir(), 'krug-capacity-'));
const dataDir = join(dir, 'data');
mkdirSync(dataDir, { recursive: true });
let cluster: Cluster | undefined;
const sections: string[] = [];
try {
  let url: string | undefined;
  let version = 'PGlite (embedded)';
  if (kind === 'pg') {
    url = process.env.DATABASE_URL;
    if (!url) {
      cluster = startCluster(Number(process.env.BENCH_PG_PORT ?? 55601));
      url = cluster.url;
    }
    const database = await fromPostgres(url, 4);
    console.log(`seeding the ${scaleName} data set into PostgreSQL`);
    await seed(database.db, scale);
    await database.close();
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    version = `PostgreSQL ${(await probe.query('show server_version')).rows[0]?.server_version}`;
    await probe.end();
  } else {
    const database = await fromPglite(newPglite(join(dataDir, 'db')));
    console.log(`seeding the ${scaleName} data set into PGlite`);
    await seed(database.db, scale);
    await database.close();
  }
  for (const count of processCounts) {
    const servers: BenchServer[] = [];
    const dbClient = url ? new pg.Client({ connectionString: url }) : undefined;
    try {
      for (let i = 0; i < count; i += 1)
        servers.push(
          await startServer({
            port: PORT + i,
            dataDir,
            databaseUrl: url,
            env: { LOG_LEVEL: args['log-level'] ?? 'warn' },
          }),
        );
      await dbClient?.connect();
      const members = await signInMembers(servers[0]?.base ?? '', scale, Number(args.members));
      const before = loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ');
      const rows = await runSteps(servers, members, dbClient);
      const after = loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ');
      sections.push(
        [
          `### ${args.title} (${today}): ${version}, ${count} server process${count > 1 ? 'es' : ''}`,
          '',
          `${scaleName} data set (${scale.users.toLocaleString('en-US')} users, ${scale.families} families, ${scale.posts.toLocaleString('en-US')} posts, ${scale.messages.toLocaleString('en-US')} chat messages); ` +
            `${members.length} members signed in, drawn at random per request; Poisson arrivals, ${connections} connections in all, ${seconds} s a step (up to ${2 * seconds} s at low rates, for ~1,000 requests a step) after a 5 s warm-up; * marks a p99 of fewer than ${MIN_SAMPLES} requests (their slowest; shown, not judged). ` +
            `Load average (1/5/15 min) ${before} before, ${after} after, on ${cpus().length} cores shared with other work.`,
          '',
          stepsTable(rows, MIX),
          '',
          conclusion(rows, community, MIX),
        ].join('\n'),
      );
    } finally {
      await dbClient?.end().catch(() => {});
      for (const s of servers)
        if (s.process.exitCode === null) {
          const exited = new Promise((r) => s.process.once('exit', r));
          s.process.kill('SIGTERM');
          await exited;
        }
    }
  }
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
const report = ['#### The mix', mixTable(MIX, community), ...sections].join('\n\n');
const out = join(tmpdir(), `krug-capacity-${kind}.md`);
writeFileSync(out, `${report}\n`);
console.log(`\n${report}\n\n(written to ${out})`);
