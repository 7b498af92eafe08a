import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { LIMIT_TEXTS } from '@krug/contract/limits';
import {
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
import { boundedSharp, checkImagePixels, isPixelLimitError } from '../../platform/data-url.ts';
import { Forbidden, NotFound, TooLarge, UnsupportedType } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { joinKey, type Storage } from '../../platform/storage.ts';
import { canDeleteMedia } from './media.policy.ts';
import { mediaRepo } from './media.repo.ts';
import { sniffType } from './sniff.ts';

const THUMB_SIZE = 480;
/** Bytes read to find an image's dimensions before decoding it (headers sit at the start). */
const IMAGE_HEAD_BYTES = 256 * 1024;
const filesPath = (id: string) => `/api/media/files/${id}`;
const PDF_MIME = 'application/pdf';
const inlineSubject = (id: string) => `${id}:inline`;

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
}) {
  const { db, storage, signer, quotaBytes } = deps;

  const toDto = (row: MediaFileRow): MediaFile => ({
    id: row.id,
    file_type: row.fileType,
    mime_type: row.mimeType,
    file_url: signer.sign(filesPath(row.id), row.id),
    thumbnail_url: row.thumbnailKey ? `${signer.sign(filesPath(row.id), row.id)}&variant=thumb` : null,
    original_filename: row.originalFilename,
    file_size: row.fileSize,
    source_module: row.sourceModule as SourceModule,
    privacy_level: row.privacyLevel,
    created_at: row.createdAt.toISOString(),
  });
  /**
   * The owner's own view of a file (library, upload answer): a PDF's link also lets it open in
   * the browser's viewer (`inline=1`, signed separately, so nobody else can add it to their link).
   */
  const toOwnerDto = (row: MediaFileRow): MediaFile => {
    const dto = toDto(row);
    if (row.mimeType !== PDF_MIME) return dto;
    return { ...dto, file_url: `${signer.sign(filesPath(row.id), inlineSubject(row.id))}&inline=1` };
  };

  /** A thumbnail made under the pixel cap: an image over IMAGE_MAX_PIXELS is refused (413) from its header. */
  async function makeThumbnail(key: string, size: number): Promise<string | null> {
    const head: Buffer[] = [];
    for await (const chunk of storage.get(key, { start: 0, end: Math.min(size, IMAGE_HEAD_BYTES) - 1 }))
      head.push(chunk as Buffer);
    await checkImagePixels(Buffer.concat(head));
    const thumbKey = `${key}.thumb.webp`;
    const resize = boundedSharp(undefined, { animated: false })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 });
    await storage.put(thumbKey, storage.get(key).pipe(resize));
    return thumbKey;
  }

  return {
    toDto,

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
      try {
        // Cheap early refusal; the binding check runs again under the owner's lock below.
        if ((await storageUsed(db, ownerId)) + staged.size > quotaBytes)
          throw new TooLarge(LIMIT_TEXTS.storageQuota);
        const type = await sniffType(() => storage.get(staged.key), staged.filename, accepted);
        if (!type) throw new UnsupportedType(MEDIA_TEXTS.wrongType);
        if (type.type === 'image') {
          // An image that does not decode is not an image, whatever its first bytes say.
          thumbnailKey = await makeThumbnail(staged.key, staged.size).catch(async (err: unknown) => {
            await storage.delete(`${staged.key}.thumb.webp`);
            if (err instanceof TooLarge) throw err;
            if (isPixelLimitError(err)) throw new TooLarge(LIMIT_TEXTS.imageTooManyPixels);
            throw new UnsupportedType(MEDIA_TEXTS.wrongType);
          });
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
        };
        const row = await withinQuota(db, ownerId, staged.size, quotaBytes, (tx) =>
          mediaRepo.insert(tx, values),
        ).catch((err: unknown) => {
          throw err instanceof QuotaExceeded ? new TooLarge(LIMIT_TEXTS.storageQuota) : err;
        });
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
      const { next } = page(rows, q.limit);
      return { media_files: rows.map(toOwnerDto), next_cursor: next };
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

    /** The bytes behind a signed link; the signature was issued only to those allowed to see the file. */
    async open(id: string, exp: unknown, sig: unknown, variant: 'original' | 'thumb', inline = false) {
      if (!signer.verify(inline ? inlineSubject(id) : id, exp, sig))
        throw new Forbidden(MEDIA_TEXTS.badSignature);
      const row = await mediaRepo.findById(db, id);
      if (!row) throw new NotFound(MEDIA_TEXTS.notFound);
      const key = variant === 'thumb' && row.thumbnailKey ? row.thumbnailKey : row.storageKey;
      const size = await storage.size(key);
      if (size === null) throw new NotFound(MEDIA_TEXTS.notFound);
      const mime = key === row.storageKey ? row.mimeType : 'image/webp';
      return { row, size, mime, read: (range?: { start: number; end: number }) => storage.get(key, range) };
    },

    async remove(userId: string, id: string): Promise<void> {
      const row = await mediaRepo.findById(db, id);
      if (!row) throw new NotFound(MEDIA_TEXTS.notFound);
      // Someone else's library is not theirs to know about (404, like their documents).
      if (!canDeleteMedia(userId, row)) throw new NotFound(MEDIA_TEXTS.notFound);
      await mediaRepo.delete(db, id);
      await storage.delete(row.storageKey);
      if (row.thumbnailKey) await storage.delete(row.thumbnailKey);
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
