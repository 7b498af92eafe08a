import type { Jobs } from '../../platform/jobs.ts';
import type { ChoresService } from './chores.service.ts';

export const CHORE_REMINDERS_JOB = 'chores.reminders';
/** How often due chore reminders are looked for, unless configured (SCHEDULER_INTERVAL_MS). */
export const CHORE_REMINDERS_EVERY_MS = 60_000;

/** Chore reminders as a periodic job of the one queue (docs/incoming/wave4-jobs.md), like event reminders. */
export function registerChoreReminders(
  jobs: Pick<Jobs, 'every'>,
  chores: Pick<ChoresService, 'sendDue'>,
  everyMs = CHORE_REMINDERS_EVERY_MS,
) {
  jobs.every(CHORE_REMINDERS_JOB, everyMs, async (_p, ctx) => {
    await chores.sendDue(ctx.now);
  });
}
