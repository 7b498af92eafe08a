import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    originalFilename: text('original_filename').notNull(),
    mimeType: text('mime_type').notNull(),
    fileType: text('file_type').$type<'image' | 'document' | 'video'>().notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sourceModule: text('source_module').notNull(),
    privacyLevel: text('privacy_level').notNull(),
    /** After EXIF orientation (images, at upload) or from ffprobe (videos); null before issue 22. */
    width: integer('width'),
    height: integer('height'),
    /** ThumbHash (base64) of an image, made at upload. */
    placeholder: text('placeholder'),
    durationSeconds: doublePrecision('duration_seconds'),
    /** When a photo was taken (EXIF DateTimeOriginal read at upload, wall clock as UTC; migration 0033). */
    takenAt: timestamp('taken_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The uploader's key for this file (issue 35 §2, migration 0049): one file per (owner, key). */
    clientKey: uuid('client_key'),
    // Millisecond precision so keyset cursors (ISO timestamps) match rows exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    uniqueIndex('media_files_client_key').on(t.ownerId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('media_files_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('media_files_owner_taken_idx').on(t.ownerId, t.takenAt).where(sql`${t.takenAt} is not null`),
    // The library's order (issue 32 item 8): the date taken, else the upload (migration 0041).
    index('media_files_owner_shown_idx').on(
      t.ownerId,
      sql`coalesce(${t.takenAt}, ${t.createdAt}) DESC NULLS FIRST`,
      t.id.desc().nullsFirst(),
    ),
    index('media_files_owner_type_shown_idx').on(
      t.ownerId,
      t.fileType,
      sql`coalesce(${t.takenAt}, ${t.createdAt}) DESC NULLS FIRST`,
      t.id.desc().nullsFirst(),
    ),
    index('media_files_owner_type_created_idx').on(
      t.ownerId,
      t.fileType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

export type MediaFileRow = typeof mediaFiles.$inferSelect;

/**
 * Copies of a media file made by its job: WebP image sizes and a 'poster' (issue 22, migration
 * 0026), and a video's 'reader' copy re-muxed without metadata (issue 29, migration 0028).
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    /** '320', '1080', '2048', the original's long side when smaller, 'poster', or 'reader' (a video). */
    name: text('name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'media_variants_pk', columns: [t.mediaId, t.name] })],
);
export type MediaVariantRow = typeof mediaVariants.$inferSelect;
