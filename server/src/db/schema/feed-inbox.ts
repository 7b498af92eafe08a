import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * «Подписки» fanned out on write (issue 37, migration 0035): one row per post and person whose
 * «Подписки» it belongs to (subscribedBy), written and removed only by the database's triggers on
 * posts, follows, friendships, family and household membership and family follows, in the same
 * transaction as the change. No foreign keys (a trigger removes a deleted post's or account's rows),
 * so a post written to thousands of inboxes costs no lookups per row.
 */
export const feedInbox = pgTable(
  'feed_inbox',
  {
    userId: uuid('user_id').notNull(),
    /** The post's created_at: a page is this person's rows newest first. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    postId: uuid('post_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'feed_inbox_pkey', columns: [t.userId, t.createdAt, t.postId] }),
    index('feed_inbox_post_idx').on(t.postId),
  ],
);
