import { formatDate } from '../../lib/format.ts';

export interface DateGroup<T> {
  key: string;
  label: string;
  items: T[];
}

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/** Groups items (already newest first) by their local calendar day: "Сегодня", "Вчера", then the date. */
export function groupByDate<T extends { created_at: string }>(
  items: T[],
  now = new Date(),
  labels = { today: 'Сегодня', yesterday: 'Вчера' },
): DateGroup<T>[] {
  const today = dayKey(now);
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  const groups: DateGroup<T>[] = [];
  for (const item of items) {
    const date = new Date(item.created_at);
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
