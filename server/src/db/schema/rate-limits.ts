import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit budgets shared by every server process (issue 29 §4): one row per budget and key
 * (a user, an address, an email and address), counting hits in a fixed window that ends at
 * `reset_at`. The key is a hash, so no email or address is kept here. Expired rows are reset by
 * the next hit of their key and swept in small batches (platform/rate-limits.repo.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
