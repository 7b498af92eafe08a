import type { Notification } from '@krug/contract/notifications';
import type { CommentNode, Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// Issue 19: a notification leads to what it is about, and goes away with it (a deleted comment and
// its replies, a deleted post and its comments, a like or reaction taken back).
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let author: U;
let fan: U;
let other: U;
const call = (token: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const notificationsOf = async (u: U) =>
  (await call(u.token, 'GET', '/api/notifications?limit=100')).json<Notification[]>();
const newPost = async (content: string) =>
  (await call(author.token, 'POST', '/api/posts', { content, visibility: 'PUBLIC' })).json<Post>();
const comment = async (u: U, postId: string, content: string, parent?: string) =>
  (
    await call(u.token, 'POST', `/api/posts/${postId}/comments`, {
      content,
      ...(parent ? { parent_comment_id: parent } : {}),
    })
  ).json<CommentNode>();

beforeAll(async () => {
  t = await createTestApp();
  [author, fan, other] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
});
afterAll(() => t.close());

describe('what a notification links to', () => {
  it('a comment or a reply links to the comment and carries its post', async () => {
    const post = await newPost('ссылки');
    const c = await comment(fan, post.id, 'первый');
    const mine = await comment(author, post.id, 'мой');
    const reply = await comment(fan, post.id, 'ответ', mine.id);
    const links = (await notificationsOf(author)).filter((n) => n.link?.post_id === post.id);
    expect(links.map((n) => [n.type, n.link])).toEqual([
      ['reply', { kind: 'comment', id: reply.id, post_id: post.id }],
      ['comment', { kind: 'comment', id: c.id, post_id: post.id }],
    ]);
  });
});

describe('marking one read', () => {
  it('marks only that one, answers 404 for an unknown or someone else’s, and 422 for a bad id', async () => {
    const post = await newPost('прочитать');
    await comment(fan, post.id, 'раз');
    await comment(other, post.id, 'два');
    const [a, b] = (await notificationsOf(author)).filter((n) => n.link?.post_id === post.id);
    expect((await call(author.token, 'PUT', `/api/notifications/${a?.id}/read`)).statusCode).toBe(204);
    const after = (await notificationsOf(author)).filter((n) => n.link?.post_id === post.id);
    expect(after.map((n) => [n.id, n.is_read])).toEqual([
      [a?.id, true],
      [b?.id, false],
    ]);
    expect((await call(fan.token, 'PUT', `/api/notifications/${b?.id}/read`)).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(author.token, 'PUT', `/api/notifications/${unknown}/read`)).statusCode).toBe(404);
    expect((await call(author.token, 'PUT', '/api/notifications/nope/read')).statusCode).toBe(422);
    expect((await notificationsOf(author)).find((n) => n.id === b?.id)?.is_read).toBe(false);
  });
});

describe('notifications go away with what they point to', () => {
  it('deleting a comment deletes the notifications about it and about every reply below it', async () => {
    const post = await newPost('ветка');
    const top = await comment(fan, post.id, 'верхний');
    const keep = await comment(other, post.id, 'остаётся');
    // fan's reply to the author's reply under fan's comment: notifications for fan and the author.
    const authorsReply = await comment(author, post.id, 'ответ автора', top.id);
    const deep = await comment(other, post.id, 'глубже', authorsReply.id);
    const aboutPost = async (u: U) =>
      (await notificationsOf(u)).filter((n) => n.link?.post_id === post.id).map((n) => n.link?.id);
    expect(await aboutPost(author)).toEqual([deep.id, keep.id, top.id]);
    expect(await aboutPost(fan)).toEqual([authorsReply.id]);
    const res = await call(fan.token, 'DELETE', `/api/comments/${top.id}`);
    expect(res.statusCode).toBeLessThan(300);
    expect(await aboutPost(author)).toEqual([keep.id]);
    expect(await aboutPost(fan)).toEqual([]);
    expect((await call(author.token, 'GET', '/api/notifications/unread-count')).json().count).toBe(
      (await notificationsOf(author)).filter((n) => !n.is_read).length,
    );
  });

  it('a refused delete leaves the notifications', async () => {
    const post = await newPost('чужой');
    const c = await comment(fan, post.id, 'мой комментарий');
    expect((await call(other.token, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(403);
    expect((await notificationsOf(author)).some((n) => n.link?.id === c.id)).toBe(true);
  });

  it('deleting a post deletes the notifications about it and its comments, and no others', async () => {
    const post = await newPost('удалится');
    const stays = await newPost('останется');
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
    await call(other.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '❤️' });
    const c = await comment(fan, post.id, 'под записью');
    await comment(author, post.id, 'ответ', c.id); // notifies fan
    await call(fan.token, 'POST', `/api/posts/${stays.id}/like`);
    const stayComment = await comment(fan, stays.id, 'тут');
    const about = (n: Notification) => n.link?.id === post.id || n.link?.post_id === post.id;
    expect((await notificationsOf(author)).filter(about)).toHaveLength(3);
    expect((await notificationsOf(fan)).filter(about)).toHaveLength(1);
    expect((await call(author.token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBeLessThan(300);
    expect((await notificationsOf(author)).filter(about)).toEqual([]);
    expect((await notificationsOf(fan)).filter(about)).toEqual([]);
    const left = (await notificationsOf(author)).map((n) => n.link?.id);
    expect(left).toEqual(expect.arrayContaining([stays.id, stayComment.id]));
  });

  it('an unlike or a reaction taken back withdraws its notification; another actor’s stays', async () => {
    const post = await newPost('лайки');
    const types = async () =>
      (await notificationsOf(author))
        .filter((n) => n.link?.id === post.id)
        .map((n) => `${n.type}:${n.actor?.id}`)
        .sort();
    // One reaction per person (a like is the ❤️ reaction, issue 32 item 9).
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
    await call(other.token, 'POST', `/api/posts/${post.id}/like`);
    expect(await types()).toEqual([`like:${fan.user.id}`, `like:${other.user.id}`].sort());
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`); // unlike
    expect(await types()).toEqual([`like:${other.user.id}`]);
    await call(fan.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '😂' });
    expect(await types()).toEqual([`like:${other.user.id}`, `reaction:${fan.user.id}`].sort());
    await call(fan.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '😂' }); // same emoji: removed
    expect(await types()).toEqual([`like:${other.user.id}`]);
  });
});
