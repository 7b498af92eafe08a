import { CALENDAR_MAX_INDICATORS } from '@krug/contract/limits';

/** Events of each day (YYYY-MM-DD), in their given order. */
export function eventsByDay<T extends { scheduled_date: string }>(events: T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const e of events) days.set(e.scheduled_date, [...(days.get(e.scheduled_date) ?? []), e]);
  return days;
}

/** Up to 3 coloured dots per day and how many more ("+N"), spec §2 and §9. */
export function dayIndicators(events: { color_code: string }[]): { colors: string[]; more: number } {
  return {
    colors: events.slice(0, CALENDAR_MAX_INDICATORS).map((e) => e.color_code),
    more: Math.max(0, events.length - CALENDAR_MAX_INDICATORS),
  };
}
