import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // Millisecond precision so keyset cursors (ISO timestamps) match rows exactly.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    index('media_files_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
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
