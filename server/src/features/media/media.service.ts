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
import type { MediaFileRow } from '../../db/schema/index.ts';
import { QuotaExceeded, storageUsed, withinQuota } from '../../db/storage-usage.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { isPixelLimitError } from '../../platform/data-url.ts';
import { Forbidden, NotFound, TooLarge, UnsupportedType } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { asS3 } from '../../platform/open-storage.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { joinKey, type Storage } from '../../platform/storage.ts';
import { enqueueMediaVariants } from '../media-variants/variants.job.ts';
import { variantReads } from '../media-variants/variants.service.ts';
import { canDeleteMedia } from './media.policy.ts';
import { mediaRepo } from './media.repo.ts';
import {
  createMediaDtos,
  inlineSubject,
  type MediaWithVariants,
  PDF_MIME,
  publicSubject,
} from './media-dtos.ts';
import { makeThumbnail } from './media-thumbnail.ts';
import { READER_VARIANT } from './reader-copy.ts';
import { sniffType } from './sniff.ts';

/** A media row with its variants: media-dtos.ts (the posts' feed cards read it from here). */
export type { MediaWithVariants, VariantInfo } from './media-dtos.ts';

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
  const { publicUrl, toDto, toOwnerDto, toViewerDto } = createMediaDtos(signer);

  /** Rows with their variants (one query for the page). */
  async function withVariants(rows: MediaFileRow[]): Promise<MediaWithVariants[]> {
    const variants = await variantReads.ofMedia(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, variants: variants.filter((v) => v.mediaId === r.id) }));
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

    /**
     * Checks the staged file's real type and records it; a rejected file is removed from storage.
     * With a client key its owner already used (the upload sent again after a lost answer), the file
     * stored then is the answer (`created: false`) and the staged copy is removed: one file per key.
     */
    async commit(
      ownerId: string,
      staged: StagedFile,
      fields: Fields,
    ): Promise<{ file: MediaFile; created: boolean }> {
      const key = fields.client_key;
      const earlier = key ? await mediaRepo.findByClientKey(db, ownerId, key) : undefined;
      if (earlier) {
        await storage.delete(staged.key);
        return { file: toOwnerDto((await withVariants([earlier]))[0] ?? earlier), created: false };
      }
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
          const made = await makeThumbnail(storage, staged.key, staged.size).catch(async (err: unknown) => {
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
          clientKey: key ?? null,
        };
        const queued = needsJob(type);
        // The job is recorded with the file: a crash after the commit leaves a job, never a file without one.
        // Two uploads of one key at once wait on the owner's lock: the second finds the first's file.
        const { row, created } = await withinQuota(db, ownerId, staged.size, quotaBytes, async (tx) => {
          const same = key ? await mediaRepo.findByClientKey(tx, ownerId, key) : undefined;
          if (same) return { row: same, created: false };
          const inserted = await mediaRepo.insert(tx, values);
          if (queued) await enqueueMediaVariants(jobs, tx, inserted);
          return { row: inserted, created: true };
        }).catch((err: unknown) => {
          throw err instanceof QuotaExceeded ? new TooLarge(LIMIT_TEXTS.storageQuota) : err;
        });
        if (!created) {
          await storage.delete(staged.key);
          if (thumbnailKey) await storage.delete(thumbnailKey);
          return { file: toOwnerDto((await withVariants([row]))[0] ?? row), created };
        }
        if (queued) jobs.wake();
        return { file: toOwnerDto(row), created };
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
      else if (!original) key = (await variantReads.find(db, id, variant))?.storageKey ?? null;
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
      const variants = await variantReads.ofMedia(db, [id]);
      // Variant and job rows go with the file (ON DELETE CASCADE); their files right after.
      await mediaRepo.delete(db, id);
      await storage.delete(row.storageKey);
      if (row.thumbnailKey) await storage.delete(row.thumbnailKey);
      for (const v of variants) await storage.delete(v.storageKey);
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
