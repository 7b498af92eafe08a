import { describe, expect, it } from 'vitest';
import { columnsFor, timelineRows } from './timeline-rows.ts';

const at = (id: string, y: number, m: number, d: number, h = 12) => ({
  id,
  created_at: new Date(y, m, d, h).toISOString(),
});
const labels = {
  today: 'Сегодня',
  yesterday: 'Вчера',
  month: (d: Date) => `М${d.getMonth() + 1}.${d.getFullYear()}`,
};

describe('timelineRows', () => {
  it('opens each month and day with a header and splits a day into rows of tiles', () => {
    const now = new Date(2026, 10, 22, 15);
    const items = [
      at('a', 2026, 10, 22, 14),
      at('b', 2026, 10, 22, 10),
      at('c', 2026, 10, 22, 9),
      at('d', 2026, 10, 21),
      at('e', 2026, 9, 3),
    ];
    const rows = timelineRows(items, 2, labels, now);
    expect(
      rows.map((r) => (r.kind === 'tiles' ? r.items.map((i) => i.id).join('') : `${r.kind}:${r.label}`)),
    ).toEqual([
      'month:М11.2026',
      'day:Сегодня',
      'ab',
      'c',
      'day:Вчера',
      'd',
      'month:М10.2026',
      'day:3 октября 2026 г.',
      'e',
    ]);
    expect(rows[1]).toMatchObject({ kind: 'day', count: 3 });
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('keeps 10,000 files in a few thousand rows', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({
      id: String(i),
      created_at: new Date(2026, 0, 1 + Math.floor((10_000 - i) / 40)).toISOString(),
    }));
    const rows = timelineRows(items, 6, labels, new Date(2027, 0, 1));
    expect(
      rows.filter((r) => r.kind === 'tiles').flatMap((r) => (r.kind === 'tiles' ? r.items : [])),
    ).toHaveLength(10_000);
    expect(rows.length).toBeLessThan(3_000);
  });

  it('answers no rows for no files', () => expect(timelineRows([], 4, labels)).toEqual([]));
});

describe('columnsFor', () => {
  it.each([
    [300, 3],
    [390, 3],
    [800, 4],
    [1366, 8],
  ])('%i px → %i columns', (w, n) => expect(columnsFor(w)).toBe(n));
});
