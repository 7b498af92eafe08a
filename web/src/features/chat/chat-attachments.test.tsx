import type { ChatGroupEntry } from '@krug/contract/chat';
import { MUTED_FOREVER } from '@krug/contract/chat-attachments';
import type { MediaFile } from '@krug/contract/media';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { fakeListLayout } from '../../test/list-layout.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Conversation } from './Conversation.tsx';
import { GroupInfoExtras } from './GroupInfoPanel.tsx';
import { GroupList } from './GroupList.tsx';
import { MessageAttachments } from './MessageAttachments.tsx';

/** Issue 31: files in the composer and in bubbles, the group info panel's mute and shared media. */
const me = testUser();
const G1 = '44444444-4444-4444-8444-444444444444';
let uploads = 0;

const file = (id: string, name: string, overrides: Partial<MediaFile> = {}): MediaFile => ({
  id,
  file_type: 'image',
  mime_type: 'image/jpeg',
  file_url: `/api/media/files/${id}?variant=1080`,
  thumbnail_url: `/api/media/files/${id}?variant=thumb`,
  original_filename: name,
  file_size: 1000,
  source_module: 'family',
  privacy_level: 'chat',
  created_at: '2026-11-26T10:00:00.000Z',
  width: 1200,
  height: 800,
  placeholder: null,
  variants: [],
  poster_url: null,
  ...overrides,
});
const PHOTO = file('11111111-1111-4111-8111-111111111111', 'dacha.jpg');
const PDF = file('22222222-2222-4222-8222-222222222222', 'plan.pdf', {
  file_type: 'document',
  mime_type: 'application/pdf',
  thumbnail_url: null,
  width: null,
  height: null,
  poster_url: '/api/media/files/2222?variant=poster',
});

vi.mock('../media/api.ts', async (original) => ({
  ...(await original<typeof import('../media/api.ts')>()),
  uploadMedia: vi.fn(async (f: File) => {
    uploads += 1;
    return f.name.endsWith('.pdf') ? PDF : PHOTO;
  }),
}));

const entry = (overrides: Partial<ChatGroupEntry> = {}): ChatGroupEntry => ({
  group: { id: G1, name: 'Дача', description: null, group_type: 'CUSTOM', color_code: '#2563eb' },
  member_count: 2,
  user_role: 'ADMIN',
  latest_message: null,
  unread_count: 0,
  peer: null,
  muted_until: null,
  can_add_members: true,
  can_leave: true,
  ...overrides,
});

function mount(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  return client;
}

beforeEach(() => {
  // The message list is virtualised: give it a screen to draw rows in.
  fakeListLayout();
  uploads = 0;
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

describe('the composer', () => {
  it('uploads picked files, shows them, and sends their ids with the caption in one message', async () => {
    const sent: unknown[] = [];
    stubFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST' && url === `/api/chat-groups/${G1}/messages`) {
          const body = JSON.parse(String(init.body));
          sent.push(body);
          return jsonResponse(201, {
            id: '33333333-3333-4333-8333-333333333333',
            group_id: G1,
            user_id: me.id,
            sender: { first_name: me.first_name, last_name: me.last_name, profile_picture: null },
            content: body.content,
            message_type: 'TEXT',
            created_at: new Date().toISOString(),
            attachments: [PHOTO, PDF],
          });
        }
        if (url.startsWith(`/api/chat-groups/${G1}/messages`))
          return jsonResponse(200, { messages: [], next_cursor: null });
        return jsonResponse(200, { chat_groups: [] });
      }),
    );
    const user = userEvent.setup();
    mount(<Conversation entry={entry()} module="family" />);
    await screen.findByText('Сообщений пока нет. Напишите первым!');
    const send = screen.getByRole('button', { name: 'Отправить' });
    expect(send).toBeDisabled();

    await user.upload(screen.getByTestId('chat-attach-input'), [
      new File(['jpg'], 'dacha.jpg', { type: 'image/jpeg' }),
      new File(['pdf'], 'plan.pdf', { type: 'application/pdf' }),
    ]);
    const pending = screen.getByRole('list', { name: 'Вложения' });
    await waitFor(() => expect(within(pending).queryAllByRole('progressbar')).toHaveLength(0));
    expect(within(pending).getAllByRole('listitem')).toHaveLength(2);
    expect(uploads).toBe(2);
    // Files alone may be sent; one is removed and put back from the device.
    expect(send).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Дом и план{Enter}');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ content: 'Дом и план', media_ids: [PHOTO.id, PDF.id] });
    expect(screen.queryByRole('list', { name: 'Вложения' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Открыть dacha.jpg' })).toBeVisible();
  });
});

describe('files in a reply', () => {
  it('answers a message with a photo only: one message with the reply and the files; the bubble shows quote and photo', async () => {
    const OTHER = '55555555-5555-4555-8555-555555555555';
    const original = {
      id: '66666666-6666-4666-8666-666666666666',
      group_id: G1,
      user_id: OTHER,
      sender: { first_name: 'Борис', last_name: 'Д', profile_picture: null },
      content: 'Как там грядки?',
      message_type: 'TEXT' as const,
      created_at: new Date().toISOString(),
      attachments: [],
    };
    const sent: Record<string, unknown>[] = [];
    stubFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === 'POST' && url === `/api/chat-groups/${G1}/messages`) {
          const body = JSON.parse(String(init.body));
          sent.push(body);
          return jsonResponse(201, {
            id: '33333333-3333-4333-8333-333333333333',
            group_id: G1,
            user_id: me.id,
            sender: { first_name: me.first_name, last_name: me.last_name, profile_picture: null },
            content: body.content,
            message_type: 'TEXT',
            created_at: new Date().toISOString(),
            reply_to: { id: original.id, author_name: 'Борис Д', text: original.content, deleted: false },
            attachments: [PHOTO],
          });
        }
        if (url.startsWith(`/api/chat-groups/${G1}/messages`))
          return jsonResponse(200, { messages: [original], next_cursor: null });
        if (url.startsWith(`/api/chat-groups/${G1}/members`)) return jsonResponse(200, { members: [] });
        if (init?.method === 'POST' && url.endsWith('/read'))
          return jsonResponse(200, { group_id: G1, last_read_at: new Date().toISOString(), unread_count: 0 });
        return jsonResponse(200, { chat_groups: [] });
      }),
    );
    const user = userEvent.setup();
    mount(<Conversation entry={entry()} module="family" />);
    const bubble = (await screen.findByText('Как там грядки?')).closest('li') as HTMLElement;
    await user.click(within(bubble).getByRole('button', { name: 'Действия с сообщением' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ответить' }));
    expect(screen.getByTestId('composer-banner')).toHaveTextContent('Как там грядки?');

    await user.upload(screen.getByTestId('chat-attach-input'), [
      new File(['jpg'], 'dacha.jpg', { type: 'image/jpeg' }),
    ]);
    const send = screen.getByRole('button', { name: 'Отправить' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ content: '', media_ids: [PHOTO.id], reply_to_id: original.id });
    expect(screen.queryByTestId('composer-banner')).toBeNull();
    const photo = await screen.findByRole('button', { name: 'Открыть dacha.jpg' });
    const mine = photo.closest('li') as HTMLElement;
    expect(within(mine).getByTestId('reply-quote')).toHaveTextContent('Как там грядки?');
  });
});

describe('a message’s files', () => {
  it('shows photos inline (opening the lightbox) and a PDF as a card with its first page', async () => {
    const user = userEvent.setup();
    mount(<MessageAttachments files={[PHOTO, PDF]} />);
    const card = screen.getByRole('link', { name: /plan\.pdf/ });
    expect(card).toHaveAttribute('href', PDF.file_url);
    expect(card.querySelector('img')).toHaveAttribute('src', PDF.poster_url);
    await user.click(screen.getByRole('button', { name: 'Открыть dacha.jpg' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});

describe('the group info panel', () => {
  it('mutes for 8 hours through the menu, and a muted group unmutes', async () => {
    const calls: { method: string; url: string; body?: unknown }[] = [];
    stubFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        if (url.endsWith('/mute')) {
          calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
          return jsonResponse(200, { group_id: G1, muted_until: method === 'PUT' ? MUTED_FOREVER : null });
        }
        if (url.startsWith(`/api/chat-groups/${G1}/media`))
          return jsonResponse(200, {
            items: url.includes('kind=files')
              ? [{ message_id: G1, user_id: me.id, sent_at: PDF.created_at, file: PDF }]
              : [{ message_id: G1, user_id: me.id, sent_at: PHOTO.created_at, file: PHOTO }],
            next_cursor: null,
          });
        return jsonResponse(200, []);
      }),
    );
    const user = userEvent.setup();
    mount(<GroupInfoExtras entry={entry()} />);
    const notifications = screen.getByRole('region', { name: 'Уведомления' });
    expect(within(notifications).getByTestId('mute-state')).toHaveTextContent('Включены');
    await user.click(within(notifications).getByRole('button', { name: 'Выключить уведомления' }));
    await user.click(await screen.findByRole('menuitem', { name: 'На 8 часов' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'PUT', url: `/api/chat-groups/${G1}/mute`, body: { duration: '8h' } });

    const shared = screen.getByRole('region', { name: 'Медиа и файлы' });
    expect(await within(shared).findByRole('button', { name: 'Открыть dacha.jpg' })).toBeVisible();
    await user.click(within(shared).getByRole('tab', { name: 'Файлы' }));
    expect(await within(shared).findByRole('link', { name: /plan\.pdf/ })).toBeVisible();
  });

  it('shows a group muted for good, and unmutes it', async () => {
    const calls: string[] = [];
    stubFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/mute')) {
          calls.push(init?.method ?? 'GET');
          return jsonResponse(200, { group_id: G1, muted_until: null });
        }
        return jsonResponse(200, { items: [], next_cursor: null });
      }),
    );
    const user = userEvent.setup();
    mount(<GroupInfoExtras entry={entry({ muted_until: MUTED_FOREVER })} />);
    expect(screen.getByTestId('mute-state')).toHaveTextContent('Без звука');
    await user.click(screen.getByRole('button', { name: 'Включить уведомления' }));
    await waitFor(() => expect(calls).toEqual(['DELETE']));
    expect(await screen.findByText('Здесь появятся фото и видео из переписки')).toBeVisible();
  });

  it('shows a muted group’s unread badge muted in the list', () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    mount(
      <GroupList
        groups={[entry({ unread_count: 3, muted_until: later })]}
        selected={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByLabelText('Уведомления выключены')).toBeInTheDocument();
    const badge = screen.getByText('3').parentElement;
    expect(badge).toHaveAttribute('data-muted', 'true');
    expect(badge).toHaveClass('bg-fg-faint');
  });
});

describe('opening at the first unread message', () => {
  const message = (n: number, userId: string) => ({
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    group_id: G1,
    user_id: userId,
    sender: { first_name: 'Анна', last_name: 'Д', profile_picture: null },
    content: `Сообщение ${n}`,
    message_type: 'TEXT' as const,
    created_at: new Date(Date.UTC(2026, 10, 26, 10, n)).toISOString(),
    attachments: [],
  });
  const OTHER = '55555555-5555-4555-8555-555555555555';

  it('puts «Новые сообщения» above the first unread one and counts them on «↓» when scrolled up', async () => {
    const messages = [message(1, OTHER), message(2, me.id), message(3, OTHER), message(4, OTHER)];
    stubFetch(
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith(`/api/chat-groups/${G1}/messages`))
          return jsonResponse(200, { messages, next_cursor: null });
        if (init?.method === 'POST' && url.endsWith('/read'))
          return jsonResponse(200, { group_id: G1, last_read_at: new Date().toISOString(), unread_count: 0 });
        return jsonResponse(200, { chat_groups: [] });
      }),
    );
    mount(<Conversation entry={entry({ unread_count: 2 })} module="family" />);
    const separator = await screen.findByText('Новые сообщения');
    // The separator sits right before «Сообщение 3», the first of the two unread.
    const ol = separator.closest('ol');
    if (!ol?.parentElement) throw new Error('no message list');
    const items = [...ol.children].map((li) => li.textContent ?? '');
    const at = items.findIndex((text) => text.includes('Новые сообщения'));
    expect(items[at - 1]).toContain('Сообщение 2');
    expect(items[at + 1]).toContain('Сообщение 3');
    expect(screen.queryByRole('button', { name: /К последним сообщениям/ })).toBeNull();

    // Scrolled far up: «↓» with the two messages below.
    const scroller = ol.parentElement;
    Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 500 });
    scroller.scrollTop = 0;
    scroller.dispatchEvent(new Event('scroll'));
    expect(
      await screen.findByRole('button', { name: 'К последним сообщениям, непрочитанных: 2' }),
    ).toBeVisible();
  });
});
