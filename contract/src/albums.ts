import { z } from 'zod';
import { Id } from './common.ts';
import { MediaFile } from './media.ts';
import { PageQuery } from './pagination.ts';
import { type NameGender, pastVerb } from './russian-names.ts';

/** An album's title: 1..100 characters. */
export const ALBUM_TITLE_MAX = 100;
export const ALBUM_DESCRIPTION_MAX = 1000;
/** Photos and videos one album holds at most (issue 22). */
export const ALBUM_ITEMS_MAX = 1000;
/** Files one add/remove call or one selection download names at most. */
export const ALBUM_BATCH_MAX = 200;
export const ARCHIVE_SELECTION_MAX = 500;

export const ALBUM_TEXTS = {
  notFound: 'Альбом не найден',
  titleRequired: 'Введите название альбома',
  titleTooLong: `Название — не длиннее ${ALBUM_TITLE_MAX} символов`,
  descriptionTooLong: `Описание — не длиннее ${ALBUM_DESCRIPTION_MAX} символов`,
  onlyOwner: 'Изменять альбом может только его владелец',
  notYourMedia: 'В альбом можно добавить только свои фото и видео',
  full: `В альбоме может быть не больше ${ALBUM_ITEMS_MAX} файлов`,
  coverNotInAlbum: 'Обложкой может быть только фото или видео из этого альбома',
  notYourCircle: 'Поделиться можно только со своей семьёй, домохозяйством или группой',
  idsRequired: 'Выберите хотя бы один файл',
  tooManyIds: `Не больше ${ALBUM_BATCH_MAX} файлов за раз`,
  tooManyForArchive: `В архив можно выбрать не больше ${ARCHIVE_SELECTION_MAX} файлов`,
  archiveNotFound: 'Архив не найден или ссылка устарела',
  archiveMissingNote: 'Эти файлы не вошли в архив: их нет в хранилище или их копии ещё готовятся:',
  archiveMissingFile: 'НЕ НАЙДЕНЫ.txt',
  emptyAlbum: 'В альбоме пока нет файлов',
  emptyLibrary: 'В медиатеке пока нет файлов',
  /** The notification of a new share (issue 32 item 14): «Анна Петрова поделилась альбомом «Дача»». */
  sharedWithYou: (owner: string, gender: NameGender, title: string) =>
    `${owner} ${pastVerb('поделился', gender)} альбомом «${title}»`,
} as const;

/** What an album is shared with: one of the owner's families, their household, or a chat group. */
export const SHARE_KINDS = ['family', 'household', 'chat_group'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const AlbumBody = z.object({
  title: z
    .string({ message: ALBUM_TEXTS.titleRequired })
    .trim()
    .min(1, { message: ALBUM_TEXTS.titleRequired })
    .max(ALBUM_TITLE_MAX, { message: ALBUM_TEXTS.titleTooLong }),
  description: z
    .string()
    .trim()
    .max(ALBUM_DESCRIPTION_MAX, { message: ALBUM_TEXTS.descriptionTooLong })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AlbumBody = z.input<typeof AlbumBody>;

export const AlbumOwner = z.object({ id: Id, first_name: z.string(), last_name: z.string() });

export const AlbumShare = z.object({ kind: z.enum(SHARE_KINDS), id: Id, name: z.string() });
export type AlbumShare = z.infer<typeof AlbumShare>;

/**
 * One album. `cover` is the chosen item, else the newest; `can_edit` is the caller's ability (the
 * owner only); `shares` are listed for the owner only; `archive_url` is a signed link (1–2 hours)
 * to the album's zip, issued to whoever may read the album and checked again when used.
 */
export const Album = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  item_count: z.number().int(),
  cover: MediaFile.nullable(),
  cover_is_chosen: z.boolean(),
  owner: AlbumOwner,
  can_edit: z.boolean(),
  shares: z.array(AlbumShare),
  archive_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Album = z.infer<typeof Album>;

export const AlbumListQuery = PageQuery;
/** A page of albums; `total` counts all my albums (the sidebar's figure), given on my own list only. */
export const AlbumListResponse = z.object({
  albums: z.array(Album),
  next_cursor: z.string().nullable(),
  total: z.number().int().optional(),
});
export type AlbumListResponse = z.infer<typeof AlbumListResponse>;

export const AlbumItemsQuery = PageQuery;
/** An album's photos and videos, newest first (by the file's date), keyset-paginated. */
export const AlbumItemsResponse = z.object({
  items: z.array(MediaFile),
  next_cursor: z.string().nullable(),
});
export type AlbumItemsResponse = z.infer<typeof AlbumItemsResponse>;

const mediaIds = (max: number, tooMany: string) =>
  z
    .array(Id, { message: ALBUM_TEXTS.idsRequired })
    .min(1, { message: ALBUM_TEXTS.idsRequired })
    .max(max, { message: tooMany })
    .transform((ids) => [...new Set(ids)]);

/** Add or remove files (idempotent: an id already there, or already gone, changes nothing). */
export const AlbumItemsBody = z.object({ media_ids: mediaIds(ALBUM_BATCH_MAX, ALBUM_TEXTS.tooManyIds) });
export type AlbumItemsBody = z.input<typeof AlbumItemsBody>;
export const AlbumItemsResult = z.object({ changed: z.number().int(), item_count: z.number().int() });
export type AlbumItemsResult = z.infer<typeof AlbumItemsResult>;

/** The cover: one of the album's items, or null for the default (the newest item). */
export const AlbumCoverBody = z.object({ media_id: Id.nullable() });
export type AlbumCoverBody = z.infer<typeof AlbumCoverBody>;

/** A circle the owner may share with, whether it is shared, and how many people it reaches. */
export const ShareOption = z.object({
  kind: z.enum(SHARE_KINDS),
  id: Id,
  name: z.string(),
  member_count: z.number().int(),
  shared: z.boolean(),
});
export type ShareOption = z.infer<typeof ShareOption>;
export const AlbumSharesResponse = z.object({ options: z.array(ShareOption) });
export type AlbumSharesResponse = z.infer<typeof AlbumSharesResponse>;

/** Replaces the album's shares with exactly these circles (an empty list makes it private). */
export const AlbumSharesBody = z.object({
  targets: z.array(z.object({ kind: z.enum(SHARE_KINDS), id: Id })).max(50),
});
export type AlbumSharesBody = z.infer<typeof AlbumSharesBody>;

/** A zip of chosen files of mine (`POST /api/media/archive`). */
export const ArchiveSelectionBody = z.object({
  media_ids: mediaIds(ARCHIVE_SELECTION_MAX, ALBUM_TEXTS.tooManyForArchive),
});
export type ArchiveSelectionBody = z.input<typeof ArchiveSelectionBody>;

/** A signed download link's query: who it was issued to, until when, and its signature. */
export const ArchiveLinkQuery = z.object({
  u: z.string().max(40).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export const ArchiveLink = z.object({ url: z.string() });
export type ArchiveLink = z.infer<typeof ArchiveLink>;

/** File name of a download: what may not stand in a file name becomes `_`; never empty. */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[/\\\u0000-\u001f\u007f:*?"<>|]/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .trim();
  return cleaned.slice(-120) || fallback;
}

/**
 * A name not used yet in `taken` (compared without case): `фото.jpg`, then `фото (2).jpg`, …
 * Records the answer in `taken`.
 */
export function uniqueName(name: string, taken: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
