import type { SearchResponse } from '@krug/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';

// Issue 21: comments (on posts the viewer may open) and chat messages (in the viewer's groups).
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let anna: U;
let boris: U;
let vera: U;
let groupId: string;
const ids: Record<string, string> = {};

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const search = async (token: string, query: string) => {
  const res = await call(token, 'GET', `/api/search?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
};
const q = (text: string) => encodeURIComponent(text);

async function post(author: U, content: string, visibility = 'PUBLIC', module = 'community') {
  const res = await call(author.token, 'POST', '/api/posts', { content, visibility, source_module: module });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function comment(author: U, postId: string, content: string) {
  const res = await call(author.token, 'POST', `/api/posts/${postId}/comments`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
async function message(sender: U, content: string) {
  const res = await call(sender.token, 'POST', `/api/chat-groups/${groupId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  anna = await registerUser(t.app, { first_name: 'Анна', last_name: 'Ищущая' });
  boris = await registerUser(t.app, { first_name: 'Борис', last_name: 'Чужой' });
  vera = await registerUser(t.app, { first_name: 'Вера', last_name: 'Ушедшая' });
  const open = await post(anna, 'Открытая запись', 'PUBLIC', 'family');
  const secret = await post(anna, 'Личная запись', 'ONLY_ME');
  ids.dacha = await comment(anna, open, 'Едем на дачу в субботу');
  ids.family = await comment(anna, open, 'Вся семья будет рада');
  ids.secret = await comment(anna, secret, 'Тайная дача для себя');
  const group = await call(anna.token, 'POST', '/api/chat-groups', {
    name: 'Родные',
    member_ids: [vera.user.id],
  });
  expect(group.statusCode, group.body).toBe(201);
  groupId = group.json().group.id;
  await acceptInvitations(t.app, vera.token, groupId);
  ids.msgDacha = await message(anna, 'Кто поедет на дачу?');
  ids.msgFamily = await message(vera, 'Привет от всей семьи');
}, 60_000);
afterAll(() => t.close());

describe('GET /api/search: comments', () => {
  it.each([
    ['дача', 'dacha'],
    ['дачу', 'dacha'],
    ['семьи', 'family'],
    ['семья', 'family'],
  ])('«%s» finds the comment %s', async (text, key) => {
    const found = await search(anna.token, `kind=comments&q=${q(text)}`);
    expect(found.comments.map((c) => c.id)).toContain(ids[key]);
  });

  it('answers the post, its module, the author and the marked words', async () => {
    const { comments } = await search(boris.token, `kind=comments&q=${q('дача')}`);
    expect(comments).toHaveLength(1);
    const [c] = comments;
    expect(c).toMatchObject({
      id: ids.dacha,
      post_module: 'family',
      author: { id: anna.user.id, first_name: 'Анна', last_name: 'Ищущая' },
      snippet: 'Едем на дачу в субботу',
      highlights: [[8, 12]],
    });
  });

  it('never shows a comment on a post the viewer cannot open', async () => {
    expect((await search(anna.token, `kind=comments&q=${q('тайная')}`)).comments.map((c) => c.id)).toEqual([
      ids.secret,
    ]);
    expect((await search(boris.token, `kind=comments&q=${q('тайная')}`)).comments).toEqual([]);
    expect((await search(boris.token, `q=${q('дачу')}`)).comments.map((c) => c.id)).toEqual([ids.dacha]);
  });

  it('pages newest first with a Link header', async () => {
    const first = await call(anna.token, 'GET', `/api/search?kind=comments&limit=1&q=${q('дача')}`);
    expect(first.json<SearchResponse>().comments.map((c) => c.id)).toEqual([ids.secret]);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    expect(next).toContain('kind=comments');
    const second = await call(anna.token, 'GET', String(next));
    expect(second.json<SearchResponse>().comments.map((c) => c.id)).toEqual([ids.dacha]);
  });
});

describe('GET /api/search: chat messages', () => {
  it.each([
    ['дача', 'msgDacha'],
    ['дачу', 'msgDacha'],
    ['семьи', 'msgFamily'],
    ['семья', 'msgFamily'],
  ])('«%s» finds the message %s for a member', async (text, key) => {
    const found = await search(vera.token, `kind=messages&q=${q(text)}`);
    expect(found.messages.map((m) => m.id)).toContain(ids[key]);
  });

  it('names the group and the sender and marks the words', async () => {
    const { messages } = await search(anna.token, `q=${q('семья')}`);
    expect(messages).toEqual([
      {
        id: ids.msgFamily,
        group_id: groupId,
        group_name: 'Родные',
        group_type: 'CUSTOM',
        sender: { id: vera.user.id, first_name: 'Вера', last_name: 'Ушедшая', profile_picture: null },
        created_at: expect.any(String),
        snippet: 'Привет от всей семьи',
        highlights: [[15, 20]],
      },
    ]);
  });

  it('gives a non-member nothing, and a member who left nothing any more', async () => {
    for (const text of ['дача', 'семья', 'привет'])
      expect((await search(boris.token, `q=${q(text)}`)).messages, text).toEqual([]);
    const left = await call(vera.token, 'DELETE', `/api/chat-groups/${groupId}/members/${vera.user.id}`);
    expect(left.statusCode, left.body).toBeLessThan(300);
    expect((await search(vera.token, `kind=messages&q=${q('семья')}`)).messages).toEqual([]);
    // Her messages stay in the group, found by those still in it.
    expect((await search(anna.token, `kind=messages&q=${q('семья')}`)).messages.map((m) => m.id)).toEqual([
      ids.msgFamily,
    ]);
  });

  it('pages newest first with a Link header', async () => {
    await message(anna, 'Дача ждёт');
    const first = await call(anna.token, 'GET', `/api/search?kind=messages&limit=1&q=${q('дача')}`);
    expect(first.json<SearchResponse>().messages).toHaveLength(1);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))?.[1];
    const second = await call(anna.token, 'GET', String(next));
    expect(second.json<SearchResponse>().messages.map((m) => m.id)).toEqual([ids.msgDacha]);
  });
});
