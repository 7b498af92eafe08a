import type { Notification } from '@krug/contract/notifications';
import type { Post } from '@krug/contract/posts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// CONTRACT §1/§5: `GET /api/notifications` answers a bare array with the next page in the Link
// header; `GET /api/notifications/unread-count` answers `{"count": N}` for the bell.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let author: U;
let fan: U;
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const nextOf = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];

beforeAll(async () => {
  t = await createTestApp();
  author = await registerUser(t.app);
  fan = await registerUser(t.app);
  for (let i = 0; i < 3; i += 1) {
    const post = (await call(author.token, 'POST', '/api/posts', { content: `запись ${i}` })).json<Post>();
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
  }
});
afterAll(() => t.close());

describe('notifications list and unread count', () => {
  it('answers a bare array, pages by the Link header and keeps unread_only in it', async () => {
    const first = await call(author.token, 'GET', '/api/notifications?unread_only=true&limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json<Notification[]>().map((n) => n.type)).toEqual(['like', 'like']);
    const link = nextOf(first.headers.link) as string;
    const url = new URL(link, 'http://x');
    expect(url.pathname).toBe('/api/notifications');
    expect(url.searchParams.get('unread_only')).toBe('true');
    expect(url.searchParams.get('limit')).toBe('2');
    const second = await call(author.token, 'GET', link);
    expect(second.json()).toHaveLength(1);
    expect(second.headers.link).toBeUndefined();
    const ids = [...first.json<Notification[]>(), ...second.json<Notification[]>()].map((n) => n.id);
    expect(new Set(ids).size).toBe(3);
  });

  it('counts the unread for the bell', async () => {
    const count = async (u: U) => {
      const res = await call(u.token, 'GET', '/api/notifications/unread-count');
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await count(author)).toEqual({ count: 3 });
    expect(await count(fan)).toEqual({ count: 0 });
    const [one] = (await call(author.token, 'GET', '/api/notifications')).json<Notification[]>();
    await call(author.token, 'PUT', `/api/notifications/${one?.id}/read`);
    expect(await count(author)).toEqual({ count: 2 });
    await call(author.token, 'PUT', '/api/notifications/read-all');
    expect(await count(author)).toEqual({ count: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
  });

  it('answers 422 for a malformed cursor', async () => {
    expect((await call(author.token, 'GET', '/api/notifications?before=%%%')).statusCode).toBe(422);
  });
});

describe('notification actors', () => {
  it("carry the actor's photo (null without one)", async () => {
    const photo = `/api/users/avatars/${fan.user.id}.webp`;
    await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, fan.user.id));
    const list = (await call(author.token, 'GET', '/api/notifications')).json<Notification[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((n) => n.actor)).toEqual(
      list.map(() => ({
        id: fan.user.id,
        first_name: fan.user.first_name,
        last_name: fan.user.last_name,
        profile_picture: photo,
      })),
    );
    await t.db.update(users).set({ profilePicture: null }).where(eq(users.id, fan.user.id));
    const [first] = (await call(author.token, 'GET', '/api/notifications')).json<Notification[]>();
    expect(first?.actor?.profile_picture).toBeNull();
  });
});

describe('one notification per actor and object', () => {
  it('like → unlike → like, and changing a reaction, leave one notification each', async () => {
    const other = await registerUser(t.app);
    const post = (await call(author.token, 'POST', '/api/posts', { content: 'одна' })).json<Post>();
    const about = async () =>
      (await call(author.token, 'GET', '/api/notifications?limit=100'))
        .json<Notification[]>()
        .filter((n) => n.link?.id === post.id)
        .map((n) => `${n.type}:${n.actor?.id}`)
        .sort();
    for (let i = 0; i < 3; i += 1) await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
    await call(other.token, 'POST', `/api/posts/${post.id}/like`);
    await call(fan.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '❤️' });
    await call(fan.token, 'POST', `/api/posts/${post.id}/reactions`, { emoji: '😂' });
    // One reaction per person (a like is the ❤️ reaction, issue 32 item 9): the fan's ❤️ from the
    // third like is taken back by the same ❤️ as a reaction, then 😂 is their one reaction.
    expect(await about()).toEqual([`like:${other.user.id}`, `reaction:${fan.user.id}`].sort());
    const texts = (await call(author.token, 'GET', '/api/notifications?limit=100'))
      .json<Notification[]>()
      .filter((n) => n.link?.id === post.id && n.type === 'reaction')
      .map((n) => n.text);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('😂');
  });
});

describe("verbs agree with the actor's gender (issue 32 item 2)", () => {
  it('«прокомментировала», «прокомментировал», and «(а)» only when the gender is unknown', async () => {
    const post = (await call(author.token, 'POST', '/api/posts', { content: 'о роде' })).json<Post>();
    const textOf = async (gender: 'MALE' | 'FEMALE' | null) => {
      const actor = await registerUser(t.app, { first_name: 'Саша', last_name: 'Ким' });
      await t.db.update(users).set({ gender }).where(eq(users.id, actor.user.id));
      await call(actor.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Привет' });
      await call(actor.token, 'POST', `/api/posts/${post.id}/like`);
      return (await call(author.token, 'GET', '/api/notifications?limit=100'))
        .json<Notification[]>()
        .filter((n) => n.actor?.id === actor.user.id)
        .map((n) => n.text)
        .sort();
    };
    expect(await textOf('FEMALE')).toEqual([
      'Саша Ким оценила вашу запись',
      'Саша Ким прокомментировала вашу запись',
    ]);
    expect(await textOf('MALE')).toEqual([
      'Саша Ким оценил вашу запись',
      'Саша Ким прокомментировал вашу запись',
    ]);
    expect(await textOf(null)).toEqual([
      'Саша Ким оценил(а) вашу запись',
      'Саша Ким прокомментировал(а) вашу запись',
    ]);
  });
});
