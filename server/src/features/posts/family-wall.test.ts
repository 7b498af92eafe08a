import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';

// A family's wall (`GET /api/posts?family_id=`, its profile's «Записи» count): the posts given to
// the family and the family-module posts its active members wrote without naming one, gathered by
// key (wave 9: as one `or` the planner walked every post of the instance). Paged by its cursor, it
// is the same list as one long page, newest first; nothing of another family or module slips in.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let mother: U;
let son: U;
let stranger: U;
let familyId: string;
const expected: string[] = [];
const nextOf = (link: unknown) => /^<([^>]+)>; rel="next"$/.exec(String(link ?? ''))?.[1];
const get = (who: U, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = async (who: U, content: string, more: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: bearer(who.token),
    payload: { content, visibility: 'FAMILY_ONLY', source_module: 'family', ...more },
  });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  mother = await registerUser(t.app, { first_name: 'Мама' });
  son = await registerUser(t.app, { first_name: 'Сын' });
  stranger = await registerUser(t.app, { first_name: 'Чужой' });
  const family = await t.app.inject({
    method: 'POST',
    url: '/api/family/create-with-members',
    headers: bearer(mother.token),
    payload: { name: 'Ивановы', members: [{ user_id: son.user.id, relationship: 'child' }] },
  });
  expect(family.statusCode, family.body).toBe(201);
  familyId = family.json().id;
  expect(await acceptInvitations(t.app, son.token)).toBeGreaterThan(0);
  // Interleaved: given to the family, a member's family-module post without one, and others.
  for (let i = 1; i <= 4; i += 1) {
    await post(mother, `семье ${i}`, { family_id: familyId });
    expected.unshift(`семье ${i}`);
    await post(son, `без семьи ${i}`, {});
    expected.unshift(`без семьи ${i}`);
    await post(son, `сообщество ${i}`, { source_module: 'community', visibility: 'PUBLIC' });
    await post(stranger, `чужое ${i}`, { visibility: 'PUBLIC' });
  }
});
afterAll(() => t.close());

describe('a family’s wall', () => {
  it('pages through exactly the family’s posts, newest first, as one long page does', async () => {
    const whole = await get(son, `/api/posts?family_id=${familyId}&limit=100`);
    expect(whole.json<Post[]>().map((p) => p.content)).toEqual(expected);

    const seen: string[] = [];
    let next: string | undefined = `/api/posts?family_id=${familyId}&limit=3`;
    while (next) {
      const page = await get(son, next);
      expect(page.statusCode).toBe(200);
      seen.push(...page.json<Post[]>().map((p) => p.content));
      next = nextOf(page.headers.link);
    }
    expect(seen).toEqual(expected);
  });

  it('«Моя семья» (the family circle gathered by key) pages as one long page does', async () => {
    const whole = await get(mother, '/api/posts?filter=my-family&limit=100');
    expect(whole.json<Post[]>().map((p) => p.content)).toEqual(expected);
    const seen: string[] = [];
    let next: string | undefined = '/api/posts?filter=my-family&limit=3';
    while (next) {
      const page = await get(mother, next);
      seen.push(...page.json<Post[]>().map((p) => p.content));
      next = nextOf(page.headers.link);
    }
    expect(seen).toEqual(expected);
    expect((await get(stranger, '/api/posts?filter=my-family&limit=100')).json()).toEqual([]);
  });

  it('one statement serves every family and reader (wave 10: a named one, its values placeholders)', async () => {
    // Seven reads each, past PostgreSQL's five custom plans, so the cached generic plan answers too.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/family/create-with-members',
      headers: bearer(stranger.token),
      payload: { name: 'Петровы', members: [] },
    });
    expect(other.statusCode, other.body).toBe(201);
    await post(stranger, 'у Петровых', { family_id: other.json().id });
    for (let i = 0; i < 7; i += 1) {
      const ours = await get(son, `/api/posts?family_id=${familyId}&limit=5`);
      expect(ours.json<Post[]>().map((p) => p.content)).toEqual(expected.slice(0, 5));
      const theirs = await get(stranger, `/api/posts?family_id=${other.json().id}&limit=5`);
      // A member's family-module posts without a family count for it: the stranger's own, now a member.
      expect(theirs.json<Post[]>().map((p) => p.content)).toEqual([
        'у Петровых',
        'чужое 4',
        'чужое 3',
        'чужое 2',
        'чужое 1',
      ]);
      const peeking = await get(stranger, `/api/posts?family_id=${familyId}&limit=5`);
      expect(peeking.json()).toEqual([]);
    }
  });

  it('counts those posts on the family’s profile, and shows an outsider none of them', async () => {
    const profiles = await get(mother, '/api/family-profiles');
    expect(profiles.statusCode, profiles.body).toBe(200);
    const profile = profiles.json().family_profiles.find((f: { id: string }) => f.id === familyId);
    expect(profile.posts_count).toBe(expected.length);
    expect((await get(stranger, `/api/posts?family_id=${familyId}&limit=100`)).json()).toEqual([]);
  });
});
