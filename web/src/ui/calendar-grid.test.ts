import { describe, expect, it } from 'vitest';
import { monthGrid } from './calendar-grid.ts';

describe('monthGrid', () => {
  it('starts weeks on Monday: November 2026 begins on a Sunday after six October days', () => {
    const grid = monthGrid(2026, 10);
    const first = grid[0] ?? [];
    expect(first.map((d) => d.key)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(first.filter((d) => d.inMonth)).toHaveLength(1);
    expect(grid.at(-1)?.at(-1)?.key).toBe('2026-12-06');
    expect(grid).toHaveLength(6);
  });

  it('a month that starts on Monday has no leading days (June 2026)', () => {
    const grid = monthGrid(2026, 5);
    expect(grid[0]?.[0]?.key).toBe('2026-06-01');
    expect(grid.flat().filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('February 2027 fits in four weeks exactly', () => {
    expect(monthGrid(2027, 1)).toHaveLength(4);
  });
});
