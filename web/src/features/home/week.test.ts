import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, weekDays } from './week.ts';

describe('week dates', () => {
  it('finds the Monday of any day, across a month and a year', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });
  it('lists seven days from Monday and adds days over a month end', () => {
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
