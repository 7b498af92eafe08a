// Texts and constants of posts without schemas, so the web app's first load needs no zod.
export const POST_CONTENT_MAX = 10_000;

export const POST_MEDIA_MAX = 10;

export const POST_TEXTS = {
  contentOrFile: 'Напишите текст или прикрепите файл',
  visibilityInvalid: 'Недопустимая видимость записи',
  moduleInvalid: 'Недопустимый модуль',
  mediaNotFound: 'Прикреплённый файл не найден',
  tooManyFiles: `Не больше ${POST_MEDIA_MAX} файлов`,
  postNotFound: 'Запись не найдена',
  commentNotFound: 'Комментарий не найден',
  commentEmpty: 'Комментарий не может быть пустым',
  commentForbidden: 'Изменять комментарий может только его автор',
  deleteForbidden: 'Удалить запись может только её автор',
  editForbidden: 'Изменить запись может только её автор',
  emojiInvalid: 'Недопустимая реакция',
  contentTooLong: `Максимум ${POST_CONTENT_MAX} символов`,
  published: 'Запись опубликована!',
  uploadedToPost: (n: number) => `К записи загружено файлов: ${n}`,
  createFailed: (detail: string) => `Не удалось создать запись: ${detail}`,
  unknownError: 'Неизвестная ошибка',
  uploadErrorToast: (message: string) => `Ошибка загрузки: ${message}`,
  uploadFailedAlert: (message: string) => `Не удалось загрузить: ${message}`,
  emptyFeed: 'Записей пока нет. Поделитесь новостью первым!',
  createEntry: 'Создать запись',
  deleteCommentConfirm: 'Удалить комментарий?',
  commentClientKeyReused: 'Этот ключ уже использован для комментария к другой записи',
} as const;

export const VISIBILITIES = [
  'FAMILY_ONLY',
  'HOUSEHOLD_ONLY',
  'PUBLIC',
  'ONLY_ME',
  'GENDER_MALE',
  'GENDER_FEMALE',
  'GENDER_IT',
] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Feed filter keys (spec §4) and the visibility each one narrows to (subscribed: see docs/decisions.md). */
export const FEED_FILTERS = [
  'my-family',
  'subscribed',
  'public',
  'household',
  'gender-male',
  'gender-female',
  'gender-it',
] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** The reaction a like sets (issue 32 item 9: a like is the default reaction, as on VK). */
export const LIKE_REACTION = '❤️';

/** Short popular list and the full list of reaction emoji (spec §9: 6 and 10 in the family feed). */
export const POPULAR_REACTIONS = ['❤️', '😂', '👍', '😮', '😢', '🙏'];
export const ALL_REACTIONS = [...POPULAR_REACTIONS, '🎉', '🔥', '👏', '😡'];
