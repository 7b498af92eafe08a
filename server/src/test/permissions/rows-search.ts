import { expect } from 'vitest';
import { invisiblePosts } from './rows-posts.ts';
import type { Row } from './types.ts';

/**
 * Search (issue 21): it finds only what its caller may open: posts and the comments on them by
 * the posts' rule, chat messages in the caller's own groups. The world's posts read «Запись …»
 * (Snowball stems «запись» to «зап» but «записи» to «запис», so the row asks for the word as written;
 * other forms are pinned in features/search/search.test.ts).
 */
const q = encodeURIComponent('запись');
const postIds = (body: unknown) => (body as { posts: { id: string }[] }).posts.map((p) => p.id);
const ALL = { anonymous: 401, stranger: 200, member: 200, admin: 200, owner: 200, author: 200 } as const;

export const searchRows: Row[] = [
  {
    op: 'GET /api/search',
    note: 'grouped: no post its caller cannot open',
    expect: ALL,
    call: () => ({ url: `/api/search?q=${q}` }),
    check: (role, body, w) => {
      const seen = postIds(body);
      for (const id of invisiblePosts(role, w)) expect(seen, `${role} finds ${id}`).not.toContain(id);
    },
  },
  {
    op: 'GET /api/search',
    note: 'posts only: the private post is its author’s alone',
    expect: ALL,
    call: () => ({ url: `/api/search?kind=posts&limit=100&q=${q}` }),
    check: (role, body, w) => {
      const seen = postIds(body);
      for (const id of invisiblePosts(role, w)) expect(seen, `${role} finds ${id}`).not.toContain(id);
      expect(seen).toContain(w.posts.public);
      if (role === 'author') expect(seen).toContain(w.posts.onlyMe);
      else expect(seen).not.toContain(w.posts.onlyMe);
    },
  },
  {
    op: 'GET /api/search',
    note: 'comments: only on posts their caller can open',
    expect: ALL,
    // The world's comments read «Комментарий» until a row of rows-posts edits them to «Правка».
    call: () => ({
      url: `/api/search?kind=comments&limit=100&q=${encodeURIComponent('комментарий or правка')}`,
    }),
    check: (role, body, w) => {
      const seen = (body as { comments: { id: string; post_id: string }[] }).comments;
      const hidden = invisiblePosts(role, w);
      for (const c of seen)
        expect(hidden, `${role} finds a comment on ${c.post_id}`).not.toContain(c.post_id);
      expect(seen.map((c) => c.id)).toContain(w.comments.public);
      if (role === 'stranger') expect(seen.map((c) => c.id)).not.toContain(w.comments.family);
      else expect(seen.map((c) => c.id)).toContain(w.comments.family);
    },
  },
  {
    op: 'GET /api/search',
    note: 'messages: members of the group only',
    expect: ALL,
    call: () => ({ url: `/api/search?kind=messages&q=${encodeURIComponent('привет')}` }),
    check: (role, body, w) => {
      const groups = (body as { messages: { group_id: string }[] }).messages.map((m) => m.group_id);
      if (role === 'stranger') expect(groups).toEqual([]);
      else expect(groups).toContain(w.groupId);
    },
  },
  {
    op: 'GET /api/tags/popular',
    note: 'signed-in users; counts public posts only',
    expect: ALL,
    call: () => ({ url: '/api/tags/popular' }),
    check: (_role, body) => expect(Array.isArray((body as { tags: unknown[] }).tags)).toBe(true),
  },
  {
    op: 'GET /api/search',
    note: 'an empty query',
    expect: { anonymous: 401, stranger: 422 },
    call: () => ({ url: '/api/search?q=%20%20' }),
  },
];
