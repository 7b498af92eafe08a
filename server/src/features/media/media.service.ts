import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
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
import sharp from 'sharp';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow } from '../../db/schema/index.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Forbidden, NotFound, UnsupportedType } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { joinKey, type Storage } from '../../platform/storage.ts';
import { canDeleteMedia } from './media.policy.ts';
import { mediaRepo } from './media.repo.ts';
import { sniffType } from './sniff.ts';

const THUMB_SIZE = 480;
const filesPath = (id: string) => `/api/media/files/${id}`;

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
  log?: (e: unknown) => void;
}) {
  const { db, storage, signer } = deps;

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

  async function makeThumbnail(key: string): Promise<string | null> {
    const thumbKey = `${key}.thumb.webp`;
    const resize = sharp({ animated: false })
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
        const type = await sniffType(() => storage.get(staged.key), staged.filename, accepted);
        if (!type) throw new UnsupportedType(MEDIA_TEXTS.wrongType);
        if (type.type === 'image') {
          // An image that does not decode is not an image, whatever its first bytes say.
          thumbnailKey = await makeThumbnail(staged.key).catch(() => {
            throw new UnsupportedType(MEDIA_TEXTS.wrongType);
          });
        }
        const row = await mediaRepo.insert(db, {
          ownerId,
          storageKey: staged.key,
          thumbnailKey,
          originalFilename: staged.filename,
          mimeType: type.mime,
          fileType: type.type,
          fileSize: staged.size,
          sourceModule: fields.source_module,
          privacyLevel: fields.privacy_level,
        });
        return toDto(row);
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
      return { media_files: rows.map(toDto), next_cursor: next };
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
      return { modules, total };
    },

    /** The bytes behind a signed link; the signature was issued only to those allowed to see the file. */
    async open(id: string, exp: unknown, sig: unknown, variant: 'original' | 'thumb') {
      if (!signer.verify(id, exp, sig)) throw new Forbidden(MEDIA_TEXTS.badSignature);
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
