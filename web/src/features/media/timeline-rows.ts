import { type Dated, groupByDate, shownDate } from './group-by-date.ts';

/** One row of the virtualised timeline: a month's header, a day's header, or a row of tiles. */
export type TimelineRow<T> =
  | { kind: 'month'; key: string; label: string }
  | { kind: 'day'; key: string; label: string; count: number }
  | { kind: 'tiles'; key: string; items: T[] };

export interface TimelineLabels {
  today: string;
  yesterday: string;
  /** «Ноябрь 2026» for the month of a date. */
  month(date: Date): string;
}

const monthKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}`;

/**
 * The library's timeline as rows (items already newest first, by the date taken else uploaded): each month opens with its header
 * (the sticky one), each day with its own, then its files `columns` to a row. Rows, not files,
 * are what the virtualiser measures, so 10,000 files are a few thousand rows of fixed height.
 */
export function timelineRows<T extends Dated & { id: string }>(
  items: T[],
  columns: number,
  labels: TimelineLabels,
  now = new Date(),
): TimelineRow<T>[] {
  const rows: TimelineRow<T>[] = [];
  let month: string | null = null;
  for (const day of groupByDate(items, now, labels)) {
    const head = day.items[0];
    const first = head ? shownDate(head) : new Date(0);
    if (monthKey(first) !== month) {
      month = monthKey(first);
      rows.push({ kind: 'month', key: `m-${month}`, label: labels.month(first) });
    }
    rows.push({ kind: 'day', key: `d-${day.key}`, label: day.label, count: day.items.length });
    for (let i = 0; i < day.items.length; i += columns) {
      const slice = day.items.slice(i, i + columns);
      rows.push({ kind: 'tiles', key: `t-${slice[0]?.id}`, items: slice });
    }
  }
  return rows;
}

/** Tiles per row for a width: about 180 px each on wide screens, at least three on a phone. */
export const columnsFor = (width: number) => Math.max(3, Math.min(8, Math.round(width / 180)));
