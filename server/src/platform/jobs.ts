import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/storage-usage.ts';
import {
  JOB_DEFAULTS,
  type JobHandler,
  type JobLog,
  type Kind,
  type KindOptions,
  runClaimedJob,
} from './job-kind.ts';
import { type ClaimedJob, jobsRepo } from './jobs.repo.ts';

/**
 * One durable job queue for every background task (issue 30): a row in `jobs` per job, a handler
 * per kind registered by the feature that owns it, and a worker in every process. Workers claim due
 * jobs with FOR UPDATE SKIP LOCKED and hold them by a lease they extend while working, so a job
 * runs once across processes and survives a restart (a job of a process that died is taken over
 * when its lease lapses). A failure is retried with backoff; `NoRetry` gives up at once. Each
 * process runs up to `concurrency` jobs at a time and keeps one slot for owners with nothing
 * running, so one owner's queue never holds up another owner's next job.
 */

export interface EnqueueOptions {
  /** Write the job in this transaction (it exists exactly when the caller's writes commit). */
  tx?: Tx;
  /** Whose job it is (fair share); null for the system's own. */
  ownerId?: string | null;
  /** Not before this time (default: now). */
  runAt?: Date;
  /** At most one job of this kind with this key while its row lives; a second enqueue is ignored. */
  key?: string;
}

/** The part of the queue a feature needs to add jobs (services take this, not the worker). */
export interface JobQueue {
  enqueue(kind: string, payload: Record<string, unknown>, options?: EnqueueOptions): Promise<boolean>;
  /** Looks for work now (after a transaction that enqueued jobs committed). */
  wake(): void;
}

/** Periodic rows are rescheduled after every run, never given up by the lease recovery. */
const PERIODIC_MAX_ATTEMPTS = 1000;
const PERIODIC_KEY = 'every';
/** Finished jobs are kept this long (for a look at what ran), failed ones longer. */
const KEEP_DONE_MS = 24 * 3_600_000;
const KEEP_FAILED_MS = 30 * 24 * 3_600_000;

export function createJobs(deps: {
  db: Db;
  /** Jobs one process runs at once (JOBS_CONCURRENCY). */
  concurrency: number;
  /** How often an idle worker looks for due jobs (0: never by itself; tests call runDue). */
  pollMs: number;
  log: JobLog;
}) {
  const { db, log } = deps;
  const concurrency = Math.max(1, deps.concurrency);
  const processId = randomUUID();
  const kinds = new Map<string, Kind>();
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let stopping = false;
  let filling: Promise<void> | null = null;
  let again = false;

  function add<P>(kind: string, handler: JobHandler<P>, o: KindOptions<P>, everyMs: number | null) {
    if (kinds.has(kind)) throw new Error(`job kind ${kind} is registered twice`);
    kinds.set(kind, {
      handler: handler as JobHandler<never>,
      maxAttempts: everyMs ? PERIODIC_MAX_ATTEMPTS : (o.maxAttempts ?? JOB_DEFAULTS.maxAttempts),
      backoffMs: o.backoffMs ?? JOB_DEFAULTS.backoffMs,
      leaseMs: o.leaseMs ?? JOB_DEFAULTS.leaseMs,
      everyMs,
      onGiveUp: o.onGiveUp as Kind['onGiveUp'],
    });
  }

  /** The kinds this process may claim (only those it has a handler for), with their leases. */
  const leases = (only?: string[]) =>
    new Map(
      (only ?? [...kinds.keys()]).flatMap((k) => (kinds.has(k) ? [[k, kinds.get(k)?.leaseMs ?? 0]] : [])),
    );

  async function claim(now: Date, only: string[] | undefined, fair: boolean) {
    return jobsRepo.claim(db, { now, leases: leases(only), fair, by: processId });
  }

  /** Runs one claimed job to its end (job-kind.ts). */
  async function execute(job: ClaimedJob, now: Date, abort: AbortController): Promise<void> {
    const kind = kinds.get(job.kind);
    if (kind) await runClaimedJob(db, log, kind, job, now, abort);
  }

  function launch(job: ClaimedJob, now: Date) {
    const abort = new AbortController();
    const done = execute(job, now, abort)
      .catch((err: unknown) => log.error({ err, job: job.kind }, 'job bookkeeping failed'))
      .finally(() => {
        running.delete(job.id);
        if (!stopping) fill();
      });
    running.set(job.id, { done, abort });
  }

  /**
   * Fills this process's free slots with due jobs. The last free slot is kept for owners with
   * nothing running (unless nothing runs here), so a second owner's job starts while the first
   * owner's queue is being worked through.
   */
  function fill(): void {
    if (!started || stopping) return;
    if (filling) {
      again = true;
      return;
    }
    filling = (async () => {
      do {
        again = false;
        await jobsRepo.recoverExpired(db, new Date());
        while (!stopping && running.size < concurrency) {
          const now = new Date();
          const sameOwnerAllowed = running.size === 0 || running.size < concurrency - 1;
          const job =
            (await claim(now, undefined, true)) ??
            (sameOwnerAllowed ? await claim(now, undefined, false) : undefined);
          if (!job) break;
          launch(job, now);
        }
      } while (again && !stopping);
    })()
      .catch((err: unknown) => log.error({ err }, 'job worker'))
      .finally(() => {
        filling = null;
      });
  }

  // Housekeeping, a job like any other: finished jobs past their keeping time are removed.
  add<Record<string, never>>(
    'jobs.cleanup',
    async (_p, ctx) => {
      await jobsRepo.removeFinished(
        db,
        new Date(ctx.now.getTime() - KEEP_DONE_MS),
        new Date(ctx.now.getTime() - KEEP_FAILED_MS),
      );
    },
    {},
    3_600_000,
  );

  return {
    /** The handler of one kind of job (once per kind, by the feature that owns it). */
    register<P>(kind: string, handler: JobHandler<P>, options: KindOptions<P> = {}) {
      add(kind, handler, options, null);
    },

    /**
     * A periodic job: one row for the whole cluster, run by whichever process claims it first and
     * put back `everyMs` later (a failure only logs and waits for the next time).
     */
    every(
      kind: string,
      everyMs: number,
      handler: JobHandler<Record<string, never>>,
      options: { leaseMs?: number } = {},
    ) {
      if (everyMs <= 0) throw new Error(`periodic job ${kind} needs an interval`);
      add(kind, handler, options, everyMs);
    },

    async enqueue(kind: string, payload: Record<string, unknown>, o: EnqueueOptions = {}): Promise<boolean> {
      const k = kinds.get(kind);
      if (!k || k.everyMs) throw new Error(`unknown job kind ${kind}`);
      const added = await jobsRepo.insert(o.tx ?? db, {
        kind,
        payload,
        ownerId: o.ownerId,
        key: o.key,
        runAt: o.runAt,
        maxAttempts: k.maxAttempts,
        backoffMs: k.backoffMs,
      });
      if (!o.tx) fill();
      return added;
    },

    wake: () => fill(),

    /** Writes the periodic jobs' rows (once per cluster; existing ones keep their next time). */
    async ready(): Promise<void> {
      for (const [kind, k] of kinds)
        if (k.everyMs)
          await jobsRepo.insert(db, {
            kind,
            payload: {},
            key: PERIODIC_KEY,
            maxAttempts: k.maxAttempts,
            backoffMs: k.backoffMs,
          });
    },

    /** Starts this process's worker (polling every `pollMs`; with 0 it never starts by itself). */
    start(): void {
      if (deps.pollMs <= 0 || started) return;
      started = true;
      timer = setInterval(fill, deps.pollMs);
      timer.unref();
      fill();
    },

    /**
     * Stops the worker: no more claims, running jobs are told to stop (their child processes are
     * killed) and awaited; a job stopped this way is put back for another process.
     */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await filling;
      for (const r of running.values()) r.abort.abort();
      await Promise.allSettled([...running.values()].map((r) => r.done));
    },

    /**
     * Works through the due jobs one at a time at `now` (tests pass a time; `kinds` narrows it),
     * the lease recovery first; answers how many were claimed.
     */
    async runDue(o: { now?: Date; kinds?: string[]; limit?: number } = {}): Promise<number> {
      const now = o.now ?? new Date();
      await jobsRepo.recoverExpired(db, now);
      let n = 0;
      while (n < (o.limit ?? 100)) {
        const job = await claim(now, o.kinds, false);
        if (!job) break;
        n += 1;
        await execute(job, now, new AbortController());
      }
      return n;
    },

    /** Claims without working: a worker that dies holding its jobs (tests). */
    async claimOnly(now: Date, kindsToClaim?: string[], limit = 10): Promise<ClaimedJob[]> {
      const out: ClaimedJob[] = [];
      for (let i = 0; i < limit; i += 1) {
        const job = await claim(now, kindsToClaim, false);
        if (!job) break;
        out.push(job);
      }
      return out;
    },

    /** Jobs running in this process now. */
    runningCount: () => running.size,
  };
}
export type Jobs = ReturnType<typeof createJobs>;
