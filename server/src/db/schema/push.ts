import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatGroups } from './chat.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Web Push subscriptions (issue 35 §3): one per device. The endpoint is the push service's address
 * for that browser; a browser that subscribes again under another account moves its row there.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** A user's push settings; no row means the defaults (full text, messages on, no quiet hours). */
export const pushSettings = pgTable(
  'push_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    preview: text('preview').$type<'full' | 'no_text'>().notNull().default('full'),
    messages: boolean('messages').notNull().default(true),
    /** `HH:MM`, wall-clock in `time_zone`; both null: no quiet hours. */
    quietFrom: text('quiet_from'),
    quietTo: text('quiet_to'),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
  },
  (t) => [check('push_settings_preview_check', sql`${t.preview} in ('full', 'no_text')`)],
);

/**
 * Which conversation each live socket has in view (the web app says so over the socket), so no
 * push goes out for a chat the user is reading. A row counts only while its process still keeps
 * the user's presence row fresh (a crashed process's rows go stale with its presence).
 */
export const chatViewers = pgTable(
  'chat_viewers',
  {
    socketId: uuid('socket_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    processId: uuid('process_id').notNull(),
  },
  (t) => [
    index('chat_viewers_user_group_idx').on(t.userId, t.groupId),
    index('chat_viewers_process_idx').on(t.processId),
  ],
);
