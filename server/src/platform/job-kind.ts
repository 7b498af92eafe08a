import type { Db } from '../db/client.ts';
import { type ClaimedJob, jobsRepo } from './jobs.repo.ts';

/**
 * What a kind of job is (its handler and retry policy) and how one claimed job of it is run to its
 * end: done, retried after its backoff, given up, rescheduled (a periodic kind), or put back when
 * the process stops. The queue and its worker are in jobs.ts.
 */

/** A failure that trying again cannot fix (a tool ran out of its budget): the job fails at once. */
export class NoRetry extends Error {}

export interface JobContext {
  id: string;
  kind: string;
  ownerId: string | null;
  /** 1 on the first attempt. */
  attempts: number;
  /** The time the job was claimed at (tests pass their own). */
  now: Date;
  /** Aborted when the process stops: end soon (kill child processes); the job is put back. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, ctx: JobContext) => Promise<void>;

export interface KindOptions<P> {
  /** Attempts before the job is given up (default 4). */
  maxAttempts?: number;
  /** Wait before attempt n+1: backoffMs × 4^(n−1) (default 30 s: 30 s, 2 min, 8 min). */
  backoffMs?: number;
  /** How long a claim holds the job without a heartbeat (default 5 min; extended every third of it). */
  leaseMs?: number;
  /** Called once when the job is given up (its last attempt failed, or NoRetry). */
  onGiveUp?: (payload: P, error: unknown) => Promise<void>;
}

/** A registered kind: its handler and policy (`everyMs`: a periodic kind). */
export interface Kind {
  handler: JobHandler<never>;
  maxAttempts: number;
  backoffMs: number;
  leaseMs: number;
  everyMs: number | null;
  onGiveUp: ((payload: never, error: unknown) => Promise<void>) | undefined;
}

export const JOB_DEFAULTS = { maxAttempts: 4, backoffMs: 30_000, leaseMs: 5 * 60_000 } as const;
/** The backoff before attempt `attempts + 1`. */
export const backoffAfter = (attempts: number, backoffMs: number) =>
  backoffMs * 4 ** Math.max(0, attempts - 1);

const message = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export interface JobLog {
  warn: (o: object, msg: string) => void;
  error: (o: object, msg: string) => void;
}

/**
 * Runs one claimed job to its end, extending its lease every third of it meanwhile: done (or, for
 * a periodic kind, put back for its next time), retried after its backoff, given up (its last
 * attempt, or NoRetry: `onGiveUp` is called once), or put back untouched when `abort` fired.
 */
export async function runClaimedJob(
  db: Db,
  log: JobLog,
  kind: Kind,
  job: ClaimedJob,
  now: Date,
  abort: AbortController,
): Promise<void> {
  const beat = setInterval(
    () =>
      void jobsRepo
        .extend(db, job, new Date(Date.now() + kind.leaseMs))
        .catch((err: unknown) => log.warn({ err, job: job.kind }, 'job lease not extended')),
    Math.max(1000, Math.floor(kind.leaseMs / 3)),
  );
  beat.unref();
  let failure: { err: unknown } | null = null;
  try {
    await kind.handler(job.payload as never, {
      id: job.id,
      kind: job.kind,
      ownerId: job.owner_id,
      attempts: job.attempts,
      now,
      signal: abort.signal,
    });
  } catch (err) {
    failure = { err };
  } finally {
    clearInterval(beat);
  }
  if (!failure) {
    if (kind.everyMs) await jobsRepo.reschedule(db, job, new Date(now.getTime() + kind.everyMs), null);
    else await jobsRepo.succeed(db, job, new Date());
    return;
  }
  const { err } = failure;
  if (abort.signal.aborted) {
    await jobsRepo.release(db, job, new Date());
    return;
  }
  log.warn({ err, job: job.kind, id: job.id, attempts: job.attempts }, 'job failed');
  if (kind.everyMs) {
    await jobsRepo.reschedule(db, job, new Date(now.getTime() + kind.everyMs), message(err));
    return;
  }
  const last = err instanceof NoRetry || job.attempts >= job.max_attempts;
  const retryAt = last ? null : new Date(now.getTime() + backoffAfter(job.attempts, job.backoff_ms));
  await jobsRepo.fail(db, job, message(err), retryAt, new Date());
  if (last && kind.onGiveUp)
    await kind
      .onGiveUp(job.payload as never, err)
      .catch((e: unknown) => log.error({ err: e, job: job.kind }, 'job give-up hook failed'));
}
