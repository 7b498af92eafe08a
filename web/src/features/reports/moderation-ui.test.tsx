import type { CommentNode, Post } from '@krug/contract/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { renderAdmin } from '../admin/test-server.tsx';
import { CommentTree } from '../posts/CommentTree.tsx';
import { PostCard } from '../posts/PostCard.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const me = testUser();
const boris = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Борис',
  last_name: 'Петров',
  profile_picture: null,
};
const mine = { id: me.id, first_name: me.first_name, last_name: me.last_name, profile_picture: null };
const post = (overrides: Partial<Post> = {}): Post => ({
  id: '33333333-3333-4333-8333-333333333333',
  content: 'Привет всем',
  created_at: new Date().toISOString(),
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
  moderation: null,
  ...overrides,
});
const comment = (author: typeof boris, overrides: Partial<CommentNode> = {}): CommentNode => ({
  id: `c-${author.id.slice(0, 4)}`,
  content: 'Комментарий',
  created_at: new Date().toISOString(),
  is_edited: false,
  author,
  likes_count: 0,
  user_liked: false,
  parent_comment_id: null,
  replies: [],
  ...overrides,
});
const asPlainUser = { user: me, path: '/', route: '/' };

describe('reports and hidden content in the feed', () => {
  it('«Пожаловаться» in another author’s post menu sends a report of the post; not in one’s own', async () => {
    const { calls } = renderAdmin(
      <>
        <PostCard post={post()} module="family" />
        <PostCard
          post={post({ id: '44444444-4444-4444-8444-444444444444', author: mine, content: 'Моя запись' })}
          module="family"
        />
      </>,
      { 'POST /api/reports': () => jsonResponse(201, { id: 'r' }) },
      asPlainUser,
    );
    const [theirs, own] = screen.getAllByRole('button', { name: 'Действия с записью' });
    await userEvent.click(own as HTMLElement);
    expect(screen.queryByRole('menuitem', { name: 'Пожаловаться' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(theirs as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Пожаловаться' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на запись' });
    await userEvent.click(within(dialog).getByLabelText('Спам'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    await waitFor(() =>
      expect(calls('POST /api/reports')[0]?.body).toMatchObject({
        target_type: 'post',
        target_id: post().id,
        reason: 'spam',
      }),
    );
  });

  it('a hidden post and a hidden comment tell their author why', () => {
    renderAdmin(
      <>
        <PostCard
          post={post({ author: mine, moderation: { hidden_at: new Date().toISOString(), note: 'Реклама' } })}
          module="family"
        />
        <CommentTree
          postId="p"
          postAuthorId={boris.id}
          comments={[
            comment(mine, { moderation: { hidden_at: new Date().toISOString(), note: 'Грубо' } }),
            comment(boris),
          ]}
        />
      </>,
      {},
      asPlainUser,
    );
    expect(
      screen.getByText(
        'Запись скрыта администратором. Её видите только вы и администраторы. Причина: Реклама',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Комментарий скрыт администратором. Его видите только вы и администраторы. Причина: Грубо',
      ),
    ).toBeVisible();
    // Only the other person's comment can be reported.
    expect(screen.getAllByRole('button', { name: 'Пожаловаться' })).toHaveLength(1);
  });
});
