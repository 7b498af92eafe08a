import type { ChatMessage } from '@krug/contract/chat';
import { formatDate, formatDayMonth } from '../../lib/format.ts';

/** The local calendar day of a time, as `YYYY-M-D` (a key, never shown). */
const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;

/**
 * The day separator's words (issue 31): «Сегодня», «Вчера», else «12 ноября» (with the year when
 * it is not this one), in the interface language through Intl.
 */
export function dayLabel(
  iso: string,
  words: { today: string; yesterday: string },
  now = new Date(),
  locale?: string,
): string {
  const date = new Date(iso);
  if (dayKey(date) === dayKey(now)) return words.today;
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(yesterday)) return words.yesterday;
  return date.getFullYear() === now.getFullYear() ? formatDayMonth(date, locale) : formatDate(date, locale);
}

/** What the list shows: a day separator, or a message with whether it starts a run. */
export type ListItem =
  | { kind: 'day'; key: string; iso: string }
  | { kind: 'message'; key: string; message: ChatMessage; first: boolean };

const minute = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);

/**
 * Day separators and runs: consecutive messages of one author within the same minute form a run,
 * and only its first shows the name and face.
 */
export function listItems(messages: ChatMessage[]): ListItem[] {
  const items: ListItem[] = [];
  let prev: ChatMessage | undefined;
  for (const m of messages) {
    const newDay = !prev || dayKey(new Date(prev.created_at)) !== dayKey(new Date(m.created_at));
    if (newDay) items.push({ kind: 'day', key: `day-${m.created_at}`, iso: m.created_at });
    const first =
      newDay || !prev || prev.user_id !== m.user_id || minute(prev.created_at) !== minute(m.created_at);
    items.push({ kind: 'message', key: m.id, message: m, first });
    prev = m;
  }
  return items;
}

/** Text split into plain parts and links (http/https), for a linkified bubble. */
export function linkParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  const re = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)»]/g;
  let at = 0;
  for (const match of text.matchAll(re)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: text.slice(at, start) });
    parts.push({ text: match[0], href: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/**
 * A row of the virtualised list: a message, carrying the day separator above it when it opens a
 * day (so the rows in view stay the reading anchor when older messages of that day load above),
 * or «Новые сообщения» right above the first unread one.
 */
export type ListRow =
  | { kind: 'message'; key: string; message: ChatMessage; first: boolean; day: string | null }
  | { kind: 'new'; key: string };

export function listRows(messages: ChatMessage[], anchorId: string | null): ListRow[] {
  const rows: ListRow[] = [];
  let day: string | null = null;
  for (const item of listItems(messages)) {
    if (item.kind === 'day') {
      day = item.iso;
      continue;
    }
    if (item.message.id === anchorId) rows.push({ kind: 'new', key: 'new-messages' });
    rows.push({ ...item, day });
    day = null;
  }
  return rows;
}
