import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hiddenColumns } from './hidden-columns.ts';
import { searchVector } from './search-vector.ts';
import { users } from './users.ts';

export const chatGroups = pgTable(
  'chat_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description'),
    groupType: text('group_type')
      .$type<'CUSTOM' | 'FAMILY' | 'RELATIVES' | 'DIRECT'>()
      .notNull()
      .default('CUSTOM'),
    colorCode: text('color_code').notNull().default('#059669'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The family whose FAMILY group this is (kept in step with the family's members). */
    familyId: uuid('family_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A DIRECT group's pair, `least(a, b):greatest(a, b)` of the two user ids: one group per pair. */
    directKey: text('direct_key'),
  },
  (t) => [
    index('chat_groups_family_idx').on(t.familyId),
    uniqueIndex('chat_groups_direct_key_idx').on(t.directKey),
    check('chat_groups_direct_key_check', sql`(${t.groupType} = 'DIRECT') = (${t.directKey} IS NOT NULL)`),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'ADMIN' | 'MEMBER'>().notNull().default('MEMBER'),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Messages after this (or, while null, after joining) count as unread for the member. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** Until when the member hears nothing of the group (issue 31, migration 0039); null: not muted. */
    mutedUntil: timestamp('muted_until', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type').$type<'TEXT'>().notNull().default('TEXT'),
    // The sender's idempotency key (the outbox, issue 35 §2, migration 0032): one message per key.
    clientKey: uuid('client_key'),
    // Issue 31 (migration 0038): the message answered, edits, deletion for everyone, forwarding.
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date', precision: 3 }),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date', precision: 3 }),
    forwardedFrom: text('forwarded_from'),
    // Millisecond precision, as in the ISO timestamps clients send back as cursors.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    ...hiddenColumns(),
    /** Its text's Russian full-text vector, kept by PostgreSQL (migration 0050). */
    searchVector: searchVector(),
  },
  (t) => [
    index('chat_messages_group_created_idx').on(
      t.groupId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A user's own messages, oldest first: «Скачать мои данные» (migration 0020).
    index('chat_messages_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Russian full-text search over the viewer's chats (issue 21, migration 0024).
    index('chat_messages_fts_idx').using('gin', t.searchVector),
    uniqueIndex('chat_messages_client_key').on(t.userId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

export const scheduledActions = pgTable(
  'scheduled_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => chatGroups.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    actionType: text('action_type').$type<'REMINDER' | 'BIRTHDAY' | 'APPOINTMENT' | 'EVENT'>().notNull(),
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    scheduledTime: text('scheduled_time'),
    location: text('location'),
    invitees: text('invitees'),
    colorCode: text('color_code').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** RFC 5545 RRULE subset, no DTSTART (issue 21, migration 0025); null: the event happens once. */
    recurrenceRule: text('recurrence_rule'),
  },
  (t) => [index('scheduled_actions_group_date_idx').on(t.groupId, t.scheduledDate, t.scheduledTime)],
);

/** Who joined an event («Присоединиться»); joining never completes it. */
export const scheduledActionParticipants = pgTable(
  'scheduled_action_participants',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => scheduledActions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The caller's RSVP (migration 0023); «Присоединиться» is 'going'. */
    response: text('response').$type<'going' | 'maybe' | 'not_going'>().notNull().default('going'),
  },
  (t) => [
    check(
      'scheduled_action_participants_response_check',
      sql`${t.response} in ('going', 'maybe', 'not_going')`,
    ),
    primaryKey({ columns: [t.actionId, t.userId] }),
    index('scheduled_action_participants_user_idx').on(t.userId),
  ],
);

/** One occurrence of a recurring event cancelled or moved, keyed by the rule's date (migration 0025). */
export const scheduledActionExceptions = pgTable(
  'scheduled_action_exceptions',
  {
    actionId: uuid('action_id')
      .notNull()
      .references(() => scheduledActions.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    movedDate: date('moved_date', { mode: 'string' }),
    /** Null: the series' time. */
    movedTime: text('moved_time'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'scheduled_action_exceptions_pk', columns: [t.actionId, t.occurrenceDate] }),
    check('scheduled_action_exceptions_kind_check', sql`${t.cancelled} OR ${t.movedDate} IS NOT NULL`),
  ],
);
export type ScheduledActionExceptionRow = typeof scheduledActionExceptions.$inferSelect;

export type ChatGroupRow = typeof chatGroups.$inferSelect;
/** One reaction per member and message, from the posts' set (issue 31, migration 0038). */
export const chatMessageReactions = pgTable(
  'chat_message_reactions',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chat_message_reactions_pk', columns: [t.messageId, t.userId] }),
    index('chat_message_reactions_user_idx').on(t.userId),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ScheduledActionRow = typeof scheduledActions.$inferSelect;
