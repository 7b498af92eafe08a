import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../db/client.ts';
import { newPglite } from '../db/pglite.ts';
import { adminQuery, withDatabase } from './pg-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite and saves it, so each test file starts from a copy (~0.3 s, not
 * ~4 s). On PostgreSQL (TEST_DATABASE_URL), one migrated database is the template every test
 * file's database is created from (`create database … template …`), instead of running every
 * migration again for each file.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `krug_template_${process.pid}_${Date.now().toString(36)}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await fromPostgres(withDatabase(serverUrl, template), 1);
    await database.close();
    project.provide('pgTemplate', template);
    return () => adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const client = newPglite();
  await fromPglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `krug-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', file);
  return () => rmSync(file, { force: true });
}
