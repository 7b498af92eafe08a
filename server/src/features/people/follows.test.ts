import { FAMILY_TEXTS } from '@krug/contract/family';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyFollows, userFollows } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer } from '../../test/factories.ts';
import { peopleKit, type U } from './people.test-kit.ts';

let t: TestApp;
const { call, person, post } = peopleKit(() => t.app);
const subscribed = async (u: U) =>
  (await call(u, 'GET', '/api/posts?filter=subscribed&limit=100')).json<{ id: string }[]>().map((p) => p.id);
async function family(owner: U, privacy: 'PUBLIC' | 'PRIVATE', members: U[] = []) {
  const res = await call(owner, 'POST', '/api/family/create-with-members', {
    name: privacy === 'PUBLIC' ? 'Открытые' : 'Закрытые',
    members: members.map((m) => ({ user_id: m.user.id, relationship: 'sibling' })),
    privacy_level: privacy,
  });
  expect(res.statusCode, res.body).toBe(201);
  for (const m of members) await acceptInvitations(t.app, m.token);
  return res.json<{ id: string }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('following a person', () => {
  it('is idempotent, counts followers, refuses yourself and unknown people', async () => {
    const fan = await person('Поклонник');
    const star = await person('Звезда');
    const other = await person('Другой');
    for (let i = 0; i < 2; i++) {
      const res = await call(fan, 'POST', `/api/people/${star.user.id}/follow`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ following: true, followers_count: 1 });
    }
    expect((await call(other, 'POST', `/api/people/${star.user.id}/follow`)).json()).toEqual({
      following: true,
      followers_count: 2,
    });
    const self = await call(star, 'POST', `/api/people/${star.user.id}/follow`);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe(PEOPLE_TEXTS.cannotFollowYourself);
    const unknown = await call(fan, 'POST', '/api/people/00000000-0000-4000-8000-000000000000/follow');
    expect(unknown.statusCode).toBe(404);
    expect((await call(fan, 'POST', '/api/people/abc/follow')).statusCode).toBe(422);
    for (let i = 0; i < 2; i++) {
      expect((await call(fan, 'DELETE', `/api/people/${star.user.id}/follow`)).json()).toEqual({
        following: false,
        followers_count: 1,
      });
    }
  });

  it('lists whom I follow, people and families, newest first, paginated', async () => {
    const me = await person('Читатель');
    const a = await person('Первый');
    const b = await person('Второй');
    const owner = await person('Глава');
    const fam = await family(owner, 'PUBLIC');
    await call(me, 'POST', `/api/people/${a.user.id}/follow`);
    await call(me, 'POST', `/api/family/${fam}/follow`);
    await call(me, 'POST', `/api/people/${b.user.id}/follow`);
    const all = (await call(me, 'GET', '/api/follows')).json();
    expect(all.map((f: { kind: string; name: string }) => [f.kind, f.name])).toEqual([
      ['user', 'Второй Тестов'],
      ['family', 'Открытые'],
      ['user', 'Первый Тестов'],
    ]);
    expect(all[0]).toMatchObject({ id: b.user.id, profile_picture: null });
    expect(all[1]).toMatchObject({ id: fam, profile_picture: null });
    const page1 = await call(me, 'GET', '/api/follows?limit=2');
    expect(page1.json()).toHaveLength(2);
    const link = page1.headers.link as string;
    const page2 = await call(me, 'GET', link.slice(1, link.indexOf('>')));
    expect(page2.json().map((f: { id: string }) => f.id)).toEqual([a.user.id]);
    expect(page2.headers.link).toBeUndefined();
  });
});

describe('following a family', () => {
  it('follows a public family, counts its followers; a private family is 404 to outsiders', async () => {
    const owner = await person('Глава');
    const member = await person('Член');
    const fan = await person('Зритель');
    const open = await family(owner, 'PUBLIC');
    const closed = await family(owner, 'PRIVATE', [member]);
    expect((await call(fan, 'POST', `/api/family/${open}/follow`)).json()).toEqual({
      following: true,
      followers_count: 1,
    });
    const hidden = await call(fan, 'POST', `/api/family/${closed}/follow`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().detail).toBe(FAMILY_TEXTS.notFound);
    expect((await call(fan, 'DELETE', `/api/family/${closed}/follow`)).statusCode).toBe(404);
    expect((await call(member, 'POST', `/api/family/${closed}/follow`)).statusCode).toBe(200);
    // The family profile's «Подписчики» counter is real.
    const mine = (await call(owner, 'GET', '/api/family-profiles')).json().family_profiles;
    const counts = Object.fromEntries(
      mine.map((f: { id: string; followers_count: number }) => [f.id, f.followers_count]),
    );
    expect(counts).toEqual({ [open]: 1, [closed]: 1 });
    // The public view tells the viewer whether they follow, and everyone the count.
    const seen = (u: U | null) =>
      t.app.inject({ method: 'GET', url: `/api/family/${open}/public`, headers: u ? bearer(u.token) : {} });
    expect((await seen(fan)).json()).toMatchObject({ followers_count: 1, viewer_is_following: true });
    expect((await seen(owner)).json()).toMatchObject({ followers_count: 1, viewer_is_following: false });
    expect((await seen(null)).json()).toMatchObject({ followers_count: 1, viewer_is_following: false });
    expect(
      (await call(fan, 'POST', '/api/family/00000000-0000-4000-8000-000000000000/follow')).statusCode,
    ).toBe(404);
    expect((await call(fan, 'DELETE', `/api/family/${open}/follow`)).json()).toEqual({
      following: false,
      followers_count: 0,
    });
  });
});

describe('«Подписки» (filter=subscribed)', () => {
  it('adds followed people, friends and followed families, only with posts the reader may see', async () => {
    const reader = await person('Читатель');
    const followed = await person('Автор');
    const friend = await person('Друг');
    const unrelated = await person('Посторонний');
    const owner = await person('Глава');
    const relative = await person('Родственник');
    const fam = await family(owner, 'PUBLIC', [relative]);

    const followedPublic = await post(followed, { visibility: 'PUBLIC' });
    const followedOnlyMe = await post(followed, { visibility: 'ONLY_ME' });
    const followedFamilyOnly = await post(followed, { visibility: 'FAMILY_ONLY' });
    const friendPublic = await post(friend, { visibility: 'PUBLIC' });
    const friendHousehold = await post(friend, { visibility: 'HOUSEHOLD_ONLY' });
    const familyPublic = await post(relative, { visibility: 'PUBLIC', family_id: fam });
    const familyMembersOnly = await post(relative, { visibility: 'FAMILY_ONLY', family_id: fam });
    const relativeElsewhere = await post(relative, { visibility: 'PUBLIC' });
    const unrelatedPublic = await post(unrelated, { visibility: 'PUBLIC' });
    const own = await post(reader, { visibility: 'ONLY_ME' });

    expect(await subscribed(reader)).toEqual([own]);

    await call(reader, 'POST', `/api/people/${followed.user.id}/follow`);
    const req = (await call(reader, 'POST', '/api/friends/requests', { user_id: friend.user.id })).json();
    await call(friend, 'POST', `/api/friends/requests/${req.id}/accept`);
    await call(reader, 'POST', `/api/family/${fam}/follow`);

    const feed = await subscribed(reader);
    expect(feed).toEqual([own, familyPublic, friendPublic, followedPublic]);
    for (const hidden of [
      followedOnlyMe,
      followedFamilyOnly,
      friendHousehold,
      familyMembersOnly,
      relativeElsewhere,
      unrelatedPublic,
    ])
      expect(feed).not.toContain(hidden);
    // Each of them is still readable where the visibility rule allows it, never here otherwise.
    expect((await call(reader, 'GET', `/api/posts/${followedOnlyMe}`)).statusCode).toBe(404);
    expect((await call(reader, 'GET', `/api/posts/${followedFamilyOnly}`)).statusCode).toBe(404);

    await call(reader, 'DELETE', `/api/people/${followed.user.id}/follow`);
    await call(reader, 'DELETE', `/api/friends/${friend.user.id}`);
    await call(reader, 'DELETE', `/api/family/${fam}/follow`);
    expect(await subscribed(reader)).toEqual([own]);
  });
});

describe('account deletion', () => {
  it('removes the follows of and on the deleted user', async () => {
    const leaver = await person('Уходящий');
    const fan = await person('Поклонник');
    const owner = await person('Глава');
    const fam = await family(owner, 'PUBLIC');
    await call(fan, 'POST', `/api/people/${leaver.user.id}/follow`);
    await call(leaver, 'POST', `/api/people/${fan.user.id}/follow`);
    await call(leaver, 'POST', `/api/family/${fam}/follow`);
    expect(
      (await call(leaver, 'DELETE', '/api/auth/delete-account', { current_password: leaver.password }))
        .statusCode,
    ).toBe(204);
    const left = await t.db
      .select()
      .from(userFollows)
      .where(or(eq(userFollows.followerId, leaver.user.id), eq(userFollows.followeeId, leaver.user.id)));
    expect(left).toEqual([]);
    expect(await t.db.select().from(familyFollows).where(eq(familyFollows.userId, leaver.user.id))).toEqual(
      [],
    );
    expect((await call(fan, 'GET', '/api/follows')).json()).toEqual([]);
  });
});
