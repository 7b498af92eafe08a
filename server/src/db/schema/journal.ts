import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { families } from './family.ts';
import { mediaFiles } from './media.ts';
import { users } from './users.ts';

/** A Journal entry (issue 34 §3, migration 0033): private (ONLY_ME) or for the family (FAMILY_ONLY). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The family it was written for; null: every family of the author (as a FAMILY_ONLY post without one). */
    familyId: uuid('family_id').references(() => families.id, { onDelete: 'cascade' }),
    visibility: text('visibility').$type<'ONLY_ME' | 'FAMILY_ONLY'>().notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    mood: text('mood'),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check('journal_entries_visibility_check', sql`${t.visibility} in ('ONLY_ME', 'FAMILY_ONLY')`),
    index('journal_entries_author_idx').on(t.authorId, t.entryDate.desc(), t.id.desc()),
    index('journal_entries_date_idx').on(t.entryDate.desc(), t.id.desc()),
  ],
);

/** The library photos of an entry, in order. */
export const journalEntryMedia = pgTable(
  'journal_entry_media',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'journal_entry_media_pk', columns: [t.entryId, t.mediaId] }),
    index('journal_entry_media_media_idx').on(t.mediaId),
  ],
);

export type JournalEntryRow = typeof journalEntries.$inferSelect;
