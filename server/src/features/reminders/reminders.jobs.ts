import type { Jobs } from '../../platform/jobs.ts';
import type { RemindersService } from './reminders.service.ts';

/** How often due event reminders are looked for, unless configured (SCHEDULER_INTERVAL_MS). */
export const REMINDERS_EVERY_MS = 15_000;
/** How often tomorrow's birthdays are looked for (each is announced once anyway). */
export const BIRTHDAYS_EVERY_MS = 10 * 60_000;

export const EVENT_REMINDERS_JOB = 'reminders.events';
export const BIRTHDAY_REMINDERS_JOB = 'reminders.birthdays';

/**
 * Event reminders and the day-before birthday notices (issue 21) as periodic jobs (issue 30): one
 * row each for the whole cluster, run by whichever process claims it, at the time it was claimed
 * for. A reminder is marked sent in the statement that picks it (`sent_for`, `birthday_notices`),
 * so even two runs that overlap (a lease that lapsed) send each one once.
 */
export function registerReminderJobs(
  jobs: Pick<Jobs, 'every'>,
  reminders: Pick<RemindersService, 'sendDue' | 'sendBirthdays'>,
  everyMs = REMINDERS_EVERY_MS,
) {
  jobs.every(EVENT_REMINDERS_JOB, everyMs, async (_p, ctx) => {
    await reminders.sendDue(ctx.now);
  });
  jobs.every(BIRTHDAY_REMINDERS_JOB, Math.max(everyMs, BIRTHDAYS_EVERY_MS), async (_p, ctx) => {
    await reminders.sendBirthdays(ctx.now);
  });
}
