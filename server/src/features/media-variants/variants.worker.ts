import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage.ts';
import { mediaRepo } from '../media/media.repo.ts';
import { type MadeVariant, makeImageVariants, makePoster, POSTER_SIZE } from './image-variants.ts';
import {
  type MediaTools,
  pdfFirstPage,
  probeVideo,
  ToolMissing,
  type VideoFacts,
  videoFrame,
} from './media-tools.ts';
import { type NewVariant, variantsRepo } from './variants.repo.ts';

/** How long a claimed job is its worker's; past it, a worker that died loses the job to another. */
export const JOB_LEASE_MS = 5 * 60_000;
export const JOB_MAX_ATTEMPTS = 4;
/** Wait before attempt n+1: 30 s, 2 min, 8 min. */
export const jobBackoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);
/** Jobs one tick works through at most, one at a time (sharp uses its own threads). */
const PER_TICK = 20;

const variantKey = (row: MediaFileRow, name: string) => `${row.storageKey}.v${name}.webp`;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The stored file copied to a temporary path for a program that seeks (ffmpeg, pdftoppm). */
async function withTempCopy<T>(storage: Storage, key: string, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'krug-job-'));
  try {
    const path = join(dir, 'input');
    await pipeline(storage.get(key), createWriteStream(path));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The media jobs (issue 22): variants of images, poster and length of videos, first page of PDFs.
 * A worker in every process claims due jobs (FOR UPDATE SKIP LOCKED, see variantsRepo.claim),
 * writes the WebP files, then records them with the job done in one transaction. A failure is
 * retried with backoff and given up after JOB_MAX_ATTEMPTS; a missing ffmpeg or pdftoppm is not
 * a failure: the file just gets no poster.
 */
export function createMediaJobs(deps: {
  db: Db;
  storage: Storage;
  tools: MediaTools;
  log: (err: unknown) => void;
}) {
  const { db, storage, tools, log } = deps;

  async function videoResult(
    row: MediaFileRow,
  ): Promise<{ made: MadeVariant[]; facts: Partial<VideoFacts> }> {
    return withTempCopy(storage, row.storageKey, async (path) => {
      try {
        const facts = await probeVideo(tools, path);
        const at = facts.durationSeconds !== null ? Math.min(1, facts.durationSeconds / 2) : 0;
        const poster = await makePoster(await videoFrame(tools, path, at));
        return { made: [poster], facts };
      } catch (err) {
        if (err instanceof ToolMissing) return { made: [], facts: {} };
        throw err;
      }
    });
  }

  async function pdfResult(row: MediaFileRow): Promise<MadeVariant[]> {
    return withTempCopy(storage, row.storageKey, async (path) => {
      try {
        return [await makePoster(await pdfFirstPage(tools, path, POSTER_SIZE))];
      } catch (err) {
        if (err instanceof ToolMissing) return [];
        throw err;
      }
    });
  }

  async function process(row: MediaFileRow): Promise<void> {
    let made: MadeVariant[] = [];
    let facts: Partial<VideoFacts> = {};
    if (row.fileType === 'image') made = await makeImageVariants(await readAll(storage.get(row.storageKey)));
    else if (row.fileType === 'video') ({ made, facts } = await videoResult(row));
    else if (row.mimeType === 'application/pdf') made = await pdfResult(row);
    const written: NewVariant[] = [];
    try {
      for (const v of made) {
        const key = variantKey(row, v.name);
        const byteSize = await storage.put(key, Readable.from([v.data]));
        written.push({ name: v.name, width: v.width, height: v.height, storageKey: key, byteSize });
      }
      await variantsRepo.finish(db, row.id, written, facts);
    } catch (err) {
      // The file was deleted meanwhile (or the write failed): leave nothing behind.
      for (const v of written) await storage.delete(v.storageKey);
      throw err;
    }
  }

  /** One job claimed at `now`: done, or put back for a later attempt, or given up. */
  async function runOne(mediaId: string, attempts: number, now: Date): Promise<void> {
    try {
      const row = await mediaRepo.findById(db, mediaId);
      if (row) await process(row);
    } catch (err) {
      log(err);
      const retryAt = attempts < JOB_MAX_ATTEMPTS ? new Date(now.getTime() + jobBackoffMs(attempts)) : null;
      await variantsRepo.fail(db, mediaId, err instanceof Error ? err.message : String(err), retryAt);
    }
  }

  return {
    /** Works through the jobs due at `now` (tests pass a time); answers how many it claimed. */
    async tick(now: Date = new Date()): Promise<number> {
      await variantsRepo.giveUpAbandoned(db, now, JOB_MAX_ATTEMPTS);
      let done = 0;
      while (done < PER_TICK) {
        const [job] = await variantsRepo.claim(db, now, JOB_LEASE_MS, JOB_MAX_ATTEMPTS, 1);
        if (!job) break;
        await runOne(job.media_id, job.attempts, now);
        done += 1;
      }
      return done;
    },
    /** Claims without working (a test's worker that dies holding its jobs). */
    claimOnly: (now: Date, limit = 10) => variantsRepo.claim(db, now, JOB_LEASE_MS, JOB_MAX_ATTEMPTS, limit),
  };
}
export type MediaJobs = ReturnType<typeof createMediaJobs>;
