import type { SearchPost, SearchResponse } from '@krug/contract/search';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { Highlighted } from './Highlighted.tsx';
import { SearchPage } from './SearchPage.tsx';

const ANNA = '11111111-1111-4111-8111-111111111111';
const post = (id: string, snippet: string, highlights: [number, number][]): SearchPost => ({
  id,
  content: snippet,
  snippet,
  highlights,
  created_at: '2026-11-23T10:00:00.000Z',
  author: { id: ANNA, first_name: 'Анна', last_name: 'Иванова', profile_picture: null },
  media_files: [],
  youtube_urls: [],
  likes_count: 0,
  user_liked: false,
  top_reactions: [],
  user_reaction: null,
  comments_count: 0,
  source_module: 'family',
  visibility: 'PUBLIC',
  family_id: null,
  can_delete: false,
});
const none: SearchResponse = {
  posts: [],
  comments: [],
  messages: [],
  people: [],
  families: [],
  organizations: [],
};
const P1 = '22222222-2222-4222-8222-222222222222';
const C1 = '44444444-4444-4444-8444-444444444444';
const M1 = '55555555-5555-4555-8555-555555555555';
const G1 = '66666666-6666-4666-8666-666666666666';

/** Answers by exact URL: [status, body] or [status, body, next page's URL for the Link header]. */
function serve(answers: Record<string, [number, unknown] | [number, unknown, string]>) {
  const calls: string[] = [];
  stubFetch(
    vi.fn((url: string) => {
      calls.push(url);
      const a = answers[url];
      if (!a) return new Promise(() => {});
      const res = jsonResponse(a[0], a[1]);
      if (a[2]) res.headers.set('link', `<${a[2]}>; rel="next"`);
      return Promise.resolve(res);
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const page = (path: string) => renderApp(<SearchPage module="family" />, { path, route: '/:module/search' });

describe('SearchPage', () => {
  it('groups the results, marks the matched words and links each to its page', async () => {
    serve({
      [`/api/search?q=${encodeURIComponent('дача')}`]: [
        200,
        {
          posts: [post(P1, 'Поехали на дачу <b>x</b>', [[11, 15]])],
          comments: [
            {
              id: C1,
              post_id: P1,
              post_module: 'news',
              author: { id: ANNA, first_name: 'Анна', last_name: 'Иванова', profile_picture: null },
              created_at: '2026-11-23T10:00:00.000Z',
              snippet: 'И я на дачу',
              highlights: [[7, 11]],
            },
          ],
          messages: [
            {
              id: M1,
              group_id: G1,
              group_name: 'Семья',
              group_type: 'FAMILY',
              sender: null,
              created_at: '2026-11-23T10:00:00.000Z',
              snippet: 'Кто едет на дачу?',
              highlights: [[12, 16]],
            },
          ],
          people: [{ id: ANNA, name: 'Анна', surname: 'Дачная', email: null, profile_picture: null }],
          families: [{ id: P1, name: 'Дачники', city: 'Тверь', photo_url: null, member_count: 3 }],
          organizations: [
            {
              id: P1,
              name: 'Дачный кооператив',
              organization_type: 'COMPANY',
              address_city: null,
              logo_url: null,
              member_count: 1,
            },
          ],
        },
      ],
    });
    page('/family/search?q=дача');
    const posts = await screen.findByRole('region', { name: /Записи/ });
    const mark = within(posts).getByText('дачу');
    expect(mark.tagName).toBe('MARK');
    // The post's text stays text: no markup from it.
    expect(within(posts).getByTestId('search-snippet')).toHaveTextContent('Поехали на дачу <b>x</b>');
    expect(posts.querySelector('b')).toBeNull();
    expect(within(posts).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute(
      'href',
      `/family/posts/${P1}`,
    );
    const comments = screen.getByRole('region', { name: /Комментарии/ });
    expect(within(comments).getByRole('link')).toHaveAttribute('href', `/news/posts/${P1}#comment-${C1}`);
    expect(within(comments).getByText('дачу').tagName).toBe('MARK');
    expect(comments).toHaveTextContent('Комментарий к записи');
    const messages = screen.getByRole('region', { name: /Сообщения/ });
    expect(within(messages).getByRole('link')).toHaveAttribute('href', `/family/chat?group=${G1}`);
    expect(messages).toHaveTextContent('Удалённый аккаунт');
    expect(messages).toHaveTextContent('Чат «Семья»');
    // The groups come in the contract's order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.firstChild?.textContent)).toEqual([
      'Записи',
      'Комментарии',
      'Сообщения',
      'Люди',
      'Семьи',
      'Организации',
    ]);
    const people = screen.getByRole('region', { name: /Люди/ });
    expect(within(people).getByRole('link', { name: 'Анна Дачная' })).toHaveAttribute(
      'href',
      `/family/people/${ANNA}`,
    );
    const families = screen.getByRole('region', { name: /Семьи/ });
    expect(within(families).getByRole('link')).toHaveAttribute('href', `/family/family-public-view?id=${P1}`);
    expect(families).toHaveTextContent('3 участника · Тверь');
    const orgs = screen.getByRole('region', { name: /Организации/ });
    expect(within(orgs).getByRole('link')).toHaveAttribute('href', `/organizations/org-public?id=${P1}`);
    expect(screen.getByRole('searchbox')).toHaveValue('дача');
  });

  it('says when nothing is found, and searches what is typed', async () => {
    const calls = serve({
      [`/api/search?q=${encodeURIComponent('ёж')}`]: [200, none],
      [`/api/search?q=${encodeURIComponent('дача')}`]: [
        200,
        { ...none, posts: [post(P1, 'дача', [[0, 4]])] },
      ],
    });
    page('/family/search?q=ёж');
    expect(await screen.findByText('По запросу «ёж» ничего не найдено')).toBeInTheDocument();
    const box = screen.getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, 'дача{Enter}');
    expect(await screen.findByText('дача', { selector: 'mark' })).toBeInTheDocument();
    expect(calls).toContain(`/api/search?q=${encodeURIComponent('дача')}`);
  });

  it('shows the server’s sentence on a failure, and asks nothing without a query', async () => {
    const calls = serve({
      '/api/search?q=x': [429, { detail: 'Слишком много поисковых запросов. Попробуйте чуть позже.' }],
    });
    page('/family/search?q=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Слишком много поисковых запросов');
    expect(calls).toEqual(['/api/search?q=x']);
  });

  it('asks nothing for an empty query', () => {
    const calls = serve({});
    page('/family/search');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(calls).toEqual([]);
  });

  it('«Показать ещё» loads the kind alone in place, then follows the Link header', async () => {
    const five = Array.from({ length: 5 }, (_, i) =>
      post(`22222222-2222-4222-8222-22222222222${i}`, `дача ${i}`, [[0, 4]]),
    );
    const sixth = post('33333333-3333-4333-8333-333333333333', 'дача 6', [[0, 4]]);
    const seventh = post('33333333-3333-4333-8333-333333333334', 'дача 7', [[0, 4]]);
    const calls = serve({
      '/api/search?q=x': [200, { ...none, posts: five }],
      '/api/search?q=x&kind=posts': [
        200,
        { ...none, posts: [...five, sixth] },
        '/api/search?q=x&kind=posts&before=c1',
      ],
      '/api/search?q=x&kind=posts&before=c1': [200, { ...none, posts: [seventh] }],
    });
    page('/family/search?q=x');
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё записи' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    await userEvent.click(await screen.findByRole('button', { name: 'Показать ещё записи' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Показать ещё записи' })).toBeNull();
    expect(calls).toEqual([
      '/api/search?q=x',
      '/api/search?q=x&kind=posts',
      '/api/search?q=x&kind=posts&before=c1',
    ]);
  });

  it('shows one kind from ?kind=, with pressed chips that change it, and says when that kind has nothing', async () => {
    const calls = serve({
      '/api/search?q=x&kind=messages': [
        200,
        {
          ...none,
          messages: [
            {
              id: M1,
              group_id: G1,
              group_name: 'Анна Иванова',
              group_type: 'DIRECT',
              sender: { id: ANNA, first_name: 'Анна', last_name: 'Иванова', profile_picture: null },
              created_at: '2026-11-23T10:00:00.000Z',
              snippet: 'x',
              highlights: [[0, 1]],
            },
          ],
        },
      ],
      '/api/search?q=x&kind=people': [200, none],
    });
    page('/family/search?q=x&kind=messages');
    const messages = await screen.findByRole('region', { name: /Сообщения/ });
    expect(messages).toHaveTextContent('Личная переписка');
    const chips = screen.getByRole('group', { name: 'Что показать' });
    expect(within(chips).getByRole('button', { name: 'Сообщения' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(chips).getByRole('button', { name: 'Всё' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: /Записи/ })).toBeNull();
    await userEvent.click(within(chips).getByRole('button', { name: 'Люди' }));
    expect(await screen.findByText('Людей по запросу «x» не найдено')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'Люди' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls).toEqual(['/api/search?q=x&kind=messages', '/api/search?q=x&kind=people']);
  });

  it('shows the server’s sentence when one kind fails, with a retry', async () => {
    serve({ '/api/search?q=x&kind=comments': [500, { detail: 'Поиск недоступен' }] });
    page('/family/search?q=x&kind=comments');
    expect(await screen.findByRole('alert')).toHaveTextContent('Поиск недоступен');
    expect(screen.getByRole('button', { name: /Повторить/ })).toBeInTheDocument();
  });
});

describe('Highlighted', () => {
  it('ignores ranges outside the text or overlapping', () => {
    const { container } = render(
      <Highlighted
        text="один два"
        ranges={[
          [5, 8],
          [0, 4],
          [2, 6],
          [7, 99],
        ]}
      />,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['один', 'два']);
    expect(container).toHaveTextContent('один два');
  });
});
