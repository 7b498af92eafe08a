import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Notification types a user turned off (issue 20). Every type is on until a row says otherwise,
 * so a type added later starts on for everyone without a data migration.
 */
export const notificationOptOuts = pgTable(
  'notification_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * «Скачать мои данные» (issue 20): one zip per request, prepared in the background. At most one
 * `pending` per user (partial unique index); a `ready` one's file lives in storage until `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    fileKey: text('file_key'),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
    index('data_exports_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    uniqueIndex('data_exports_one_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('data_exports_expires_idx').on(t.expiresAt).where(sql`${t.fileKey} is not null`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
