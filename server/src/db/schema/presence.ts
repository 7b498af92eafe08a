import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Presence (issue 20): one row per user and server process holding at least one live socket of
 * theirs. Each process refreshes `seen_at` of its rows (a heartbeat); rows of a process that
 * stopped refreshing them are stale after a minute and swept.
 */
export const userPresence = pgTable(
  'user_presence',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processId: uuid('process_id').notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.processId] }),
    index('user_presence_process_idx').on(t.processId),
    index('user_presence_seen_at_idx').on(t.seenAt),
  ],
);

/** When a user's last live socket closed («был(а) в сети …»). */
export const userLastSeen = pgTable('user_last_seen', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSeenAt: ts('last_seen_at').notNull(),
});
