import type { DocumentType } from '@krug/contract/documents';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').$type<DocumentType>().notNull(),
    country: text('country').notNull(),
    documentNumber: text('document_number'),
    documentData: jsonb('document_data').$type<Record<string, string | null>>().notNull().default({}),
    scanKey: text('scan_key'),
    scanMime: text('scan_mime'),
    /** Bytes of the stored scan (0 without one), counted in the owner's storage quota. */
    scanSize: bigint('scan_size', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('documents_owner_idx').on(t.ownerId, t.createdAt)],
);

/** Chunks of a scan upload in progress (1 MB each); assembled once all have arrived. */
export const scanChunks = pgTable(
  'scan_chunks',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    uploadKey: text('upload_key').notNull(),
    chunkIndex: integer('chunk_index').notNull(),
    totalChunks: integer('total_chunks').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.uploadKey, t.chunkIndex] }),
    index('scan_chunks_created_idx').on(t.createdAt),
  ],
);

export type DocumentRow = typeof documents.$inferSelect;
