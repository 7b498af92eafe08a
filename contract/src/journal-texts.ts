// Texts and constants of the journal without schemas, so «В этот день» on the wall needs no zod.
// Re-exported by journal.ts.

/** The Journal module's own content (issue 34 §3): entries, and «В этот день». */
export const JOURNAL_TEXTS = {
  notFound: 'Запись не найдена',
  contentRequired: 'Напишите, что хочется запомнить',
  futureDate: 'Дата записи не может быть в будущем',
  notFamilyMember: 'Вы не состоите в этой семье',
  photoNotFound: 'Фото не найдено в вашей медиатеке',
  tooManyPhotos: 'Не больше 10 фото в записи',
  tooManyTags: 'Не больше 10 меток',
  badTag: 'Метка — до 30 букв или цифр',
} as const;

/** Who reads an entry: the author only, or the author's family (the same rule as for posts). */
export const JOURNAL_VISIBILITIES = ['ONLY_ME', 'FAMILY_ONLY'] as const;
export type JournalVisibility = (typeof JOURNAL_VISIBILITIES)[number];
export const MOODS = ['joy', 'calm', 'love', 'proud', 'tired', 'sad'] as const;
export type Mood = (typeof MOODS)[number];
export const JOURNAL_MAX_PHOTOS = 10;
