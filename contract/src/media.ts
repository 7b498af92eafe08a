import { z } from 'zod';
import { Id } from './common.ts';
import { MODULES, type ModuleKey, SOURCE_MODULES } from './modules.ts';
import { PageQuery } from './pagination.ts';

export const MEDIA_TYPES = ['image', 'document', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A type the server accepts, found from the file's content; `ext` is how it is recognised. */
export interface AcceptedType {
  mime: string;
  ext: string;
  type: MediaType;
}

const T = (mime: string, ext: string, type: MediaType): AcceptedType => ({ mime, ext, type });

/** Post attachments (CONTRACT.md §4 / issue): images, videos and office documents, plain text. */
export const POST_ATTACHMENT_TYPES: AcceptedType[] = [
  T('image/jpeg', 'jpg', 'image'),
  T('image/png', 'png', 'image'),
  T('image/gif', 'gif', 'image'),
  T('video/mp4', 'mp4', 'video'),
  T('video/webm', 'webm', 'video'),
  T('video/ogg', 'ogg', 'video'),
  T('application/pdf', 'pdf', 'document'),
  T('application/msword', 'doc', 'document'),
  T('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx', 'document'),
  T('application/vnd.ms-powerpoint', 'ppt', 'document'),
  T('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'pptx', 'document'),
  T('application/vnd.ms-excel', 'xls', 'document'),
  T('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'xlsx', 'document'),
  T('text/plain', 'txt', 'document'),
];

/** The extension each stored type is downloaded with (the variants are WebP). */
const EXTENSION_OF: Record<string, string> = {
  ...Object.fromEntries(POST_ATTACHMENT_TYPES.map((t) => [t.mime, t.ext])),
  'image/webp': 'webp',
};

/**
 * The name a stored file is downloaded (or zipped) under: the name it was uploaded with, its
 * extension replaced by the one of the type found from its content (issue 29 §5: a JPEG uploaded
 * as `poly.html` downloads as `poly.jpg`, never as a page). An unknown type keeps the name.
 */
export function downloadName(name: string, mime: string): string {
  const ext = EXTENSION_OF[mime];
  if (!ext) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (current === ext || (ext === 'jpg' && current === 'jpeg')) return name;
  return `${stem || 'file'}.${ext}`;
}

/** The media library (spec §5): photos jpeg, png, gif; documents pdf, doc, docx, ppt, pptx; videos mp4, webm, ogg. */
export const LIBRARY_EXTENSIONS = [
  'jpg',
  'png',
  'gif',
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'mp4',
  'webm',
  'ogg',
];
export const LIBRARY_TYPES = POST_ATTACHMENT_TYPES.filter((t) => LIBRARY_EXTENSIONS.includes(t.ext));

/** The library sends this privacy level (spec §7); its uploads are checked against LIBRARY_TYPES. */
export const LIBRARY_PRIVACY_LEVEL = 'private';

/** `accept` attribute of a file input for one library section. */
export const LIBRARY_ACCEPT: Record<MediaType, string> = {
  image: 'image/jpeg,image/png,image/gif',
  document: '.pdf,.doc,.docx,.ppt,.pptx',
  video: 'video/mp4,video/webm,video/ogg',
};

export const MEDIA_TEXTS = {
  fileMissing: 'Файл не передан',
  wrongType: 'Неподдерживаемый тип файла',
  tooLarge: 'Файл слишком большой',
  notFound: 'Файл не найден',
  badSignature: 'Ссылка на файл недействительна или устарела',
  sourceModuleInvalid: 'Недопустимый модуль',
  badRange: 'Недопустимый диапазон',
} as const;

/** One resized copy of an image (or a poster / page render): WebP, metadata stripped. */
export const MediaVariant = z.object({
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof MediaVariant>;

/** Long side, in pixels, of the image variants (never upscaled). */
export const VARIANT_SIZES = [320, 1080, 2048] as const;

export const MediaFile = z.object({
  id: Id,
  file_type: z.enum(MEDIA_TYPES),
  mime_type: z.string(),
  /**
   * The file as this viewer may have it: the original for its owner; for others an image's largest
   * variant (the thumbnail while pending) and a video's copy without metadata — null until that
   * copy exists (show `poster_url`), never the original (CONTRACT §4 "Metadata").
   */
  file_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  original_filename: z.string(),
  file_size: z.number().int(),
  source_module: z.enum(SOURCE_MODULES),
  privacy_level: z.string(),
  created_at: z.string(),
  /** Pixel size after EXIF orientation (images; videos once probed); null for older rows and documents. */
  width: z.number().int().nullish(),
  height: z.number().int().nullish(),
  /** ThumbHash of the image (base64), computed at upload; a blurred stand-in until the image loads. */
  placeholder: z.string().nullish(),
  /** WebP variants, smallest first, with signed URLs; empty until the background job has made them. */
  variants: z.array(MediaVariant).optional(),
  /** Video poster frame (WebP) or PDF first page, signed; null while pending or where the machine cannot render one. */
  poster_url: z.string().nullish(),
  /** Video length in seconds (ffprobe); null when unknown. */
  duration_seconds: z.number().nullish(),
  /** When a photo was taken (EXIF, read at upload; issue 34 §3), null when unknown. */
  taken_at: z.string().nullish(),
});
export type MediaFile = z.infer<typeof MediaFile>;

export const UploadFields = z.object({
  source_module: z.enum(SOURCE_MODULES, { message: MEDIA_TEXTS.sourceModuleInvalid }).default('personal'),
  privacy_level: z.string().trim().min(1).max(40).default(LIBRARY_PRIVACY_LEVEL),
  /**
   * A key the uploader chose for this file (a photo of a post written offline, issue 35 §2): sent
   * again with the same key, the upload answers the file already stored (200), never a second one.
   */
  client_key: Id.optional(),
});

export const MediaListQuery = PageQuery.extend({
  media_type: z.enum(MEDIA_TYPES, { message: 'media_type: image, document или video' }).optional(),
  module: z.enum(MODULES, { message: MEDIA_TEXTS.sourceModuleInvalid }).optional(),
  search: z.string().trim().max(200).optional(),
});
export type MediaListQuery = z.input<typeof MediaListQuery>;

export const MediaListResponse = z.object({
  media_files: z.array(MediaFile),
  next_cursor: z.string().nullable(),
});
export type MediaListResponse = z.infer<typeof MediaListResponse>;

const Counts = z.object({ images: z.number().int(), documents: z.number().int(), videos: z.number().int() });
export type MediaCounts = z.infer<typeof Counts>;

/**
 * GET /api/media/modules: per displayed module (keys remapped from source_module, spec §9) the
 * number of images, documents and videos, and the totals. Counts rather than whole lists, so the
 * answer stays small however large the library grows. `used_bytes` is what the user's media and
 * document scans take up, `quota_bytes` the per-user storage quota (STORAGE_QUOTA_BYTES).
 */
export const MediaModulesResponse = z.object({
  modules: z.record(z.enum(MODULES), Counts),
  total: Counts,
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
});
export type MediaModulesResponse = z.infer<typeof MediaModulesResponse>;

export const MEDIA_SECTION_TITLES: Record<MediaType, string> = {
  image: 'Мои фото',
  document: 'Мои файлы',
  video: 'Мои видео',
};

export type MediaModuleKey = ModuleKey;
