import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { chatGroups } from './chat.ts';
import { families } from './family.ts';
import { households } from './household.ts';
import { mediaFiles } from './media.ts';
import { users } from './users.ts';

/** A user's album of their own photos and videos (issue 22). */
export const albums = pgTable(
  'albums',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The chosen cover; null means the newest item. A deleted file falls back to the default. */
    coverMediaId: uuid('cover_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('albums_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * A file in an album. `media_created_at` copies the file's (never changing) date so the album's
 * timeline pages over one index; deleting the file removes it from every album (cascade).
 */
export const albumItems = pgTable(
  'album_items',
  {
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** The file's shown date: taken (EXIF), else uploaded (migration 0041), which orders the album. */
    mediaCreatedAt: timestamp('media_created_at', {
      withTimezone: true,
      mode: 'date',
      precision: 3,
    }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.albumId, t.mediaId], name: 'album_items_pk' }),
    index('album_items_album_created_idx').on(
      t.albumId,
      t.mediaCreatedAt.desc().nullsFirst(),
      t.mediaId.desc().nullsFirst(),
    ),
    index('album_items_media_idx').on(t.mediaId),
  ],
);

/** An album shared with exactly one circle of its owner: a family, a household or a chat group. */
export const albumShares = pgTable(
  'album_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    householdId: uuid('household_id').references(() => households.id, { onDelete: 'cascade' }),
    chatGroupId: uuid('chat_group_id').references(() => chatGroups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'album_shares_one_target_check',
      sql`num_nonnulls(${t.familyId}, ${t.householdId}, ${t.chatGroupId}) = 1`,
    ),
    uniqueIndex('album_shares_family_key').on(t.albumId, t.familyId).where(sql`${t.familyId} is not null`),
    uniqueIndex('album_shares_household_key')
      .on(t.albumId, t.householdId)
      .where(sql`${t.householdId} is not null`),
    uniqueIndex('album_shares_chat_group_key')
      .on(t.albumId, t.chatGroupId)
      .where(sql`${t.chatGroupId} is not null`),
    index('album_shares_family_idx').on(t.familyId),
    index('album_shares_household_idx').on(t.householdId),
    index('album_shares_chat_group_idx').on(t.chatGroupId),
  ],
);

export type AlbumRow = typeof albums.$inferSelect;
export type AlbumItemRow = typeof albumItems.$inferSelect;
export type AlbumShareRow = typeof albumShares.$inferSelect;
