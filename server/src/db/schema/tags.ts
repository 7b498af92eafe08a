import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

/**
 * The hashtags of each post (issue 21), written in the same transaction as the post (contract
 * extractHashtags: lower-case, at most HASHTAG_MAX_PER_POST). The post's time and whether it is
 * PUBLIC are copied in, so a tag's posts are walked newest first on one index and «Популярные
 * теги» counts the last days' public tags without reading posts.
 */
export const postTags = pgTable(
  'post_tags',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    isPublic: boolean('is_public').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('post_tags_tag_created_idx').on(
      t.tag,
      t.createdAt.desc().nullsFirst(),
      t.postId.desc().nullsFirst(),
    ),
    index('post_tags_public_created_idx').on(t.createdAt, t.tag).where(sql`${t.isPublic}`),
  ],
);
