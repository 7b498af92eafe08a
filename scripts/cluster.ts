/**
 * npm run start:cluster [-- --processes N]: N server processes on one PostgreSQL behind nginx.
 * npm run cluster:restart: a rolling restart of a running cluster (the same as `kill -HUP <pid>`).
 * See docs/deployment.md, "Several processes". Run `npm run build` first for the web app.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { type Nginx, startNginx } from './cluster-nginx.ts';
import { type ServerSlot, spawnServer, stopServer, waitHealthy } from './cluster-process.ts';
import { type Cluster, startCluster } from './pg-cluster.ts';

const say = (text: string) => console.log(`cluster: ${text}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

// loadConfig creates DATA_DIR and its jwt-secret once, before any process starts: all of them
// read the same secret (starting several at once could otherwise write different ones).
const config = loadConfig();
const statusFile = join(config.dataDir, 'cluster.json');

interface Status {
  pid: number;
  port: number;
  ports: number[];
  restarts: number;
}

async function requestRestart() {
  if (!existsSync(statusFile)) throw new Error(`no running cluster for DATA_DIR=${config.dataDir}`);
  const before = JSON.parse(readFileSync(statusFile, 'utf8')) as Status;
  process.kill(before.pid, 'SIGHUP');
  const started = Date.now();
  say(`rolling restart of ${before.ports.length} processes requested`);
  while (Date.now() - started < 10 * 60_000) {
    await sleep(200);
    const now = JSON.parse(readFileSync(statusFile, 'utf8')) as Status;
    if (now.restarts > before.restarts)
      return say(`rolling restart done in ${seconds(Date.now() - started)}`);
  }
  throw new Error('the rolling restart did not finish within 10 minutes');
}

async function run() {
  const processes = int(flag('--processes') ?? process.env.CLUSTER_PROCESSES, 2);
  const port = int(process.env.PORT, 8080);
  const host = process.env.HOST ?? '0.0.0.0';
  const basePort = int(process.env.CLUSTER_BASE_PORT, port + 1);
  if (!existsSync(join(config.webDist, 'index.html')))
    say('web/dist is missing: run `npm run build` first (the API works without it)');

  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    const pgPort = int(process.env.CLUSTER_PG_PORT, 5433);
    pg = startCluster(pgPort, { dir: join(config.dataDir, 'pg') });
    databaseUrl = pg.url;
    say(`PostgreSQL (${pg.version}) in ${join(config.dataDir, 'pg')} on port ${pgPort}`);
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: config.dataDir,
    DATABASE_URL: databaseUrl,
    // Exactly one proxy (this nginx) in front: its X-Forwarded-For entry is the client's address.
    TRUST_PROXY: process.env.TRUST_PROXY ?? '1',
  };
  slots = Array.from({ length: processes }, (_, index) => ({
    index,
    port: basePort + index,
    child: null,
    stopping: false,
  }));

  // With a bucket (STORAGE_URL) nothing is shared through a folder: each process gets a DATA_DIR
  // of its own, as it would on a machine of its own, and the server's secret by JWT_SECRET.
  const envOf = (slot: ServerSlot): NodeJS.ProcessEnv =>
    config.s3
      ? { ...env, DATA_DIR: join(config.dataDir, `process-${slot.index + 1}`), JWT_SECRET: config.jwtSecret }
      : env;
  if (config.s3) say(`files in the bucket of STORAGE_URL; each process has its own DATA_DIR (process-N)`);

  const start = async (slot: ServerSlot) => {
    const child = spawnServer(slot, envOf(slot));
    child.once('exit', (code, signal) => {
      if (slot.stopping || shuttingDown || slot.child !== child) return;
      // A crash: nginx already sends its requests to the others; start it again.
      say(`process ${slot.index + 1} (port ${slot.port}) exited (${signal ?? code}); starting it again`);
      slot.child = null;
      void sleep(1000)
        .then(() => (shuttingDown ? undefined : start(slot)))
        .catch((err) => say(`process ${slot.index + 1} failed to start again: ${err}`));
    });
    await waitHealthy(slot);
  };

  // The first process alone (it applies the migrations), then the others together.
  const [first, ...rest] = slots as [ServerSlot, ...ServerSlot[]];
  await start(first);
  await Promise.all(rest.map(start));

  nginx = startNginx({
    prefix: join(config.dataDir, 'nginx'),
    listen: host === '0.0.0.0' ? String(port) : `${host}:${port}`,
    clientMaxBodyBytes: config.mediaMaxBytes + 1024 * 1024,
    upstreamPorts: slots.map((s) => s.port),
  });
  nginx.exited.then((code) => {
    if (!shuttingDown) {
      say(`nginx exited (${code}); stopping the cluster`);
      void shutdown(1);
    }
  });
  const viaNginx = `http://127.0.0.1:${port}/api/health`;
  for (let i = 0; ; i += 1) {
    const ok = await fetch(viaNginx, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 200) throw new Error('nginx did not answer /api/health within 10 s');
    await sleep(50);
  }

  let restarts = 0;
  const writeStatus = () =>
    writeFileSync(
      statusFile,
      JSON.stringify({ pid: process.pid, port, ports: slots.map((s) => s.port), restarts } satisfies Status),
    );
  writeStatus();
  say(
    `ready: http://${host === '0.0.0.0' ? 'localhost' : host}:${port} → ${processes} processes on ports ${slots.map((s) => s.port).join(', ')}`,
  );

  /** One process at a time: out of nginx, drained and stopped, started, healthy, back into nginx. */
  let restarting: Promise<void> | null = null;
  let again = false;
  const rollingRestart = async () => {
    const began = Date.now();
    for (const slot of slots) {
      if (shuttingDown || !nginx) return;
      const t0 = Date.now();
      await nginx.reload(new Set([slot.index]));
      await stopServer(slot);
      const t1 = Date.now();
      await start(slot);
      const t2 = Date.now();
      await nginx.reload();
      say(
        `process ${slot.index + 1} (port ${slot.port}) restarted: out of nginx and stopped in ${seconds(t1 - t0)}, ` +
          `healthy again in ${seconds(t2 - t1)}`,
      );
    }
    restarts += 1;
    writeStatus();
    say(`rolling restart done in ${seconds(Date.now() - began)}`);
  };
  process.on('SIGHUP', () => {
    if (shuttingDown) return;
    if (restarting) {
      again = true;
      return;
    }
    restarting = (async () => {
      do {
        again = false;
        await rollingRestart().catch((err) => say(`rolling restart failed: ${err}`));
      } while (again && !shuttingDown);
      restarting = null;
    })();
  });

  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    say('stopping');
    // nginx stops accepting and finishes what it holds while the processes drain theirs.
    await Promise.all([nginx?.stop(), ...slots.map((s) => stopServer(s))]);
    if (pg) pg.stop();
    rmSync(statusFile, { force: true });
    say('stopped');
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
}

// What run() started, so that a failure half-way still stops it.
let pg: Cluster | null = null;
let slots: ServerSlot[] = [];
let nginx: Nginx | null = null;
let shuttingDown = false;
// Last resort (an exception, a failed start): no process of ours outlives the script.
process.on('exit', () => {
  for (const s of slots) s.child?.kill('SIGKILL');
  nginx?.child.kill('SIGKILL');
});

if (process.argv[2] === 'restart') await requestRestart();
else
  await run().catch((err) => {
    console.error(err);
    shuttingDown = true;
    for (const s of slots) s.child?.kill('SIGKILL');
    nginx?.child.kill('SIGKILL');
    try {
      pg?.stop();
    } finally {
      process.exit(1);
    }
  });
