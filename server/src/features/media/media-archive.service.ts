import type { Readable } from 'node:stream';
import { ALBUM_TEXTS, safeFileName, uniqueName } from '@krug/contract/albums';
import { downloadName, MEDIA_TEXTS } from '@krug/contract/media';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow, MediaVariantRow } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import type { Storage } from '../../platform/storage.ts';
import { createZipWriter } from '../../platform/zip.ts';
import { variantReads } from '../media-variants/variants.service.ts';
import { readerCopy } from './media.policy.ts';
import { mediaRepo } from './media.repo.ts';
import { readerVariant } from './reader-copy.ts';

const PAGE = 500;
const LIBRARY_PATH = '/api/media/archive';
const librarySubject = (userId: string) => `library-zip:${userId}`;
const today = () => new Date().toISOString().slice(0, 10);

export interface Archive {
  filename: string;
  stream: Readable;
  /** The exact byte count (every entry is stored uncompressed with a known size), or null. */
  size: number | null;
}

/** Pages of rows newest first, following the keyset cursor until a short page. */
export async function* pagesOf(
  page: (before: Cursor | undefined, limit: number) => Promise<MediaFileRow[]>,
): AsyncGenerator<MediaFileRow[]> {
  let before: Cursor | undefined;
  for (;;) {
    const rows = await page(before, PAGE);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    before = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * «Скачать всё» (issue 22): a zip of files streamed from storage, never held in memory. Files go
 * into a folder per month (`2026-11/`), their names cleaned and made unique within it. A file
 * missing from storage is known before the first byte is sent: it is left out and listed in a
 * note file, so the zip is never cut short by it. Nothing to put in it is a 422 before streaming.
 */
export function createMediaArchive(deps: { db: Db; storage: Storage; signer: UrlSigner }) {
  const { db, storage, signer } = deps;

  /**
   * What of each file goes into a zip for `readerId` (media.policy `readerCopy`): the owner gets the
   * original; anyone else an image's largest WebP variant (orientation applied, EXIF and GPS gone, as
   * on screen) and a video's copy without metadata, never the original, and nothing while that copy
   * is still being made (listed in the note instead).
   */
  async function entriesFor(rows: MediaFileRow[], readerId: string) {
    const copies = rows.filter((r) => readerCopy(readerId, r));
    const variants = new Map<string, MediaVariantRow[]>();
    for (const v of await variantReads.ofMedia(
      db,
      copies.map((r) => r.id),
    ))
      variants.set(v.mediaId, [...(variants.get(v.mediaId) ?? []), v]);
    const copyOf = new Map(copies.map((r) => [r.id, readerVariant(r, variants.get(r.id) ?? [])] as const));
    return rows.map((row) => {
      if (!copyOf.has(row.id))
        return { row, key: row.storageKey, name: downloadName(row.originalFilename, row.mimeType) };
      // A video's copy is the same kind of file as its original; an image's is WebP.
      const name = downloadName(row.originalFilename, row.fileType === 'image' ? 'image/webp' : row.mimeType);
      return { row, key: copyOf.get(row.id)?.storageKey ?? null, name };
    });
  }

  async function build(
    pages: AsyncIterable<MediaFileRow[]> | Iterable<MediaFileRow[]>,
    filename: string,
    empty: string,
    /** Who the zip is for: the owner of a file gets its original, anyone else its reader copy. */
    readerId: string,
  ): Promise<Archive> {
    const writer = createZipWriter(storage);
    const taken = new Map<string, Set<string>>();
    const missing: string[] = [];
    let files = 0;
    try {
      for await (const rows of pages) {
        for (const { row, key, name } of await entriesFor(rows, readerId)) {
          files += 1;
          const folder = row.createdAt.toISOString().slice(0, 7);
          const names = taken.get(folder) ?? new Set<string>();
          taken.set(folder, names);
          const path = `${folder}/${uniqueName(safeFileName(name), names)}`;
          if (key === null || !(await writer.addStored(key, path, row.createdAt))) missing.push(path);
        }
      }
      if (files === 0) throw new Invalid(empty);
      if (missing.length > 0)
        writer.addText(
          `${ALBUM_TEXTS.archiveMissingNote}\n${missing.join('\n')}\n`,
          ALBUM_TEXTS.archiveMissingFile,
        );
      return { filename, stream: writer.output, size: writer.end() };
    } catch (err) {
      writer.abort();
      throw err;
    }
  }

  return {
    build,

    /** Chosen files of mine; any id that is not one of my files makes it a 404 (nothing is sent). */
    async selection(userId: string, ids: string[]): Promise<Archive> {
      const rows = await mediaRepo.findManyByIds(db, ids);
      if (rows.length !== ids.length || rows.some((r) => r.ownerId !== userId))
        throw new NotFound(MEDIA_TEXTS.notFound);
      rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
      return build([rows], `Круг — выбранные файлы ${today()}.zip`, ALBUM_TEXTS.emptyLibrary, userId);
    },

    /** A signed link (1–2 hours) to my whole library's zip. */
    libraryLink: (userId: string) => `${signer.sign(LIBRARY_PATH, librarySubject(userId))}&u=${userId}`,

    /** My whole library by its signed link; without a valid one, 404. */
    async library(u: string | undefined, exp: unknown, sig: unknown): Promise<Archive> {
      if (!u || !signer.verify(librarySubject(u), exp, sig)) throw new NotFound(ALBUM_TEXTS.archiveNotFound);
      const pages = pagesOf((before, limit) => mediaRepo.list(db, { ownerId: u, before, limit }));
      return build(pages, `Круг — медиатека ${today()}.zip`, ALBUM_TEXTS.emptyLibrary, u);
    },
  };
}
export type MediaArchive = ReturnType<typeof createMediaArchive>;
