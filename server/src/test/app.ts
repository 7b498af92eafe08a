import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, type BuildOptions, buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { freshDatabase } from './database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  queryCount(): number;
  db: Db;
  close(): Promise<void>;
}

/** The real app on a fresh database; rate limits are lifted unless a test sets them. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const config: AppConfig = {
    jwtSecret: TEST_JWT_SECRET,
    jwtExpires: '1h',
    logLevel: 'silent',
    authRateLimit: 10_000,
    loginFailuresPerEmail: 10_000,
    uploadRateLimit: 10_000,
    postRateLimit: 10_000,
    commentRateLimit: 10_000,
    userSearchRateLimit: 10_000,
    storageQuotaBytes: 5 * 1024 * 1024 * 1024,
    bodyLimitBytes: 1024 * 1024,
    mediaMaxBytes: 5 * 1024 * 1024,
    mediaDir: mkdtempSync(join(tmpdir(), 'krug-media-')),
    webDist: '/nonexistent',
    trustProxy: false,
    wsMaxPerUser: 10,
    wsMaxTotal: 10_000,
    ...overrides,
  };
  const app = await buildApp(config, database, options);
  app.addHook('onClose', () => database.close());
  // Tests that start a second server on the same database need its address.
  (app as unknown as { krugDatabaseUrl?: string }).krugDatabaseUrl = database.url;
  await app.ready();
  return { app, config, db: database.db, queryCount: database.queryCount, close: () => app.close() };
}
