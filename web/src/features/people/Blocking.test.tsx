import type { BlockedPerson, PersonPage as Person } from '@krug/contract/people';
import type { Post } from '@krug/contract/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../ui/toast.ts';
import { PostCard } from '../posts/PostCard.tsx';
import { BlockedSection } from '../settings/BlockedSection.tsx';
import { PersonPage } from './PersonPage.tsx';
import { boris, noDetails, renderAt, serve, vera } from './test-kit.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const page = (blocked = false): Person => ({
  ...boris,
  ...noDetails,
  middle_name: null,
  restricted: false,
  affiliations: [],
  families: [],
  counts: { friends: 0, followers: 0, following: 0, posts: 0 },
  relation: { is_self: false, friendship: 'friends', friendship_id: null, following: true, blocked },
});
const PAGE = `/api/people/${boris.id}`;
const POSTS = `/api/people/${boris.id}/posts?limit=20`;
const openPage = () =>
  renderAt(`/family/people/${boris.id}`, '/:module/people/:personId', <PersonPage module="family" />);

describe('blocking from a person’s page (CONTRACT §8)', () => {
  it('«Заблокировать» asks first; cancelling sends nothing, confirming blocks', async () => {
    const bodies: unknown[] = [];
    const calls = serve({
      [PAGE]: [200, page()],
      [POSTS]: [200, []],
      'POST /api/blocks': (body) => {
        bodies.push(body);
        return [201, { user_id: boris.id, blocked: true }];
      },
    });
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Заблокировать' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Заблокировать Борис Петров?')).toBeVisible();
    expect(within(dialog).getByText(/не узнает о блокировке/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(calls).not.toContain('POST /api/blocks');

    await userEvent.click(screen.getByRole('button', { name: 'Заблокировать' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(bodies).toEqual([{ user_id: boris.id }]));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Борис Петров заблокирован(а)' }),
    );
  });

  it('whoever blocked the person sees so instead of the buttons, and may unblock', async () => {
    const calls = serve({
      [PAGE]: [200, page(true)],
      [POSTS]: [200, []],
      [`DELETE /api/blocks/${boris.id}`]: [204, null],
    });
    openPage();
    expect(await screen.findByText('Вы заблокировали этого пользователя')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Написать сообщение' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Заблокировать' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Разблокировать' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/blocks/${boris.id}`));
  });
});

describe('blocking from a post’s menu', () => {
  const post: Post = {
    id: '00000000-0000-4000-8000-0000000000aa',
    content: 'Запись Веры',
    created_at: '2026-11-22T10:00:00.000Z',
    author: vera,
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

  it('«Заблокировать автора» confirms and blocks the author', async () => {
    const bodies: unknown[] = [];
    serve({
      'POST /api/blocks': (body) => {
        bodies.push(body);
        return [201, { user_id: vera.id, blocked: true }];
      },
    });
    renderAt('/family/wall', '/:module/wall', <PostCard post={post} module="family" />);
    await userEvent.click(screen.getByRole('button', { name: 'Действия с записью' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Заблокировать автора' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Заблокировать Вера Смирнова?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() => expect(bodies).toEqual([{ user_id: vera.id }]));
  });
});

describe('«Заблокированные» in settings', () => {
  const blocked: BlockedPerson = { ...vera, blocked_at: '2026-11-20T10:00:00.000Z' };
  const open = () => renderAt('/family/settings', '/:module/settings', <BlockedSection module="family" />);

  it('lists the people I blocked, each with «Разблокировать»', async () => {
    const calls = serve({
      '/api/blocks?limit=50': [200, [blocked]],
      [`DELETE /api/blocks/${vera.id}`]: [204, null],
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Заблокированные' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Вера Смирнова' })).toHaveAttribute(
      'href',
      `/family/people/${vera.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Разблокировать: Вера Смирнова' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/blocks/${vera.id}`));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Вера Смирнова разблокирован(а)' }),
    );
  });

  it('says so when nobody is blocked', async () => {
    serve({ '/api/blocks?limit=50': [200, []] });
    open();
    expect(await screen.findByText('Вы никого не заблокировали')).toBeVisible();
  });
});
