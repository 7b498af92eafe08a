import { POST_TEXTS, type Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

// Issue 32 item 9: the author edits a post's text and audience (edited_at, can_edit); a like is the
// default reaction (❤️) and the card has one counter of every reaction.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let author: U;
let reader: U;
let other: U;

const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const publish = async (payload: object) =>
  (await call(author.token, 'POST', '/api/posts', payload)).json<Post>();
const read = async (u: U, id: string) => (await call(u.token, 'GET', `/api/posts/${id}`)).json<Post>();

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app, { first_name: 'Анна' });
  reader = await registerUser(t.app, { first_name: 'Иван' });
  other = await registerUser(t.app, { first_name: 'Олег' });
});
afterAll(() => t.close());

describe('editing a post', () => {
  it('the author changes the text and the audience; edited_at and can_edit say so', async () => {
    const post = await publish({ content: 'Было #лето', visibility: 'PUBLIC' });
    expect(post).toMatchObject({ edited_at: null, can_edit: true });
    expect(await read(reader, post.id)).toMatchObject({ can_edit: false, edited_at: null });

    const res = await call(author.token, 'PATCH', `/api/posts/${post.id}`, { content: 'Стало #осень' });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<Post>();
    expect(edited).toMatchObject({ content: 'Стало #осень', visibility: 'PUBLIC', can_edit: true });
    expect(edited.edited_at).toEqual(expect.any(String));
    expect(new Date(edited.edited_at ?? '').getTime()).toBeGreaterThanOrEqual(
      new Date(post.created_at).getTime(),
    );
    // The list shows the same edit as the post page.
    const listed = (await call(reader.token, 'GET', `/api/posts?author_id=${author.user.id}`))
      .json<Post[]>()
      .find((p) => p.id === post.id);
    expect(listed).toMatchObject({ content: 'Стало #осень', edited_at: edited.edited_at, can_edit: false });
    // Hashtags follow the new text.
    const byTag = (tag: string) =>
      call(reader.token, 'GET', `/api/search?q=${encodeURIComponent(`#${tag}`)}&kind=posts`);
    const autumn = await byTag('осень');
    expect(autumn.statusCode, autumn.body).toBe(200);
    expect(autumn.body).toContain(post.id);
    expect((await byTag('лето')).body).not.toContain(post.id);

    const hidden = await call(author.token, 'PATCH', `/api/posts/${post.id}`, { visibility: 'ONLY_ME' });
    expect(hidden.json<Post>()).toMatchObject({ content: 'Стало #осень', visibility: 'ONLY_ME' });
    expect((await call(reader.token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('others may not: 403 for a reader, 404 for one who cannot see it; nothing changes', async () => {
    const open = await publish({ content: 'Открытая', visibility: 'PUBLIC' });
    const mine = await publish({ content: 'Только моя', visibility: 'ONLY_ME' });
    const res = await call(reader.token, 'PATCH', `/api/posts/${open.id}`, { content: 'Чужая правка' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: POST_TEXTS.editForbidden });
    expect((await call(other.token, 'PATCH', `/api/posts/${mine.id}`, { content: 'x' })).statusCode).toBe(
      404,
    );
    expect(await read(author, open.id)).toMatchObject({ content: 'Открытая', edited_at: null });
    expect(await read(author, mine.id)).toMatchObject({ content: 'Только моя', edited_at: null });
  });

  it('refuses an empty text on a post without files and a bad audience (422, nothing written)', async () => {
    const post = await publish({ content: 'Текст', visibility: 'PUBLIC' });
    const empty = await call(author.token, 'PATCH', `/api/posts/${post.id}`, { content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: POST_TEXTS.contentOrFile });
    const bad = await call(author.token, 'PATCH', `/api/posts/${post.id}`, { visibility: 'EVERYONE' });
    expect(bad.statusCode).toBe(422);
    expect(await read(author, post.id)).toMatchObject({
      content: 'Текст',
      visibility: 'PUBLIC',
      edited_at: null,
    });
  });

  it('a photo post may lose its text and keeps its photo', async () => {
    const up = multipart([{ name: 'file', filename: 'c.png', data: await FILES.png() }]);
    const media = (
      await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...bearer(author.token), ...up.headers },
        payload: up.payload,
      })
    ).json().id as string;
    const post = await publish({ content: 'Подпись', media_file_ids: [media] });
    const res = await call(author.token, 'PATCH', `/api/posts/${post.id}`, { content: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Post>().media_files.map((m) => m.id)).toEqual([media]);
  });
});

describe('one reaction system: a like is the ❤️ reaction', () => {
  it('the like sets ❤️, one counter counts every reaction, the like button takes any reaction back', async () => {
    const post = await publish({ content: 'Реакции', visibility: 'PUBLIC' });
    const like = (u: U) => call(u.token, 'POST', `/api/posts/${post.id}/like`);
    const react = (u: U, emoji: string) =>
      call(u.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji });

    expect((await like(reader)).json()).toEqual({ liked: true, likes_count: 1 });
    expect(await read(reader, post.id)).toMatchObject({
      likes_count: 1,
      user_liked: true,
      user_reaction: '❤️',
      top_reactions: [{ emoji: '❤️', count: 1 }],
    });
    // Another emoji replaces the like: still one reaction of this reader.
    expect((await react(reader, '😂')).json()).toMatchObject({ user_reaction: '😂', likes_count: 1 });
    expect((await react(other, '👍')).json()).toMatchObject({ likes_count: 2 });
    expect(await read(reader, post.id)).toMatchObject({
      likes_count: 2,
      user_liked: true,
      user_reaction: '😂',
      top_reactions: [
        { emoji: '👍', count: 1 },
        { emoji: '😂', count: 1 },
      ],
    });
    // The like button with a reaction set takes it back (as VK's).
    expect((await like(reader)).json()).toEqual({ liked: false, likes_count: 1 });
    expect(await read(reader, post.id)).toMatchObject({
      user_liked: false,
      user_reaction: null,
      likes_count: 1,
    });
    // ❤️ through the reactions route is the same as the like.
    await react(reader, '❤️');
    expect(await read(other, post.id)).toMatchObject({
      likes_count: 2,
      user_liked: true,
      user_reaction: '👍',
    });
    expect((await like(reader)).json()).toEqual({ liked: false, likes_count: 1 });
  });

  it('taking a like back withdraws its notification', async () => {
    const post = await publish({ content: 'Уведомления', visibility: 'PUBLIC' });
    await call(reader.token, 'POST', `/api/posts/${post.id}/like`);
    const about = async () =>
      (await call(author.token, 'GET', '/api/notifications'))
        .json<{ type: string; link: { id: string } }[]>()
        .filter((n) => n.link.id === post.id)
        .map((n) => n.type);
    expect(await about()).toEqual(['like']);
    await call(reader.token, 'POST', `/api/posts/${post.id}/like`);
    expect(await about()).toEqual([]);
  });
});
