import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, fromPglite, fromPostgres } from '../../db/client.ts';
import { newPglite } from '../../db/pglite.ts';
import { freshDatabase } from '../../test/database.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../../../..');

/**
 * `npm run admin -- grant EMAIL` (CONTRACT §8) against the database the server uses: PostgreSQL
 * (TEST_DATABASE_URL: a fresh database, the server could be running) or an embedded database in
 * a DATA_DIR (the server stopped), run as the operator runs it, in its own process.
 */
let dataDir: string | null = null;
let env: Record<string, string>;
let open: () => Promise<Database>;
let first: Database | null = null;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    first = await freshDatabase();
    const url = first.url as string;
    env = { DATABASE_URL: url };
    open = () => fromPostgres(url, 1);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'krug-admin-cli-'));
    const dir = join(dataDir, 'db');
    // The migrated template written to disk, as a server's DATA_DIR would hold it.
    const template = new Blob([readFileSync(inject('pgTemplate'))]);
    const created = await fromPglite(newPglite(dir, { loadDataDir: template }));
    await created.close();
    env = { DATA_DIR: dataDir };
    open = () => fromPglite(newPglite(dir));
  }
  const db = await open();
  await db.db.execute(`insert into users (email, password_hash, first_name, last_name, instance_role, created_at) values
    ('first@example.com', 'x', 'Первый', 'Владелец', 'owner', now() - interval '1 day'),
    ('helper@example.com', 'x', 'Помощник', 'Админов', 'user', now())`);
  await db.close();
}, 60_000);
afterAll(async () => {
  await first?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const admin = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  }).then(
    (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
  );
const roles = async () => {
  const db = await open();
  try {
    const rows = await db.db.execute('select email, instance_role from users order by created_at');
    return rows.rows as { email: string; instance_role: string }[];
  } finally {
    await db.close();
  }
};

describe('npm run admin', () => {
  it('grants and revokes admin by email, leaves the owner alone, and says what it did', async () => {
    const granted = await admin('grant', ' Helper@Example.com ');
    expect(granted.code, granted.err).toBe(0);
    expect(granted.out).toContain('теперь администратор');
    expect(await roles()).toEqual([
      { email: 'first@example.com', instance_role: 'owner' },
      { email: 'helper@example.com', instance_role: 'admin' },
    ]);
    const owner = await admin('revoke', 'first@example.com');
    expect(owner.code).toBe(0);
    expect(owner.out).toContain('владелец');
    const revoked = await admin('revoke', 'helper@example.com');
    expect(revoked.out).toContain('больше не администратор');
    expect((await roles()).map((r) => r.instance_role)).toEqual(['owner', 'user']);
    const db = await open();
    const audit = await db.db.execute(`select action, actor_name, details from audit_log order by at`);
    await db.close();
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]).toMatchObject({ action: 'admin.role_changed', actor_name: 'npm run admin' });
  }, 60_000);

  it('fails with a message for an unknown email or a wrong command', async () => {
    const missing = await admin('grant', 'nobody@example.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('Пользователь не найден');
    const usage = await admin('promote');
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Использование');
  }, 60_000);
});
