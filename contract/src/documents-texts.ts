// Texts of documents without schemas, so the web app's catalog needs no zod.

/** Texts of 02 §5 (documents), in Russian; the web app's catalogs hold them under documents.texts. */
export const DOCUMENT_MESSAGES = {
  header: 'МОИ ДОКУМЕНТЫ',
  empty: 'Нет документов',
  replaceScan: 'Заменить скан',
  countryRequired: 'Укажите страну',
  scanTooLarge: 'Файл слишком большой. Максимальный размер: 10 МБ',
  scanWrongType: 'Неподдерживаемый тип файла. Разрешены: PDF, JPG, PNG, GIF, WEBP',
  scanMissing: 'Файл не выбран',
  uploaded: 'Документ успешно загружен!',
  created: 'Документ успешно создан!',
  uploadFailed: 'Не удалось загрузить скан',
  uploadError: 'Ошибка загрузки файла',
  notFound: 'Документ не найден',
  chunkInvalid: 'Некорректная часть файла',
  deleteConfirm: 'Удалить этот документ?',
} as const;

/** The messages plus the server's texts built from values. */
export const DOCUMENT_TEXTS = {
  ...DOCUMENT_MESSAGES,
  chunkFailed: (n: number) => `Не удалось загрузить часть файла ${n}`,
  chunksMissing: (missing: number[]) =>
    `Не хватает частей файла: ${missing.join(', ')}. Загрузите файл заново.`,
  tooManyOpenUploads: (max: number) =>
    `Слишком много незавершённых загрузок сканов (не больше ${max} одновременно). Дождитесь их окончания или повторите через час.`,
} as const;
