import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One row per sign-in (issue 20, «Сеансы и устройства»): every token carries its id as `sid`.
 * A revoked session's tokens answer 401; `expires_at` follows the newest token issued for it.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt)],
);
export type UserSessionRow = typeof userSessions.$inferSelect;

/**
 * Two-factor sign-in (TOTP) of a user: the secret (encrypted) is stored at setup and used once
 * `enabled_at` is set; `last_step` is the newest 30 s step accepted (a code is never accepted
 * twice); `recovery_hashes` are the SHA-256 hashes of the unused one-time recovery codes.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: ts('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  recoveryHashes: text('recovery_hashes').array().notNull().default(sql`'{}'`),
});
export type UserTwoFactorRow = typeof userTwoFactor.$inferSelect;
