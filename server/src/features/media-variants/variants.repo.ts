import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaVariantRow, mediaFiles, mediaJobs, mediaVariants } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface ClaimedJob {
  media_id: string;
  attempts: number;
}

export interface NewVariant {
  name: string;
  width: number;
  height: number;
  storageKey: string;
  byteSize: number;
}

export const variantsRepo = {
  /** A job for a newly recorded file (in the upload's transaction). */
  async enqueue(tx: Db | Tx, mediaId: string): Promise<void> {
    await tx.insert(mediaJobs).values({ mediaId }).onConflictDoNothing();
  },

  /**
   * Claims up to `limit` due jobs for `leaseMs`, counting the attempt, in one statement: rows
   * another process holds are skipped (FOR UPDATE SKIP LOCKED), and a job whose lease ran out
   * (its worker died) is due again. Only jobs under `maxAttempts` are claimed.
   */
  async claim(db: Db, now: Date, leaseMs: number, maxAttempts: number, limit: number): Promise<ClaimedJob[]> {
    const until = new Date(now.getTime() + leaseMs);
    return rowsOf<ClaimedJob>(
      await db.execute(sql`
        with due as (
          select media_id from media_jobs
          where status = 'pending' and run_at <= ${at(now)}
            and (locked_until is null or locked_until <= ${at(now)})
            and attempts < ${maxAttempts}
          order by run_at
          limit ${limit}
          for update skip locked
        )
        update media_jobs j set locked_until = ${at(until)}, attempts = j.attempts + 1
        from due where j.media_id = due.media_id
        returning j.media_id, j.attempts`),
    );
  },

  /** Jobs whose every attempt was used up by workers that died mid-way: given up. */
  async giveUpAbandoned(db: Db, now: Date, maxAttempts: number): Promise<void> {
    await db.execute(sql`
      update media_jobs set status = 'failed', locked_until = null,
        last_error = coalesce(last_error, 'worker stopped')
      where status = 'pending' and attempts >= ${maxAttempts}
        and (locked_until is null or locked_until <= ${at(now)})`);
  },

  /**
   * The job's result, in one transaction: its variants, the facts it found (a video's size and
   * length), and the job done. Fails (foreign key) when the file was deleted meanwhile.
   */
  async finish(
    db: Db,
    mediaId: string,
    variants: NewVariant[],
    facts: { width?: number | null; height?: number | null; durationSeconds?: number | null },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if (variants.length > 0)
        await tx
          .insert(mediaVariants)
          .values(variants.map((v) => ({ ...v, mediaId })))
          .onConflictDoUpdate({
            target: [mediaVariants.mediaId, mediaVariants.name],
            set: {
              width: sql`excluded.width`,
              height: sql`excluded.height`,
              storageKey: sql`excluded.storage_key`,
              byteSize: sql`excluded.byte_size`,
            },
          });
      const set = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined && v !== null));
      if (Object.keys(set).length > 0) await tx.update(mediaFiles).set(set).where(eq(mediaFiles.id, mediaId));
      await tx
        .update(mediaJobs)
        .set({ status: 'done', lockedUntil: null, lastError: null })
        .where(eq(mediaJobs.mediaId, mediaId));
    });
  },

  /** A failed attempt: due again after `retryAt`, or given up ('failed') after the last attempt. */
  async fail(db: Db, mediaId: string, error: string, retryAt: Date | null): Promise<void> {
    await db
      .update(mediaJobs)
      .set(
        retryAt
          ? { runAt: retryAt, lockedUntil: null, lastError: error.slice(0, 500) }
          : { status: 'failed', lockedUntil: null, lastError: error.slice(0, 500) },
      )
      .where(and(eq(mediaJobs.mediaId, mediaId), eq(mediaJobs.status, 'pending')));
  },

  async job(db: Db, mediaId: string) {
    const [row] = await db.select().from(mediaJobs).where(eq(mediaJobs.mediaId, mediaId));
    return row;
  },

  /** The variants of these files, smallest first. */
  async ofMedia(db: Db | Tx, mediaIds: string[]): Promise<MediaVariantRow[]> {
    if (mediaIds.length === 0) return [];
    return db
      .select()
      .from(mediaVariants)
      .where(inArray(mediaVariants.mediaId, mediaIds))
      .orderBy(mediaVariants.mediaId, mediaVariants.width);
  },

  async find(db: Db, mediaId: string, name: string): Promise<MediaVariantRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.name, name)));
    return row;
  },
};
