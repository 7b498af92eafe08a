import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgres } from '../db/client.ts';
import { newPglite } from '../db/pglite.ts';
import { adminQuery, withDatabase } from './pg-admin.ts';

/**
 * A fresh, migrated database for one test file: a copy of the migrated PGlite template, or a new
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = readFileSync(inject('pgTemplate'));
    return fromPglite(newPglite(undefined, { loadDataDir: new Blob([template]) }));
  }
  const name = `krug_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated template (global-setup.ts); migrating it again finds nothing to do.
  await adminQuery(serverUrl, `create database ${name} template ${inject('pgTemplate')}`);
  const url = new URL(withDatabase(serverUrl, name));
  const database = await fromPostgres(url.toString(), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
