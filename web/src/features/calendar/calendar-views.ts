import { dayKey } from '../../ui/calendar-grid.ts';

/** The calendar's views (issue 21): the choice lives in the URL (`?view=week`), month by default. */
export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const parseView = (value: string | null): CalendarView =>
  CALENDAR_VIEWS.find((v) => v === value) ?? 'month';

/** How many days «Список» looks ahead, today included. */
export const AGENDA_DAYS = 30;

/** A local date `n` days after `d` (calendar arithmetic on local dates, never on timestamps). */
export const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The Monday of the week `d` is in (weeks start on Monday in the ru locale, spec §9). */
export const weekStart = (d: Date) => addDays(d, -((d.getDay() + 6) % 7));

/** The 7 days (Monday to Sunday) of the week that starts on `monday`. */
export const weekDays = (monday: Date): Date[] => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** «Сегодня», «Завтра» or a plain date: how a day's heading reads relative to `today`. */
export type DayLabel = 'today' | 'tomorrow' | 'date';
export function dayLabel(day: Date, today: Date): DayLabel {
  const key = dayKey(day);
  if (key === dayKey(today)) return 'today';
  if (key === dayKey(addDays(today, 1))) return 'tomorrow';
  return 'date';
}

/**
 * The agenda: items from `today` through the next `days - 1` days, grouped by day in date order
 * (each day's items in their given order, timed ones by time with all-day ones first); days without
 * items are left out.
 */
export function agendaGroups<T extends { scheduled_date: string; scheduled_time?: string | null }>(
  items: T[],
  today: Date,
  days = AGENDA_DAYS,
): { key: string; date: Date; items: T[] }[] {
  const from = dayKey(today);
  const to = dayKey(addDays(today, days - 1));
  const byDay = new Map<string, T[]>();
  for (const item of items) {
    if (item.scheduled_date < from || item.scheduled_date > to) continue;
    byDay.set(item.scheduled_date, [...(byDay.get(item.scheduled_date) ?? []), item]);
  }
  return [...byDay.keys()].sort().map((key) => {
    const [y, m, d] = key.split('-').map(Number);
    return { key, date: new Date(y ?? 0, (m ?? 1) - 1, d ?? 1), items: sortByTime(byDay.get(key) ?? []) };
  });
}

/** A day's items: all-day ones first (stable), then by time. */
export const sortByTime = <T extends { scheduled_time?: string | null }>(items: T[]): T[] =>
  [...items].sort((a, b) => (a.scheduled_time ?? '').localeCompare(b.scheduled_time ?? ''));
