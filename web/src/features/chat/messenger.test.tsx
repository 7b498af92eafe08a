import type { ChatGroupEntry, ChatMessage, ReadMark } from '@krug/contract/chat';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { fakeListLayout } from '../../test/list-layout.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Conversation } from './Conversation.tsx';

/** Issue 31 on the web: runs, day separators, replies, edits, deletion, reactions, ticks, connection. */
const me = testUser();
const BORIS = '22222222-2222-4222-8222-222222222222';
const G = '55555555-5555-4555-8555-555555555555';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
  send() {}
  push(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}
const socket = () => FakeSocket.opened[0] as FakeSocket;
/** The live connection is a chunk of its own (loaded beside the first screen): its socket opens soon after. */
const socketOpened = () => waitFor(() => expect(FakeSocket.opened).toHaveLength(1));

const entry: ChatGroupEntry = {
  group: { id: G, name: 'Дача', description: null, group_type: 'CUSTOM', color_code: '#2563eb' },
  member_count: 3,
  user_role: 'MEMBER',
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: false,
  can_leave: true,
};
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const msg = (id: string, userId: string, content: string, created: string, over: Partial<ChatMessage> = {}) =>
  ({
    id: `00000000-0000-4000-8000-0000000000${id}`,
    group_id: G,
    user_id: userId,
    sender: {
      first_name: userId === me.id ? me.first_name : 'Борис',
      last_name: 'Круглов',
      profile_picture: null,
    },
    content,
    message_type: 'TEXT',
    created_at: created,
    reply_to: null,
    edited_at: null,
    deleted: false,
    forwarded_from: null,
    reactions: [],
    my_reaction: null,
    ...over,
  }) satisfies ChatMessage;

// Two of Boris's in one minute, then two of mine; the last answers Boris's first.
const minuteAgo = new Date(Date.now() - 60_000);
minuteAgo.setSeconds(0, 0);
const b1 = msg('01', BORIS, 'Привет!', new Date(minuteAgo.getTime() + 1000).toISOString());
const b2 = msg(
  '02',
  BORIS,
  'Смотри https://example.org/page',
  new Date(minuteAgo.getTime() + 2000).toISOString(),
);
const m1 = msg('03', me.id, 'Моё первое', at(0.5));
const m2 = msg('04', me.id, 'Отвечаю', at(0.2), {
  reply_to: { id: b1.id, author_name: 'Борис Круглов', text: 'Привет!', deleted: false },
});
const mark = (lastReadAt: string): ReadMark => ({
  user_id: BORIS,
  first_name: 'Борис',
  last_name: 'Круглов',
  last_read_at: lastReadAt,
});

let calls: { method: string; url: string; body: unknown }[] = [];
/** While set, a send's answer waits for it (the live copy can come first). */
let sendAnswered: Promise<void> | null = null;
function mount() {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      if (method === 'GET' && url.startsWith(`/api/chat-groups/${G}/messages`))
        return jsonResponse(200, {
          messages: [b1, b2, m1, m2],
          next_cursor: null,
          read_marks: [mark(b2.created_at)],
        });
      if (url === `/api/chat-groups/${G}/members`)
        return jsonResponse(200, {
          members: [
            {
              user_id: me.id,
              first_name: me.first_name,
              last_name: me.last_name,
              profile_picture: null,
              role: 'MEMBER',
            },
            {
              user_id: BORIS,
              first_name: 'Борис',
              last_name: 'Круглов',
              profile_picture: null,
              role: 'MEMBER',
            },
          ],
        });
      if (method === 'POST' && url === `/api/chat-groups/${G}/messages`) {
        if (sendAnswered) await sendAnswered;
        return jsonResponse(201, msg('09', me.id, body.content, new Date().toISOString()));
      }
      if (method === 'PATCH')
        return jsonResponse(200, {
          id: m1.id,
          group_id: G,
          content: body.content,
          edited_at: new Date().toISOString(),
        });
      if (url === '/api/chat-groups') return jsonResponse(200, { chat_groups: [entry] });
      return jsonResponse(200, {});
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <Conversation entry={entry} module="family" />
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // The message list is virtualised: give it a screen to draw rows in.
  fakeListLayout();
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => {
  sendAnswered = null;
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

/** The message whose own text (not a quote of it) is this. */
const bubbleOf = (text: string) =>
  screen
    .getAllByText(text)
    .find((el) => !el.closest('[data-testid="reply-quote"]'))
    ?.closest('li') as HTMLElement;

describe('the conversation', () => {
  it('shows one name per run, «Сегодня», links, the quote of a reply, and who read own messages', async () => {
    mount();
    await screen.findByText('Моё первое');
    expect(screen.getAllByTestId('day-separator').map((d) => d.textContent)).toEqual(['Сегодня']);
    // Boris's two messages of one minute: his name once.
    expect(screen.getAllByRole('link', { name: 'Борис Круглов' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'https://example.org/page' })).toHaveAttribute(
      'href',
      'https://example.org/page',
    );
    expect(within(bubbleOf('Отвечаю')).getByTestId('reply-quote')).toHaveTextContent('Привет!');
    // Boris read up to his own message: mine are sent (one tick), not read.
    expect(within(bubbleOf('Моё первое')).getByTestId('tick-sent')).toBeInTheDocument();

    // His read mark moves live: two ticks and who read them.
    await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
    await socketOpened();
    socket().push({ type: 'ready' });
    socket().push({ type: 'chat.read_mark', group_id: G, mark: mark(new Date().toISOString()) });
    // (The cache tells the list on its next tick.)
    expect(
      await within(bubbleOf('Отвечаю')).findByRole('button', { name: 'Прочитали: Борис' }),
    ).toBeVisible();
  });

  it('shows my message once when its live copy comes before the send’s answer', async () => {
    let answer = () => {};
    sendAnswered = new Promise((resolve) => {
      answer = resolve;
    });
    const user = userEvent.setup();
    mount();
    await screen.findByText('Моё первое');
    await socketOpened();
    socket().push({ type: 'ready' });
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Уже еду{Enter}');
    expect(within(await screen.findByTestId('chat-outbox')).getByText('Уже еду')).toBeVisible();
    const isSend = (c: (typeof calls)[number]) =>
      c.method === 'POST' && c.url === `/api/chat-groups/${G}/messages`;
    await waitFor(() => expect(calls.some(isSend)).toBe(true));
    const post = calls.find(isSend) as { body: { client_key: string } };
    // The server told every member before it answered the send: the outbox row gives way to it.
    socket().push({
      type: 'chat.message',
      group_id: G,
      message: msg('09', me.id, 'Уже еду', new Date().toISOString()),
      client_key: post.body.client_key,
    });
    await waitFor(() => expect(screen.queryByTestId('chat-outbox')).toBeNull());
    expect(screen.getAllByText('Уже еду')).toHaveLength(1);
    answer();
    await waitFor(() => expect(screen.getAllByText('Уже еду')).toHaveLength(1));
  });

  it('follows edits, deletion and reactions live', async () => {
    mount();
    await screen.findByText('Моё первое');
    await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
    await socketOpened();
    socket().push({ type: 'ready' });
    socket().push({
      type: 'chat.message_edited',
      group_id: G,
      message_id: b1.id,
      content: 'Привет всем!',
      edited_at: new Date().toISOString(),
    });
    await screen.findAllByText('Привет всем!');
    expect(within(bubbleOf('Привет всем!')).getByTestId('edited-mark')).toHaveTextContent('изменено');
    // The quote of it follows.
    expect(within(bubbleOf('Отвечаю')).getByTestId('reply-quote')).toHaveTextContent('Привет всем!');
    socket().push({
      type: 'chat.reactions',
      group_id: G,
      message_id: m1.id,
      reactions: [{ emoji: '❤️', count: 1 }],
      user_id: BORIS,
      emoji: '❤️',
    });
    expect(await within(bubbleOf('Моё первое')).findByRole('button', { name: '❤️: 1' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    socket().push({ type: 'chat.message_deleted', group_id: G, message_id: b2.id });
    expect(await screen.findByText('Сообщение удалено')).toBeVisible();
    expect(screen.queryByText(/example\.org/)).toBeNull();
  });

  it('answers a message (the quote above the composer, `reply_to_id` sent) and edits one’s own', async () => {
    const user = userEvent.setup();
    mount();
    await screen.findByText('Моё первое');
    await user.click(within(bubbleOf('Привет!')).getByRole('button', { name: 'Действия с сообщением' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ответить' }));
    expect(screen.getByTestId('composer-banner')).toHaveTextContent('Ответ Борис Круглов');
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Здравствуй{Enter}');
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.url === `/api/chat-groups/${G}/messages`)?.body,
      ).toMatchObject({
        content: 'Здравствуй',
        reply_to_id: b1.id,
      }),
    );
    expect(screen.queryByTestId('composer-banner')).toBeNull();

    await user.click(within(bubbleOf('Моё первое')).getByRole('button', { name: 'Действия с сообщением' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    const field = screen.getByRole('textbox', { name: 'Сообщение' });
    await waitFor(() => expect(field).toHaveValue('Моё первое'));
    await user.clear(field);
    await user.type(field, 'Моё исправленное{Enter}');
    expect(await screen.findByText('Моё исправленное')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: `/api/chat-messages/${m1.id}`,
      body: { content: 'Моё исправленное' },
    });
    // Boris's messages are not the user's to edit.
    await user.keyboard('{Escape}');
    await user.click(within(bubbleOf('Привет!')).getByRole('button', { name: 'Действия с сообщением' }));
    expect(screen.queryByRole('menuitem', { name: 'Изменить' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Удалить' })).toBeNull();
  });

  it('says «Ожидание сети…» offline and «Соединение…» while the live socket reconnects', async () => {
    mount();
    await screen.findByText('Моё первое');
    await waitFor(() => expect(FakeSocket.opened.length).toBeGreaterThan(0));
    socket().push({ type: 'ready' });
    expect(screen.queryByTestId('connection-line')).toBeNull();
    act(() => socket().onclose?.({ code: 1006 }));
    expect(screen.getByTestId('connection-line')).toHaveTextContent('Соединение…');
    act(() => onlineManager.setOnline(false));
    expect(screen.getByTestId('connection-line')).toHaveTextContent('Ожидание сети…');
  });
});
