import type { CommentNode, Post } from '@krug/contract/posts';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { Where } from '../../test/where.tsx';
import { meKey } from '../auth/api.ts';
import { FeedPage } from './FeedPage.tsx';
import { FeedSidebar, SEARCH_DEBOUNCE_MS } from './FeedSidebar.tsx';
import { PostPage } from './PostPage.tsx';

const me = testUser();
const POST = '00000000-0000-4000-8000-0000000000aa';
const author = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Борис',
  last_name: 'Петров',
  profile_picture: null,
};
const post: Post = {
  id: POST,
  content: 'Дача готова к сезону',
  created_at: '2026-11-22T10:00:00.000Z',
  author,
  media_files: [],
  youtube_urls: [],
  likes_count: 0,
  user_liked: false,
  top_reactions: [],
  user_reaction: null,
  comments_count: 1,
  source_module: 'family',
  visibility: 'PUBLIC',
  family_id: null,
  can_delete: false,
};
const comment: CommentNode = {
  id: '00000000-0000-4000-8000-0000000000bb',
  content: 'Отличная новость',
  created_at: '2026-11-22T11:00:00.000Z',
  is_edited: false,
  author,
  likes_count: 0,
  user_liked: false,
  parent_comment_id: null,
  replies: [],
};

function renderAt(path: string, route: string, ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route
            path={route}
            element={
              <>
                {ui}
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

/** Answers each path with the given status and body; an unlisted path never answers. */
function serve(answers: Record<string, [number, unknown]>) {
  const asked: string[] = [];
  stubFetch(
    vi.fn((url: string) => {
      asked.push(url);
      const a = answers[url];
      return a ? Promise.resolve(jsonResponse(a[0], a[1])) : new Promise(() => {});
    }),
  );
  return asked;
}

describe('a post on its own page', () => {
  it('shows a post-shaped skeleton while it loads', async () => {
    serve({});
    renderAt(`/family/posts/${POST}`, '/:module/posts/:postId', <PostPage module="family" />);
    expect(await screen.findByTestId('post-skeleton')).toHaveTextContent('Загрузка записи');
    expect(screen.getByRole('link', { name: 'Вернуться на стену' })).toHaveAttribute('href', '/family/wall');
  });

  it('opens the post with its comments expanded', async () => {
    serve({
      [`/api/posts/${POST}`]: [200, post],
      [`/api/posts/${POST}/comments`]: [200, [comment]],
    });
    renderAt(`/family/posts/${POST}`, '/:module/posts/:postId', <PostPage module="family" />);
    expect(await screen.findByText('Дача готова к сезону')).toBeInTheDocument();
    expect(await screen.findByText('Отличная новость')).toBeInTheDocument();
    expect(screen.queryByTestId('post-skeleton')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'deleted or hidden'],
    [422, 'not an id'],
  ])('answered %i (%s): says the post is not found and leads back to the wall', async (status) => {
    serve({ [`/api/posts/${POST}`]: [status, { detail: 'Запись не найдена' }] });
    renderAt(`/organizations/posts/${POST}`, '/:module/posts/:postId', <PostPage module="organizations" />);
    expect(await screen.findByText('Запись не найдена')).toBeInTheDocument();
    expect(screen.getByText(/Возможно, её удалили/)).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Вернуться на стену' });
    expect(back.map((a) => a.getAttribute('href'))).toEqual(['/organizations/wall', '/organizations/wall']);
    await userEvent.click(back[1] as HTMLElement);
    expect(screen.getByTestId('where')).toHaveTextContent('/organizations/wall');
  });

  it('a link to a comment scrolls to it, focuses and marks it', async () => {
    serve({
      [`/api/posts/${POST}`]: [200, post],
      [`/api/posts/${POST}/comments`]: [200, [comment]],
    });
    renderAt(
      `/family/posts/${POST}#comment-${comment.id}`,
      '/:module/posts/:postId',
      <PostPage module="family" />,
    );
    await screen.findByText('Отличная новость');
    const item = document.getElementById(`comment-${comment.id}`);
    await waitFor(() => expect(item).toHaveAttribute('data-target', 'true'));
    expect(item).toHaveFocus();
  });

  it('deleting the post from its page returns to the wall', async () => {
    serve({
      [`/api/posts/${POST}`]: [200, { ...post, can_delete: true }],
      [`/api/posts/${POST}/comments`]: [200, []],
    });
    renderAt(`/family/posts/${POST}`, '/:module/posts/:postId', <PostPage module="family" />);
    await screen.findByText('Дача готова к сезону');
    await userEvent.click(screen.getByRole('button', { name: 'Действия с записью' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить запись' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/family\/wall$/));
  });

  it('a server failure offers a retry instead', async () => {
    serve({ [`/api/posts/${POST}`]: [500, { detail: 'Внутренняя ошибка' }] });
    renderAt(`/family/posts/${POST}`, '/:module/posts/:postId', <PostPage module="family" />);
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText('Запись не найдена')).not.toBeInTheDocument();
  });
});

describe('feed search without results', () => {
  it('names the query, and clearing the search returns to the feed', async () => {
    const asked = serve({
      '/api/posts?limit=20&module=family&search=%D0%B4%D0%B0%D1%87%D0%B0': [200, []],
      '/api/posts?limit=20&module=family': [200, [post]],
    });
    renderAt('/family/wall?q=дача', '/:module/wall', <FeedPage module="family" view="wall" />);
    expect(await screen.findByText('Ничего не найдено по запросу «дача»')).toBeInTheDocument();
    expect(screen.queryByText('Записей пока нет. Поделитесь новостью первым!')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/family\/wall$/);
    expect(await screen.findByText('Дача готова к сезону')).toBeInTheDocument();
    expect(asked).toContain('/api/posts?limit=20&module=family');
  });

  it('without a query an empty feed still invites the first post', async () => {
    serve({ '/api/posts?limit=20&module=family': [200, []] });
    renderAt('/family/wall', '/:module/wall', <FeedPage module="family" view="wall" />);
    expect(await screen.findByText('Записей пока нет. Поделитесь новостью первым!')).toBeInTheDocument();
    expect(screen.queryByText(/Ничего не найдено/)).not.toBeInTheDocument();
  });
});

describe('the search box', () => {
  it('navigates only when the search changes, so it never undoes a navigation just started', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderAt('/family/wall', '/:module/wall', <FeedSidebar />);
      const where = screen.getByTestId('where');
      const key = where.dataset.key;
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)); // the whole debounce
      expect(where.dataset.key).toBe(key);
      // fireEvent, not userEvent: Testing Library's async wrapper waits on a real setTimeout.
      fireEvent.change(screen.getByLabelText('Поиск записей'), { target: { value: 'дача' } });
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/family\/wall$/);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
      expect(screen.getByTestId('where')).toHaveTextContent(`/family/wall?q=${encodeURIComponent('дача')}`);
    } finally {
      vi.useRealTimers();
    }
  });
});
