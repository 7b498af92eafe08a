import type { ChatGroupEntry, ChatMember, ScheduledAction } from '@krug/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { chatKeys, useChatGroups } from './api.ts';
import { GroupPanel } from './ChatSidebar.tsx';
import { ColorSwatches } from './ColorSwatches.tsx';
import { GroupList } from './GroupList.tsx';

const me = testUser();
const BORIS = '22222222-2222-4222-8222-222222222222';
const VERA = '33333333-3333-4333-8333-333333333333';
const G1 = '44444444-4444-4444-8444-444444444444';
const G2 = '55555555-5555-4555-8555-555555555555';

/** Records the sockets the app opens so a test can push events as the server would. */
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

const entry = (id: string, name: string, role: 'ADMIN' | 'MEMBER' = 'ADMIN'): ChatGroupEntry => ({
  group: { id, name, description: null, group_type: 'CUSTOM', color_code: '#059669' },
  member_count: 2,
  user_role: role,
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: role === 'ADMIN',
  can_leave: true,
});
const member = (user_id: string, first_name: string, role: 'ADMIN' | 'MEMBER' = 'MEMBER'): ChatMember => ({
  user_id,
  first_name,
  last_name: 'Круглов',
  profile_picture: null,
  role,
});
const event = (over: Partial<ScheduledAction> = {}): ScheduledAction => ({
  id: '66666666-6666-4666-8666-666666666666',
  group_id: G1,
  title: 'Шашлыки',
  description: null,
  action_type: 'APPOINTMENT',
  scheduled_date: '2099-06-01',
  scheduled_time: null,
  location: null,
  invitees: null,
  color_code: '#059669',
  is_completed: false,
  created_at: '2026-11-22T10:00:00.000Z',
  created_by: BORIS,
  participants: [],
  rsvp_counts: { going: 0, maybe: 0, not_going: 0 },
  my_rsvp: null,
  can_edit: true,
  ...over,
});

type Handler = (method: string, url: string, body: unknown) => unknown;
let calls: { method: string; url: string; body: unknown }[] = [];

class Refused {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {}
}

function mount(ui: ReactNode, handle: Handler) {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const answer = handle(method, url, body);
      // A handler refuses with `refused(status, detail)`.
      if (answer instanceof Refused) return jsonResponse(answer.status, { detail: answer.detail });
      return jsonResponse(200, answer);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  return client;
}

beforeEach(() => {
  FakeSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

function Groups() {
  const groups = useChatGroups();
  return <GroupList groups={groups.data ?? []} selected={null} onSelect={() => {}} />;
}

describe('live group list', () => {
  it('shows a group the user was added to without reload, and drops one they left', async () => {
    let groups = [entry(G1, 'Дача')];
    const client = mount(<Groups />, (_m, url) =>
      url === '/api/chat-groups' ? { chat_groups: groups } : me,
    );
    await screen.findByRole('button', { name: /Дача/ });
    // The live connection is a chunk of its own (loaded beside the first screen): wait for its socket.
    await waitFor(() => expect(FakeSocket.opened).toHaveLength(1));
    const socket = FakeSocket.opened[0] as FakeSocket;
    groups = [entry(G2, 'Рыбалка', 'MEMBER'), entry(G1, 'Дача')];
    socket.push({ type: 'chat.group_added', group_id: G2 });
    expect(await screen.findByRole('button', { name: /Рыбалка/ })).toBeVisible();

    client.setQueryData(chatKeys.events(G1), { scheduled_actions: [] });
    groups = [entry(G2, 'Рыбалка', 'MEMBER')];
    socket.push({ type: 'chat.group_removed', group_id: G1 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Дача/ })).toBeNull());
    expect(client.getQueryData(chatKeys.events(G1))).toBeUndefined();
  });
});

describe('group panel', () => {
  it('lets the ADMIN add members: the search clears, and shows those already in the group', async () => {
    let members = [member(me.id, 'Анна', 'ADMIN')];
    mount(<GroupPanel entry={entry(G1, 'Дача')} />, (method, url, body) => {
      if (url.startsWith('/api/users/search'))
        return {
          users: [
            { id: BORIS, name: 'Борис', surname: 'Круглов', email: null, profile_picture: null },
            { id: VERA, name: 'Вера', surname: 'Круглова', email: null, profile_picture: null },
          ],
        };
      if (url === `/api/chat-groups/${G1}/members` && method === 'POST') {
        members = [...members, member((body as { user_ids: string[] }).user_ids[0] as string, 'Борис')];
        return { members, invited: [] };
      }
      if (url === `/api/chat-groups/${G1}/members`) return { members };
      if (url.endsWith('/scheduled-actions')) return { scheduled_actions: [] };
      return me;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить участников' }));
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'Кругл');
    const boris = (await screen.findByText('Борис Круглов')).closest('li') as HTMLElement;
    await userEvent.click(within(boris).getByRole('button', { name: 'Добавить' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/chat-groups/${G1}/members`, body: { user_ids: [BORIS] } },
    ]);
    expect(search).toHaveValue('');
    const list = screen.getByRole('region', { name: 'Участники группы' });
    expect(await within(list).findByText(/Борис Круглов/)).toBeVisible();
    // Searching again: Борис is shown as already in the group, Вера can be added.
    await userEvent.type(search, 'Кругл');
    await waitFor(() => expect(screen.getAllByText('Борис Круглов')).toHaveLength(2));
    const again = screen.getAllByText('Борис Круглов').at(-1)?.closest('li') as HTMLElement;
    expect(within(again).getByText('Уже в группе')).toBeVisible();
    expect(within(again).queryByRole('button', { name: 'Добавить' })).toBeNull();
    expect(screen.queryByText('Никого не нашли')).toBeNull();
    expect(screen.getByRole('button', { name: 'Покинуть группу' })).toBeVisible();
  });

  it('tells the ADMIN when someone was invited rather than added (their setting), or refused', async () => {
    const members = [member(me.id, 'Анна', 'ADMIN')];
    mount(<GroupPanel entry={entry(G1, 'Дача')} />, (method, url, body) => {
      if (url.startsWith('/api/users/search'))
        return {
          users: [
            { id: VERA, name: 'Вера', surname: 'Круглова', email: null, profile_picture: null },
            { id: BORIS, name: 'Борис', surname: 'Круглов', email: null, profile_picture: null },
          ],
        };
      if (url === `/api/chat-groups/${G1}/members` && method === 'POST') {
        const [id] = (body as { user_ids: string[] }).user_ids;
        if (id === BORIS) return new Refused(403, 'Борис Круглов не разрешает добавлять себя в группы');
        return { members, invited: [{ id: VERA, first_name: 'Вера', last_name: 'Круглова' }] };
      }
      if (url === `/api/chat-groups/${G1}/members`) return { members };
      if (url.endsWith('/scheduled-actions')) return { scheduled_actions: [] };
      return me;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить участников' }));
    expect(screen.getByText(/остальные получат приглашение/)).toBeVisible();
    const search = screen.getByRole('searchbox');
    await userEvent.type(search, 'Кругл');
    const vera = (await screen.findByText('Вера Круглова')).closest('li') as HTMLElement;
    await userEvent.click(within(vera).getByRole('button', { name: 'Добавить' }));
    expect(
      await screen.findByText('Вера Круглова получит приглашение и появится в группе, когда примет его'),
    ).toBeVisible();
    // Not a member (yet): the list keeps only Анна.
    const list = screen.getByRole('region', { name: 'Участники группы' });
    expect(within(list).queryByText(/Вера Круглова/)).toBeNull();
    await userEvent.type(search, 'Кругл');
    const boris = (await screen.findByText('Борис Круглов')).closest('li') as HTMLElement;
    await userEvent.click(within(boris).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Борис Круглов не разрешает добавлять себя в группы')).toBeVisible();
  });

  it('offers no adding to a plain member, but leaving', async () => {
    mount(<GroupPanel entry={entry(G1, 'Дача', 'MEMBER')} />, (_m, url) =>
      url.endsWith('/members')
        ? { members: [member(me.id, 'Анна')] }
        : url.endsWith('/scheduled-actions')
          ? { scheduled_actions: [] }
          : me,
    );
    expect(await screen.findByRole('button', { name: 'Покинуть группу' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Добавить участников' })).toBeNull();
  });
});

describe('event cards', () => {
  const panel = (role: 'ADMIN' | 'MEMBER', current: () => ScheduledAction) =>
    mount(<GroupPanel entry={entry(G1, 'Дача', role)} />, (method, url) => {
      if (url.endsWith('/members')) return { members: [member(me.id, 'Анна', role)] };
      if (url.endsWith('/scheduled-actions')) return { scheduled_actions: [current()] };
      if (url.endsWith('/rsvp') && method === 'PUT')
        return event({
          participants: [{ user_id: me.id, first_name: 'Анна', last_name: 'Иванова' }],
          rsvp_counts: { going: 1, maybe: 0, not_going: 0 },
          my_rsvp: 'going',
        });
      if (url.endsWith('/complete')) return event({ is_completed: true });
      return me;
    });

  it('joins without completing; a plain member who did not create it cannot complete it', async () => {
    let current = event({ can_edit: false });
    panel('MEMBER', () => current);
    const card = await screen.findByRole('listitem', { name: 'Шашлыки' });
    expect(within(card).getByText('Встреча')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Завершить' })).toBeNull();
    current = event({
      participants: [{ user_id: me.id, first_name: 'Анна', last_name: 'Иванова' }],
      rsvp_counts: { going: 1, maybe: 0, not_going: 0 },
      my_rsvp: 'going',
      can_edit: false,
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Пойду' }));
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/scheduled-actions/${current.id}/rsvp`,
    ]);
    const updated = await screen.findByRole('listitem', { name: 'Шашлыки' });
    expect(within(updated).getByRole('button', { name: 'Пойду' }).getAttribute('aria-pressed')).toBe('true');
    expect(await within(updated).findByText('1 пойдёт')).toBeVisible();
    // Each participant's name leads to their page (issue 20).
    expect(
      within(updated).getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Идут: Анна Иванова'),
    ).toBeVisible();
    expect(within(updated).getByRole('link', { name: 'Анна Иванова' }).getAttribute('href')).toMatch(
      /\/people\//,
    );
    expect(within(updated).getByRole('button', { name: 'Не пойду' })).toBeVisible();
    expect(within(updated).queryByLabelText('Выполнено')).toBeNull();
  });

  it('lets a group ADMIN complete an event after confirming', async () => {
    let current = event();
    panel('ADMIN', () => current);
    const card = await screen.findByRole('listitem', { name: 'Шашлыки' });
    await userEvent.click(within(card).getByRole('button', { name: 'Завершить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Отметить событие завершённым?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Завершить' }));
    current = event({ is_completed: true });
    const again = await screen.findByRole('alertdialog', { name: 'Отметить событие завершённым?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Завершить' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
        `/api/scheduled-actions/${current.id}/complete`,
      ]),
    );
  });
});

describe('colour swatches', () => {
  it('are a radio group of named colours', async () => {
    const onChange = vi.fn();
    mount(<ColorSwatches label="Цвет" value="#059669" onChange={onChange} />, () => me);
    const group = screen.getByRole('group', { name: 'Цвет' });
    const green = within(group).getByRole('radio', { name: 'Зелёный' });
    expect(green).toBeChecked();
    expect(within(group).getAllByRole('radio')).toHaveLength(9);
    await userEvent.click(within(group).getByRole('radio', { name: 'Синий' }));
    expect(onChange).toHaveBeenCalledWith('#1D4ED8');
  });
});
