import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LIMIT_TEXTS } from '@krug/contract/limits';
import {
  downloadName,
  LIBRARY_PRIVACY_LEVEL,
  LIBRARY_TYPES,
  MEDIA_TEXTS,
  type MediaCounts,
  type MediaFile,
  type MediaListQuery,
  type MediaListResponse,
  type MediaModulesResponse,
  POST_ATTACHMENT_TYPES,
  type UploadFields,
} from '@krug/contract/media';
import type { SourceModule } from '@krug/contract/modules';
import { MODULES, type ModuleKey, sourceModulesShownAs, toDisplayModule } from '@krug/contract/modules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow, MediaVariantRow } from '../../db/schema/index.ts';
import { QuotaExceeded, storageUsed, withinQuota } from '../../db/storage-usage.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { boundedSharp, checkImagePixels, isPixelLimitError } from '../../platform/data-url.ts';
import { Forbidden, NotFound, TooLarge, UnsupportedType } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { asS3 } from '../../platform/open-storage.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { joinKey, piped, type Storage } from '../../platform/storage.ts';
import { imageFacts } from '../media-variants/image-variants.ts';
import { enqueueMediaVariants } from '../media-variants/variants.job.ts';
import { variantsRepo } from '../media-variants/variants.repo.ts';
import { canDeleteMedia, readerCopy } from './media.policy.ts';
import { mediaRepo } from './media.repo.ts';
import { isSize, READER_VARIANT, readerVariant } from './reader-copy.ts';
import { sniffType } from './sniff.ts';
import { takenAtOf } from './taken-at.ts';

const THUMB_SIZE = 480;
/** Bytes read to find an image's dimensions before decoding it (headers sit at the start). */
const IMAGE_HEAD_BYTES = 256 * 1024;
const filesPath = (id: string) => `/api/media/files/${id}`;
const PDF_MIME = 'application/pdf';
const inlineSubject = (id: string) => `${id}:inline`;
/**
 * Links to a file's thumbnail, variants and poster are signed for this subject, its original
 * for the id alone: a link given to a viewer who is not the owner cannot be turned into the
 * original's by editing `variant`.
 */
const publicSubject = (id: string) => `${id}:public`;
/**
 * A `variant` of the file route: the original, the upload thumbnail, the poster, a size ('1080'),
 * or a video's reader copy ('reader').
 */
export const FILE_VARIANT = /^(original|thumb|poster|reader|\d{1,5})$/;

/** The variant facts a DTO needs (the posts query gathers them as JSON). */
export type VariantInfo = Pick<MediaVariantRow, 'name' | 'width' | 'height'>;
export type MediaWithVariants = MediaFileRow & { variants?: VariantInfo[] | null };

/** Which kinds of file get a background job: images (variants), videos (poster, length), PDFs (first page). */
const needsJob = (type: { type: string; mime: string }) =>
  type.type === 'image' || type.type === 'video' || type.mime === PDF_MIME;

export interface StagedFile {
  key: string;
  filename: string;
  size: number;
}

type Fields = z.output<typeof UploadFields>;
type ListQuery = z.output<typeof MediaListQuery>;

export function createMediaService(deps: {
  db: Db;
  storage: Storage;
  signer: UrlSigner;
  /** Bytes of media and document scans one user may store (STORAGE_QUOTA_BYTES). */
  quotaBytes: number;
  log?: (e: unknown) => void;
  /** Where an upload's media job goes (images, videos, PDFs). */
  jobs: JobQueue;
  /**
   * With a bucket: files are answered by a redirect to a presigned link of this many seconds
   * (STORAGE_URL's redirect_seconds) instead of streamed through the server.
   */
  redirectSeconds?: number;
}) {
  const { db, storage, signer, quotaBytes, jobs } = deps;
  const bucket = deps.redirectSeconds ? asS3(storage) : null;

  const publicUrl = (id: string, variant: string) =>
    `${signer.sign(filesPath(id), publicSubject(id))}&variant=${variant}`;

  /** The fields every viewer gets; `file_url` is the original's (signed for the id alone). */
  const baseDto = (row: MediaWithVariants): MediaFile => {
    const all = row.variants ?? [];
    const sized = all.filter(isSize).sort((a, b) => a.width - b.width);
    const poster = all.find((v) => v.name === 'poster');
    return {
      id: row.id,
      file_type: row.fileType,
      mime_type: row.mimeType,
      file_url: signer.sign(filesPath(row.id), row.id),
      thumbnail_url: row.thumbnailKey ? publicUrl(row.id, 'thumb') : null,
      original_filename: row.originalFilename,
      file_size: row.fileSize,
      source_module: row.sourceModule as SourceModule,
      privacy_level: row.privacyLevel,
      created_at: row.createdAt.toISOString(),
      width: row.width ?? null,
      height: row.height ?? null,
      placeholder: row.placeholder ?? null,
      variants: sized.map((v) => ({ width: v.width, height: v.height, url: publicUrl(row.id, v.name) })),
      poster_url: poster ? publicUrl(row.id, 'poster') : null,
      duration_seconds: row.durationSeconds ?? null,
      taken_at: row.takenAt ? new Date(row.takenAt).toISOString() : null,
    };
  };
  /**
   * Anyone's view of a file (a post's reader, a family page's visitor): the original of an image or
   * a video stays with its owner (CONTRACT §4 "Metadata"). `file_url` is an image's largest variant,
   * or the upload thumbnail (480 px, metadata stripped) while the variants are being made; a video's
   * copy re-muxed without metadata, or null (the poster only) until it exists.
   */
  const toDto = (row: MediaWithVariants): MediaFile => {
    const dto = baseDto(row);
    if (row.fileType !== 'image' && row.fileType !== 'video') return dto;
    const copy = readerVariant(row, row.variants ?? []);
    if (row.fileType === 'video')
      return { ...dto, file_url: copy ? publicUrl(row.id, READER_VARIANT) : null };
    const stand_in = copy ? publicUrl(row.id, copy.name) : dto.thumbnail_url;
    return stand_in ? { ...dto, file_url: stand_in } : dto;
  };
  /**
   * The owner's own view of a file (library, upload answer): the original; a PDF's link also lets
   * it open in the browser's viewer (`inline=1`, signed separately, so nobody else can add it to
   * their link).
   */
  const toOwnerDto = (row: MediaWithVariants): MediaFile => {
    const dto = baseDto(row);
    if (row.mimeType !== PDF_MIME) return dto;
    return { ...dto, file_url: `${signer.sign(filesPath(row.id), inlineSubject(row.id))}&inline=1` };
  };
  /** A file as `viewerId` (null: signed out) sees it: the owner the original, others the reader copy. */
  const toViewerDto = (row: MediaWithVariants, viewerId: string | null): MediaFile =>
    readerCopy(viewerId, row) ? toDto(row) : baseDto(row);

  /** Rows with their variants (one query for the page). */
  async function withVariants(rows: MediaFileRow[]): Promise<MediaWithVariants[]> {
    const variants = await variantsRepo.ofMedia(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, variants: variants.filter((v) => v.mediaId === r.id) }));
  }

  /**
   * A thumbnail made under the pixel cap: an image over IMAGE_MAX_PIXELS is refused (413) from its
   * header. With it, the image's size after EXIF orientation and its ThumbHash, read from the
   * thumbnail (a few kilobytes), so feed cards can reserve the image's box at once.
   */
  async function makeThumbnail(key: string, size: number) {
    const head: Buffer[] = [];
    for await (const chunk of storage.get(key, { start: 0, end: Math.min(size, IMAGE_HEAD_BYTES) - 1 }))
      head.push(chunk as Buffer);
    const headBytes = Buffer.concat(head);
    await checkImagePixels(headBytes);
    const thumbKey = `${key}.thumb.webp`;
    const resize = boundedSharp(undefined, { animated: false })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 });
    await storage.put(thumbKey, piped(storage.get(key), resize));
    const thumb = await readSmall(thumbKey);
    // The header tells the full size and orientation; a header past the first bytes, the thumbnail's shape.
    const meta = await boundedSharp(headBytes)
      .metadata()
      .catch(() => boundedSharp(thumb).metadata());
    const turned = (meta.orientation ?? 1) >= 5;
    const { placeholder } = await imageFacts(thumb);
    return {
      thumbKey,
      takenAt: await takenAtOf(headBytes),
      width: (turned ? meta.height : meta.width) ?? null,
      height: (turned ? meta.width : meta.height) ?? null,
      placeholder,
    };
  }

  async function readSmall(key: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const chunk of storage.get(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  return {
    toDto,
    toOwnerDto,
    toViewerDto,
    withVariants,

    /** Links to files as `viewerId` may see them (a tree portrait), by id; unknown ids are left out. */
    async viewerUrls(ids: string[], viewerId: string): Promise<Map<string, string>> {
      const rows = await withVariants(await mediaRepo.findManyByIds(db, [...new Set(ids)]));
      return new Map(
        rows.flatMap((r) => {
          const dto = toViewerDto(r, viewerId);
          const url = dto.thumbnail_url ?? dto.file_url;
          return url ? [[r.id, url] as const] : [];
        }),
      );
    },
    /** Which of `ids` are images in `ownerId`'s own library. */
    async ownImages(ownerId: string, ids: string[]): Promise<Set<string>> {
      const rows = await mediaRepo.findManyByIds(db, [...new Set(ids)]);
      return new Set(rows.filter((r) => r.ownerId === ownerId && r.fileType === 'image').map((r) => r.id));
    },
    /** Files as `viewerId` may see them, by id, in the order asked (journal entries). */
    async viewerDtos(ids: string[], viewerId: string): Promise<Map<string, MediaFile>> {
      const rows = await withVariants(await mediaRepo.findManyByIds(db, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, toViewerDto(r, viewerId)]));
    },

    /** Streams an uploaded file into storage under a fresh key; nothing is recorded yet. */
    async stage(filename: string, stream: Readable): Promise<StagedFile> {
      const key = joinKey(new Date().toISOString().slice(0, 7), randomUUID());
      const size = await storage.put(key, stream);
      // Control characters (NUL above all: PostgreSQL refuses it) never belong in a file name.
      const name = filename.replace(/\p{Cc}/gu, '').slice(0, 255);
      return { key, filename: name || 'file', size };
    },

    discard: (staged: StagedFile) => storage.delete(staged.key),

    /** Checks the staged file's real type and records it; a rejected file is removed from storage. */
    async commit(ownerId: string, staged: StagedFile, fields: Fields): Promise<MediaFile> {
      const accepted = fields.privacy_level === LIBRARY_PRIVACY_LEVEL ? LIBRARY_TYPES : POST_ATTACHMENT_TYPES;
      let thumbnailKey: string | null = null;
      let image: {
        width: number | null;
        height: number | null;
        placeholder: string;
        takenAt: Date | null;
      } | null = null;
      try {
        // Cheap early refusal; the binding check runs again under the owner's lock below.
        if ((await storageUsed(db, ownerId)) + staged.size > quotaBytes)
          throw new TooLarge(LIMIT_TEXTS.storageQuota);
        const type = await sniffType(() => storage.get(staged.key), staged.filename, accepted);
        if (!type) throw new UnsupportedType(MEDIA_TEXTS.wrongType);
        if (type.type === 'image') {
          // An image that does not decode is not an image, whatever its first bytes say.
          const made = await makeThumbnail(staged.key, staged.size).catch(async (err: unknown) => {
            await storage.delete(`${staged.key}.thumb.webp`);
            if (err instanceof TooLarge) throw err;
            if (isPixelLimitError(err)) throw new TooLarge(LIMIT_TEXTS.imageTooManyPixels);
            throw new UnsupportedType(MEDIA_TEXTS.wrongType);
          });
          thumbnailKey = made.thumbKey;
          image = made;
        }
        const values = {
          ownerId,
          storageKey: staged.key,
          thumbnailKey,
          originalFilename: staged.filename,
          mimeType: type.mime,
          fileType: type.type,
          fileSize: staged.size,
          sourceModule: fields.source_module,
          privacyLevel: fields.privacy_level,
          width: image?.width ?? null,
          height: image?.height ?? null,
          placeholder: image?.placeholder ?? null,
          takenAt: image?.takenAt ?? null,
        };
        const queued = needsJob(type);
        // The job is recorded with the file: a crash after the commit leaves a job, never a file without one.
        const row = await withinQuota(db, ownerId, staged.size, quotaBytes, async (tx) => {
          const inserted = await mediaRepo.insert(tx, values);
          if (queued) await enqueueMediaVariants(jobs, tx, inserted);
          return inserted;
        }).catch((err: unknown) => {
          throw err instanceof QuotaExceeded ? new TooLarge(LIMIT_TEXTS.storageQuota) : err;
        });
        if (queued) jobs.wake();
        return toOwnerDto(row);
      } catch (err) {
        await storage.delete(staged.key);
        if (thumbnailKey) await storage.delete(thumbnailKey);
        throw err;
      }
    },

    async list(ownerId: string, q: ListQuery): Promise<MediaListResponse> {
      const rows = await mediaRepo.list(db, {
        ownerId,
        fileType: q.media_type,
        sourceModules: q.module ? sourceModulesShownAs(q.module) : undefined,
        search: q.search || undefined,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      // The cursor is the shown date the list is ordered by (taken, else uploaded).
      const { next } = page(
        rows.map((r) => ({ createdAt: r.takenAt ?? r.createdAt, id: r.id })),
        q.limit,
      );
      return { media_files: (await withVariants(rows)).map(toOwnerDto), next_cursor: next };
    },

    async modules(ownerId: string): Promise<MediaModulesResponse> {
      const zero = (): MediaCounts => ({ images: 0, documents: 0, videos: 0 });
      const modules = Object.fromEntries(MODULES.map((m) => [m, zero()])) as Record<ModuleKey, MediaCounts>;
      const total = zero();
      const field = { image: 'images', document: 'documents', video: 'videos' } as const;
      for (const r of await mediaRepo.countsByModule(db, ownerId)) {
        const key = field[r.fileType];
        modules[toDisplayModule(r.sourceModule as SourceModule)][key] += r.n;
        total[key] += r.n;
      }
      return { modules, total, used_bytes: await storageUsed(db, ownerId), quota_bytes: quotaBytes };
    },

    /** Bytes the user may still store (media and scans together). */
    async remaining(ownerId: string): Promise<number> {
      return Math.max(0, quotaBytes - (await storageUsed(db, ownerId)));
    },

    /**
     * The bytes behind a signed link; the signature was issued only to those allowed to see the
     * file, and the original's only to its owner (see publicSubject).
     */
    async open(id: string, exp: unknown, sig: unknown, variant: string, inline = false) {
      const original = variant === 'original';
      const subject = !original ? publicSubject(id) : inline ? inlineSubject(id) : id;
      if (!signer.verify(subject, exp, sig)) throw new Forbidden(MEDIA_TEXTS.badSignature);
      const row = await mediaRepo.findById(db, id);
      if (!row) throw new NotFound(MEDIA_TEXTS.notFound);
      let key: string | null = row.storageKey;
      if (variant === 'thumb') key = row.thumbnailKey;
      else if (!original) key = (await variantsRepo.find(db, id, variant))?.storageKey ?? null;
      if (!key) throw new NotFound(MEDIA_TEXTS.notFound);
      const stored = key;
      // The reader copy of a video is the same kind of file as its original, without metadata.
      const sameType = original || variant === READER_VARIANT;
      const mime = sameType ? row.mimeType : 'image/webp';
      const filename = downloadName(row.originalFilename, mime);
      if (bucket) {
        // Redirect mode: no HEAD first (the bucket answers a missing object itself) — one round
        // trip to the bucket less for each file a page shows.
        const expiresInSeconds = deps.redirectSeconds ?? 0;
        return {
          row,
          mime,
          filename,
          /** A presigned link to the object, answering with the file's type and this disposition. */
          presign: (contentDisposition: string | undefined) =>
            bucket.presign(stored, { expiresInSeconds, contentType: mime, contentDisposition }),
        };
      }
      const size = await storage.size(stored);
      if (size === null) throw new NotFound(MEDIA_TEXTS.notFound);
      return {
        row,
        size,
        mime,
        filename,
        read: (range?: { start: number; end: number }) => storage.get(stored, range),
        presign: null,
      };
    },

    /** A file the viewer can see (own, in a post or a shared album): what a report names. */
    async visibleFile(userId: string, id: string) {
      const row = await mediaRepo.findVisible(db, id, userId);
      if (!row) throw new NotFound(MEDIA_TEXTS.notFound);
      return {
        id: row.id,
        ownerId: row.ownerId,
        filename: row.originalFilename,
        previewUrl: row.thumbnailKey ? publicUrl(row.id, 'thumb') : null,
      };
    },

    /** A signed thumbnail of any file, for the admins' report queue (null without one). */
    async previewUrl(id: string): Promise<string | null> {
      const row = await mediaRepo.findById(db, id);
      return row?.thumbnailKey ? publicUrl(row.id, 'thumb') : null;
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await mediaRepo.findById(db, id);
      if (!row) throw new NotFound(MEDIA_TEXTS.notFound);
      // Someone else's library is not theirs to know about (404, like their documents).
      if (!canDeleteMedia(userId, row)) throw new NotFound(MEDIA_TEXTS.notFound);
      const variants = await variantsRepo.ofMedia(db, [id]);
      // Variant and job rows go with the file (ON DELETE CASCADE); their files right after.
      await mediaRepo.delete(db, id);
      await storage.delete(row.storageKey);
      if (row.thumbnailKey) await storage.delete(row.thumbnailKey);
      for (const v of variants) await storage.delete(v.storageKey);
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
