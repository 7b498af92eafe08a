import type { ChatGroupEntry, ChatMessage } from '@krug/contract/chat';
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

/** Issue 35 §2: messages written offline wait in the outbox, leave once, and can be cancelled. */
const me = testUser();
const G1 = '44444444-4444-4444-8444-444444444444';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const entry: ChatGroupEntry = {
  group: { id: G1, name: 'Дача', description: null, group_type: 'CUSTOM', color_code: '#2563eb' },
  member_count: 2,
  user_role: 'ADMIN',
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: true,
  can_leave: true,
};

type Answer = (body: { content: string; client_key: string }) => Response | 'network-error';
let sent: { content: string; client_key: string }[] = [];
/** What the fake server holds (a refetch on reconnect answers it). */
let stored: ChatMessage[] = [];

function mount(answerSend: Answer) {
  sent = [];
  stored = [];
  let n = 0;
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method === 'POST' && url === `/api/chat-groups/${G1}/messages`) {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        const answer = answerSend(body);
        if (answer === 'network-error') throw new TypeError('Failed to fetch');
        return answer;
      }
      if (url.startsWith(`/api/chat-groups/${G1}/messages`))
        return jsonResponse(200, { messages: stored, next_cursor: null });
      if (url === '/api/chat-groups') return jsonResponse(200, { chat_groups: [] });
      return jsonResponse(200, {});
    }),
  );
  const delivered = (body: { content: string }): ChatMessage => {
    const message: ChatMessage = {
      id: `00000000-0000-4000-8000-00000000000${++n}`,
      group_id: G1,
      user_id: me.id,
      sender: { first_name: me.first_name, last_name: me.last_name, profile_picture: null },
      content: body.content,
      message_type: 'TEXT',
      created_at: new Date().toISOString(),
    };
    stored.push(message);
    return message;
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <Conversation entry={entry} module="family" />
      </Providers>
    </MemoryRouter>,
  );
  return { delivered };
}

beforeEach(() => {
  // The message list is virtualised: give it a screen to draw rows in.
  fakeListLayout();
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

const write = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), `${text}{Enter}`);
};

describe('the outbox', () => {
  it('keeps messages written offline as «отправляется», sends them once when back online, cancelled ones never', async () => {
    const user = userEvent.setup();
    let delivered: (b: { content: string }) => ChatMessage = () => {
      throw new Error('not mounted');
    };
    ({ delivered } = mount((body) => jsonResponse(201, delivered(body))));
    await screen.findByText('Сообщений пока нет. Напишите первым!');

    act(() => onlineManager.setOnline(false));
    await write(user, 'Из метро');
    await write(user, 'Передумаю');
    const outbox = screen.getByTestId('chat-outbox');
    expect(within(outbox).getAllByText('отправляется')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Отменить отправку: Передумаю' }));
    expect(screen.queryByText('Передумаю')).toBeNull();
    expect(sent).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('chat-outbox')).toBeNull());
    expect(await screen.findByText('Из метро')).toBeVisible();
    expect(sent).toEqual([
      { group_id: G1, content: 'Из метро', message_type: 'TEXT', client_key: expect.stringMatching(UUID) },
    ]);
  });

  it('sends again with the same key after a network failure on the way', async () => {
    const user = userEvent.setup();
    let failures = 1;
    let delivered: (b: { content: string }) => ChatMessage = () => {
      throw new Error('not mounted');
    };
    ({ delivered } = mount((body) =>
      failures-- > 0 ? 'network-error' : jsonResponse(201, delivered(body)),
    ));
    await screen.findByText('Сообщений пока нет. Напишите первым!');
    await write(user, 'Дошло?');
    // While the first try failed and the second waits, it is on its way: no more cancelling.
    expect(await screen.findByText('отправляется')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Отменить отправку/ })).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('chat-outbox')).toBeNull(), { timeout: 5000 });
    expect(screen.getByText('Дошло?')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.client_key).toBe(sent[0]?.client_key);
  });

  it('shows a refused message as «Не отправлено»: «Повторить» sends it again with its key, «Удалить» drops it', async () => {
    const user = userEvent.setup();
    let refuse = true;
    let delivered: (b: { content: string }) => ChatMessage = () => {
      throw new Error('not mounted');
    };
    ({ delivered } = mount((body) =>
      refuse ? jsonResponse(404, { detail: 'Группа не найдена' }) : jsonResponse(201, delivered(body)),
    ));
    await screen.findByText('Сообщений пока нет. Напишите первым!');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await write(user, 'Не дойдёт');
    await write(user, 'Лишнее');
    const failed = await screen.findAllByTestId('chat-failed');
    expect(failed).toHaveLength(2);
    expect(within(failed[0] as HTMLElement).getByText('Не отправлено')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');

    await user.click(within(failed[1] as HTMLElement).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByText('Лишнее')).toBeNull());

    refuse = false;
    await user.click(within(screen.getByTestId('chat-failed')).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByTestId('chat-failed')).toBeNull());
    expect(await screen.findByText('Не дойдёт')).toBeVisible();
    expect(sent).toHaveLength(3);
    expect(sent[2]?.client_key).toBe(sent[0]?.client_key);
  });
});
