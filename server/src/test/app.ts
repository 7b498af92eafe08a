import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppConfig, type BuildOptions, buildApp } from '../app.ts';
import { type Db, fromPostgres } from '../db/client.ts';
import { freshDatabase } from './database.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  queryCount(): number;
  db: Db;
  /** The PostgreSQL database's address (undefined on PGlite), for a second server process. */
  databaseUrl: string | undefined;
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
    inviteRateLimit: 10_000,
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
  await app.ready();
  return {
    app,
    config,
    db: database.db,
    databaseUrl: database.url,
    queryCount: database.queryCount,
    close: () => app.close(),
  };
}

/**
 * A second server process on the test app's PostgreSQL database, as in production behind a
 * balancer: its own pool, LISTEN connection, scheduler and presence (`*.postgres.test.ts`).
 */
export async function createSecondProcess(
  first: TestApp,
  options: BuildOptions = {},
  poolMax = 2,
): Promise<FastifyInstance> {
  if (!first.databaseUrl) throw new Error('a second server process needs PostgreSQL (TEST_DATABASE_URL)');
  const database = await fromPostgres(first.databaseUrl, poolMax);
  const app = await buildApp(first.config, database, options);
  app.addHook('onClose', () => database.close());
  await app.ready();
  return app;
}
