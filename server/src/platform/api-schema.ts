import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { type AppConfig, buildApp } from '../app.ts';
import { fromPglite } from '../db/client.ts';
import { newPglite } from '../db/pglite.ts';
import { limitsAt } from './budgets.ts';

/** Where the web app's call types live (committed; `npm run api:schema` writes it). */
export const API_SCHEMA_FILE = fileURLToPath(
  new URL('../../../web/src/lib/api-schema.d.ts', import.meta.url),
);

const HEADER = `/**
 * The API's paths, parameters, bodies and answers, generated from the server's OpenAPI document
 * (the contract's zod schemas, as /api/docs/json publishes them) by openapi-typescript.
 * Do not edit: \`npm run api:schema\` writes it, and the server suite fails when it is stale.
 * Calls go through web/src/lib/api-client.ts.
 */

`;

/** The TypeScript declarations of a built app's OpenAPI document (the text of API_SCHEMA_FILE). */
export async function apiSchemaSource(app: FastifyInstance): Promise<string> {
  await app.ready();
  const ast = await openapiTS(withTuples(structuredClone(app.swagger())) as OpenAPI3);
  return HEADER + astToString(ast);
}

/**
 * A zod tuple (`z.tuple([a, b])`, a search hit's highlight ranges) reaches OpenAPI 3.0 as an array
 * of exactly N items; openapi-typescript would type it `T[]`. Such an array (N ≤ 4, one item
 * schema) is the tuple of N items, so it is written as one (`prefixItems`) before generating.
 */
function withTuples<T>(node: T): T {
  if (Array.isArray(node)) for (const item of node) withTuples(item);
  else if (node && typeof node === 'object') {
    const s = node as Record<string, unknown>;
    for (const value of Object.values(s)) withTuples(value);
    const n = s.minItems;
    if (s.type === 'array' && typeof n === 'number' && n > 0 && n <= 4 && s.maxItems === n && s.items)
      if (!Array.isArray(s.items)) s.prefixItems = Array.from({ length: n }, () => s.items);
  }
  return node;
}

/**
 * Builds the app in-process on a throwaway in-memory database (no server, no data directory) and
 * answers its declarations. The configuration does not change the document: only the routes do.
 */
export async function generateApiSchema(): Promise<string> {
  const database = await fromPglite(newPglite());
  const mediaDir = mkdtempSync(join(tmpdir(), 'krug-api-schema-'));
  const config: AppConfig = {
    jwtSecret: 'api-schema-generation-only-never-signs-anything',
    jwtExpires: '1h',
    logLevel: 'silent',
    publicUrl: 'http://localhost:8080',
    storageQuotaBytes: 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    mediaMaxBytes: 1024 * 1024,
    mediaDir,
    webDist: '/nonexistent',
    trustProxy: false,
    wsMaxPerUser: 1,
    wsMaxTotal: 1,
    limits: limitsAt(1),
  };
  const app = await buildApp(config, database);
  try {
    return await apiSchemaSource(app);
  } finally {
    await app.close();
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
