import type { ChatGroupEntry, ChatMessage } from '@krug/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { fakeListLayout } from '../../test/list-layout.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Conversation } from './Conversation.tsx';

/** Issue 31: long conversations are virtualised (only rows near the view are in the DOM). */
const me = testUser();
const G = '55555555-5555-4555-8555-555555555555';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ROW = 40;

const entry = (unread: number): ChatGroupEntry => ({
  group: { id: G, name: 'Дача', description: null, group_type: 'CUSTOM', color_code: '#2563eb' },
  member_count: 2,
  user_role: 'MEMBER',
  latest_message: null,
  unread_count: unread,
  peer: null,
  can_add_members: false,
  can_leave: true,
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
// One a minute from «now − n minutes», alternating authors: every message starts a run.
const base = Date.now() - 3 * 24 * 3600_000;
const message = (n: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: id(n),
  group_id: G,
  user_id: n % 2 ? OTHER : me.id,
  sender: { first_name: n % 2 ? 'Борис' : me.first_name, last_name: 'Круглов', profile_picture: null },
  content: `Сообщение ${n}`,
  message_type: 'TEXT',
  created_at: new Date(base + n * 60_000).toISOString(),
  reply_to: null,
  edited_at: null,
  deleted: false,
  forwarded_from: null,
  reactions: [],
  my_reaction: null,
  ...over,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => message(from + i));

function mount(unread: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <Conversation entry={entry(unread)} module="family" />
      </Providers>
    </MemoryRouter>,
  );
}

/** Serves the conversation: `pages` newest first, each answering `before` the previous one's cursor. */
function serve(pages: ChatMessage[][]) {
  stubFetch(
    vi.fn(async (url: string) => {
      if (url.startsWith(`/api/chat-groups/${G}/messages`)) {
        const before = new URL(url, 'http://x').searchParams.get('before');
        const at = before ? Number(before) : 0;
        return jsonResponse(200, {
          messages: pages[at] ?? [],
          next_cursor: at + 1 < pages.length ? String(at + 1) : null,
          read_marks: [],
        });
      }
      if (url.endsWith('/read'))
        return jsonResponse(200, { group_id: G, last_read_at: base, unread_count: 0 });
      return jsonResponse(200, { members: [] });
    }),
  );
}

const scroller = () => {
  const list = screen.getAllByTestId('chat-message')[0]?.closest('ol')?.parentElement;
  if (!list) throw new Error('no message list');
  return list;
};
const shown = () =>
  screen.getAllByTestId('chat-message').map((li) => li.querySelector('[data-testid="bubble"]')?.textContent);
const topOf = (el: Element) =>
  Number(/translateY\(([-\d.]+)px\)/.exec((el as HTMLElement).style.transform)?.[1]);

beforeEach(() => {
  // A row that opens a day carries the day separator: taller.
  fakeListLayout({
    viewport: 600,
    row: (el) => (el.querySelector('[data-testid="day-separator"]') ? ROW + 30 : ROW),
  });
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
    },
  );
  localStorage.setItem('krug.token', 'x');
});

describe('a long conversation', () => {
  it('has only a window of 2,000 messages in the DOM and opens at the first unread one', async () => {
    serve([range(1, 2000)]);
    mount(20);
    const separator = await screen.findByText('Новые сообщения');
    const rows = screen.getAllByTestId('chat-message');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    // Twenty unread (Boris writes every other message): the separator is above «Сообщение 1961»,
    // the first of them, at the top of the view.
    const li = separator.closest('li') as HTMLElement;
    expect(li.nextElementSibling).toHaveTextContent('Сообщение 1961');
    expect(li.previousElementSibling).toHaveTextContent('Сообщение 1960');
    await waitFor(() => expect(scroller().scrollTop).toBe(topOf(li)));
    // The list keeps its semantics: an ordered list whose items know the whole list's size.
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    // (2,000 messages and «Новые сообщения».)
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '2001');
    expect(shown()).not.toContain('Сообщение 1');

    // Scrolled to the top: the first messages are drawn, the last ones are gone from the DOM.
    const el = scroller();
    el.scrollTop = 0;
    el.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(shown()).toContain('Сообщение 1'));
    expect(shown()).not.toContain('Сообщение 1961');
    expect(screen.getAllByTestId('chat-message').length).toBeLessThan(40);
    // Scrolled up past the unread ones: «↓» counts them.
    expect(
      await screen.findByRole('button', { name: 'К последним сообщениям, непрочитанных: 20' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /К последним сообщениям/ }));
    await waitFor(() => expect(shown()).toContain('Сообщение 2000'));
  });

  it('opens at the end without unread messages, and goes to a quoted message far up', async () => {
    const last = message(2001, {
      user_id: OTHER,
      reply_to: { id: id(3), author_name: 'Борис Круглов', text: 'Сообщение 3', deleted: false },
      content: 'Помнишь это?',
    });
    serve([[...range(1, 2000), last]]);
    mount(0);
    await screen.findByText('Помнишь это?');
    const el = scroller();
    await waitFor(() => expect(el.scrollTop).toBe(el.scrollHeight - el.clientHeight));
    expect(screen.queryByText('Новые сообщения')).toBeNull();
    expect(shown()).not.toContain('Сообщение 3');
    await userEvent.click(screen.getByRole('button', { name: 'Перейти к сообщению, на которое ответили' }));
    await waitFor(() => expect(shown()).toContain('Сообщение 3'));
    expect(document.getElementById(`msg-${id(3)}`)).toHaveClass('bg-primary-soft');
  });

  it('keeps the rows in view where they were when an older page loads above them', async () => {
    serve([range(51, 100), range(1, 50)]);
    mount(0);
    await screen.findByText('Сообщение 100');
    const el = scroller();
    await waitFor(() => expect(el.scrollTop).toBe(el.scrollHeight - el.clientHeight));
    // Up to the top, where «Показать более ранние» is.
    el.scrollTop = 0;
    el.dispatchEvent(new Event('scroll'));
    const first = await screen.findByText('Сообщение 51');
    const row = first.closest('li') as HTMLElement;
    const onScreen = topOf(row) - el.scrollTop;
    await userEvent.click(screen.getByRole('button', { name: 'Показать более ранние' }));
    // Fifty rows (and a day separator at most) went in above: the view moved down with them.
    await waitFor(() => {
      expect(el.scrollTop).toBeGreaterThan(50 * ROW);
      const again = document.getElementById(`msg-${id(51)}`) as HTMLElement;
      expect(topOf(again) - el.scrollTop).toBe(onScreen);
    });
    expect(screen.queryByRole('button', { name: 'Показать более ранние' })).toBeNull();
  });
});
