import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { hiddenColumns } from './hidden-columns.ts';
import { mediaFiles } from './media.ts';
import { users } from './users.ts';
import { organizations } from './work.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    color: text('color').notNull(),
    headId: uuid('head_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('departments_org_idx').on(t.orgId),
    uniqueIndex('departments_org_name_key').on(t.orgId, sql`lower(${t.name})`),
  ],
);

export const orgPosts = pgTable(
  'org_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('org_posts_org_created_idx').on(t.orgId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('org_posts_department_idx').on(t.departmentId),
  ],
);

export const orgPostLikes = pgTable(
  'org_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => orgPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** An organization post's photos and videos, in the author's order (issue 32 item 12, migration 0046). */
export const orgPostMedia = pgTable(
  'org_post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => orgPosts.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.mediaId] }), index('org_post_media_media_idx').on(t.mediaId)],
);

/** Comments on organization posts: one level of replies (a reply's parent is a top-level comment). */
export const orgPostComments = pgTable(
  'org_post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => orgPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // biome-ignore lint/suspicious/noExplicitAny: a self reference needs the explicit column type
    parentId: uuid('parent_id').references((): any => orgPostComments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** Its author changed it (migration 0048): shown as «изменено», as wall comments. */
    isEdited: boolean('is_edited').notNull().default(false),
    /** An admin hid it after a report (CONTRACT §8; migration 0048). */
    ...hiddenColumns(),
  },
  (t) => [
    index('org_post_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('org_post_comments_author_idx').on(t.authorId),
  ],
);

/** Likes of comments on organization posts (migration 0048), as `comment_likes` of wall comments. */
export const orgCommentLikes = pgTable(
  'org_comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => orgPostComments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('org_comment_likes_user_idx').on(t.userId)],
);

export const orgFollows = pgTable(
  'org_follows',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('org_follows_user_idx').on(t.userId)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority').$type<'URGENT' | 'IMPORTANT' | 'NORMAL'>().notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_org_idx').on(t.orgId, t.isPinned, t.createdAt),
    index('announcements_department_idx').on(t.departmentId),
  ],
);

export const announcementViews = pgTable(
  'announcement_views',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const announcementReactions = pgTable(
  'announcement_reactions',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
