import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { families } from './family.ts';
import { hiddenColumns } from './hidden-columns.ts';
import { mediaFiles } from './media.ts';
import { searchVector } from './search-vector.ts';
import { users } from './users.ts';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    sourceModule: text('source_module').notNull(),
    visibility: text('visibility').notNull(),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    youtubeUrls: jsonb('youtube_urls').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    /** When its author last edited it (the «изменено» mark; migration 0041), null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true, mode: 'date', precision: 3 }),
    // Kept by row triggers on post_likes, comments and post_reactions (migration 0035): never
    // written by the application.
    // likes_count counts every reaction (a like is the ❤️ reaction since migration 0041).
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Reactions per emoji, only emojis with at least one: {"❤️": 3}. */
    reactionCounts: jsonb('reaction_counts').$type<Record<string, number>>().notNull().default({}),
    /** The author's idempotency key (the outbox, issue 35 §2; migration 0044): one post per key. */
    clientKey: uuid('client_key'),
    ...hiddenColumns(),
    /** Its text's Russian full-text vector, kept by PostgreSQL (migration 0050). */
    searchVector: searchVector(),
  },
  // DESC NULLS FIRST is what `order by … desc` asks for; an index built DESC NULLS LAST cannot serve
  // that order (the planner then sorts the whole table), even though the columns are never null.
  (t) => [
    index('posts_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('posts_author_created_idx').on(
      t.authorId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_family_created_idx').on(
      t.familyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('posts_fts_idx').using('gin', t.searchVector),
    uniqueIndex('posts_client_key').on(t.authorId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaId] })],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postReactions = pgTable(
  'post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // biome-ignore lint/suspicious/noExplicitAny: a self reference needs the explicit column type
    parentId: uuid('parent_id').references((): any => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: createdAt(),
    /** The author's idempotency key (the outbox, issue 35 §2; migration 0044): one comment per key. */
    clientKey: uuid('client_key'),
    ...hiddenColumns(),
    /** Its text's Russian full-text vector, kept by PostgreSQL (migration 0050). */
    searchVector: searchVector(),
  },
  (t) => [
    index('comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    // A user's own comments, oldest first: «Скачать мои данные» (migration 0020).
    index('comments_author_created_idx').on(t.authorId, t.createdAt, t.id),
    // Russian full-text search over comments (issue 21, migration 0024), as posts_fts_idx.
    index('comments_fts_idx').using('gin', t.searchVector),
    // Newest first over all comments: a common word's matches are walked in order, not all sorted.
    index('comments_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    uniqueIndex('comments_client_key').on(t.authorId, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export type PostRow = typeof posts.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;
