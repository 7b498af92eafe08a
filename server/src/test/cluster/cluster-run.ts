import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '../../../..');

/**
 * What the cluster test needs on the machine. KRUG_CLUSTER_TEST=1 (set by .ci/run, which installs
 * both) means "run it": a missing nginx or PostgreSQL is then a failure, never a skip.
 */
export function assertClusterTools() {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  if (!nginx) throw new Error('KRUG_CLUSTER_TEST=1 but nginx is not installed (apt-get install nginx)');
  const pg = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (!pg)
    throw new Error('KRUG_CLUSTER_TEST=1 but PostgreSQL is not installed (apt-get install postgresql)');
  execFileSync(nginx, ['-v'], { stdio: 'ignore' });
}

/** `npm run start:cluster` as a child process: its own DATA_DIR, PostgreSQL in DATA_DIR/pg, nginx. */
export async function startClusterScript(opts: {
  port: number;
  pgPort: number;
  processes: number;
  /** More settings of the processes (STORAGE_URL and its keys). */
  env?: NodeJS.ProcessEnv;
}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'krug-cluster-test-'));
  // PostgreSQL (user postgres) and nginx's workers (user nobody) reach their folders inside it.
  chmodSync(dataDir, 0o755);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      TEST_DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      CLUSTER_BASE_PORT: String(opts.port + 1),
      CLUSTER_PG_PORT: String(opts.pgPort),
      CLUSTER_PROCESSES: String(opts.processes),
      LOG_LEVEL: 'warn',
      // Every request of the test comes from 127.0.0.1: per-address and per-user budgets are lifted.
      AUTH_RATE_LIMIT: '1000000',
      POST_RATE_LIMIT: '1000000',
      COMMENT_RATE_LIMIT: '1000000',
      USER_SEARCH_RATE_LIMIT: '1000000',
      WS_MAX_PER_USER: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const take = (chunk: Buffer) => {
    output += chunk.toString();
    for (const w of [...waiters])
      if (output.includes(w.text)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  /** Resolves once the output holds `text` `times` times; fails on exit or after `withinMs`. */
  const waitFor = (text: string, withinMs: number, times = 1) =>
    new Promise<void>((resolve, reject) => {
      const count = () => output.split(text).length - 1;
      if (count() >= times) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`no "${text}" within ${withinMs} ms:\n${output}`)),
        withinMs,
      );
      const check = { text, resolve: () => {} };
      check.resolve = () => {
        if (count() >= times) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      waiters.push(check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the cluster exited (${code}) before "${text}":\n${output}`));
      });
    });

  return {
    base: `http://127.0.0.1:${opts.port}`,
    processBases: Array.from({ length: opts.processes }, (_, i) => `http://127.0.0.1:${opts.port + 1 + i}`),
    dataDir,
    child,
    exited,
    output: () => output,
    waitFor,
    /** SIGTERM (the script's clean shutdown), SIGKILL after 60 s; answers its exit code. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      const code = await exited;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
export type ClusterRun = Awaited<ReturnType<typeof startClusterScript>>;
