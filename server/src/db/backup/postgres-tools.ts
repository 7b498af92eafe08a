import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Readable } from 'node:stream';
import { DUMP_SETTINGS, readDump } from './dump-format.ts';
import { TRANSIENT_TABLES } from './pglite-dump.ts';

type Tool = 'pg_dump' | 'psql';

/** The major version a PostgreSQL program reports (`pg_dump (PostgreSQL) 15.18 …` → 15). */
function toolMajor(path: string): number | null {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(run.stdout ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/** Where PostgreSQL's programs may be: PG_BIN_DIR, Debian's versioned folders, then PATH. */
function candidates(tool: Tool, env: NodeJS.ProcessEnv): string[] {
  const dirs: string[] = [];
  if (env.PG_BIN_DIR) dirs.push(env.PG_BIN_DIR);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    for (const v of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      dirs.push(join(debian, v, 'bin'));
  }
  dirs.push(...(env.PATH ?? '').split(delimiter).filter(Boolean));
  return [...new Set(dirs.map((d) => join(d, tool)))].filter((p) => existsSync(p));
}

/**
 * The `pg_dump` or `psql` to use with a server of major version `major`: the same major if there
 * is one, otherwise the nearest newer one (pg_dump refuses a server newer than itself).
 */
export function findPgTool(tool: Tool, major: number, env: NodeJS.ProcessEnv = process.env): string {
  const found = candidates(tool, env).map((path) => ({ path, major: toolMajor(path) }));
  const same = found.find((f) => f.major === major);
  if (same) return same.path;
  const newer = found
    .filter((f): f is { path: string; major: number } => f.major !== null && f.major > major)
    .sort((a, b) => a.major - b.major)[0];
  if (newer) return newer.path;
  const seen = found.map((f) => `${f.path} (${f.major ?? '?'})`).join(', ') || 'none';
  throw new Error(
    `${tool} for PostgreSQL ${major} not found (found: ${seen}); install postgresql-client-${major} ` +
      'or set PG_BIN_DIR to the folder that has it',
  );
}

/** The connection string without its password, and the password for PGPASSWORD (not in `ps`). */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function finished(child: ReturnType<typeof spawn>, tool: string, stderr: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (${signal ?? code}): ${stderr().trim()}`)),
    );
  });
}

/**
 * `pg_dump --data-only` of the database at `url` into `file`: one consistent snapshot (pg_dump
 * reads in a single repeatable-read transaction) while the servers keep writing.
 */
export async function pgDumpData(pgDump: string, url: string, file: string): Promise<void> {
  const target = connection(url);
  const args = ['--data-only', '--no-owner', '--no-privileges', '--exclude-schema=drizzle', '--file', file];
  for (const table of TRANSIENT_TABLES) args.push(`--exclude-table-data=public.${table}`);
  const child = spawn(pgDump, [...args, '--dbname', target.url], {
    env: target.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-8000);
  });
  await finished(child, 'pg_dump', () => stderr);
}

/**
 * Loads a data-only dump into the migrated, empty database at `url` with `psql`, in one
 * transaction that stops at the first error. What psql reads is the dump as dump-format.ts
 * checked it, less any setting that is not pg_dump's or that this server does not know (pg_dump
 * 17+ sets transaction_timeout, which PostgreSQL 15 refuses).
 */
export async function loadWithPsql(
  psql: string,
  url: string,
  input: Readable,
  knownSettings: Set<string>,
): Promise<Record<string, number>> {
  const target = connection(url);
  const child = spawn(
    psql,
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--dbname', target.url, '-f', '-'],
    { env: target.env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr = (stderr + c.toString()).slice(-8000);
  });
  const done = finished(child, 'psql', () => stderr);
  const stdin = child.stdin;
  if (!stdin) throw new Error('psql has no input');
  // psql stopping early (ON_ERROR_STOP) closes its input: the error is its exit, reported by `done`.
  let closed = false;
  stdin.on('error', () => {
    closed = true;
  });
  const write = async (text: string) => {
    if (closed) return;
    if (!stdin.write(text))
      await Promise.race([new Promise((r) => stdin.once('drain', r)), done.catch(() => {})]);
  };
  const loaded: Record<string, number> = {};
  try {
    // The rows carry what the database's triggers keep (feed counters, «Подписки» inboxes: migration
    // 0035): those triggers stand aside while they load, or each like would be counted twice and
    // each inbox row written before its own COPY (PGlite turns every trigger off instead).
    await write("SELECT pg_catalog.set_config('krug.restoring', 'on', false);\n");
    for await (const item of readDump(input)) {
      if (closed) break;
      if (item.kind === 'set') {
        if (DUMP_SETTINGS.has(item.name) && knownSettings.has(item.name)) await write(`${item.sql}\n`);
      } else if (item.kind === 'sql' || item.kind === 'copy-start') await write(`${item.sql}\n`);
      else if (item.kind === 'copy-rows') await write(item.text);
      else {
        await write('\\.\n');
        loaded[item.table] = (loaded[item.table] ?? 0) + item.rows;
      }
    }
  } catch (err) {
    child.kill();
    await done.catch(() => {});
    throw err;
  }
  stdin.end();
  await done;
  return loaded;
}
