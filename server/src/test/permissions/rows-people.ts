import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * People (issue 20): friend requests, friends, follows, a person's page and privacy settings.
 * Rows whose caller is a fresh account (a requester, an addressee, a hidden person) pass its
 * token and are listed under `stranger`, the role that account has towards everything else.
 */

const fresh = async (w: World, first = 'Новый') => registerUser(w.app, { first_name: first });

/** A fresh person asked `to` (a world user, or another fresh one) to be friends. */
async function requestTo(w: World, to: { id: string }): Promise<Fresh> {
  const from = await fresh(w, 'Просящий');
  const request = await w.call(from.token, 'POST', '/api/friends/requests', { user_id: to.id });
  return { request: request.id, requesterToken: from.token, requester: from.user.id };
}

/** `member` asked a fresh person to be friends. */
async function memberAsked(w: World): Promise<Fresh> {
  const to = await fresh(w, 'Адресат');
  const request = await w.call(w.users.member.token, 'POST', '/api/friends/requests', {
    user_id: to.user.id,
  });
  return { request: request.id, addresseeToken: to.token, addressee: to.user.id };
}

/** A fresh person hiding their page from the public, known to nobody in the world. */
async function hiddenPerson(w: World): Promise<Fresh> {
  const u = await fresh(w, 'Скрытный');
  await w.call(u.token, 'PUT', '/api/users/privacy', { profile_visible_to_public: false });
  return { user: u.user.id };
}

const NOT_THEIRS = { stranger: 404, admin: 404, owner: 404, author: 404 } as const;
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);

export const peopleRows: Row[] = [
  {
    op: 'POST /api/friends/requests',
    expect: { anonymous: 401, stranger: 201, member: 201 },
    setup: async (w) => ({ target: (await fresh(w, 'Цель')).user.id }),
    call: (_w, f) => ({ url: '/api/friends/requests', payload: { user_id: f.target } }),
  },
  {
    op: 'POST /api/friends/requests',
    note: 'to yourself',
    expect: { stranger: 422 },
    call: (w) => ({ url: '/api/friends/requests', payload: { user_id: w.users.stranger.user.id } }),
  },
  {
    op: 'POST /api/friends/requests',
    note: 'a second time while pending',
    expect: { member: 409 },
    setup: memberAsked,
    call: (_w, f) => ({ url: '/api/friends/requests', payload: { user_id: f.addressee } }),
  },
  {
    op: 'POST /api/friends/requests',
    note: 'back to whoever asked: accepts theirs',
    expect: { member: 200 },
    setup: (w) => requestTo(w, w.users.member.user),
    call: (_w, f) => ({ url: '/api/friends/requests', payload: { user_id: f.requester } }),
    check: (_role, body) => expect(body).toMatchObject({ status: 'accepted', direction: 'incoming' }),
  },
  {
    op: 'GET /api/friends/requests/incoming',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/friends/requests/incoming' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'GET /api/friends/requests/incoming',
    note: 'the addressee sees the request',
    expect: { stranger: 200 },
    setup: memberAsked,
    call: (_w, f) => ({ url: '/api/friends/requests/incoming', token: f.addresseeToken }),
    check: (_role, body, w) =>
      expect((body as { person: { id: string } }[]).map((r) => r.person.id)).toEqual([
        w.users.member.user.id,
      ]),
  },
  {
    op: 'GET /api/friends/requests/outgoing',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/friends/requests/outgoing' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'GET /api/friends/requests/outgoing',
    note: 'the requester sees the request',
    expect: { stranger: 200 },
    setup: (w) => requestTo(w, w.users.owner.user),
    call: (_w, f) => ({ url: '/api/friends/requests/outgoing', token: f.requesterToken }),
    check: (_role, body, w) =>
      expect((body as { person: { id: string } }[]).map((r) => r.person.id)).toEqual([w.users.owner.user.id]),
  },
  {
    op: 'POST /api/friends/requests/{id}/accept',
    expect: { anonymous: 401, ...NOT_THEIRS, member: 200 },
    setup: (w) => requestTo(w, w.users.member.user),
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}/accept` }),
  },
  {
    op: 'POST /api/friends/requests/{id}/accept',
    note: 'its sender',
    expect: { stranger: 403 },
    setup: (w) => requestTo(w, w.users.member.user),
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}/accept`, token: f.requesterToken }),
  },
  {
    op: 'POST /api/friends/requests/{id}/decline',
    expect: { anonymous: 401, ...NOT_THEIRS, member: 204 },
    setup: (w) => requestTo(w, w.users.member.user),
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}/decline` }),
  },
  {
    op: 'POST /api/friends/requests/{id}/decline',
    note: 'its sender',
    expect: { stranger: 403 },
    setup: (w) => requestTo(w, w.users.member.user),
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}/decline`, token: f.requesterToken }),
  },
  {
    op: 'DELETE /api/friends/requests/{id}',
    expect: { anonymous: 401, ...NOT_THEIRS, member: 204 },
    setup: memberAsked,
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}` }),
  },
  {
    op: 'DELETE /api/friends/requests/{id}',
    note: 'its addressee (declines instead)',
    expect: { stranger: 403 },
    setup: memberAsked,
    call: (_w, f) => ({ url: `/api/friends/requests/${f.request}`, token: f.addresseeToken }),
  },
  {
    op: 'GET /api/friends',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/friends' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'GET /api/friends/online',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/friends/online' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'DELETE /api/friends/{userId}',
    expect: { anonymous: 401, stranger: 404, owner: 404, member: 204 },
    setup: async (w) => {
      const f = await requestTo(w, w.users.member.user);
      await w.call(w.users.member.token, 'POST', `/api/friends/requests/${f.request}/accept`);
      return f;
    },
    call: (_w, f) => ({ url: `/api/friends/${f.requester}` }),
  },
  {
    op: 'GET /api/friends/suggestions',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/friends/suggestions?limit=50' }),
    check: (role, body, w) => {
      expect(ids(body)).not.toContain(w.users[role as 'stranger' | 'member'].user.id);
      if (role === 'member') expect(ids(body)).toContain(w.users.owner.user.id);
    },
  },
  {
    op: 'GET /api/follows',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/follows' }),
    check: (_role, body) => expect(Array.isArray(body)).toBe(true),
  },
  {
    op: 'POST /api/people/{userId}/follow',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: (w) => ({ url: `/api/people/${w.users.author.user.id}/follow` }),
  },
  {
    op: 'POST /api/people/{userId}/follow',
    note: 'yourself',
    expect: { author: 422 },
    call: (w) => ({ url: `/api/people/${w.users.author.user.id}/follow` }),
  },
  {
    op: 'DELETE /api/people/{userId}/follow',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: (w) => ({ url: `/api/people/${w.users.author.user.id}/follow` }),
  },
  {
    op: 'POST /api/family/{id}/follow',
    note: 'private family',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/follow` }),
  },
  {
    op: 'POST /api/family/{id}/follow',
    note: 'public family',
    expect: { anonymous: 401, stranger: 200 },
    call: (w) => ({ url: `/api/family/${w.publicFamilyId}/follow` }),
  },
  {
    op: 'DELETE /api/family/{id}/follow',
    note: 'private family',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/follow` }),
  },
  {
    op: 'DELETE /api/family/{id}/follow',
    note: 'public family',
    expect: { stranger: 200 },
    call: (w) => ({ url: `/api/family/${w.publicFamilyId}/follow` }),
  },
  {
    op: 'GET /api/people/{userId}',
    expect: { anonymous: 401, stranger: 200, member: 200, author: 200 },
    call: (w) => ({ url: `/api/people/${w.users.author.user.id}` }),
    check: (role, body, w) => {
      // Presence only to the person and their friends: nobody in the world is the author's friend.
      if (role === 'author') expect(body).toHaveProperty('online');
      else expect(body).not.toHaveProperty('online');
      const families = (body as { families: { id: string }[] }).families.map((f) => f.id);
      // The private family is shown to its members and the author only.
      if (role === 'stranger') expect(families).toEqual([]);
      else expect(families).toContain(w.familyId);
    },
  },
  {
    op: 'GET /api/people/{userId}',
    note: 'a page hidden from the public',
    expect: { stranger: 200, member: 200 },
    setup: hiddenPerson,
    call: (_w, f) => ({ url: `/api/people/${f.user}` }),
    check: (_role, body) => expect(body).toMatchObject({ restricted: true, counts: null }),
  },
  {
    op: 'GET /api/people/{userId}/posts',
    expect: { anonymous: 401, stranger: 200, member: 200, author: 200 },
    call: (w) => ({ url: `/api/people/${w.users.author.user.id}/posts?limit=100` }),
    check: (role, body, w) => {
      const seen = ids(body);
      const p = w.posts;
      if (role === 'stranger') {
        expect(seen).toEqual(expect.arrayContaining([p.public, p.publicFamilyPublic]));
        for (const hidden of [p.family, p.household, p.onlyMe, p.men, p.publicFamilyOnlyMe])
          expect(seen).not.toContain(hidden);
      }
      if (role === 'member') {
        expect(seen).toEqual(expect.arrayContaining([p.family, p.household, p.men]));
        expect(seen).not.toContain(p.onlyMe);
      }
      if (role === 'author') expect(seen).toContain(p.onlyMe);
    },
  },
  {
    op: 'GET /api/people/{userId}/posts',
    note: 'a page hidden from the public',
    expect: { stranger: 403, member: 403 },
    setup: hiddenPerson,
    call: (_w, f) => ({ url: `/api/people/${f.user}/posts` }),
  },
  {
    op: 'GET /api/users/privacy',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/privacy' }),
    check: (_role, body) => expect(body).toMatchObject({ profile_visible_to_public: true }),
  },
  {
    op: 'PUT /api/users/privacy',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/privacy', payload: { location_sharing_enabled: false } }),
  },
  {
    op: 'PUT /api/users/privacy',
    note: 'nothing to change',
    expect: { stranger: 422 },
    call: () => ({ url: '/api/users/privacy', payload: {} }),
  },
];
