import { formatDate } from '../../lib/format.ts';

export interface DateGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** What a file is dated by: when it was taken (EXIF), else when it was uploaded. */
export interface Dated {
  created_at: string;
  taken_at?: string | null | undefined;
}

/**
 * The date a file is shown under (issue 32 item 8). EXIF keeps the camera's wall clock, stored as
 * that time in UTC, so it is read back as the same wall-clock time here (a photo taken at 23:30 is
 * on its own day in every time zone); an upload is a real instant, shown in local time.
 */
export function shownDate(f: Dated): Date {
  if (!f.taken_at) return new Date(f.created_at);
  const t = new Date(f.taken_at);
  return new Date(
    t.getUTCFullYear(),
    t.getUTCMonth(),
    t.getUTCDate(),
    t.getUTCHours(),
    t.getUTCMinutes(),
    t.getUTCSeconds(),
  );
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * Groups items (already newest first) by the calendar day they are shown under (taken, else
 * uploaded): "Сегодня", "Вчера", then the date.
 */
export function groupByDate<T extends Dated>(
  items: T[],
  now = new Date(),
  labels = { today: 'Сегодня', yesterday: 'Вчера' },
): DateGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DateGroup<T>[] = [];
  for (const item of items) {
    const date = shownDate(item);
    const key = dayKey(date);
    let group = groups.at(-1);
    if (!group || group.key !== key) {
      const label = key === today ? labels.today : key === yesterday ? labels.yesterday : formatDate(date);
      group = { key, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
