/**
 * npm run api:schema [-- --check]
 * Writes web/src/lib/api-schema.d.ts, the web app's call types, from the OpenAPI document of the
 * server built in-process (no running server, no data directory). With --check it writes nothing
 * and fails when the committed file differs (the server suite checks the same in
 * server/src/platform/api-schema.test.ts). `npm run build` runs it first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { API_SCHEMA_FILE, generateApiSchema } from '../server/src/platform/api-schema.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
const source = await generateApiSchema();
const current = existsSync(API_SCHEMA_FILE) ? readFileSync(API_SCHEMA_FILE, 'utf8') : '';
const name = relative(process.cwd(), API_SCHEMA_FILE);
if (values.check) {
  if (current !== source) {
    console.error(`api-schema: ${name} is stale; run npm run api:schema and commit it`);
    process.exit(1);
  }
  console.log(`api-schema: ${name} is up to date`);
} else if (current === source) {
  console.log(`api-schema: ${name} unchanged`);
} else {
  writeFileSync(API_SCHEMA_FILE, source);
  console.log(`api-schema: wrote ${name}`);
}
