import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster in its own temp dir (root runs the binaries as `postgres`). */
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

export function startCluster(port: number): Cluster {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'krug-bench-pg-'));
  chmodSync(dir, 0o777);
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, cmd), args, { stdio: 'pipe' });
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
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
