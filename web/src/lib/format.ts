import { type RelativeRule, relativeAge } from '@krug/contract/time';
import i18next from 'i18next';
import { currentLocale } from '../i18n/index.ts';

/**
 * Dates and times for the current interface language, through Intl (CONTRACT §7 "Texts"): never an
 * ISO date on screen. Formatters are cached per locale and option set.
 */

const MINUTE = 60_000;

const cache = new Map<string, Intl.DateTimeFormat>();
function dtf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

/** A `YYYY-MM-DD` date is a calendar day, not a UTC instant: read it in local time so it never shifts. */
export function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return new Date(value);
}

const capitalise = (s: string, locale: string) => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/** Any Intl option set in the current locale, for the odd case the named helpers below do not cover. */
export function formatWith(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions,
  locale = currentLocale(),
): string {
  return dtf(locale, options).format(toDate(value));
}

/** «14 мая 1990 г.» / "14 May 1990". */
export function formatDate(value: string | number | Date, locale = currentLocale()): string {
  return dtf(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(toDate(value));
}

/** A value that may be a `YYYY-MM-DD` day (a document field, a birth date): the date for the locale, else as is. */
export function formatIfDate(value: string, locale = currentLocale()): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? formatDate(value.trim(), locale) : value;
}

/** «14 мая» / "14 May": a day of the current year. */
export function formatDayMonth(value: string | number | Date, locale = currentLocale()): string {
  return dtf(locale, { day: 'numeric', month: 'long' }).format(toDate(value));
}

/** «14.05.1990» / "14/05/1990": compact, for tables. */
export function formatShortDate(value: string | number | Date, locale = currentLocale()): string {
  return dtf(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}

/** «14:05». */
export function formatTime(value: string | number | Date, locale = currentLocale()): string {
  return dtf(locale, { hour: '2-digit', minute: '2-digit' }).format(toDate(value));
}

/** «14 мая, 14:05» this year, «14 мая 2025 г., 14:05» otherwise. */
export function formatDateTime(
  value: string | number | Date,
  locale = currentLocale(),
  now = new Date(),
): string {
  const date = toDate(value);
  const sameYear = date.getFullYear() === now.getFullYear();
  return dtf(locale, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * «Ноябрь 2026» / "November 2026": the standalone month name (LLLL), capitalised, then the year,
 * never «ноября 2026 г.».
 */
export function formatMonthYear(value: string | number | Date, locale = currentLocale()): string {
  const date = toDate(value);
  const month = dtf(locale, { month: 'long' }).format(date);
  return `${capitalise(month, locale)} ${date.getFullYear()}`;
}

/** «пн» … / "Mon" …: the short weekday name. */
export function formatWeekday(value: string | number | Date, locale = currentLocale()): string {
  return dtf(locale, { weekday: 'short' }).format(toDate(value));
}

export type { RelativeRule };

/**
 * How long ago, by the spec's rules (§9, contract `relativeAge`): «только что» / "just now", then
 * minutes and hours; the wall switches to the date after a day, the family feed counts days up to a
 * week. The words come from the locale (Intl.RelativeTimeFormat); the thresholds are the spec's.
 */
export function formatRelative(
  value: string | number | Date,
  rule: RelativeRule = 'wall',
  now: number = Date.now(),
  locale = currentLocale(),
): string {
  const date = toDate(value);
  const age = relativeAge(date, rule, now);
  if (age.unit === 'now') return i18next.t('time.justNow', { lng: locale.startsWith('en') ? 'en' : 'ru' });
  if (age.unit === 'date') return formatDate(date, locale);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(-age.n, age.unit);
}

/** When the relative text next changes: a minute at most, so one shared timer is enough. */
export const RELATIVE_TICK_MS = MINUTE;
