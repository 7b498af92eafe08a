import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface BenchServer {
  process: ChildProcess;
  pid: number;
  base: string;
}

/**
 * Starts the real server (`server/src/main.ts`) as a child process on 127.0.0.1:`port` with its
 * data in `dataDir` (and on PostgreSQL when `databaseUrl` is given), with rate limits lifted for
 * load, and resolves once /api/health answers. Stop it with `process.kill('SIGTERM')`.
 */
export async function startServer(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<BenchServer> {
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      LOGIN_FAILURES_PER_EMAIL: '1000000',
      UPLOAD_RATE_LIMIT: '1000000',
      // Budgets against one hostile user are not what these runs measure.
      POST_RATE_LIMIT: '1000000',
      COMMENT_RATE_LIMIT: '1000000',
      USER_SEARCH_RATE_LIMIT: '1000000',
      WS_MAX_PER_USER: '100000',
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${opts.port}`;
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { process: child, pid: child.pid as number, base };
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}
