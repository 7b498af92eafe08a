import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type JobRow, jobs } from '../db/schema/index.ts';
import type { Tx } from '../db/storage-usage.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** A claimed job as the worker needs it. */
export interface ClaimedJob {
  id: string;
  kind: string;
  key: string | null;
  payload: Record<string, unknown>;
  owner_id: string | null;
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  ownerId?: string | null | undefined;
  key?: string | null | undefined;
  runAt?: Date | undefined;
  maxAttempts: number;
  backoffMs: number;
}

/** The claim's identity: a job is only finished by the claim that holds it (same attempt). */
const held = (job: Pick<ClaimedJob, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

export const jobsRepo = {
  /** A new job (in the caller's transaction when given one); nothing when its key is taken. */
  async insert(db: Db | Tx, job: NewJob): Promise<boolean> {
    const rows = await db
      .insert(jobs)
      .values({
        kind: job.kind,
        payload: job.payload,
        ownerId: job.ownerId ?? null,
        key: job.key ?? null,
        maxAttempts: job.maxAttempts,
        backoffMs: job.backoffMs,
        // This process's clock, as its claims use (the database's now() has microseconds and
        // would round up past a claim made in the same millisecond).
        runAt: job.runAt ?? new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: jobs.id });
    return rows.length > 0;
  },

  /**
   * Claims the next due job of the kinds in `leases` for its kind's lease, counting the attempt, in
   * one statement: rows
   * another process holds are skipped (FOR UPDATE SKIP LOCKED). With `fair`, only a job whose
   * owner has nothing running anywhere (or that has no owner), so one owner's queue never holds up
   * another owner's next job.
   */
  async claim(
    db: Db,
    o: { now: Date; leases: Map<string, number>; fair: boolean; by: string },
  ): Promise<ClaimedJob | undefined> {
    if (o.leases.size === 0) return undefined;
    const kinds = sql.join(
      [...o.leases.keys()].map((k) => sql`${k}`),
      sql`, `,
    );
    // Each kind's own lease: locked until now + lease_ms of the claimed job's kind.
    const leaseMs = sql`case jobs.kind ${sql.join(
      [...o.leases].map(([k, ms]) => sql`when ${k} then ${ms}::integer`),
      sql` `,
    )} end`;
    const fairness = o.fair
      ? sql`and (j.owner_id is null or not exists (
          select 1 from jobs r where r.owner_id = j.owner_id and r.status = 'running'))`
      : sql``;
    return rowsOf<ClaimedJob>(
      await db.execute(sql`
        with next as (
          select j.id from jobs j
          where j.status = 'pending' and j.run_at <= ${at(o.now)} and j.kind in (${kinds}) ${fairness}
          order by j.run_at, j.id
          limit 1
          for update skip locked
        )
        update jobs set status = 'running', attempts = jobs.attempts + 1,
          locked_until = ${at(o.now)} + ${leaseMs} * interval '1 millisecond', locked_by = ${o.by}
        from next where jobs.id = next.id
        returning jobs.id, jobs.kind, jobs.key, jobs.payload, jobs.owner_id, jobs.attempts,
          jobs.max_attempts, jobs.backoff_ms`),
    )[0];
  },

  /**
   * Jobs whose lease ran out (their worker died or stalled) are due again at once, or given up
   * when that was their last attempt.
   */
  async recoverExpired(db: Db, now: Date): Promise<void> {
    await db.execute(sql`
      update jobs set
        status = case when attempts >= max_attempts then 'failed' else 'pending' end,
        finished_at = case when attempts >= max_attempts then ${at(now)} end,
        run_at = ${at(now)}, locked_until = null, locked_by = null,
        last_error = coalesce(last_error, 'worker stopped')
      where status = 'running' and locked_until <= ${at(now)}`);
  },

  /** The running job's lease, extended (never shortened) while its handler works. */
  async extend(db: Db, job: ClaimedJob, until: Date): Promise<void> {
    await db
      .update(jobs)
      .set({ lockedUntil: sql`greatest(${jobs.lockedUntil}, ${at(until)})` })
      .where(held(job));
  },

  async succeed(db: Db, job: ClaimedJob, now: Date): Promise<void> {
    await db
      .update(jobs)
      .set({ status: 'done', lockedUntil: null, lockedBy: null, lastError: null, finishedAt: now })
      .where(held(job));
  },

  /** A periodic job ran (or failed): its one row waits for the next time, attempts counted afresh. */
  async reschedule(db: Db, job: ClaimedJob, runAt: Date, error: string | null): Promise<void> {
    await db
      .update(jobs)
      .set({ status: 'pending', attempts: 0, runAt, lockedUntil: null, lockedBy: null, lastError: error })
      .where(held(job));
  },

  /** A failed attempt: due again at `retryAt`, or given up ('failed') when null. */
  async fail(db: Db, job: ClaimedJob, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await db
      .update(jobs)
      .set(
        retryAt
          ? { status: 'pending', runAt: retryAt, lockedUntil: null, lockedBy: null, lastError: error }
          : { status: 'failed', lockedUntil: null, lockedBy: null, lastError: error, finishedAt: now },
      )
      .where(held(job));
  },

  /** Put back untouched (the process is stopping): due at once elsewhere, the attempt not counted. */
  async release(db: Db, job: ClaimedJob, now: Date): Promise<void> {
    await db
      .update(jobs)
      .set({
        status: 'pending',
        attempts: sql`${jobs.attempts} - 1`,
        runAt: now,
        lockedUntil: null,
        lockedBy: null,
      })
      .where(held(job));
  },

  /** Finished jobs past their keeping time go; periodic rows and unfinished jobs stay. */
  async removeFinished(db: Db, doneBefore: Date, failedBefore: Date): Promise<number> {
    const gone = await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), lt(jobs.finishedAt, doneBefore)),
          and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, failedBefore)),
        ),
      )
      .returning({ id: jobs.id });
    return gone.length;
  },

  /** The jobs of a kind with these keys (tests and status reads). */
  byKeys(db: Db, kind: string, keys: string[]): Promise<JobRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, kind), inArray(jobs.key, keys)));
  },
};
