import type { ChatGroupEntry, ChatMessage } from '@krug/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { fakeListLayout } from '../../test/list-layout.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Conversation, TYPING_SHOWN_MS } from './Conversation.tsx';
import { GroupList } from './GroupList.tsx';
import { UnreadChatBadge } from './UnreadChatBadge.tsx';
import { WriteMessageButton } from './WriteMessageButton.tsx';

/** Issue 20 on the web: unread badges, one-to-one conversations, «печатает…», «Написать сообщение». */
const me = testUser();
const BORIS = '22222222-2222-4222-8222-222222222222';
const G1 = '44444444-4444-4444-8444-444444444444';
const G2 = '55555555-5555-4555-8555-555555555555';

class FakeSocket {
  static opened: FakeSocket[] = [];
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }
  close() {}
  push(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}
const socket = () => FakeSocket.opened[0] as FakeSocket;
/** The live connection is a chunk of its own (loaded beside the first screen): its socket opens soon after. */
const socketOpened = () => waitFor(() => expect(FakeSocket.opened).toHaveLength(1));

const direct = (over: Partial<ChatGroupEntry> = {}): ChatGroupEntry => ({
  group: { id: G1, name: 'Личная переписка', description: null, group_type: 'DIRECT', color_code: '#059669' },
  member_count: 2,
  user_role: 'MEMBER',
  latest_message: { content: 'Привет!', created_at: new Date().toISOString() },
  unread_count: 0,
  peer: { id: BORIS, first_name: 'Борис', last_name: 'Круглов', profile_picture: null },
  can_add_members: false,
  can_leave: true,
  ...over,
});
const club = (over: Partial<ChatGroupEntry> = {}): ChatGroupEntry => ({
  group: { id: G2, name: 'Дача', description: null, group_type: 'CUSTOM', color_code: '#2563eb' },
  member_count: 5,
  user_role: 'ADMIN',
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: true,
  can_leave: true,
  ...over,
});
const message = (id: string, userId: string, content: string): ChatMessage => ({
  id,
  group_id: G1,
  user_id: userId,
  sender: {
    first_name: userId === me.id ? me.first_name : 'Борис',
    last_name: 'Круглов',
    profile_picture: null,
  },
  content,
  message_type: 'TEXT',
  created_at: new Date().toISOString(),
});

type Handler = (method: string, url: string, body: unknown) => [number, unknown] | unknown;
let calls: { method: string; url: string; body: unknown }[] = [];
const posted = (path: string) => calls.filter((c) => c.method === 'POST' && c.url === path);

function mount(ui: ReactNode, handle: Handler, path = '/') {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const answer = handle(method, url, body);
      return Array.isArray(answer) && typeof answer[0] === 'number'
        ? jsonResponse(answer[0], answer[1])
        : jsonResponse(200, answer ?? {});
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  return client;
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the navigation badge', () => {
  it('shows the unread total, follows live messages and reads, and hides at zero', async () => {
    let total = 3;
    mount(<UnreadChatBadge />, (_m, url) => (url === '/api/chat-groups/unread' ? { total } : me));
    const badge = await screen.findByTestId('chat-unread-badge');
    expect(badge).toHaveTextContent('3');
    expect(within(badge).getByText('непрочитанных: 3')).toHaveClass('sr-only');

    total = 4;
    await socketOpened();
    socket().push({ type: 'chat.message', group_id: G1, message: message('m9', BORIS, 'Ещё') });
    await waitFor(() => expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('4'));

    total = 0;
    socket().push({ type: 'chat.read', group_id: G1, unread_count: 0 });
    await waitFor(() => expect(screen.queryByTestId('chat-unread-badge')).toBeNull());
  });
});

describe('the chat list', () => {
  it('names a direct conversation by the other person, with their photo, and marks unread groups', async () => {
    mount(
      <GroupList groups={[direct({ unread_count: 2 }), club()]} selected={null} onSelect={() => {}} />,
      () => me,
    );
    const boris = screen.getByRole('button', { name: /Борис Круглов/ });
    expect(within(boris).queryByText('Личная переписка', { selector: '.font-bold' })).toBeNull();
    expect(within(boris).getByText('Борис Круглов')).toHaveClass('font-bold');
    expect(within(boris).getByText('Непрочитанных сообщений: 2')).toBeInTheDocument();
    expect(within(boris).getByText('Личная переписка')).toBeInTheDocument();
    // No member count nor crown for a conversation of two.
    expect(within(boris).queryByText(/участников/)).toBeNull();

    const dacha = screen.getByRole('button', { name: /Дача/ });
    expect(within(dacha).getByText('Дача')).not.toHaveClass('font-bold');
    expect(within(dacha).queryByText(/Непрочитанных/)).toBeNull();
    expect(within(dacha).getByText('участников: 5')).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  const answer = (messages: ChatMessage[]) => (method: string, url: string) => {
    if (url.startsWith(`/api/chat-groups/${G1}/messages`)) return { messages, next_cursor: null };
    if (method === 'POST' && url === `/api/chat-groups/${G1}/read`)
      return { group_id: G1, last_read_at: new Date().toISOString(), unread_count: 0 };
    if (url === '/api/chat-groups/unread') return { total: 0 };
    if (url === '/api/chat-groups') return { chat_groups: [] };
    return method === 'POST' ? {} : me;
  };

  it('marks the group read when opened with unread messages, and again when a message arrives', async () => {
    mount(
      <Conversation entry={direct({ unread_count: 1 })} module="family" />,
      answer([message('m1', BORIS, 'Привет!')]),
    );
    expect(await screen.findByRole('heading', { name: 'Борис Круглов' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Борис Круглов' })).toHaveAttribute(
      'href',
      `/family/people/${BORIS}`,
    );
    await waitFor(() => expect(posted(`/api/chat-groups/${G1}/read`)).toHaveLength(1));
    await socketOpened();
    socket().push({ type: 'chat.message', group_id: G1, message: message('m2', BORIS, 'Как дела?') });
    await waitFor(() => expect(posted(`/api/chat-groups/${G1}/read`)).toHaveLength(2));
  });

  it('does not mark a read conversation again, nor for one’s own message', async () => {
    mount(<Conversation entry={direct()} module="family" />, answer([message('m1', BORIS, 'Привет!')]));
    await screen.findByText('Привет!');
    await socketOpened();
    socket().push({ type: 'chat.message', group_id: G1, message: message('m2', me.id, 'Моё') });
    await screen.findByText('Моё');
    expect(posted(`/api/chat-groups/${G1}/read`)).toHaveLength(0);
  });

  it('shows «печатает…» for a few seconds after the other person’s signal, never for one’s own', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount(<Conversation entry={direct()} module="family" />, answer([]));
    await screen.findByText('Личная переписка');
    await socketOpened();
    socket().push({ type: 'chat.typing', group_id: G1, user_id: me.id, first_name: me.first_name });
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    socket().push({ type: 'chat.typing', group_id: G1, user_id: BORIS, first_name: 'Борис' });
    expect(await screen.findByTestId('typing-indicator')).toHaveTextContent('Борис печатает…');
    await act(async () => {
      vi.advanceTimersByTime(TYPING_SHOWN_MS + 100);
    });
    await waitFor(() => expect(screen.queryByTestId('typing-indicator')).toBeNull());
    expect(screen.getByText('Личная переписка')).toBeVisible();
  });

  it('sends the typing signal at most once every 2 s while the user types', async () => {
    const user = userEvent.setup();
    mount(<Conversation entry={direct()} module="family" />, answer([]));
    const input = await screen.findByRole('textbox');
    await user.type(input, 'Привет');
    expect(posted(`/api/chat-groups/${G1}/typing`)).toHaveLength(1);
  });

  it('has no events panel nor «Добавить участников» for a direct conversation', async () => {
    const user = userEvent.setup();
    const inModule = (
      <Routes>
        <Route path="/:module/:view" element={<Conversation entry={direct()} module="family" />} />
      </Routes>
    );
    mount(
      inModule,
      (method, url) => {
        if (url === `/api/chat-groups/${G1}/members`)
          return {
            members: [
              { user_id: me.id, first_name: 'Я', last_name: 'Сам', profile_picture: null, role: 'ADMIN' },
              {
                user_id: BORIS,
                first_name: 'Борис',
                last_name: 'Круглов',
                profile_picture: null,
                role: 'MEMBER',
              },
            ],
          };
        return answer([])(method, url);
      },
      '/family/chat',
    );
    await user.click(await screen.findByRole('button', { name: 'Участники и события' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findAllByText(/Борис Круглов/)).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('link', { name: 'Открыть страницу' })).toHaveAttribute(
      'href',
      `/family/people/${BORIS}`,
    );
    expect(within(dialog).queryByRole('button', { name: /Добавить участников/ })).toBeNull();
    expect(within(dialog).queryByText('Создать событие')).toBeNull();
    expect(calls.some((c) => c.url.includes('scheduled-actions'))).toBe(false);
  });
});

describe('«Написать сообщение»', () => {
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }
  const page = (
    <Routes>
      <Route path="/family/people/:id" element={<WriteMessageButton userId={BORIS} module="family" />} />
      <Route path="*" element={<Where />} />
    </Routes>
  );

  it('opens the conversation at its chat URL', async () => {
    const user = userEvent.setup();
    mount(
      page,
      (method, url) =>
        method === 'POST' && url === `/api/people/${BORIS}/direct` ? [201, direct()] : { chat_groups: [] },
      `/family/people/${BORIS}`,
    );
    await user.click(screen.getByRole('button', { name: 'Написать сообщение' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(`/family/chat?group=${G1}`);
  });

  it('shows why the person may not be written to', async () => {
    const user = userEvent.setup();
    const reason = 'Этот человек ограничил круг тех, кто может ему писать';
    mount(
      page,
      (method, url) =>
        method === 'POST' && url === `/api/people/${BORIS}/direct` ? [403, { detail: reason }] : me,
      `/family/people/${BORIS}`,
    );
    await user.click(screen.getByRole('button', { name: 'Написать сообщение' }));
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Написать сообщение' })).toBeEnabled();
  });
});
