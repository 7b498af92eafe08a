import type { Post } from '@krug/contract/posts';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { Composer } from './Composer.tsx';
import { PostCard } from './PostCard.tsx';

/**
 * Issue 35 §2 / issue 32 item 15: a post or a comment written offline waits in the outbox as
 * «Отправляется», leaves once with its key when the network returns, and a refused one shows
 * «Не отправлено» with «Повторить» (the same key) / «Удалить»; the composer keeps its post's key
 * across a retry after a lost connection.
 */
const me = testUser();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const POST_ID = '00000000-0000-4000-8000-0000000000aa';
const post: Post = {
  id: POST_ID,
  content: 'Дача готова к сезону',
  created_at: '2026-11-22T10:00:00.000Z',
  edited_at: null,
  author: { id: me.id, first_name: me.first_name, last_name: me.last_name, profile_picture: null },
  media_files: [],
  youtube_urls: [],
  likes_count: 0,
  user_liked: false,
  top_reactions: [],
  user_reaction: null,
  comments_count: 0,
  source_module: 'personal',
  visibility: 'PUBLIC',
  family_id: null,
  can_delete: true,
  can_edit: true,
};

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[] = [];

/** A fake server: `answer` decides each POST (a thrown TypeError is a lost connection). */
function mount(ui: ReactNode, answer: (s: Sent) => Response | 'network-error') {
  sent = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'POST') {
        const s = { url, body: JSON.parse(String(init?.body)) };
        sent.push(s);
        const a = answer(s);
        if (a === 'network-error') throw new TypeError('Failed to fetch');
        return a;
      }
      if (url.startsWith(`/api/posts/${POST_ID}/comments`)) return jsonResponse(200, []);
      return jsonResponse(200, { items: [] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  vi.unstubAllGlobals();
});

async function writePost(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Что у вас нового?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Создать запись' }, { timeout: 15_000 });
  await user.type(within(dialog).getByLabelText('Текст записи'), text);
  await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
}

describe('the outbox of posts', { timeout: 30_000 }, () => {
  it('keeps a post written offline as «Отправляется» on its wall and sends it once, with its key, when back online', async () => {
    const user = userEvent.setup();
    let lost = 1;
    mount(<Composer module="news" />, () =>
      lost-- > 0 ? 'network-error' : jsonResponse(201, { ...post, content: 'Из электрички' }),
    );
    act(() => onlineManager.setOnline(false));
    await writePost(user, 'Из электрички');
    // The composer closes; the post waits on the wall, and may still be cancelled.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const outbox = screen.getByTestId('post-outbox');
    expect(within(outbox).getByText('Из электрички')).toBeVisible();
    expect(within(outbox).getByText('Отправляется')).toBeVisible();
    expect(within(outbox).getByRole('button', { name: 'Отменить отправку: Из электрички' })).toBeVisible();
    expect(sent).toHaveLength(0);

    // Back online: the first try loses its answer, the second (same key) is made once.
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('post-outbox')).toBeNull(), { timeout: 10_000 });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      url: '/api/posts',
      body: { content: 'Из электрички', source_module: 'community', client_key: expect.stringMatching(UUID) },
    });
    expect(sent[1]?.body.client_key).toBe(sent[0]?.body.client_key);
  });

  it('a post cancelled before it leaves is never sent', async () => {
    const user = userEvent.setup();
    mount(<Composer module="news" />, () => jsonResponse(201, post));
    act(() => onlineManager.setOnline(false));
    await writePost(user, 'Передумала');
    await user.click(await screen.findByRole('button', { name: 'Отменить отправку: Передумала' }));
    expect(screen.queryByTestId('post-outbox')).toBeNull();
    // Back online, the next post is the only one that leaves.
    act(() => onlineManager.setOnline(true));
    await writePost(user, 'Следующая');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent.map((s) => s.body.content)).toEqual(['Следующая']);
  });

  it('online, a publish whose answer was lost is sent again with the same key', async () => {
    const user = userEvent.setup();
    let lost = 1;
    mount(<Composer module="news" />, () => (lost-- > 0 ? 'network-error' : jsonResponse(201, post)));
    await writePost(user, 'Дошло?');
    expect(await screen.findByText(/Нет соединения/)).toBeVisible();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]?.body.client_key).toEqual(expect.stringMatching(UUID));
    expect(sent[1]?.body.client_key).toBe(sent[0]?.body.client_key);
  });
});

describe('the outbox of comments', { timeout: 30_000 }, () => {
  it('keeps a comment written offline; a refused one is «Не отправлено», «Повторить» sends it with its key', async () => {
    const user = userEvent.setup();
    let refuse = true;
    mount(<PostCard post={post} module="news" commentsOpen />, ({ body }) =>
      refuse
        ? jsonResponse(403, { detail: 'Эта семья не разрешает вам комментировать её записи' })
        : jsonResponse(201, { id: 'c1', content: body.content }),
    );
    await screen.findByText('Комментариев пока нет. Напишите первым!');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => onlineManager.setOnline(false));
    const box = screen.getByRole('textbox', { name: 'Комментарий' });
    await user.type(box, 'Красота!{Enter}');
    await user.type(box, 'Лишний{Enter}');
    expect(box).toHaveValue('');
    const outbox = screen.getByTestId('comment-outbox');
    expect(within(outbox).getAllByText('Отправляется')).toHaveLength(2);
    await user.click(within(outbox).getByRole('button', { name: 'Отменить отправку: Лишний' }));
    expect(screen.queryByText('Лишний')).toBeNull();
    expect(sent).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await within(outbox).findByText('Не отправлено')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      url: `/api/posts/${POST_ID}/comments`,
      body: { content: 'Красота!', client_key: expect.stringMatching(UUID) },
    });

    refuse = false;
    await user.click(within(outbox).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByTestId('comment-outbox')).toBeNull());
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.client_key).toBe(sent[0]?.body.client_key);
  });

  it('«Удалить» drops a refused comment for good', async () => {
    const user = userEvent.setup();
    mount(<PostCard post={post} module="news" commentsOpen />, () =>
      jsonResponse(422, { detail: 'Комментарий не может быть пустым' }),
    );
    await screen.findByText('Комментариев пока нет. Напишите первым!');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Не пройдёт{Enter}');
    const outbox = await screen.findByTestId('comment-outbox');
    expect(await within(outbox).findByText('Не отправлено')).toBeVisible();
    await user.click(within(outbox).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByTestId('comment-outbox')).toBeNull());
    expect(sent).toHaveLength(1);
  });
});
