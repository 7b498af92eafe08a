import { describe, expect, it } from 'vitest';
import { groupByDate } from './group-by-date.ts';

const at = (y: number, m: number, d: number, h = 12) => ({ created_at: new Date(y, m, d, h).toISOString() });

describe('groupByDate', () => {
  it('puts files under Сегодня, Вчера and then the date, keeping their order', () => {
    const now = new Date(2026, 10, 22, 15);
    const items = [at(2026, 10, 22, 14), at(2026, 10, 22, 1), at(2026, 10, 21, 23), at(2026, 9, 3)];
    const groups = groupByDate(items, now);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Сегодня', 2],
      ['Вчера', 1],
      ['3 октября 2026 г.', 1],
    ]);
    expect(groups[0]?.items[0]).toBe(items[0]);
  });

  it('puts a photo under the day it was taken (the camera clock as is), else its upload (issue 32 item 8)', () => {
    const now = new Date(2026, 10, 22, 15);
    const uploadedToday = new Date(2026, 10, 22, 14).toISOString();
    const items = [
      { created_at: uploadedToday, taken_at: '2025-07-14T23:30:00.000Z' },
      { created_at: uploadedToday, taken_at: '2025-07-14T08:00:00.000Z' },
      { created_at: uploadedToday, taken_at: null },
    ];
    const groups = groupByDate(items, now);
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['14 июля 2025 г.', 2],
      ['Сегодня', 1],
    ]);
  });

  it('answers no groups for no files', () => {
    expect(groupByDate([], new Date())).toEqual([]);
  });
});
