import { POST_TEXTS, type Post, VISIBILITIES } from '@krug/contract/posts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
const people: Record<string, U> = {};

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const postCount = async () => (await t.db.select({ n: count() }).from(posts))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  // author (FEMALE); relative in the author's family (MALE); flatmate in the author's household (IT);
  // strangers of each gender.
  for (const [key, gender] of [
    ['author', 'FEMALE'],
    ['relative', 'MALE'],
    ['flatmate', 'IT'],
    ['strangerMale', 'MALE'],
    ['strangerFemale', 'FEMALE'],
    ['strangerIt', 'IT'],
  ] as const) {
    people[key] = await registerUser(t.app, { first_name: key });
    await call((people[key] as U).token, 'PUT', '/api/users/gender', { gender });
  }
  const { author, relative, flatmate } = people as { author: U; relative: U; flatmate: U };
  await call(author.token, 'POST', '/api/family/create-with-members', {
    name: 'Семья',
    members: [{ user_id: relative.user.id, relationship: 'spouse' }],
  });
  const home = (
    await call(author.token, 'POST', '/api/household/create', {
      household_name: 'Дом',
      address_street: 'Улица 1',
      address_city: 'Город',
      address_country: 'Россия',
    })
  ).json();
  await call(author.token, 'POST', `/api/household/${home.household.id}/members`, {
    user_id: flatmate.user.id,
    relationship: 'roommate',
  });
  // Adding only invites (CONTRACT §4 "Consent"): both accept.
  await acceptInvitations(t.app, relative.token);
  await acceptInvitations(t.app, flatmate.token);
});
afterAll(() => t.close());

const create = (token: string, payload: object) => call(token, 'POST', '/api/posts', payload);

describe('visibility matrix (list, by id, comments)', () => {
  const readers = ['author', 'relative', 'flatmate', 'strangerMale', 'strangerFemale', 'strangerIt'] as const;
  const expected: Record<(typeof VISIBILITIES)[number], (typeof readers)[number][]> = {
    PUBLIC: ['author', 'relative', 'flatmate', 'strangerMale', 'strangerFemale', 'strangerIt'],
    FAMILY_ONLY: ['author', 'relative'],
    HOUSEHOLD_ONLY: ['author', 'flatmate'],
    ONLY_ME: ['author'],
    GENDER_MALE: ['author', 'relative', 'strangerMale'],
    GENDER_FEMALE: ['author', 'strangerFemale'],
    GENDER_IT: ['author', 'flatmate', 'strangerIt'],
  };
  it.each(VISIBILITIES)('%s', async (visibility) => {
    const author = people.author as U;
    const post = (await create(author.token, { content: `Запись ${visibility}`, visibility })).json<Post>();
    for (const who of readers) {
      const reader = people[who] as U;
      const allowed = expected[visibility].includes(who);
      const list = (await call(reader.token, 'GET', '/api/posts?limit=100')).json() as Post[];
      expect(
        list.some((p) => p.id === post.id),
        `${who} list`,
      ).toBe(allowed);
      expect((await call(reader.token, 'GET', `/api/posts/${post.id}`)).statusCode, `${who} by id`).toBe(
        allowed ? 200 : 404,
      );
      expect(
        (await call(reader.token, 'GET', `/api/posts/${post.id}/comments`)).statusCode,
        `${who} comments`,
      ).toBe(allowed ? 200 : 404);
      expect((await call(reader.token, 'POST', `/api/posts/${post.id}/like`)).statusCode, `${who} like`).toBe(
        allowed ? 200 : 404,
      );
    }
  });
});

describe('creating posts', () => {
  it('accepts multipart form data with repeated media_file_ids and finds YouTube links', async () => {
    const author = people.author as U;
    const ids: string[] = [];
    for (const name of ['a.png', 'b.png']) {
      const up = multipart([
        { name: 'privacy_level', value: 'PUBLIC' },
        { name: 'file', filename: name, data: await FILES.png() },
      ]);
      ids.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/media/upload',
            headers: { ...bearer(author.token), ...up.headers },
            payload: up.payload,
          })
        ).json().id,
      );
    }
    const body = multipart([
      { name: 'content', value: 'Смотрите https://youtu.be/dQw4w9WgXcQ' },
      { name: 'source_module', value: 'family' },
      { name: 'visibility', value: 'FAMILY_ONLY' },
      { name: 'media_file_ids', value: ids[0] ?? '' },
      { name: 'media_file_ids', value: ids[1] ?? '' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...bearer(author.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<Post>();
    expect(post.media_files.map((f) => f.id)).toEqual(ids);
    expect(post.youtube_urls).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
    // The relative reads the post and so can load its images through their signed links.
    const seen = (await call((people.relative as U).token, 'GET', `/api/posts/${post.id}`)).json<Post>();
    expect((await t.app.inject({ method: 'GET', url: seen.media_files[0]?.file_url ?? '' })).statusCode).toBe(
      200,
    );
  });

  it('sends a media-only post with a single space as content', async () => {
    const author = people.author as U;
    const up = multipart([{ name: 'file', filename: 'c.png', data: await FILES.png() }]);
    const id = (
      await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...bearer(author.token), ...up.headers },
        payload: up.payload,
      })
    ).json().id;
    const res = await create(author.token, { content: '   ', media_file_ids: [id] });
    expect(res.json().content).toBe(' ');
  });

  it('rejects empty content without files, unknown visibility, unknown and foreign media (422, nothing written)', async () => {
    const author = people.author as U;
    const up = multipart([{ name: 'file', filename: 'd.png', data: await FILES.png() }]);
    const foreign = (
      await t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...bearer((people.relative as U).token), ...up.headers },
        payload: up.payload,
      })
    ).json().id;
    const before = await postCount();
    for (const [payload, detail] of [
      [{ content: '  ' }, POST_TEXTS.contentOrFile],
      [{ content: 'x', visibility: 'FRIENDS' }, POST_TEXTS.visibilityInvalid],
      [{ content: 'x', media_file_ids: ['00000000-0000-4000-8000-000000000000'] }, POST_TEXTS.mediaNotFound],
      [{ content: 'x', media_file_ids: [foreign] }, POST_TEXTS.mediaNotFound],
    ] as const) {
      const res = await create(author.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail });
    }
    expect(await postCount()).toBe(before);
  });

  it('deletes by the author only', async () => {
    const post = (
      await create((people.author as U).token, { content: 'Удалю', visibility: 'PUBLIC' })
    ).json<Post>();
    expect(post.can_delete).toBe(true);
    expect((await call((people.relative as U).token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(
      403,
    );
    expect((await call((people.author as U).token, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await call((people.author as U).token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });
});

describe('likes, reactions and comments', () => {
  it('likes toggle; a reaction is replaced by another emoji and removed by the same one', async () => {
    const post = (
      await create((people.author as U).token, { content: 'Реакции', visibility: 'PUBLIC' })
    ).json<Post>();
    const r = people.relative as U;
    expect((await call(r.token, 'POST', `/api/posts/${post.id}/like`)).json()).toEqual({
      liked: true,
      likes_count: 1,
    });
    expect((await call(r.token, 'POST', `/api/posts/${post.id}/like`)).json()).toEqual({
      liked: false,
      likes_count: 0,
    });
    const react = (token: string, emoji: string) =>
      call(token, 'POST', `/api/posts/${post.id}/reactions`, { emoji });
    expect((await react(r.token, '❤️')).json()).toEqual({
      user_reaction: '❤️',
      top_reactions: [{ emoji: '❤️', count: 1 }],
      likes_count: 1,
    });
    await react((people.flatmate as U).token, '😂');
    await react((people.strangerIt as U).token, '😂');
    expect((await react(r.token, '👍')).json()).toEqual({
      user_reaction: '👍',
      top_reactions: [
        { emoji: '😂', count: 2 },
        { emoji: '👍', count: 1 },
      ],
      likes_count: 3,
    });
    expect((await react(r.token, '👍')).json().user_reaction).toBeNull();
    expect((await react(r.token, 'abc')).statusCode).toBe(422);
  });

  it('nests replies, lets only the author edit, the author or the post author delete', async () => {
    const author = people.author as U;
    const r = people.relative as U;
    const post = (await create(author.token, { content: 'Обсудим', visibility: 'PUBLIC' })).json<Post>();
    const root = (
      await call(r.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Первый' })
    ).json();
    const reply = (
      await call(author.token, 'POST', `/api/posts/${post.id}/comments`, {
        content: 'Ответ',
        parent_comment_id: root.id,
      })
    ).json();
    await call(r.token, 'POST', `/api/posts/${post.id}/comments`, {
      content: 'Глубже',
      parent_comment_id: reply.id,
    });
    const tree = (await call(author.token, 'GET', `/api/posts/${post.id}/comments`)).json();
    expect(tree).toHaveLength(1);
    expect(tree[0].replies[0].content).toBe('Ответ');
    expect(tree[0].replies[0].replies[0].content).toBe('Глубже');
    expect((await call(author.token, 'GET', `/api/posts/${post.id}`)).json().comments_count).toBe(3);

    expect(
      (await call(author.token, 'PUT', `/api/comments/${root.id}`, { content: 'чужое' })).statusCode,
    ).toBe(403);
    expect(
      (await call(r.token, 'PUT', `/api/comments/${root.id}`, { content: 'Исправлено' })).statusCode,
    ).toBe(204);
    const edited = (await call(r.token, 'GET', `/api/posts/${post.id}/comments`)).json()[0];
    expect(edited).toMatchObject({ content: 'Исправлено', is_edited: true });
    expect(
      (await call(r.token, 'POST', `/api/posts/${post.id}/comments`, { content: '   ' })).statusCode,
    ).toBe(422);
    expect(
      (await call((people.strangerMale as U).token, 'DELETE', `/api/comments/${root.id}`)).statusCode,
    ).toBe(403);
    expect((await call(r.token, 'POST', `/api/comments/${root.id}/like`)).json()).toEqual({
      liked: true,
      likes_count: 1,
    });
    // The post's author removes the thread; replies go with it.
    expect((await call(author.token, 'DELETE', `/api/comments/${root.id}`)).statusCode).toBe(204);
    expect((await call(author.token, 'GET', `/api/posts/${post.id}/comments`)).json()).toEqual([]);
  });

  it('notifies the post author of comments, replies, likes and reactions; read and read-all', async () => {
    const a = await registerUser(t.app, { first_name: 'Автор' });
    const b = people.relative as U;
    const post = (await create(a.token, { content: 'Новости', visibility: 'PUBLIC' })).json<Post>();
    const c = (await call(b.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Класс' })).json();
    await call(a.token, 'POST', `/api/posts/${post.id}/comments`, {
      content: 'Спасибо',
      parent_comment_id: c.id,
    });
    await call(b.token, 'POST', `/api/posts/${post.id}/like`);
    await call(b.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '🎉' });
    const mine = (await call(a.token, 'GET', '/api/notifications?unread_only=true')).json();
    const unread = async () => (await call(a.token, 'GET', '/api/notifications/unread-count')).json().count;
    expect(mine.map((n: { type: string }) => n.type)).toEqual(['reaction', 'like', 'comment']);
    expect(await unread()).toBe(3);
    expect(mine[0]).toMatchObject({
      actor: { first_name: 'relative' },
      link: { kind: 'post', id: post.id },
      is_read: false,
    });
    const theirs = (await call(b.token, 'GET', '/api/notifications')).json();
    expect(theirs.some((n: { type: string }) => n.type === 'reply')).toBe(true);
    expect((await call(a.token, 'PUT', `/api/notifications/${mine[0].id}/read`)).statusCode).toBe(204);
    expect(await unread()).toBe(2);
    expect((await call(b.token, 'PUT', `/api/notifications/${mine[1].id}/read`)).statusCode).toBe(404);
    await call(a.token, 'PUT', '/api/notifications/read-all');
    expect((await call(a.token, 'GET', '/api/notifications?unread_only=true')).json()).toEqual([]);
    expect(await unread()).toBe(0);
  });
});

describe('feed queries', () => {
  it('filters by module, family, filter keys and search, and pages without gaps', async () => {
    const u = await registerUser(t.app);
    for (let i = 1; i <= 5; i += 1)
      await create(u.token, {
        content: `пост номер ${i} про дачу`,
        source_module: i % 2 ? 'community' : 'personal',
        visibility: 'ONLY_ME',
      });
    const news = (await call(u.token, 'GET', `/api/posts?module=news&author_id=${u.user.id}`)).json();
    expect(news).toHaveLength(3);
    const found = (
      await call(u.token, 'GET', `/api/posts?search=${encodeURIComponent('дачи')}&author_id=${u.user.id}`)
    ).json();
    expect(found).toHaveLength(5);
    // Pages follow the Link header (rel="next") until it is absent.
    const pages: Post[][] = [];
    let next: string | undefined = `/api/posts?limit=2&author_id=${u.user.id}`;
    while (next) {
      const res = await call(u.token, 'GET', next);
      pages.push(res.json());
      next = /^<([^>]+)>; rel="next"$/.exec(String(res.headers.link ?? ''))?.[1];
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const contents = pages.flat().map((p: Post) => p.content);
    expect(contents).toEqual([5, 4, 3, 2, 1].map((i) => `пост номер ${i} про дачу`));
    const subscribed = (
      await call((people.relative as U).token, 'GET', '/api/posts?filter=subscribed&limit=100')
    ).json() as Post[];
    expect(
      subscribed.every((p) => [people.author?.user.id, people.relative?.user.id].includes(p.author.id)),
    ).toBe(true);
    const family = (
      await call((people.relative as U).token, 'GET', '/api/posts?filter=my-family&limit=100')
    ).json() as Post[];
    expect(family.every((p) => p.visibility === 'FAMILY_ONLY')).toBe(true);
  });

  it('reads a page with the same number of queries whatever its size', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 20; i += 1) await create(u.token, { content: `n${i}`, visibility: 'PUBLIC' });
    const measure = async (limit: number) => {
      const before = t.queryCount();
      const res = await call(u.token, 'GET', `/api/posts?limit=${limit}&author_id=${u.user.id}`);
      expect(res.json()).toHaveLength(limit);
      return t.queryCount() - before;
    };
    expect(await measure(5)).toBe(await measure(20));
  });
});

describe('family posts', () => {
  it('members post into their family; the profile counts them and the public view lists them when allowed', async () => {
    const author = people.author as U;
    const family = (await call(author.token, 'GET', '/api/family-profiles')).json().family_profiles[0];
    const outsider = people.strangerMale as U;
    // The family is private: it does not exist for an outsider (404); the matrix checks 403 when public.
    expect(
      (await create(outsider.token, { content: 'чужая', family_id: family.id, visibility: 'FAMILY_ONLY' }))
        .statusCode,
    ).toBe(404);
    const post = (
      await create(author.token, {
        content: 'Семейная новость',
        family_id: family.id,
        visibility: 'FAMILY_ONLY',
      })
    ).json<Post>();
    expect(post.family_id).toBe(family.id);
    const after = (await call(author.token, 'GET', '/api/family-profiles')).json().family_profiles[0];
    expect(after.posts_count).toBe(family.posts_count + 1);
    expect((await call(outsider.token, 'GET', `/api/posts?family_id=${family.id}`)).json()).toEqual([]);
    const open = (who_can_see_posts: string) =>
      call(author.token, 'PUT', `/api/family/${family.id}/privacy`, {
        is_private: false,
        allow_public_discovery: true,
        who_can_see_posts,
        who_can_comment: 'family',
        profile_searchability: 'public',
      });
    await open('family');
    const hidden = (await call(outsider.token, 'GET', `/api/family/${family.id}/public`)).json();
    expect(hidden).toMatchObject({ posts_visible: false, posts: [] });
    await open('public');
    // Issue 16 §2: the public view lists only what the viewer may open by id, so the FAMILY_ONLY
    // post stays hidden from the outsider; a PUBLIC family post is shown.
    const news = (
      await create(author.token, { content: 'Открытая новость', family_id: family.id, visibility: 'PUBLIC' })
    ).json<Post>();
    const shown = (await call(outsider.token, 'GET', `/api/family/${family.id}/public`)).json();
    expect(shown.posts.map((p: { id: string }) => p.id)).toEqual([news.id]);
    expect(shown.posts[0]).toMatchObject({
      author_name: 'author Иванова',
      author_profile_picture: null,
      content: 'Открытая новость',
      like_count: 0,
    });
    const insider = (
      await call((people.relative as U).token, 'GET', `/api/family/${family.id}/public`)
    ).json();
    // A member reads the family feed (issue 32 item 5): the posts given to the family, newest
    // first, then the members' own family-module posts of the earlier tests.
    expect(insider.posts.map((p: { id: string }) => p.id).slice(0, 2)).toEqual([news.id, post.id]);
  });
});
