import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';
import type { JobContext } from '../../platform/job-kind.ts';
import type { JobQueue, Jobs } from '../../platform/jobs.ts';
import type { Storage } from '../../platform/storage.ts';
import { mediaLibrary } from '../media/media-files.service.ts';
import { READER_VARIANT } from '../media/reader-copy.ts';
import { makeImageVariants, makePoster, POSTER_SIZE } from './image-variants.ts';
import {
  BudgetExceeded,
  type MediaTools,
  pdfFirstPage,
  probeVideo,
  REMUX_FORMAT,
  remuxWithoutMetadata,
  ToolMissing,
  type VideoFacts,
  videoFrame,
} from './media-tools.ts';
import { type NewVariant, variantsRepo } from './variants.repo.ts';

/** The job kind making a media file's variants, poster and reader copy (issue 22, issue 29). */
export const MEDIA_VARIANTS_JOB = 'media.variants';

/** Queues a new file's job in its upload's transaction (one per file: keyed by its id). */
export const enqueueMediaVariants = (jobs: JobQueue, tx: Tx, file: Pick<MediaFileRow, 'id' | 'ownerId'>) =>
  jobs.enqueue(MEDIA_VARIANTS_JOB, { media_id: file.id }, { tx, ownerId: file.ownerId, key: file.id });

/** A variant about to be stored: bytes made in memory, or a file a program wrote. */
interface Made {
  name: string;
  width: number;
  height: number;
  ext: string;
  data: Buffer | { path: string };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One step with an external program: its result, or nothing when the machine lacks the program;
 * a step that ran out of its budget is noted in `cut` and the others still run.
 */
async function step<T>(cut: { err: BudgetExceeded | null }, make: () => Promise<T>): Promise<T | null> {
  try {
    return await make();
  } catch (err) {
    if (err instanceof ToolMissing) return null;
    if (err instanceof BudgetExceeded) {
      cut.err ??= err;
      return null;
    }
    throw err;
  }
}

/**
 * The media job (issues 22 and 29): WebP variants of images; a video's length, poster and its
 * reader copy re-muxed without metadata; a PDF's first page. Every external program runs within
 * its budget (`MediaTools.budget`); one that runs out leaves the file without that preview and the
 * job fails at once, never retried (the file itself keeps working). A missing program is not a
 * failure: the file just gets no poster (and a video no reader copy: readers see its poster only).
 */
export function registerMediaVariantsJob(
  jobs: Pick<Jobs, 'register'>,
  deps: { db: Db; storage: Storage; tools: MediaTools },
) {
  const { db, storage, tools } = deps;

  /** The stored file copied to a temporary folder for a program that seeks (ffmpeg, pdftoppm). */
  async function withTempCopy<T>(
    row: MediaFileRow,
    use: (path: string, dir: string) => Promise<T>,
  ): Promise<T> {
    const dir = await mkdtemp(join(tmpdir(), 'krug-job-'));
    try {
      const path = join(dir, 'input');
      await pipeline(storage.get(row.storageKey), createWriteStream(path));
      return await use(path, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** A video's length and size, its poster and its reader copy, stored into `written` as they are made. */
  async function video(
    row: MediaFileRow,
    signal: AbortSignal,
    cut: { err: BudgetExceeded | null },
    written: NewVariant[],
  ): Promise<Partial<VideoFacts>> {
    return withTempCopy(row, async (path, dir) => {
      const facts: Partial<VideoFacts> = (await step(cut, () => probeVideo(tools, path, signal))) ?? {};
      if (cut.err) return facts;
      const at = facts.durationSeconds != null ? Math.min(1, facts.durationSeconds / 2) : 0;
      const frame = await step(cut, () => videoFrame(tools, path, at, signal));
      if (frame) written.push(await store(row, { ...(await makePoster(frame)), ext: 'webp' }));
      const ext = REMUX_FORMAT[row.mimeType]; // the container is named as its file extension
      if (!ext) return facts;
      const out = join(dir, `reader.${ext}`);
      const copy = await step(cut, () => remuxWithoutMetadata(tools, path, row.mimeType, out, signal));
      if (copy)
        written.push(
          await store(row, {
            name: READER_VARIANT,
            width: facts.width ?? 0,
            height: facts.height ?? 0,
            ext,
            data: { path: copy },
          }),
        );
      return facts;
    });
  }

  async function pdf(row: MediaFileRow, signal: AbortSignal, cut: { err: BudgetExceeded | null }) {
    return withTempCopy(row, async (path) => {
      const page = await step(cut, () => pdfFirstPage(tools, path, POSTER_SIZE, signal));
      return page ? [{ ...(await makePoster(page)), ext: 'webp' }] : [];
    });
  }

  async function store(row: MediaFileRow, v: Made): Promise<NewVariant> {
    const key = `${row.storageKey}.v${v.name}.${v.ext}`;
    const body = Buffer.isBuffer(v.data) ? Readable.from([v.data]) : createReadStream(v.data.path);
    const byteSize = await storage.put(key, body);
    return { name: v.name, width: v.width, height: v.height, storageKey: key, byteSize };
  }

  async function handle(payload: { media_id: string }, ctx: JobContext): Promise<void> {
    const row = await mediaLibrary.findById(db, payload.media_id);
    if (!row) return; // deleted meanwhile: nothing to make
    const cut: { err: BudgetExceeded | null } = { err: null };
    const written: NewVariant[] = [];
    try {
      let facts: Partial<VideoFacts> = {};
      if (row.fileType === 'image') {
        for (const v of await makeImageVariants(await readAll(storage.get(row.storageKey))))
          written.push(await store(row, { ...v, ext: 'webp' }));
      } else if (row.fileType === 'video') {
        facts = await video(row, ctx.signal, cut, written);
      } else if (row.mimeType === 'application/pdf') {
        for (const v of await pdf(row, ctx.signal, cut)) written.push(await store(row, v));
      }
      await variantsRepo.finish(db, row.id, written, facts);
    } catch (err) {
      // The file was deleted meanwhile (or a write failed): leave nothing behind.
      for (const v of written) await storage.delete(v.storageKey);
      throw err;
    }
    if (cut.err) throw cut.err;
  }

  jobs.register(MEDIA_VARIANTS_JOB, handle);
}
