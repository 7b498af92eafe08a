import type { CommentNode } from '@krug/contract/posts';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { CommentTree } from './CommentTree.tsx';
import { canPublish } from './ComposerDialog.tsx';
import { feedQueryOf } from './FeedPage.tsx';

const me = testUser();
const other = {
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Борис',
  last_name: 'Петров',
  profile_picture: null,
};
const node = (id: string, author: typeof other, replies: CommentNode[] = []): CommentNode => ({
  id,
  content: `comment ${id}`,
  created_at: '2026-11-22T10:00:00.000Z',
  is_edited: false,
  author,
  likes_count: 0,
  user_liked: false,
  parent_comment_id: null,
  replies,
});

describe('composer rules', () => {
  it('needs text after trimming or at least one file, and no publish in progress', () => {
    expect(canPublish('   ', 0, false)).toBe(false);
    expect(canPublish('привет', 0, false)).toBe(true);
    expect(canPublish('  ', 1, false)).toBe(true);
    expect(canPublish('привет', 0, true)).toBe(false);
  });
});

describe('feed query from the URL', () => {
  it('wall shows its module; feed shows subscriptions; quick filters and filter keys apply', () => {
    expect(feedQueryOf('family', 'wall', new URLSearchParams())).toEqual({
      module: 'family',
      filter: undefined,
      search: undefined,
    });
    expect(feedQueryOf('family', 'feed', new URLSearchParams())).toMatchObject({
      module: undefined,
      filter: 'subscribed',
    });
    expect(feedQueryOf('family', 'wall', new URLSearchParams('scope=news&filter=gender-it&q=дача'))).toEqual({
      module: 'news',
      filter: 'gender-it',
      search: 'дача',
    });
    expect(feedQueryOf('family', 'wall', new URLSearchParams('scope=all'))).toMatchObject({
      module: undefined,
    });
  });
});

describe('comment tree', () => {
  it('indents replies 20 px per level and offers edit only on my comments', () => {
    const client = new QueryClient();
    client.setQueryData(meKey, me);
    localStorage.setItem('krug.token', 'x');
    const mine = { id: me.id, first_name: me.first_name, last_name: me.last_name, profile_picture: null };
    render(
      <MemoryRouter>
        <Providers client={client}>
          <CommentTree
            postId="p"
            postAuthorId={other.id}
            comments={[node('1', other, [node('2', mine, [node('3', other)])])]}
          />
        </Providers>
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveStyle({ marginLeft: '0px' });
    expect(items[1]).toHaveStyle({ marginLeft: '20px' });
    expect(items[2]).toHaveStyle({ marginLeft: '20px' });
    expect(within(items[1] as HTMLElement).getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Изменить' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Ответить' })).toHaveLength(3);
  });
});
