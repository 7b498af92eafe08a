import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { killMidBurstAndRestart } from './kill-burst.ts';

const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `krug_fault_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(join(tmpdir(), 'krug-fault-kill-pg-'));

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  client.on('error', () => {});
  await client.connect();
  await client.query(sql);
  await client.end();
}

beforeAll(() => admin(`create database ${name}`));
afterAll(async () => {
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it('PostgreSQL: SIGKILL mid-burst loses no acknowledged write and the server starts again', async () => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { acknowledged } = await killMidBurstAndRestart({ dataDir, databaseUrl: url.toString() });
  expect(acknowledged).toBeGreaterThan(0);
}, 60_000);
