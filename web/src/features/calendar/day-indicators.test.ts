import { describe, expect, it } from 'vitest';
import { monthGrid } from '../../ui/calendar-grid.ts';
import { dayIndicators, eventsByDay } from './day-indicators.ts';

describe('calendar indicators', () => {
  it('shows at most three dots and "+N" for the rest', () => {
    const events = ['#111111', '#222222', '#333333', '#444444', '#555555'].map((color_code) => ({
      color_code,
    }));
    expect(dayIndicators(events)).toEqual({ colors: ['#111111', '#222222', '#333333'], more: 2 });
    expect(dayIndicators(events.slice(0, 2))).toEqual({ colors: ['#111111', '#222222'], more: 0 });
  });

  it('groups events by their day', () => {
    const days = eventsByDay([
      { id: 1, scheduled_date: '2026-11-22' },
      { id: 2, scheduled_date: '2026-11-23' },
      { id: 3, scheduled_date: '2026-11-22' },
    ]);
    expect(days.get('2026-11-22')?.map((e) => e.id)).toEqual([1, 3]);
  });

  it('lays out a leap February starting on a Thursday (2024)', () => {
    const grid = monthGrid(2024, 1);
    expect(grid[0]?.map((d) => d.date.getDate())).toEqual([29, 30, 31, 1, 2, 3, 4]);
    expect(grid.flat().filter((d) => d.inMonth)).toHaveLength(29);
  });
});
