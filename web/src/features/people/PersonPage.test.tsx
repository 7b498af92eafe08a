import type { PersonPage as Person, PersonRelation } from '@krug/contract/people';
import type { Post } from '@krug/contract/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../ui/toast.ts';
import { MyProfilePage, PersonPage } from './PersonPage.tsx';
import { boris, me, noDetails, renderAt, serve } from './test-kit.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const REQUEST = '00000000-0000-4000-8000-0000000000ff';
const FAMILY = '00000000-0000-4000-8000-0000000000fa';

const relation = (over: Partial<PersonRelation> = {}): PersonRelation => ({
  is_self: false,
  friendship: 'none',
  friendship_id: null,
  following: false,
  ...over,
});

const page = (over: Partial<Person> = {}): Person => ({
  ...boris,
  ...noDetails,
  middle_name: null,
  restricted: false,
  affiliations: [{ id: 'a1', affiliation_name: 'Школа №5', user_role_in_org: null }],
  families: [{ id: FAMILY, name: 'Петровы' }],
  counts: { friends: 12, followers: 3, following: 4, posts: 7 },
  relation: relation(),
  ...over,
});

const post: Post = {
  id: '00000000-0000-4000-8000-0000000000aa',
  content: 'Открытая запись Бориса',
  created_at: '2026-11-22T10:00:00.000Z',
  author: boris,
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
};

const PAGE = `/api/people/${boris.id}`;
const POSTS = `/api/people/${boris.id}/posts?limit=20`;
const open = () =>
  renderAt(`/family/people/${boris.id}`, '/:module/people/:personId', <PersonPage module="family" />);

describe('a person’s page', () => {
  it('shows photo, name, real counts, roles, families and the posts the viewer may see', async () => {
    serve({ [PAGE]: [200, page()], [POSTS]: [200, [post]] });
    open();
    expect(screen.getByTestId('person-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Борис Петров' })).toBeVisible();
    const counts = screen.getByText('Друзья').closest('dl') as HTMLElement;
    expect(counts.textContent).toBe('Друзья12Подписчики3Подписки4Записи7');
    expect(screen.getByText('Школа №5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Петровы' })).toHaveAttribute(
      'href',
      `/family/family-public-view?id=${FAMILY}`,
    );
    expect(await screen.findByText('Открытая запись Бориса')).toBeVisible();
    // The post's author links to this same page.
    expect(screen.getAllByRole('link', { name: 'Борис Петров' })[0]).toHaveAttribute(
      'href',
      `/family/people/${boris.id}`,
    );
    // «Написать сообщение» opens the conversation (issue 20, direct messages).
    expect(screen.getByRole('button', { name: 'Написать сообщение' })).toBeVisible();
  });

  it('no relation: «Добавить в друзья» sends a request and «Подписаться» follows', async () => {
    const calls = serve({
      [PAGE]: [200, page()],
      [POSTS]: [200, []],
      'POST /api/friends/requests': (body) => [
        201,
        {
          id: REQUEST,
          status: 'pending',
          direction: 'outgoing',
          person: boris,
          created_at: '',
          accepted_at: null,
          body,
        },
      ],
      [`POST ${PAGE}/follow`]: [200, { following: true, followers_count: 4 }],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить в друзья' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка в друзья отправлена' }),
    );
    expect(calls).toContain('POST /api/friends/requests');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Вы подписались' }));
    expect(calls).toContain(`POST ${PAGE}/follow`);
    expect(await screen.findByText('Записей пока нет')).toBeVisible();
  });

  it('outgoing: says the request is sent and cancels it', async () => {
    const calls = serve({
      [PAGE]: [
        200,
        page({ relation: relation({ friendship: 'outgoing', friendship_id: REQUEST, following: true }) }),
      ],
      [POSTS]: [200, []],
      [`DELETE /api/friends/requests/${REQUEST}`]: [204, null],
    });
    open();
    expect(await screen.findByText('Заявка отправлена')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Отписаться' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Отменить заявку' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/friends/requests/${REQUEST}`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка отменена' }));
  });

  it('incoming: accepts or declines the request', async () => {
    const calls = serve({
      [PAGE]: [200, page({ relation: relation({ friendship: 'incoming', friendship_id: REQUEST }) })],
      [POSTS]: [200, []],
      [`POST /api/friends/requests/${REQUEST}/accept`]: [409, { detail: 'Заявка уже принята' }],
      [`POST /api/friends/requests/${REQUEST}/decline`]: [204, null],
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять заявку' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Заявка уже принята' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка отклонена' }),
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        `POST /api/friends/requests/${REQUEST}/accept`,
        `POST /api/friends/requests/${REQUEST}/decline`,
      ]),
    );
  });

  it('friends: «Убрать из друзей» asks first and removes only when confirmed', async () => {
    const calls = serve({
      [PAGE]: [200, page({ relation: relation({ friendship: 'friends', friendship_id: REQUEST }) })],
      [POSTS]: [200, []],
      [`DELETE /api/friends/${boris.id}`]: [204, null],
    });
    open();
    expect(await screen.findByText('У вас в друзьях')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Убрать из друзей' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Убрать из друзей?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Оставить' }));
    expect(calls).not.toContain(`DELETE /api/friends/${boris.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Убрать из друзей' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Убрать из друзей?' });
    expect(dialog).toHaveTextContent('Борис Петров больше не будет у вас в друзьях');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/friends/${boris.id}`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Убран из друзей' }));
  });

  it('restricted: name and photo only, with the reason, and no request for posts', async () => {
    const calls = serve({
      [PAGE]: [200, page({ restricted: true, affiliations: [], families: [], counts: null })],
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Борис Петров' })).toBeVisible();
    expect(screen.getByText('Закрытая страница')).toBeVisible();
    expect(screen.getByText(/Борис показывает свою страницу только друзьям/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить в друзья' })).toBeVisible();
    expect(screen.queryByText('Подписчики')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Записи' })).not.toBeInTheDocument();
    expect(calls).not.toContain(`GET ${POSTS}`);
  });

  it.each([404, 422])('answered %i: a not-found state leading back to the wall', async (status) => {
    serve({ [PAGE]: [status, { detail: 'Пользователь не найден' }] });
    open();
    expect(await screen.findByText('Страница не найдена')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Вернуться на стену' })).toHaveAttribute('href', '/family/wall');
  });

  it('a failed load says so and retries', async () => {
    const calls = serve({ [PAGE]: [500, { detail: 'Сервер недоступен' }] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(calls.filter((c) => c === `GET ${PAGE}`)).toHaveLength(2));
  });

  it('«Моя страница» is the signed-in user’s own page, with a way to edit it and no relation buttons', async () => {
    serve({
      [`/api/people/${me.id}`]: [
        200,
        page({ id: me.id, first_name: 'Анна', last_name: 'Иванова', relation: relation({ is_self: true }) }),
      ],
      [`/api/people/${me.id}/posts?limit=20`]: [200, []],
    });
    renderAt('/family/my-profile', '/:module/:view', <MyProfilePage module="family" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Иванова' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Редактировать информацию' })).toHaveAttribute(
      'href',
      '/family/my-info',
    );
    expect(screen.queryByRole('button', { name: 'Добавить в друзья' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Подписаться' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Друзья: 12' })).toHaveAttribute('href', '/family/friends');
    expect(await screen.findByText(/Напишите первую запись/)).toBeVisible();
  });
});
