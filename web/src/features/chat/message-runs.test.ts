import type { ChatMessage } from '@krug/contract/chat';
import { describe, expect, it } from 'vitest';
import { dayLabel, linkParts, listItems } from './message-runs.ts';

const words = { today: 'Сегодня', yesterday: 'Вчера' };
const msg = (id: string, user: string, at: Date): ChatMessage => ({
  id,
  group_id: 'g',
  user_id: user,
  sender: null,
  content: id,
  message_type: 'TEXT',
  created_at: at.toISOString(),
});

describe('day separators and runs', () => {
  const now = new Date(2026, 10, 26, 15, 0);
  it('says «Сегодня», «Вчера», else the day and month (with the year when another)', () => {
    expect(dayLabel(new Date(2026, 10, 26, 0, 5).toISOString(), words, now, 'ru-RU')).toBe('Сегодня');
    expect(dayLabel(new Date(2026, 10, 25, 23, 59).toISOString(), words, now, 'ru-RU')).toBe('Вчера');
    expect(dayLabel(new Date(2026, 10, 12, 10).toISOString(), words, now, 'ru-RU')).toBe('12 ноября');
    expect(dayLabel(new Date(2025, 10, 12, 10).toISOString(), words, now, 'ru-RU')).toMatch(/12 ноября 2025/);
  });

  it('starts a run on another author, another minute or another day', () => {
    const items = listItems([
      msg('a1', 'A', new Date(2026, 10, 25, 10, 0, 1)),
      msg('a2', 'A', new Date(2026, 10, 25, 10, 0, 40)),
      msg('b1', 'B', new Date(2026, 10, 25, 10, 0, 50)),
      msg('b2', 'B', new Date(2026, 10, 25, 10, 1, 5)),
      msg('b3', 'B', new Date(2026, 10, 26, 10, 1, 6)),
    ]);
    expect(items.map((i) => (i.kind === 'day' ? 'day' : `${i.message.id}${i.first ? '*' : ''}`))).toEqual([
      'day',
      'a1*',
      'a2',
      'b1*',
      'b2*',
      'day',
      'b3*',
    ]);
  });
});

describe('links', () => {
  it('finds http(s) links, leaving trailing punctuation outside', () => {
    expect(linkParts('Смотри https://youtu.be/dQw4w9WgXcQ, и всё.')).toEqual([
      { text: 'Смотри ' },
      { text: 'https://youtu.be/dQw4w9WgXcQ', href: 'https://youtu.be/dQw4w9WgXcQ' },
      { text: ', и всё.' },
    ]);
    expect(linkParts('без ссылок')).toEqual([{ text: 'без ссылок' }]);
  });
});
