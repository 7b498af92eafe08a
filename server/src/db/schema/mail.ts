import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Mails written without SMTP (CONTRACT §8 "Email"): the admin outbox keeps the last 200, so an
 * operator without a mail server can still hand a reset link over.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: ts('created_at').notNull().defaultNow(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
export type MailOutboxRow = typeof mailOutbox.$inferSelect;

/** Password reset links (CONTRACT §8): only the SHA-256 of the token is kept; single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Links that prove an address (CONTRACT §8): `verify` confirms the account's address, `change`
 * moves the account to `email` once used. Only the SHA-256 of the token is kept; single use.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify' | 'change'>().notNull(),
    /** The address the link was mailed to (for `change`, the new address). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    check('email_tokens_purpose_check', sql`${t.purpose} in ('verify', 'change')`),
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    index('email_tokens_expires_idx').on(t.expiresAt),
  ],
);
