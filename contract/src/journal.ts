import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { JOURNAL_MAX_PHOTOS, JOURNAL_TEXTS, JOURNAL_VISIBILITIES, MOODS } from './journal-texts.ts';
import { MediaFile } from './media.ts';
import { PageQuery } from './pagination.ts';

export {
  JOURNAL_MAX_PHOTOS,
  JOURNAL_TEXTS,
  JOURNAL_VISIBILITIES,
  type JournalVisibility,
  MOODS,
  type Mood,
} from './journal-texts.ts';

const tag = z
  .string()
  .trim()
  .transform((v) => v.replace(/^#/, ''))
  .pipe(z.string().regex(/^[\p{L}\p{N}_-]{1,30}$/u, { message: JOURNAL_TEXTS.badTag }));

export const JournalEntryBody = z.object({
  content: z
    .string({ message: JOURNAL_TEXTS.contentRequired })
    .trim()
    .min(1, { message: JOURNAL_TEXTS.contentRequired })
    .max(10_000, { message: 'Максимум 10000 символов' }),
  entry_date: IsoDate.refine((d) => d <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10), {
    message: JOURNAL_TEXTS.futureDate,
  }),
  visibility: z.enum(JOURNAL_VISIBILITIES, { message: 'Выберите, кто увидит запись' }).default('ONLY_ME'),
  /** For FAMILY_ONLY: the family it is written for (null: every family of the author, as for posts). */
  family_id: Id.nullish().transform((v) => v ?? null),
  mood: z
    .enum(MOODS, { message: 'Неизвестное настроение' })
    .nullish()
    .transform((v) => v ?? null),
  tags: z
    .array(tag)
    .max(10, { message: JOURNAL_TEXTS.tooManyTags })
    .default([])
    .transform((t) => [...new Set(t.map((x) => x.toLocaleLowerCase('ru')))]),
  /** Photos from the author's library, in order. */
  media_ids: z.array(Id).max(JOURNAL_MAX_PHOTOS, { message: JOURNAL_TEXTS.tooManyPhotos }).default([]),
});
export type JournalEntryBody = z.input<typeof JournalEntryBody>;

const Author = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string().nullable(),
});

export const JournalEntry = z.object({
  id: Id,
  author: Author,
  family_id: Id.nullable(),
  visibility: z.enum(JOURNAL_VISIBILITIES),
  entry_date: z.string(),
  content: z.string(),
  mood: z.enum(MOODS).nullable(),
  tags: z.array(z.string()),
  media_files: z.array(MediaFile),
  created_at: z.string(),
  updated_at: z.string(),
  /** The author edits and deletes. */
  can_edit: z.boolean(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

export const JournalListQuery = PageQuery.extend({
  /** `me`: only the caller's own entries; otherwise also those the family shares with them. */
  author: z.enum(['me', 'all']).default('all'),
});
export const JournalListResponse = z.object({
  entries: z.array(JournalEntry),
  /** The cursor of the next page (`before`), null on the last one. */
  next_cursor: z.string().nullable(),
});
export type JournalListResponse = z.infer<typeof JournalListResponse>;

/** «В этот день»: the caller's own things from this day of earlier years. */
export const OnThisDayQuery = z.object({ date: IsoDate.optional() });
export const OnThisDayPost = z.object({
  id: Id,
  content: z.string(),
  created_at: z.string(),
  source_module: z.string(),
});
export const OnThisDayYear = z.object({
  year: z.number().int(),
  /** How many years ago. */
  years_ago: z.number().int(),
  posts: z.array(OnThisDayPost),
  entries: z.array(JournalEntry),
  /** Photos by the day they were taken (EXIF), or uploaded when that is unknown. */
  photos: z.array(MediaFile),
});
export type OnThisDayYear = z.infer<typeof OnThisDayYear>;
export const OnThisDayResponse = z.object({ date: z.string(), years: z.array(OnThisDayYear) });
export type OnThisDayResponse = z.infer<typeof OnThisDayResponse>;
