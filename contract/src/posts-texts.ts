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
  emojiInvalid: 'Недопустимая реакция',
  contentTooLong: `Максимум ${POST_CONTENT_MAX} символов`,
  published: 'Your post has been published successfully!',
  uploadedToPost: (n: number) => `Uploaded ${n} files to the post!`,
  createFailed: (detail: string) => `Failed to create post: ${detail}`,
  unknownError: 'Unknown error',
  uploadErrorToast: (message: string) => `Upload error: ${message}`,
  uploadFailedAlert: (message: string) => `Upload failed: ${message}`,
  emptyFeed: 'No posts yet. Be the first to share news!',
  createEntry: 'Create entry',
  deleteCommentConfirm: 'Delete comment?',
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

/** Feed filter keys (spec §4) and the visibility each one narrows to (subscribed: see README). */
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

/** Short popular list and the full list of reaction emoji (spec §9: 6 and 10 in the family feed). */
export const POPULAR_REACTIONS = ['❤️', '😂', '👍', '😮', '😢', '🙏'];
export const ALL_REACTIONS = [...POPULAR_REACTIONS, '🎉', '🔥', '👏', '😡'];
