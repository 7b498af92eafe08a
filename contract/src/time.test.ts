import { describe, expect, it } from 'vitest';
import { relativeTimeFamily, relativeTimeWall } from './time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relative time', () => {
  it('wall: just now, min ago, h ago, then a date', () => {
    expect(relativeTimeWall(ago(30_000), now)).toBe('just now');
    expect(relativeTimeWall(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTimeWall(ago(3 * 3600_000), now)).toBe('3 h ago');
    expect(relativeTimeWall(ago(2 * 86400_000), now)).toBe('20.11.2026');
  });

  it('family feed: Russian forms up to 7 days, then a date', () => {
    expect(relativeTimeFamily(ago(10_000), now)).toBe('только что');
    expect(relativeTimeFamily(ago(59 * 60_000), now)).toBe('59 мин назад');
    expect(relativeTimeFamily(ago(23 * 3600_000), now)).toBe('23 ч назад');
    expect(relativeTimeFamily(ago(6 * 86400_000), now)).toBe('6 дн назад');
    expect(relativeTimeFamily(ago(8 * 86400_000), now)).toBe('14.11.2026');
  });
});
