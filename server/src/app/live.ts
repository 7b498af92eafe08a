import type { AppConfig, BuildOptions } from '../app.ts';
import type { Database } from '../db/client.ts';
import { friendsRepo } from '../features/people/friends.repo.ts';
import { createChatViewing } from '../features/push/viewing.ts';
import { createLocalLiveBus, createPostgresLiveBus } from '../platform/live.ts';
import { createPresence } from '../platform/presence.ts';
import { registerLiveSocket } from '../platform/websocket.ts';
import type { App, SignIn } from './framework.ts';

/**
 * Live events: the bus (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite), presence, and the
 * socket at /api/ws.
 */
export async function registerLive(
  app: App,
  database: Database,
  config: AppConfig,
  options: BuildOptions,
  { tokens, sessions, revocations }: SignIn,
) {
  const { db } = database;
  const live = database.url
    ? await createPostgresLiveBus(database.url, (err) => app.log.error({ err }, 'live bus'))
    : await createLocalLiveBus(database.listen);
  app.addHook('onClose', () => live.close());
  // A suspension or password change committed by another process ends the user's tokens here as
  // soon as the database's notice arrives, not when the token version's few seconds run out.
  live.onUserChanged({ changed: sessions.forget, reset: () => {} });
  app.decorate('live', live);
  const presence = createPresence({
    db,
    live,
    friendIds: (userId) => friendsRepo.friendIds(db, userId),
    shared: !!database.url,
    timings: { offlineDelayMs: config.presenceOfflineDelayMs, ...options.presence },
    log: (err) => app.log.error({ err }, 'presence'),
  });
  await presence.start();
  // Before the sockets and the bus go: friends elsewhere learn this process's users left.
  app.addHook('preClose', () => presence.close());
  await registerLiveSocket(app, {
    tokens,
    live,
    sessions,
    revocations,
    maxPerUser: config.wsMaxPerUser,
    maxTotal: config.wsMaxTotal,
    presence,
    // The conversation each socket shows: no push for it (issue 35 §3).
    viewing: createChatViewing(db, presence.processId),
  });
  return { live, presence };
}
export type Live = Awaited<ReturnType<typeof registerLive>>;
