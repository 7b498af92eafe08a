import { describe, expect, it } from 'vitest';
import { relativeAge } from './time.ts';

const now = new Date('2026-11-22T12:00:00Z').getTime();
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relative time rules (spec §9)', () => {
  it('wall: now, minutes, hours, then a date', () => {
    expect(relativeAge(ago(30_000), 'wall', now)).toEqual({ unit: 'now' });
    expect(relativeAge(ago(5 * 60_000), 'wall', now)).toEqual({ unit: 'minute', n: 5 });
    expect(relativeAge(ago(3 * 3600_000), 'wall', now)).toEqual({ unit: 'hour', n: 3 });
    expect(relativeAge(ago(2 * 86400_000), 'wall', now)).toEqual({ unit: 'date' });
  });

  it('family feed: days up to 7, then a date', () => {
    expect(relativeAge(ago(10_000), 'family', now)).toEqual({ unit: 'now' });
    expect(relativeAge(ago(59 * 60_000), 'family', now)).toEqual({ unit: 'minute', n: 59 });
    expect(relativeAge(ago(23 * 3600_000), 'family', now)).toEqual({ unit: 'hour', n: 23 });
    expect(relativeAge(ago(6 * 86400_000), 'family', now)).toEqual({ unit: 'day', n: 6 });
    expect(relativeAge(ago(8 * 86400_000), 'family', now)).toEqual({ unit: 'date' });
  });

  it('a time slightly in the future (clock skew) reads as now', () => {
    expect(relativeAge(ago(-5_000), 'wall', now)).toEqual({ unit: 'now' });
  });
});
