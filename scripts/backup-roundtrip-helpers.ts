/** Processes and readings for scripts/backup-roundtrip.ts. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import tar from 'tar-stream';
import { pgliteSql, postgresSql, rowCounts } from '../server/src/db/backup/target.ts';
import { newPglite } from '../server/src/db/pglite.ts';
import type { BackupManifest } from '../server/src/platform/backup/archive-format.ts';

const ROOT = join(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of every process here: the instance's, never the caller's JWT_SECRET. */
export function instanceEnv(port: number, dataDir: string, databaseUrl = ''): NodeJS.ProcessEnv {
  const { JWT_SECRET: _secret, ...rest } = process.env;
  return {
    ...rest,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    POST_RATE_LIMIT: '100000',
    COMMENT_RATE_LIMIT: '100000',
  };
}

export interface Server {
  child: ChildProcess;
  stop(): Promise<void>;
}
/** `node server/src/main.ts` with `env`, healthy on return. */
export async function startInstance(base: string, env: NodeJS.ProcessEnv): Promise<Server> {
  const dataDir = env.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (c: Buffer) => {
    log = (log + c.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let dead = false;
  void exited.then(() => {
    dead = true;
  });
  for (let i = 0; ; i++) {
    if (dead) throw new Error(`the server on ${dataDir} exited:\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 1200) {
      child.kill('SIGKILL');
      throw new Error(`the server on ${dataDir} did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    async stop() {
      if (!dead) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs an npm script's program (scripts/backup.ts or restore.ts) as the operator would. */
export async function run(script: string, args: string[], processEnv: NodeJS.ProcessEnv): Promise<number> {
  const t = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: ROOT,
    env: processEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} ${args.join(' ')} exited with ${code}`);
  return Date.now() - t;
}

export async function readManifest(archive: string): Promise<BackupManifest> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), extract);
  let manifest: BackupManifest | null = null;
  for await (const entry of extract) {
    const parts: Buffer[] = [];
    for await (const chunk of entry as unknown as AsyncIterable<Buffer>) parts.push(chunk);
    if (entry.header.name === 'manifest.json') manifest = JSON.parse(Buffer.concat(parts).toString());
  }
  await reading;
  if (!manifest) throw new Error(`${archive} has no manifest.json`);
  return manifest;
}

export async function pgliteCounts(dataDir: string) {
  const client = newPglite(join(dataDir, 'db'));
  try {
    return await rowCounts(pgliteSql(client));
  } finally {
    await client.close();
  }
}
export async function postgresCounts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await rowCounts(postgresSql(client));
  } finally {
    await client.end();
  }
}
