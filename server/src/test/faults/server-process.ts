import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { waitUntil } from '../wait.ts';

const REPO_ROOT = join(import.meta.dirname, '../../../..');

/** A free TCP port in 20000–40000 on 127.0.0.1 (the server does not accept PORT=0). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Resolves when the process has exited (after a kill or a crash). */
  exited: Promise<void>;
  /** Output so far, for failure messages. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Polls /api/health until 200; fails when the process exits first or `withinMs` passes. */
export async function waitHealthy(server: ServerProcess, withinMs = 30_000) {
  let dead = false;
  server.exited.then(() => {
    dead = true;
  });
  await waitUntil(
    async () => {
      if (dead) throw new Error(`server exited before it was healthy:\n${server.output()}`);
      try {
        return (await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
      } catch {
        return false;
      }
    },
    () => `server healthy\n${server.output()}`,
    { timeoutMs: withinMs, intervalMs: 100 },
  );
}

/** The real server (`node --import tsx server/src/main.ts`) as a child process, healthy on return. */
export async function startServer(opts: { dataDir: string; databaseUrl?: string; port?: number }) {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      // Budgets against one hostile user are not what these runs measure.
      POST_RATE_LIMIT: '1000000',
      COMMENT_RATE_LIMIT: '1000000',
      USER_SEARCH_RATE_LIMIT: '1000000',
      WS_MAX_PER_USER: '100000',
      DATABASE_URL: opts.databaseUrl ?? '',
      JWT_SECRET: 'fault-tests-secret-long-enough-for-hs256',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => log,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  try {
    await waitHealthy(server);
  } catch (err) {
    await server.kill('SIGKILL');
    throw err;
  }
  return server;
}

/** JSON over HTTP against a spawned server; never throws for a status, only for a broken connection. */
export async function api(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read a few fields of API answers
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** Registers a fresh user through the API; answers its token and id. */
export async function register(base: string, tag: string) {
  const res = await api(base, 'POST', '/api/auth/register', {
    body: {
      email: `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: 'secret123',
      first_name: 'Анна',
      last_name: 'Иванова',
    },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { token: res.json.access_token as string, id: res.json.user.id as string };
}
