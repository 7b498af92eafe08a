import type { EventOccurrence } from '@krug/contract/chat';
import { isRuleDate, parseRrule, ruleDates } from '@krug/contract/recurrence';

/**
 * Expanding events into occurrences (issue 21), for the calendar's range, reminders and the ICS
 * export. Pure: the rows come from the repo. A non-recurring event is its own single occurrence.
 */
export interface Series {
  id: string;
  scheduledDate: string;
  scheduledTime: string | null;
  recurrenceRule: string | null;
}
export interface OccurrenceException {
  actionId: string;
  occurrenceDate: string;
  cancelled: boolean;
  movedDate: string | null;
  movedTime: string | null;
}

/** The event's occurrences whose effective date is in [from, to], by effective date and time. */
export function occurrencesIn(
  series: Series,
  exceptions: OccurrenceException[],
  from: string,
  to: string,
): EventOccurrence[] {
  const rule = parseRrule(series.recurrenceRule);
  const plain = (date: string): EventOccurrence => ({
    action_id: series.id,
    occurrence_date: date,
    scheduled_date: date,
    scheduled_time: series.scheduledTime,
    moved: false,
  });
  if (!rule)
    return series.scheduledDate >= from && series.scheduledDate <= to ? [plain(series.scheduledDate)] : [];
  const own = exceptions.filter((x) => x.actionId === series.id);
  const byDate = new Map(own.map((x) => [x.occurrenceDate, x]));
  const out = ruleDates(series.scheduledDate, rule, from, to)
    .filter((date) => !byDate.has(date))
    .map(plain);
  for (const x of own) {
    if (x.cancelled || !x.movedDate || x.movedDate < from || x.movedDate > to) continue;
    if (!isRuleDate(series.scheduledDate, rule, x.occurrenceDate)) continue;
    out.push({
      action_id: series.id,
      occurrence_date: x.occurrenceDate,
      scheduled_date: x.movedDate,
      scheduled_time: x.movedTime ?? series.scheduledTime,
      moved: true,
    });
  }
  return out.sort(
    (a, b) =>
      a.scheduled_date.localeCompare(b.scheduled_date) ||
      (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''),
  );
}

/** Whether `date` is an occurrence of the series' rule (cancelled or moved ones included). */
export function isOccurrenceDate(series: Series, date: string): boolean {
  const rule = parseRrule(series.recurrenceRule);
  return rule ? isRuleDate(series.scheduledDate, rule, date) : series.scheduledDate === date;
}
