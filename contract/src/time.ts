const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The spec's relative-time rules (§9), without words: the wall reads "just now", "N min ago",
 * "N h ago", then a date; the family-module feed reads «только что», «N мин назад», «N ч назад»,
 * «N дн назад» up to 7 days, then a date. Which unit and number apply is decided here; the words
 * come from the interface language (web/src/lib/format.ts, Intl.RelativeTimeFormat).
 */
export type RelativeRule = 'wall' | 'family';
export type RelativeAge = { unit: 'now' } | { unit: 'minute' | 'hour' | 'day'; n: number } | { unit: 'date' };

export function relativeAge(
  iso: string | number | Date,
  rule: RelativeRule,
  now: number = Date.now(),
): RelativeAge {
  const age = Math.max(0, now - new Date(iso).getTime());
  if (age < MINUTE) return { unit: 'now' };
  if (age < HOUR) return { unit: 'minute', n: Math.floor(age / MINUTE) };
  if (age < DAY) return { unit: 'hour', n: Math.floor(age / HOUR) };
  if (rule === 'family' && age < 7 * DAY) return { unit: 'day', n: Math.floor(age / DAY) };
  return { unit: 'date' };
}
