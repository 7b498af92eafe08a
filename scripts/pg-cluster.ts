import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster started from Debian's binaries (root runs them as `postgres`): the deployment's
 * own (`npm run start:cluster`, kept in DATA_DIR/pg) or a throwaway one in a temp dir (the benchmarks).
 */
export interface Cluster {
  url: string;
  version: string;
  /** The postmaster's process id (its children are the backends serving the server). */
  pid(): number;
  stop(): void;
}

function pgBin(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!version) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  return join(root, version, 'bin');
}

/**
 * Starts a cluster on 127.0.0.1:`port`. Without `dir` it is a throwaway one in a temp dir (removed by
 * stop()); with `dir` (npm run start:cluster: DATA_DIR/pg) it is initialised there once, started
 * again on later runs, and kept by stop().
 */
export function startCluster(port: number, place: { dir?: string } = {}): Cluster {
  const bin = pgBin();
  const dir = place.dir ?? mkdtempSync(join(tmpdir(), 'krug-pg-'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, place.dir ? 0o700 : 0o777);
  if (place.dir && process.getuid?.() === 0) {
    const uid = Number(String(execFileSync('id', ['-u', 'postgres'])).trim());
    const gid = Number(String(execFileSync('id', ['-g', 'postgres'])).trim());
    chownSync(dir, uid, gid);
  }
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
  if (!existsSync(join(dir, 'data', 'PG_VERSION')))
    asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  // Modest memory settings for the shared 2-core machine; fsync stays on as in production.
  const opts = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c shared_buffers=512MB',
    '-c max_connections=200',
    '-c maintenance_work_mem=256MB',
    '-c max_wal_size=4GB',
    '-c synchronous_commit=on',
  ].join(' ');
  asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-w', '-o', opts, 'start']);
  const version = String(execFileSync(join(bin, 'postgres'), ['--version'])).trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    pid: () => Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', 'stop']);
      } finally {
        if (!place.dir) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
