import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createFastify,
  registerApiDocs,
  registerBodyParsers,
  registerSecurityHeaders,
  registerSignIn,
} from './app/framework.ts';
import { registerLive } from './app/live.ts';
import { registerRoutes } from './app/routes.ts';
import { createServices } from './app/services.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { PushConfig } from './features/push/push-config.ts';
import type { RemindersService } from './features/reminders/reminders.service.ts';
import type { Jobs } from './platform/jobs.ts';
import type { LiveBus } from './platform/live.ts';
import { asS3, openStorage } from './platform/open-storage.ts';
import type { PresenceTimings } from './platform/presence.ts';
import { registerBudgets } from './platform/register-budgets.ts';
import { registerWebApp } from './platform/web-app.ts';

// Zod's own messages (for fields without a message of ours) in Russian.
z.config(z.locales.ru());

export type AppConfig = Pick<
  Config,
  | 'jwtSecret'
  | 'jwtExpires'
  | 'logLevel'
  | 'limits'
  | 'publicUrl'
  | 'storageQuotaBytes'
  | 'bodyLimitBytes'
  | 'mediaMaxBytes'
  | 'mediaDir'
  | 's3'
  | 'webDist'
  | 'trustProxy'
  | 'wsMaxPerUser'
  | 'wsMaxTotal'
  | 'presenceOfflineDelayMs'
  | 'schedulerIntervalMs'
  | 'jobsConcurrency'
  | 'mediaTools'
  | 'smtpUrl'
  | 'mailFrom'
> & {
  /** Web Push (issue 35 §3); what is left out is filled in (fresh VAPID keys, the known push services). */
  push?: Partial<PushConfig>;
};

export interface BuildOptions {
  /** Where the request logs go instead of stdout (a test reads them). */
  logStream?: NodeJS.WritableStream;
  /** Presence timings other than the defaults (tests shorten them). */
  presence?: Partial<PresenceTimings>;
  /**
   * Encode every answer with zod too and fail on a difference from the compiled serialiser
   * (platform/response-serializer.ts); on by default under the test runner (VITEST).
   */
  checkResponses?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live events bus (tests publish a marker through it to prove nothing else arrived). */
    live: LiveBus;
    /** The job queue (platform/jobs.ts); tests run what is due at a chosen time with `runDue`. */
    jobs: Jobs;
    /** What the reminder jobs send at a chosen time (tests): due event reminders, tomorrow's birthdays. */
    reminders: Pick<RemindersService, 'sendDue' | 'sendBirthdays'>;
  }
}

export async function buildApp(
  config: AppConfig,
  database: Database,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = createFastify(config, options);
  // The bucket of STORAGE_URL, else DATA_DIR/media (issue 36).
  const storage = openStorage(config);
  app.addHook('onClose', () => asS3(storage)?.close());
  await registerSecurityHeaders(app, config, storage);
  // Every rate-limit budget, counted in the database (shared by all processes).
  const budgets = await registerBudgets(app, database.db, config.limits);
  await registerBodyParsers(app, config);
  const { db } = database;
  const signIn = await registerSignIn(app, db, config);
  await registerApiDocs(app);
  const { live, presence } = await registerLive(app, database, config, options, signIn);
  const deps = { db, config, storage, budgets, signIn, live };
  const services = createServices(app, deps);
  await registerRoutes(app, { ...deps, database, presence }, services);
  await registerWebApp(app, config.webDist);
  return app;
}
