import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// CONTRACT §1 (revised 2026-11-23): `GET /api/posts` answers a bare array; the next page's address
// travels in `Link: <…>; rel="next"` (absent on the last page); `before` is a cursor or an ISO time.
let t: TestApp;
let u: Awaited<ReturnType<typeof registerUser>>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(u.token) });
const nextOf = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];

beforeAll(async () => {
  t = await createTestApp();
  u = await registerUser(t.app);
  for (let i = 1; i <= 5; i += 1)
    await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(u.token),
      payload: { content: `запись ${i} про дачу`, source_module: 'community', visibility: 'ONLY_ME' },
    });
});
afterAll(() => t.close());

describe('GET /api/posts: list shape', () => {
  it('answers a bare array and links the next page, keeping every other query parameter', async () => {
    const query = `module=news&author_id=${u.user.id}&search=${encodeURIComponent('дача')}&limit=2`;
    const first = await get(`/api/posts?${query}`);
    expect(first.statusCode).toBe(200);
    expect(Array.isArray(first.json())).toBe(true);
    expect(first.json<Post[]>().map((p) => p.content)).toEqual(['запись 5 про дачу', 'запись 4 про дачу']);
    const link = nextOf(first.headers.link);
    expect(link).toBeDefined();
    const url = new URL(link as string, 'http://x');
    expect(url.pathname).toBe('/api/posts');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      module: 'news',
      author_id: u.user.id,
      search: 'дача',
      limit: '2',
    });
    expect(url.searchParams.get('before')).toBeTruthy();

    const seen: string[] = [];
    let next: string | undefined = `/api/posts?${query}`;
    let last = first;
    while (next) {
      last = await get(next);
      expect(last.statusCode).toBe(200);
      seen.push(...last.json<Post[]>().map((p) => p.content));
      next = nextOf(last.headers.link);
    }
    expect(seen).toEqual([5, 4, 3, 2, 1].map((i) => `запись ${i} про дачу`));
    expect(last.headers.link).toBeUndefined();
  });

  it('has no Link header when everything fits on the page', async () => {
    const res = await get(`/api/posts?author_id=${u.user.id}&limit=100`);
    expect(res.json()).toHaveLength(5);
    expect(res.headers.link).toBeUndefined();
  });

  it('takes an ISO timestamp as `before`', async () => {
    const all = (await get(`/api/posts?author_id=${u.user.id}`)).json<Post[]>();
    const third = all[2] as Post;
    const older = (
      await get(`/api/posts?author_id=${u.user.id}&before=${encodeURIComponent(third.created_at)}`)
    ).json<Post[]>();
    expect(older.map((p) => p.id)).toEqual(
      all.filter((p) => p.created_at < third.created_at).map((p) => p.id),
    );
    expect(older.length).toBeGreaterThan(0);
  });

  it('answers 422 with a detail for a malformed cursor', async () => {
    const res = await get('/api/posts?before=not-a-cursor');
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().detail).toBe('string');
  });
});
