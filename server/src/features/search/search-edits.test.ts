import type { SearchResponse } from '@krug/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { type SearchWay, searchPageRepo } from '../posts/search-page.repo.ts';

// Issue 37: posts, comments and chat messages are searched by a stored vector (migration 0050),
// which PostgreSQL recomputes when the text changes: an edited text is found by its new words only.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
let groupId: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const search = async (token: string, kind: string, q: string) => {
  const res = await call(token, 'GET', `/api/search?kind=${kind}&limit=100&q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
};
const created = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  const group = await call(anna.token, 'POST', '/api/chat-groups', {
    name: 'Свои',
    member_ids: [boris.user.id],
  });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().group.id;
  await acceptInvitations(t.app, boris.token, groupId);
});
afterAll(() => t.close());

describe('an edited text is searched by its new words', () => {
  it('a post: found by the new words, no longer by the old, by either way of searching', async () => {
    const post = await created(
      await call(anna.token, 'POST', '/api/posts', {
        content: 'Собираем малину у реки',
        visibility: 'PUBLIC',
        source_module: 'community',
      }),
    );
    expect((await search(boris.token, 'posts', 'малины')).posts.map((p) => p.id)).toEqual([post.id]);
    const edit = await call(anna.token, 'PATCH', `/api/posts/${post.id}`, {
      content: 'Варим варенье из крыжовника',
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const hits = (await search(boris.token, 'posts', 'крыжовник')).posts;
    expect(hits.map((p) => p.id)).toEqual([post.id]);
    expect(hits[0]?.snippet).toBe('Варим варенье из крыжовника');
    expect((await search(boris.token, 'posts', 'малины')).posts).toEqual([]);
    // The search answers by one of two ways (a word's rarity): both read the same stored vector.
    for (const way of ['walk', 'rare'] as SearchWay[]) {
      const page = (q: string) => searchPageRepo.page(t.db, boris.user.id, { way, q, limit: 20 });
      expect(
        (await page('крыжовник')).map((c) => c.id),
        way,
      ).toEqual([post.id]);
      expect(await page('малину'), way).toEqual([]);
    }
  });

  it('a comment: found by the new words, no longer by the old', async () => {
    const post = await created(
      await call(anna.token, 'POST', '/api/posts', {
        content: 'Открытая запись',
        visibility: 'PUBLIC',
        source_module: 'community',
      }),
    );
    const comment = await created(
      await call(boris.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Пойдём за грибами' }),
    );
    expect((await search(anna.token, 'comments', 'грибы')).comments.map((c) => c.id)).toEqual([comment.id]);
    const edit = await call(boris.token, 'PUT', `/api/comments/${comment.id}`, {
      content: 'Пойдём на рыбалку',
    });
    expect(edit.statusCode, edit.body).toBe(204);
    expect((await search(anna.token, 'comments', 'рыбалка')).comments.map((c) => c.id)).toEqual([comment.id]);
    expect((await search(anna.token, 'comments', 'грибы')).comments).toEqual([]);
  });

  it('a chat message: found by the new words, no longer by the old', async () => {
    const sent = await created(
      await call(anna.token, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'Купи хлеба' }),
    );
    expect((await search(boris.token, 'messages', 'хлеб')).messages.map((m) => m.id)).toEqual([sent.id]);
    const edit = await call(anna.token, 'PATCH', `/api/chat-messages/${sent.id}`, { content: 'Купи молока' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await search(boris.token, 'messages', 'молоко')).messages.map((m) => m.id)).toEqual([sent.id]);
    expect((await search(boris.token, 'messages', 'хлеб')).messages).toEqual([]);
  });
});
