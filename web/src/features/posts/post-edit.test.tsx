import type { Post } from '@krug/contract/posts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { liked } from './api.ts';
import { PostCard } from './PostCard.tsx';

// Issue 32 item 9: «Редактировать» for one's own post, «изменено» on an edited one, one reaction
// counter (no «❤ 1» beside «Нравится 0»).
const me = testUser();
const mine = { id: me.id, first_name: me.first_name, last_name: me.last_name, profile_picture: null };
const post = (over: Partial<Post> = {}): Post => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  content: 'Дача готова к сезону',
  created_at: '2026-11-22T10:00:00.000Z',
  edited_at: null,
  author: mine,
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
  ...over,
});

function show(p: Post) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>
        <PostCard post={p} module="news" />
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});

describe('editing a post', () => {
  it('the author edits the text and the audience from the menu', async () => {
    const fetch = stubFetch(
      vi
        .fn()
        .mockResolvedValue(
          jsonResponse(200, post({ content: 'Дача открыта', edited_at: '2026-11-23T10:00:00.000Z' })),
        ),
    );
    show(post());
    expect(screen.queryByText('изменено')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Действия с записью' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Редактировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование записи' }, { timeout: 15_000 });
    const text = within(dialog).getByLabelText('Текст записи');
    expect(text).toHaveValue('Дача готова к сезону');
    await userEvent.clear(text);
    await userEvent.type(text, 'Дача открыта');
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'FAMILY_ONLY');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, { method: string; body: string }];
    expect([url, init.method]).toEqual(['/api/posts/00000000-0000-4000-8000-0000000000aa', 'PATCH']);
    expect(JSON.parse(init.body)).toEqual({ content: 'Дача открыта', visibility: 'FAMILY_ONLY' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows «изменено» on an edited post and no «Редактировать» without can_edit', async () => {
    show(post({ edited_at: '2026-11-23T10:00:00.000Z', can_edit: false, can_delete: false }));
    expect(screen.getByText('изменено')).toHaveAttribute('title', expect.stringMatching(/^Изменено /));
    await userEvent.click(screen.getByRole('button', { name: 'Действия с записью' }));
    await screen.findByRole('menuitem', { name: 'Скопировать ссылку' });
    expect(screen.queryByRole('menuitem', { name: 'Редактировать' })).toBeNull();
  });
});

describe('one reaction counter', () => {
  it('shows the count of every reaction once, on the like button, with the given emojis beside it', () => {
    show(
      post({
        likes_count: 3,
        user_liked: true,
        user_reaction: '😂',
        top_reactions: [
          { emoji: '😂', count: 2 },
          { emoji: '❤️', count: 1 },
        ],
      }),
    );
    const like = screen.getByRole('button', { name: 'Нравится: 3' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveTextContent('😂3');
    expect(screen.getByRole('img', { name: 'Реакции: 😂 2, ❤️ 1' })).toHaveTextContent('😂❤️');
    // No second counter anywhere on the card.
    expect(screen.queryByText('❤️ 1')).toBeNull();
    expect(screen.queryByText(/Нравится 0/)).toBeNull();
  });
});

describe('the like button on a cached post', () => {
  it('a like puts ❤️ among the top emojis and takes the former reaction out; unliking takes it back', () => {
    const before = post({
      likes_count: 2,
      user_liked: true,
      user_reaction: '😂',
      top_reactions: [{ emoji: '😂', count: 2 }],
    });
    // The like button with a reaction set takes it back (the server answers liked: false, 1).
    const unliked = liked(before, false, 1);
    expect(unliked).toMatchObject({ user_liked: false, user_reaction: null, likes_count: 1 });
    expect(unliked.top_reactions).toEqual([{ emoji: '😂', count: 1 }]);
    const again = liked(unliked, true, 2);
    expect(again).toMatchObject({ user_liked: true, user_reaction: '❤️', likes_count: 2 });
    expect(again.top_reactions).toEqual([
      { emoji: '❤️', count: 1 },
      { emoji: '😂', count: 1 },
    ]);
  });
});
