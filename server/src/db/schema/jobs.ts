import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * Every background task (issue 30, migration 0028): media variants, event and birthday reminders,
 * data exports, and the kinds later features register (`platform/jobs.ts`). A worker in every
 * process claims due rows with FOR UPDATE SKIP LOCKED; a claim holds `locked_until` (a lease the
 * worker extends while it runs), so a job of a process that died is taken over once it lapses.
 * `key` makes a job unique per kind while its row lives (a media file's one job, a periodic job's
 * single row); `owner_id` is whose job it is, for the per-owner fair share; a deleted account's
 * jobs go with it (null: the system's own jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(4),
    /** Wait before attempt n+1 is backoff_ms × 4^(n−1). */
    backoffMs: integer('backoff_ms').notNull().default(30_000),
    runAt: ts('run_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_kind_key_idx').on(t.kind, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    index('jobs_running_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_running_owner_idx').on(t.ownerId).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.status} in ('done', 'failed')`),
    check('jobs_status_check', sql`${t.status} IN ('pending', 'running', 'done', 'failed')`),
  ],
);
export type JobRow = typeof jobs.$inferSelect;
