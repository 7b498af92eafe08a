import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/index.ts';
import {
  formatDate,
  formatDateTime,
  formatMonthYear,
  formatRelative,
  formatShortDate,
  formatTime,
  toDate,
} from './format.ts';

const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

afterEach(async () => {
  await setLanguage('ru');
});

describe('dates for the locale', () => {
  it('reads a YYYY-MM-DD day in local time, so it never shifts by a day', () => {
    const d = toDate('1990-05-14');
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([1990, 4, 14]);
  });

  it('formats a date, never as ISO', () => {
    expect(formatDate('1990-05-14', 'ru-RU')).toBe('14 мая 1990 г.');
    expect(formatDate('1990-05-14', 'en-GB')).toBe('14 May 1990');
    expect(formatShortDate('1990-05-14', 'ru-RU')).toBe('14.05.1990');
    expect(formatDate('1990-05-14', 'ru-RU')).not.toContain('1990-05-14');
  });

  it('uses the standalone month name, capitalised, without «г.»', () => {
    expect(formatMonthYear(new Date(2026, 10, 5), 'ru-RU')).toBe('Ноябрь 2026');
    expect(formatMonthYear(new Date(2026, 4, 1), 'ru-RU')).toBe('Май 2026');
    expect(formatMonthYear(new Date(2026, 10, 5), 'en-GB')).toBe('November 2026');
  });

  it('shows the year in a date-time only when it is not the current one', () => {
    const now = new Date(NOW);
    expect(formatDateTime(new Date(2026, 2, 8, 9, 5), 'ru-RU', now)).toBe('8 марта в 09:05');
    expect(formatDateTime(new Date(2025, 2, 8, 9, 5), 'ru-RU', now)).toMatch(
      /^8 марта 2025 г.,? (в )?09:05$/,
    );
    expect(formatTime(new Date(2026, 2, 8, 9, 5), 'ru-RU')).toBe('09:05');
  });
});

describe('relative times (spec §9 thresholds, locale words)', () => {
  it('wall: just now, minutes, hours, then the date', () => {
    expect(formatRelative(ago(30_000), 'wall', NOW, 'ru-RU')).toBe('только что');
    expect(formatRelative(ago(5 * MIN), 'wall', NOW, 'ru-RU')).toBe('5 мин. назад');
    expect(formatRelative(ago(3 * H), 'wall', NOW, 'ru-RU')).toBe('3 ч назад');
    expect(formatRelative(ago(2 * D), 'wall', NOW, 'ru-RU')).toBe('21 ноября 2026 г.');
  });

  it('family: counts days up to a week', () => {
    expect(formatRelative(ago(2 * D), 'family', NOW, 'ru-RU')).toBe('2 дн. назад');
    expect(formatRelative(ago(8 * D), 'family', NOW, 'ru-RU')).toBe('15 ноября 2026 г.');
  });

  it('speaks English once English is chosen', async () => {
    await setLanguage('en');
    expect(formatRelative(ago(10_000), 'wall', NOW, 'en-GB')).toBe('just now');
    expect(formatRelative(ago(5 * MIN), 'wall', NOW, 'en-GB')).toBe('5 min ago');
    expect(formatRelative(ago(3 * H), 'wall', NOW, 'en-GB')).toBe('3 hr ago');
  });
});
