import { addDaysTo } from '@krug/contract/recurrence';
import { type OccurrenceException, occurrencesIn, type Series } from '../chat/occurrences.ts';
import { eventStart, MOSCOW_OFFSET_HOURS } from './ics.ts';

/**
 * When the occurrences of a recurring event start, as instants (issue 21): reminders fire for
 * each occurrence (moved ones at their new time, cancelled ones never).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A date in Moscow (UTC+3 all year), `YYYY-MM-DD`. */
export const moscowDate = (d: Date) =>
  new Date(d.getTime() + MOSCOW_OFFSET_HOURS * HOUR).toISOString().slice(0, 10);

/** The starts in (from, to], in order. */
export function startsBetween(
  series: Series,
  exceptions: OccurrenceException[],
  from: Date,
  to: Date,
): Date[] {
  return occurrencesIn(series, exceptions, addDaysTo(moscowDate(from), -1), addDaysTo(moscowDate(to), 1))
    .map((o) => eventStart(o.scheduled_date, o.scheduled_time))
    .filter((s) => s.getTime() > from.getTime() && s.getTime() <= to.getTime())
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The occurrence a reminder is due for at `now`, as for a one-off event: the latest one whose
 * reminder time has come and that started less than an hour ago; null when none is.
 */
export function dueStart(
  series: Series,
  exceptions: OccurrenceException[],
  minutesBefore: number,
  now: Date,
): Date | null {
  const starts = startsBetween(
    series,
    exceptions,
    new Date(now.getTime() - HOUR),
    new Date(now.getTime() + minutesBefore * MINUTE),
  );
  return starts.at(-1) ?? null;
}

/** The next occurrence whose reminder is still ahead of `now` (null when the series has ended). */
export function nextStart(
  series: Series,
  exceptions: OccurrenceException[],
  minutesBefore: number,
  now: Date,
): Date | null {
  const from = new Date(now.getTime() + minutesBefore * MINUTE);
  // Two years cover nearly every rule; a rare one (every 5 years) looks further.
  for (const days of [731, 36_600]) {
    const [first] = startsBetween(series, exceptions, from, new Date(from.getTime() + days * 24 * HOUR));
    if (first) return first;
  }
  return null;
}
