import { PEOPLE_TEXTS, PRIVACY_DEFAULTS } from '@krug/contract/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations } from '../../test/factories.ts';
import { peopleKit, type U } from './people.test-kit.ts';

let t: TestApp;
const { call, person, post } = peopleKit(() => t.app);
const page = async (viewer: U, of: U) => {
  const res = await call(viewer, 'GET', `/api/people/${of.user.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
async function befriend(a: U, b: U) {
  const sent = (await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id })).json();
  await call(b, 'POST', `/api/friends/requests/${sent.id}/accept`);
}
const setPrivacy = (u: U, body: object) => call(u, 'PUT', '/api/users/privacy', body);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a person’s page', () => {
  it('shows names, photo, affiliations, real counts and the relation as it changes', async () => {
    const me = await person('Гость');
    const host = await person('Хозяин');
    const fan = await person('Поклонник');
    await call(host, 'POST', '/api/onboarding', { work_place: 'Ромашка', work_role: 'Инженер' });
    await post(host, { visibility: 'PUBLIC' });
    await post(host, { visibility: 'PUBLIC' });
    await post(host, { visibility: 'ONLY_ME' });
    await call(fan, 'POST', `/api/people/${host.user.id}/follow`);
    await call(host, 'POST', `/api/people/${fan.user.id}/follow`);

    const first = await page(me, host);
    expect(first).toMatchObject({
      id: host.user.id,
      first_name: 'Хозяин',
      last_name: 'Тестов',
      profile_picture: null,
      restricted: false,
      affiliations: [{ affiliation_name: 'Ромашка', user_role_in_org: 'Инженер' }],
      families: [],
      counts: { friends: 0, followers: 1, following: 1, posts: 2 },
      relation: { is_self: false, friendship: 'none', friendship_id: null, following: false },
    });
    // The author sees their own ONLY_ME post counted.
    expect((await page(host, host)).counts.posts).toBe(3);
    expect((await page(host, host)).relation).toMatchObject({ is_self: true, friendship: 'none' });

    const request = (await call(me, 'POST', '/api/friends/requests', { user_id: host.user.id })).json();
    expect((await page(me, host)).relation).toMatchObject({
      friendship: 'outgoing',
      friendship_id: request.id,
    });
    expect((await page(host, me)).relation).toMatchObject({
      friendship: 'incoming',
      friendship_id: request.id,
    });
    await call(host, 'POST', `/api/friends/requests/${request.id}/accept`);
    await call(me, 'POST', `/api/people/${host.user.id}/follow`);
    const friends = await page(me, host);
    expect(friends.relation).toMatchObject({ friendship: 'friends', following: true });
    expect(friends.counts).toMatchObject({ friends: 1, followers: 2 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const me = await person('Гость');
    const res = await call(me, 'GET', '/api/people/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe(PEOPLE_TEXTS.userNotFound);
    expect((await call(me, 'GET', '/api/people/xyz')).statusCode).toBe(422);
    expect((await call(me, 'GET', '/api/people/xyz/posts')).statusCode).toBe(422);
  });

  it('shows the family to its members always, to friends unless hidden, to nobody else', async () => {
    const parent = await person('Родитель');
    const child = await person('Ребёнок');
    const friend = await person('Друг');
    const stranger = await person('Чужой');
    const created = await call(parent, 'POST', '/api/family/create-with-members', {
      name: 'Родные',
      members: [{ user_id: child.user.id, relationship: 'child' }],
    });
    const familyId = created.json().id;
    await acceptInvitations(t.app, child.token);
    await befriend(friend, parent);
    const shown = [{ id: familyId, name: 'Родные' }];
    expect((await page(child, parent)).families).toEqual(shown);
    expect((await page(friend, parent)).families).toEqual(shown);
    expect((await page(stranger, parent)).families).toEqual([]);
    expect((await page(parent, parent)).families).toEqual(shown);

    expect((await setPrivacy(parent, { family_visible_to_friends: false })).statusCode).toBe(200);
    expect((await page(friend, parent)).families).toEqual([]);
    expect((await page(child, parent)).families).toEqual(shown);
    expect((await page(parent, parent)).families).toEqual(shown);
  });

  it('a page hidden from the public shows name and photo only to those who do not know the person', async () => {
    const hidden = await person('Скрытный');
    const stranger = await person('Чужой');
    const friend = await person('Друг');
    const groupMate = await person('Сосед');
    await call(hidden, 'POST', '/api/onboarding', { work_place: 'Завод', work_role: 'Мастер' });
    const publicPost = await post(hidden, { visibility: 'PUBLIC' });
    await befriend(friend, hidden);
    await call(groupMate, 'POST', '/api/chat-groups', { name: 'Двор', member_ids: [hidden.user.id] });
    // Invited, the group is no shared circle yet; accepted, it is (CONTRACT §4 "Consent, continued").
    await acceptInvitations(t.app, hidden.token);
    expect((await setPrivacy(hidden, { profile_visible_to_public: false })).statusCode).toBe(200);

    const seen = await page(stranger, hidden);
    expect(seen).toMatchObject({
      first_name: 'Скрытный',
      restricted: true,
      middle_name: null,
      affiliations: [],
      families: [],
      counts: null,
      relation: { friendship: 'none', following: false },
    });
    const posts = await call(stranger, 'GET', `/api/people/${hidden.user.id}/posts`);
    expect(posts.statusCode).toBe(403);
    expect(posts.json().detail).toBe(PEOPLE_TEXTS.profileHidden);
    // Still reachable to ask for friendship, and findable by nobody new in search.
    const search = await call(stranger, 'GET', `/api/users/search?query=${encodeURIComponent('Скрытный')}`);
    expect(search.json().users).toEqual([]);

    for (const knows of [friend, groupMate, hidden]) {
      const full = await page(knows, hidden);
      expect(full.restricted).toBe(false);
      expect(full.affiliations).toHaveLength(1);
      expect((await call(knows, 'GET', `/api/people/${hidden.user.id}/posts`)).json()[0].id).toBe(publicPost);
    }
    // A friend finds them in user search (friends know the person).
    const found = await call(friend, 'GET', `/api/users/search?query=${encodeURIComponent('Скрытный')}`);
    expect(found.json().users.map((u: { id: string }) => u.id)).toEqual([hidden.user.id]);
  });
});

describe('a person’s posts', () => {
  it('lists only what the viewer may read, newest first, keyset-paginated with a Link header', async () => {
    const author = await person('Автор');
    const relative = await person('Родственник');
    const outsider = await person('Посторонний');
    const created = await call(author, 'POST', '/api/family/create-with-members', {
      name: 'Авторы',
      members: [{ user_id: relative.user.id, relationship: 'sibling' }],
    });
    expect(created.statusCode).toBe(201);
    await acceptInvitations(t.app, relative.token);
    const p1 = await post(author, { visibility: 'PUBLIC' });
    const p2 = await post(author, { visibility: 'FAMILY_ONLY' });
    const p3 = await post(author, { visibility: 'ONLY_ME' });
    const p4 = await post(author, { visibility: 'PUBLIC' });
    await post(relative, { visibility: 'PUBLIC' });
    const ids = async (viewer: U, query = '') =>
      (await call(viewer, 'GET', `/api/people/${author.user.id}/posts${query}`))
        .json()
        .map((p: { id: string }) => p.id);
    expect(await ids(outsider)).toEqual([p4, p1]);
    expect(await ids(relative)).toEqual([p4, p2, p1]);
    expect(await ids(author)).toEqual([p4, p3, p2, p1]);
    expect((await page(outsider, author)).counts.posts).toBe(2);
    expect((await page(relative, author)).counts.posts).toBe(3);

    const first = await call(relative, 'GET', `/api/people/${author.user.id}/posts?limit=2`);
    expect(first.json().map((p: { id: string }) => p.id)).toEqual([p4, p2]);
    const link = first.headers.link as string;
    expect(link).toMatch(new RegExp(`^</api/people/${author.user.id}/posts\\?limit=2&before=`));
    const next = await call(relative, 'GET', link.slice(1, link.indexOf('>')));
    expect(next.json().map((p: { id: string }) => p.id)).toEqual([p1]);
    expect((await call(relative, 'GET', `/api/people/${author.user.id}/posts?before=%%%`)).statusCode).toBe(
      422,
    );
  });
});

describe('privacy settings', () => {
  it('reads the defaults, changes some, keeps the rest, and validates', async () => {
    const u = await person('Настройщик');
    const read = await call(u, 'GET', '/api/users/privacy');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(PRIVACY_DEFAULTS);
    const changed = await setPrivacy(u, { location_sharing_enabled: true, work_visible_in_services: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({
      ...PRIVACY_DEFAULTS,
      location_sharing_enabled: true,
      work_visible_in_services: false,
    });
    expect((await call(u, 'GET', '/api/users/privacy')).json()).toEqual(changed.json());
    for (const bad of [
      {},
      { profile_visible_to_public: 'yes' },
      { nonsense: true },
      { family_visible_to_friends: null },
    ]) {
      const res = await setPrivacy(u, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await setPrivacy(u, {})).json().detail).toBe(PEOPLE_TEXTS.privacyNothing);
    expect((await call(u, 'GET', '/api/users/privacy')).json()).toEqual(changed.json());
    // The settings route of issue 18 keeps working beside it.
    const settings = await call(u, 'PUT', '/api/users/settings', { theme: 'dark' });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await call(u, 'GET', '/api/users/privacy')).json()).toEqual(changed.json());
  });
});
