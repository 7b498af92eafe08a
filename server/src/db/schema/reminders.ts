import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { scheduledActions } from './chat.ts';
import { familyMembers } from './family.ts';
import { users } from './users.ts';

/**
 * A member's reminder before an event (issue 21, migration 0024): one per member and event.
 * `sent_for` is the event start the reminder was sent for (null: not sent), so the scheduler
 * sends it once, and again only when the event was moved.
 */
export const eventReminders = pgTable(
  'event_reminders',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => scheduledActions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minutesBefore: integer('minutes_before').notNull(),
    sentFor: timestamp('sent_for', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'event_reminders_pk', columns: [t.actionId, t.userId] }),
    index('event_reminders_user_idx').on(t.userId),
    check('event_reminders_minutes_check', sql`${t.minutesBefore} >= 0 AND ${t.minutesBefore} <= 40320`),
  ],
);

/** A personal calendar subscription (ICS feed): the token's SHA-256, one per user. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The day-before birthday notices already sent (issue 21): one row per family member and
 * birthday, inserted before notifying, so with several processes each birthday is announced once.
 */
export const birthdayNotices = pgTable(
  'birthday_notices',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'birthday_notices_pk', columns: [t.memberId, t.birthday] })],
);
