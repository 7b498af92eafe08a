import { z } from 'zod';
import { IsoDate } from './common.ts';

/**
 * Recurring events (issue 21): a subset of RFC 5545 RRULE — FREQ daily/weekly/monthly/yearly,
 * INTERVAL 1–99, an optional UNTIL date (inclusive) or COUNT ≤ 500, and BYDAY for weekly.
 *
 * Only dates recur: an event's time (Moscow wall-clock) is the same for every occurrence, so the
 * rule is expanded on calendar dates (`YYYY-MM-DD`), never on instants. As RFC 5545 says, a date
 * that does not exist is skipped, not clamped: «каждый месяц» from the 31st has no occurrence in
 * months without a 31st, and «каждый год» from 29 February recurs in leap years only (so the
 * calendar, the ICS export and Google/Apple Calendar agree).
 */
export const RECURRENCE_TEXTS = {
  freqInvalid: 'Выберите, как часто повторять: каждый день, неделю, месяц или год',
  intervalInvalid: 'Интервал повторения — от 1 до 99',
  countInvalid: 'Число повторений — от 1 до 500',
  untilBeforeStart: 'Дата окончания повторений раньше даты события',
  untilAndCount: 'Укажите либо дату окончания, либо число повторений',
  byDayInvalid: 'Дни недели можно выбрать только для еженедельного повторения',
  notRecurring: 'Событие не повторяется',
  notAnOccurrence: 'В этот день событие не повторяется',
  occurrenceCancelled: 'Это событие отменено',
  onlyOrganizerEdits: 'Изменить событие может только его автор или администратор группы',
  rangeInvalid: 'Укажите период не длиннее 400 дней (from ≤ to)',
} as const;

export const FREQS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type Freq = (typeof FREQS)[number];
/** RFC 5545 weekday codes, Monday first (weeks start on Monday). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const INTERVAL_MAX = 99;
export const COUNT_MAX = 500;
/** The longest range `?from=&to=` expands (as for birthdays). */
export const RANGE_MAX_DAYS = 400;

/** The rule as the API takes and answers it (`recurrence` on an event; null: does not repeat). */
export const Recurrence = z.object({
  freq: z.enum(FREQS, { message: RECURRENCE_TEXTS.freqInvalid }),
  interval: z
    .number({ message: RECURRENCE_TEXTS.intervalInvalid })
    .int({ message: RECURRENCE_TEXTS.intervalInvalid })
    .min(1, { message: RECURRENCE_TEXTS.intervalInvalid })
    .max(INTERVAL_MAX, { message: RECURRENCE_TEXTS.intervalInvalid })
    .default(1),
  until: IsoDate.nullish().transform((v) => v ?? null),
  count: z
    .number({ message: RECURRENCE_TEXTS.countInvalid })
    .int({ message: RECURRENCE_TEXTS.countInvalid })
    .min(1, { message: RECURRENCE_TEXTS.countInvalid })
    .max(COUNT_MAX, { message: RECURRENCE_TEXTS.countInvalid })
    .nullish()
    .transform((v) => v ?? null),
  by_day: z
    .array(z.enum(WEEKDAYS, { message: RECURRENCE_TEXTS.byDayInvalid }))
    .max(7)
    .default([])
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
});
export type Recurrence = z.output<typeof Recurrence>;
export type RecurrenceInput = z.input<typeof Recurrence>;

/** Rule checks that need the event's first date: UNTIL not before it, UNTIL xor COUNT, BYDAY weekly only. */
export function recurrenceIssues(rule: Recurrence, start: string): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (rule.until && rule.count) issues.push({ path: 'count', message: RECURRENCE_TEXTS.untilAndCount });
  if (rule.until && rule.until < start)
    issues.push({ path: 'until', message: RECURRENCE_TEXTS.untilBeforeStart });
  if (rule.by_day.length > 0 && rule.freq !== 'weekly')
    issues.push({ path: 'by_day', message: RECURRENCE_TEXTS.byDayInvalid });
  return issues;
}

// --- Calendar-date arithmetic (day numbers since 1970-01-01, UTC; never local time) ---

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};
export const dateOf = (day: number) => {
  const d = new Date(day * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};
export const addDaysTo = (date: string, n: number) => dateOf(dayNumber(date) + n);
/** 0 = Monday … 6 = Sunday. */
export const weekdayOf = (date: string) => (((dayNumber(date) + 3) % 7) + 7) % 7;
const daysInMonth = (y: number, m0: number) => new Date(Date.UTC(y, m0 + 1, 0)).getUTCDate();

/** A weekly rule's days: its BYDAY, always with the first event's own weekday (DTSTART is an occurrence). */
export function weeklyDays(rule: Recurrence, start: string): number[] {
  const days = new Set(rule.by_day.map((d) => WEEKDAYS.indexOf(d)));
  days.add(weekdayOf(start));
  return [...days].sort((a, b) => a - b);
}

/** The rule as stored: a weekly BYDAY always names the first event's weekday (as RFC 5545 readers expect). */
export function normalizeRule(rule: Recurrence, start: string): Recurrence {
  if (rule.freq !== 'weekly' || rule.by_day.length === 0) return rule;
  const days = weeklyDays(rule, start);
  return { ...rule, by_day: WEEKDAYS.filter((_, i) => days.includes(i)) };
}

/**
 * The rule's dates, in order, from `start` (always the first) within [from, to] (inclusive). COUNT
 * counts from the start whatever the range; cancelled occurrences still count (RFC 5545 EXDATE).
 */
export function ruleDates(start: string, rule: Recurrence, from: string, to: string): string[] {
  const out: string[] = [];
  const last = rule.until && rule.until < to ? rule.until : to;
  const limit = rule.count ?? Number.POSITIVE_INFINITY;
  if (last < start || last < from) return [];
  const s = dayNumber(start);
  const first = dayNumber(from);
  const lastDay = dayNumber(last);
  let n = 0;
  const take = (day: number) => {
    n += 1;
    if (day >= first && day <= lastDay) out.push(dateOf(day));
  };
  if (rule.freq === 'daily' || (rule.freq === 'weekly' && weeklyDays(rule, start).length === 1)) {
    const step = rule.interval * (rule.freq === 'daily' ? 1 : 7);
    // Without COUNT, jump straight to the range (a daily event from years ago costs nothing).
    let k = rule.count === null ? Math.max(0, Math.floor((first - s) / step)) : 0;
    for (; n < limit; k++) {
      const day = s + k * step;
      if (day > lastDay) break;
      if (rule.count === null && day < first) continue;
      take(day);
    }
    return out;
  }
  if (rule.freq === 'weekly') {
    const days = weeklyDays(rule, start);
    const monday = s - weekdayOf(start);
    const step = 7 * rule.interval;
    let w = rule.count === null ? Math.max(0, Math.floor((first - monday) / step) - 1) : 0;
    for (; n < limit; w++) {
      const weekStart = monday + w * step;
      if (weekStart > lastDay) break;
      for (const d of days) {
        const day = weekStart + d;
        if (day < s) continue;
        if (day > lastDay || n >= limit) break;
        take(day);
      }
    }
    return out;
  }
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = rule.freq === 'monthly' ? rule.interval : 12 * rule.interval;
  for (let k = 0; n < limit; k++) {
    const index = m - 1 + k * months;
    const year = y + Math.floor(index / 12);
    const month = index % 12;
    if (Date.UTC(year, month, 1) / DAY_MS > lastDay) break;
    // A date the month lacks (the 31st, 29 February) is skipped, as RFC 5545 says.
    if (d > daysInMonth(year, month)) continue;
    take(Date.UTC(year, month, d) / DAY_MS);
  }
  return out;
}

/** Whether `date` is one of the rule's dates (before exceptions). */
export const isRuleDate = (start: string, rule: Recurrence, date: string) =>
  ruleDates(start, rule, date, date).length === 1;

// --- The stored rule: RFC 5545 RRULE text without DTSTART, UNTIL as a date (`20270101`) ---

/** `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270101` (what `scheduled_actions.recurrence_rule` keeps). */
export function formatRrule(
  rule: Recurrence,
  until: string | null = rule.until?.replaceAll('-', '') ?? null,
) {
  const parts = [`FREQ=${rule.freq.toUpperCase()}`, `INTERVAL=${rule.interval}`];
  if (rule.by_day.length > 0) parts.push(`BYDAY=${rule.by_day.join(',')}`);
  if (until) parts.push(`UNTIL=${until}`);
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/** Reads what formatRrule wrote; null for no rule (or one this subset does not know). */
export function parseRrule(text: string | null | undefined): Recurrence | null {
  if (!text) return null;
  const parts = Object.fromEntries(text.split(';').map((p) => p.split('=') as [string, string]));
  const until = parts.UNTIL?.match(/^(\d{4})(\d{2})(\d{2})/);
  const parsed = Recurrence.safeParse({
    freq: parts.FREQ?.toLowerCase(),
    interval: parts.INTERVAL ? Number(parts.INTERVAL) : 1,
    until: until ? `${until[1]}-${until[2]}-${until[3]}` : null,
    count: parts.COUNT ? Number(parts.COUNT) : null,
    by_day: parts.BYDAY ? parts.BYDAY.split(',') : [],
  });
  return parsed.success ? parsed.data : null;
}
