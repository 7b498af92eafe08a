import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Id } from '@krug/contract/common';
import { documentFormatIssues } from '@krug/contract/document-formats';
import {
  type CreateDocumentBody,
  DOCUMENT_TEXTS,
  type Document,
  pickDataKeys,
  SCAN_TYPES,
  type UpdateDocumentBody,
} from '@krug/contract/documents';
import { LIMIT_TEXTS, SCAN_CHUNK_BYTES, SCAN_MAX_BYTES, SCAN_OPEN_UPLOADS_MAX } from '@krug/contract/limits';
import { fileTypeFromStream } from 'file-type';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { DocumentRow } from '../../db/schema/index.ts';
import { QuotaExceeded, storageUsed, withinQuota } from '../../db/storage-usage.ts';
import { boundedSharp, checkImagePixels } from '../../platform/data-url.ts';
import {
  Forbidden,
  HttpError,
  Invalid,
  NotFound,
  TooLarge,
  TooManyRequests,
  UnsupportedType,
} from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { piped, readStored, type Storage } from '../../platform/storage.ts';
import { documentsRepo } from './documents.repo.ts';
import { scanLargeKey, scanThumbKey } from './scan-keys.ts';

type Create = z.output<typeof CreateDocumentBody>;
type Update = z.output<typeof UpdateDocumentBody>;
export interface ChunkInfo {
  chunkIndex: number;
  totalChunks: number;
  originalFilename: string;
}

const scanPath = (id: string) => `/api/my-documents/${id}/scan`;
/** Long side of a scan's thumbnail: a card shows it at about 160 px, twice that for dense screens. */
export const SCAN_THUMB_SIZE = 320;
/** Long side of the enlarged view's rendition (the largest media variant's size). */
export const SCAN_LARGE_SIZE = 2048;
const RENDITIONS = {
  thumb: { size: SCAN_THUMB_SIZE, key: scanThumbKey, quality: 75 },
  large: { size: SCAN_LARGE_SIZE, key: scanLargeKey, quality: 80 },
} as const;
export type ScanVariant = 'original' | keyof typeof RENDITIONS;
/** Bytes read to find an image's dimensions before decoding it (headers sit at the start). */
const IMAGE_HEAD_BYTES = 256 * 1024;
const isImage = (mime: string | null) => !!mime?.startsWith('image/');

/** Documents are private to their owner; so are their scans (signed links issued to the owner only). */
export function createDocumentsService(deps: {
  db: Db;
  storage: Storage;
  signer: UrlSigner;
  /** Bytes of media and document scans one user may store (STORAGE_QUOTA_BYTES). */
  quotaBytes: number;
}) {
  const { db, storage, signer, quotaBytes } = deps;
  const toDto = (d: DocumentRow): Document => ({
    id: d.id,
    document_type: d.documentType,
    country: d.country,
    document_number: d.documentNumber,
    document_data: d.documentData,
    scan_file_url: d.scanKey ? signer.sign(scanPath(d.id), `scan:${d.id}:${d.scanKey}`) : null,
    // The same signed link (same owner-only subject) asks for the small rendition.
    scan_thumb_url:
      d.scanKey && isImage(d.scanMime)
        ? `${signer.sign(scanPath(d.id), `scan:${d.id}:${d.scanKey}`)}&variant=thumb`
        : null,
    scan_large_url:
      d.scanKey && isImage(d.scanMime)
        ? `${signer.sign(scanPath(d.id), `scan:${d.id}:${d.scanKey}`)}&variant=large`
        : null,
    scan_mime_type: d.scanMime,
    created_at: d.createdAt.toISOString(),
  });
  async function own(userId: string, id: string) {
    const doc = await documentsRepo.find(db, id);
    if (!doc || doc.ownerId !== userId) throw new NotFound(DOCUMENT_TEXTS.notFound);
    return doc;
  }

  /** Checks the assembled scan (size and real type) and attaches it; the file is removed if refused. */
  async function attach(doc: DocumentRow, key: string, size: number) {
    if (size > SCAN_MAX_BYTES) {
      await storage.delete(key);
      throw new TooLarge(DOCUMENT_TEXTS.scanTooLarge);
    }
    const type = await fileTypeFromStream(storage.get(key));
    if (!type || !SCAN_TYPES.includes(type.mime)) {
      await storage.delete(key);
      throw new UnsupportedType(DOCUMENT_TEXTS.scanWrongType);
    }
    // The new scan replaces the old one: only the difference counts against the quota.
    const row = await withinQuota(db, doc.ownerId, size - doc.scanSize, quotaBytes, (tx) =>
      documentsRepo.update(tx, doc.id, { scanKey: key, scanMime: type.mime, scanSize: size }),
    ).catch(async (err: unknown) => {
      await storage.delete(key);
      throw err instanceof QuotaExceeded ? new TooLarge(LIMIT_TEXTS.storageQuota) : err;
    });
    if (doc.scanKey) await removeScan(doc.scanKey);
    return toDto(row ?? doc);
  }

  /** A scan and its cached renditions. */
  async function removeScan(key: string) {
    await storage.delete(key);
    await storage.delete(scanThumbKey(key));
    await storage.delete(scanLargeKey(key));
  }

  /** Renditions being made, so two first requests at once make one. */
  const making = new Map<string, Promise<void>>();
  /**
   * A rendition of an image scan, made on first request (WebP, upright, metadata stripped, first
   * frame of a GIF, never upscaled, under the pixel cap) and cached in storage beside the scan:
   * the card's SCAN_THUMB_SIZE thumbnail and the enlarged view's SCAN_LARGE_SIZE image.
   */
  async function rendition(scanKey: string, which: keyof typeof RENDITIONS): Promise<Readable> {
    const spec = RENDITIONS[which];
    const key = spec.key(scanKey);
    if ((await storage.size(key)) === null) {
      let job = making.get(key);
      if (!job) {
        job = (async () => {
          const size = await storage.size(scanKey);
          if (size === null) throw new NotFound(DOCUMENT_TEXTS.notFound);
          const head: Buffer[] = [];
          for await (const chunk of storage.get(scanKey, {
            start: 0,
            end: Math.min(size, IMAGE_HEAD_BYTES) - 1,
          }))
            head.push(chunk as Buffer);
          await checkImagePixels(Buffer.concat(head));
          const resize = boundedSharp(undefined, { animated: false })
            .rotate()
            .resize(spec.size, spec.size, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: spec.quality });
          await storage.put(key, piped(storage.get(scanKey), resize));
        })()
          .catch((err: unknown) => {
            // A scan that passed the type check but does not decode has no thumbnail.
            throw err instanceof HttpError ? err : new NotFound(DOCUMENT_TEXTS.notFound);
          })
          .finally(() => making.delete(key));
        making.set(key, job);
      }
      await job;
    }
    return storage.get(key);
  }

  return {
    /** Bytes a new scan of the document may take: the free quota plus the scan it would replace. */
    async remaining(userId: string, id: string): Promise<number> {
      // Called before the params are validated: a malformed id simply replaces nothing.
      const doc = Id.safeParse(id).success ? await documentsRepo.find(db, id) : undefined;
      const replaced = doc?.ownerId === userId ? doc.scanSize : 0;
      return Math.max(0, quotaBytes - (await storageUsed(db, userId)) + replaced);
    },
    list: async (userId: string) => (await documentsRepo.list(db, userId)).map(toDto),
    async create(userId: string, body: Create) {
      const row = await documentsRepo.insert(db, {
        ownerId: userId,
        documentType: body.document_type,
        country: body.country,
        documentNumber: body.document_number,
        documentData: pickDataKeys(body.document_type, body.document_data),
      });
      return toDto(row);
    },
    async update(userId: string, id: string, body: Update) {
      const doc = await own(userId, id);
      const [bad] = documentFormatIssues(
        doc.documentType,
        body.country,
        body.document_number,
        body.document_data,
      );
      if (bad) throw new Invalid(bad.message, bad.path);
      const row = await documentsRepo.update(db, id, {
        country: body.country,
        documentNumber: body.document_number,
        documentData: pickDataKeys(doc.documentType, body.document_data),
      });
      return toDto(row ?? doc);
    },
    async remove(userId: string, id: string) {
      const doc = await own(userId, id);
      await documentsRepo.delete(db, id);
      if (doc.scanKey) await removeScan(doc.scanKey);
    },

    /** A whole scan (up to 5 MB is sent in one piece). */
    async uploadWhole(userId: string, id: string, file: Readable) {
      const doc = await own(userId, id);
      const key = `scans/${id}/${randomUUID()}`;
      const size = await storage.put(key, file);
      return attach(doc, key, size);
    },

    /**
     * One chunk of a bigger scan. Repeated or out-of-order chunks are fine; once 0..total-1 are all
     * there the scan is assembled in order and checked. The last index arriving while others are
     * missing is an error and nothing is kept.
     */
    async uploadChunk(userId: string, id: string, info: ChunkInfo, file: Readable) {
      const doc = await own(userId, id);
      const { chunkIndex, totalChunks } = info;
      if (totalChunks > Math.ceil(SCAN_MAX_BYTES / SCAN_CHUNK_BYTES)) {
        file.resume();
        throw new TooLarge(DOCUMENT_TEXTS.scanTooLarge);
      }
      if (
        !Number.isInteger(totalChunks) ||
        !Number.isInteger(chunkIndex) ||
        totalChunks < 1 ||
        chunkIndex < 0 ||
        chunkIndex >= totalChunks
      ) {
        file.resume();
        throw new Invalid(DOCUMENT_TEXTS.chunkInvalid);
      }
      for (const key of await documentsRepo.sweepStale(db)) await storage.delete(key);
      const uploadKey = createHash('sha256')
        .update(`${userId}:${info.originalFilename}:${totalChunks}`)
        .digest('hex')
        .slice(0, 32);
      // Unfinished uploads are capped per user (refused before the chunk is read)…
      const tooMany = () => new TooManyRequests(DOCUMENT_TEXTS.tooManyOpenUploads(SCAN_OPEN_UPLOADS_MAX));
      if ((await documentsRepo.openUploads(db, userId, id, uploadKey)) >= SCAN_OPEN_UPLOADS_MAX) {
        file.resume();
        throw tooMany();
      }
      const key = `scan-chunks/${id}/${uploadKey}/${chunkIndex}`;
      const size = await storage.put(key, file);
      if (size > SCAN_CHUNK_BYTES) {
        await storage.delete(key);
        throw new Invalid(DOCUMENT_TEXTS.chunkInvalid);
      }
      // …and their chunks count against the storage quota (issue 29 §5): checked again, with the
      // cap, under the owner's quota lock so parallel chunks cannot both pass.
      const replaced = await documentsRepo.chunkSize(db, id, uploadKey, chunkIndex);
      const chunks = await withinQuota(db, userId, size - replaced, quotaBytes, async (tx) => {
        if ((await documentsRepo.openUploads(tx, userId, id, uploadKey)) >= SCAN_OPEN_UPLOADS_MAX)
          throw tooMany();
        return documentsRepo.putChunk(tx, {
          documentId: id,
          uploadKey,
          chunkIndex,
          totalChunks,
          storageKey: key,
          size,
        });
      }).catch(async (err: unknown) => {
        // A repeated chunk was stored under the same key: the earlier one is gone either way.
        await documentsRepo.dropChunk(db, id, uploadKey, chunkIndex);
        await storage.delete(key);
        throw err instanceof QuotaExceeded ? new TooLarge(LIMIT_TEXTS.storageQuota) : err;
      });
      const present = new Set(chunks.map((c) => c.chunkIndex));
      const total = chunks.reduce((n, c) => n + c.size, 0);
      const drop = async () => {
        for (const c of chunks) await storage.delete(c.storageKey);
        await documentsRepo.dropChunks(db, id, uploadKey);
      };
      if (total > SCAN_MAX_BYTES) {
        await drop();
        throw new TooLarge(DOCUMENT_TEXTS.scanTooLarge);
      }
      if (present.size < totalChunks) {
        if (chunkIndex === totalChunks - 1) {
          const missing = [...Array(totalChunks).keys()].filter((i) => !present.has(i));
          await drop();
          throw new Invalid(DOCUMENT_TEXTS.chunksMissing(missing));
        }
        return { complete: false, received: present.size, total: totalChunks, document: null };
      }
      // All there: concatenate in order into one file.
      // Read one chunk after another as the storage takes them (never all at once in memory).
      const out = `scans/${id}/${randomUUID()}`;
      const size2 = await storage.put(
        out,
        Readable.from(
          (async function* () {
            for (const c of chunks) yield* storage.get(c.storageKey);
          })(),
        ),
      );
      await drop();
      return {
        complete: true,
        received: totalChunks,
        total: totalChunks,
        document: await attach(doc, out, size2),
      };
    },

    /** A scan by its signed link; `thumb` and `large` answer WebP renditions of an image scan (404 for a PDF). */
    async scan(id: string, exp: unknown, sig: unknown, variant: ScanVariant = 'original') {
      const doc = await documentsRepo.find(db, id);
      if (!doc?.scanKey) throw new NotFound(DOCUMENT_TEXTS.notFound);
      if (!signer.verify(`scan:${doc.id}:${doc.scanKey}`, exp, sig))
        throw new Forbidden('Ссылка на скан недействительна или устарела');
      if (variant !== 'original') {
        if (!isImage(doc.scanMime)) throw new NotFound(DOCUMENT_TEXTS.notFound);
        return { stream: await rendition(doc.scanKey, variant), mime: 'image/webp' };
      }
      const stream = await readStored(storage, doc.scanKey, () => new NotFound(DOCUMENT_TEXTS.notFound));
      return { stream, mime: doc.scanMime ?? 'application/octet-stream' };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
