import { expect } from 'vitest';
import { acceptInvitations, registerUser } from '../factories.ts';
import { image } from '../files.ts';
import { isFile } from './answers.ts';
import type { Role, Row } from './types.ts';
import type { World } from './world.ts';

const png = `data:image/png;base64,${(await image('png')).toString('base64')}`;
const MANAGERS = { anonymous: 401, stranger: 404, member: 403, author: 403 } as const;
const newcomer = async (w: World) => ({ user: (await registerUser(w.app)).user.id });
/** A user the owner has just invited to the private family (not accepted). */
const familyNewcomer = async (w: World) => {
  const { user } = await newcomer(w);
  await w.call(w.users.owner.token, 'POST', `/api/family/${w.familyId}/members`, {
    user_id: user,
    relationship: 'other',
  });
  return { user };
};
const householdNewcomer = async (w: World) => {
  const { user } = await newcomer(w);
  await w.call(w.users.owner.token, 'POST', `/api/household/${w.householdId}/members`, {
    user_id: user,
    relationship: 'roommate',
  });
  return { user };
};
const publicPostIds = (body: unknown) => (body as { posts: { id: string }[] }).posts.map((p) => p.id);

/** Family (private: outsiders get 404; members who are not PARENT get 403) and household. */
export const familyRows: Row[] = [
  {
    op: 'POST /api/family/create-with-members',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({ url: '/api/family/create-with-members', payload: { name: 'Своя семья' } }),
  },
  {
    op: 'POST /api/family-profiles',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({ url: '/api/family-profiles', payload: { family_name: 'Своя' } }),
  },
  {
    op: 'GET /api/family-profiles',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/family-profiles' }),
    check: (role, body, w) => {
      const seen = ((body as { family_profiles: { id: string }[] }).family_profiles ?? []).map((f) => f.id);
      if (role === 'member') expect(seen).toContain(w.familyId);
      else expect(seen).not.toContain(w.familyId);
    },
  },
  {
    op: 'GET /api/family/search',
    note: 'a private family is found by its members only',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: `/api/family/search?query=${encodeURIComponent('Семья')}` }),
    check: (role, body, w) => {
      const seen = JSON.stringify(body);
      if (role === 'member') expect(seen).toContain(w.familyId);
      else expect(seen).not.toContain(w.familyId);
    },
  },
  {
    op: 'GET /api/family/{id}/members',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/members` }),
    // The creator, the accepted members and the relative entered by name.
    check: (_role, body, w) => {
      const { members } = body as { members: { id: string; user_id: string | null; is_creator: boolean }[] };
      expect(members.find((m) => m.is_creator)?.user_id).toBe(w.users.owner.user.id);
      expect(members.map((m) => m.user_id)).toEqual(
        expect.arrayContaining([w.users.admin.user.id, w.users.member.user.id, w.users.author.user.id]),
      );
      expect(members.map((m) => m.id)).toContain(w.relativeId);
    },
  },
  {
    op: 'GET /api/family/{id}/birthdays',
    note: 'members only; the world family is private, so outsiders get 404',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/birthdays?from=2026-01-01&to=2026-12-31` }),
    check: (_, body) => expect(Array.isArray((body as { birthdays: unknown[] }).birthdays)).toBe(true),
  },
  {
    op: 'POST /api/family/{id}/members',
    expect: { ...MANAGERS, admin: 201, owner: 201 },
    setup: newcomer,
    call: (w, f) => ({
      url: `/api/family/${w.familyId}/members`,
      payload: { user_id: f.user, relationship: 'other' },
    }),
  },
  {
    op: 'DELETE /api/family/{id}/members/{memberId}',
    note: 'withdrawing an invitation (addressed by user id)',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    setup: familyNewcomer,
    call: (w, f) => ({ url: `/api/family/${w.familyId}/members/${f.user}` }),
  },
  {
    op: 'DELETE /api/family/{id}/members/{memberId}',
    note: 'the creator cannot be removed, nor leave',
    expect: { stranger: 404, member: 403, admin: 409, owner: 409 },
    call: (w) => ({ url: `/api/family/${w.familyId}/members/${w.users.owner.user.id}` }),
  },
  {
    op: 'PUT /api/family/{id}/members/{memberId}/manager',
    note: 'the creator alone appoints managers (issue 32 item 22), not even another manager',
    expect: { ...MANAGERS, admin: 403, owner: 200 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/members/${w.users.member.user.id}/manager`,
      payload: { manages: false },
    }),
  },
  {
    op: 'PUT /api/family/{id}/update',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/update`,
      payload: { family_name: 'Семья', city: 'Казань' },
    }),
  },
  {
    op: 'PUT /api/family/{id}/privacy',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/privacy`,
      payload: {
        is_private: true,
        allow_public_discovery: false,
        who_can_see_posts: 'family',
        who_can_comment: 'family',
        profile_searchability: 'none',
      },
    }),
  },
  {
    op: 'PUT /api/family/{id}/privacy',
    note: 'a public family: outsiders see it but may not change it',
    expect: { anonymous: 401, stranger: 403, member: 403, author: 403 },
    call: (w) => ({
      url: `/api/family/${w.publicFamilyId}/privacy`,
      payload: {
        is_private: true,
        allow_public_discovery: false,
        who_can_see_posts: 'family',
        who_can_comment: 'family',
        profile_searchability: 'none',
      },
    }),
  },
  {
    op: 'DELETE /api/family/{id}',
    expect: { ...MANAGERS, admin: 204, owner: 204 },
    setup: async (w) => {
      const { admin, member, author } = w.users;
      const f = await w.call(w.users.owner.token, 'POST', '/api/family/create-with-members', {
        name: 'Ненадолго',
        members: [
          { user_id: admin.user.id, relationship: 'parent' },
          { user_id: member.user.id, relationship: 'child' },
          { user_id: author.user.id, relationship: 'spouse' },
        ],
      });
      for (const u of [admin, member, author]) await acceptInvitations(w.app, u.token, f.id);
      // The owner makes admin a manager (issue 32 item 22: kinship alone is not).
      await w.call(w.users.owner.token, 'PUT', `/api/family/${f.id}/members/${admin.user.id}/manager`, {
        manages: true,
      });
      return { family: f.id };
    },
    call: (_w, f) => ({ url: `/api/family/${f.family}` }),
  },
  {
    op: 'PUT /api/family-profiles/{id}/banner',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/family-profiles/${w.familyId}/banner`, payload: { banner_image: png } }),
  },
  {
    op: 'PUT /api/family-profiles/{id}/avatar',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/family-profiles/${w.familyId}/avatar`, payload: { avatar_image: png } }),
  },
  {
    op: 'GET /api/family-profiles/{id}/images/{kind}',
    note: 'without a signature',
    expect: { anonymous: 403, stranger: 403, owner: 403 },
    call: (w) => ({ url: `/api/family-profiles/${w.familyId}/images/banner` }),
  },
  {
    op: 'GET /api/family-profiles/{id}/images/{kind}',
    note: 'the signed link given to members',
    expect: { anonymous: 200 },
    setup: async (w) => {
      const mine = await w.call(w.users.member.token, 'GET', '/api/family-profiles');
      return { url: mine.family_profiles.find((f: { id: string }) => f.id === w.familyId).banner_url };
    },
    call: (_w, f) => ({ url: f.url as string }),
    // Banners are re-encoded as WebP when stored.
    check: isFile('webp'),
  },
  {
    op: 'GET /api/family/{id}/public',
    note: 'a private family: 403 with the private-profile message to outsiders',
    expect: { anonymous: 403, stranger: 403, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/public` }),
    // Its members see the preview of their own family's public view.
    check: (_role, body, w) =>
      expect(body).toMatchObject({
        id: w.familyId,
        family_name: 'Семья',
        is_preview_mode: true,
        is_private: true,
      }),
  },
  {
    op: 'GET /api/family/{id}/public',
    note: 'a public family shows only the posts the viewer may read',
    expect: { anonymous: 200, stranger: 200, member: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/family/${w.publicFamilyId}/public` }),
    check: (role: Role, body, w) => {
      const seen = publicPostIds(body);
      const { publicFamilyPublic, publicFamilyOnlyMe, publicFamilyHousehold } = w.posts;
      expect(seen, role).toContain(publicFamilyPublic);
      if (role !== 'author') expect(seen, role).not.toContain(publicFamilyOnlyMe);
      if (!['author', 'owner', 'member'].includes(role))
        expect(seen, role).not.toContain(publicFamilyHousehold);
    },
  },

  // Household: only residents see it; any resident adds; the Owner removes; nobody removes the Owner.
  {
    op: 'GET /api/household',
    expect: { anonymous: 401, stranger: 200, admin: 200, member: 200 },
    call: () => ({ url: '/api/household' }),
    check: (role, body, w) => {
      const id = (body as { household: { id: string } | null }).household?.id ?? null;
      expect(id, role).toBe(role === 'member' ? w.householdId : null);
    },
  },
  {
    op: 'POST /api/household/create',
    note: 'one household per user: the owner already has one',
    expect: { anonymous: 401, owner: 409 },
    call: () => ({
      url: '/api/household/create',
      payload: {
        household_name: 'Второй',
        address_street: 'У',
        address_city: 'Г',
        address_country: 'Р',
        members: [],
      },
    }),
  },
  {
    op: 'POST /api/household/create',
    note: 'someone without a household',
    expect: { stranger: 201 },
    setup: async (w) => ({ token: (await registerUser(w.app)).token }),
    call: (_w, f) => ({
      url: '/api/household/create',
      token: f.token,
      payload: {
        household_name: 'Свой',
        address_street: 'У',
        address_city: 'Г',
        address_country: 'Р',
        members: [],
      },
    }),
  },
  {
    op: 'POST /api/household/{id}/members',
    expect: { anonymous: 401, stranger: 404, admin: 404, member: 201, owner: 201 },
    setup: newcomer,
    call: (w, f) => ({
      url: `/api/household/${w.householdId}/members`,
      payload: { user_id: f.user, relationship: 'roommate' },
    }),
  },
  {
    op: 'DELETE /api/household/{id}/members/{memberId}',
    note: 'withdrawing an invitation',
    expect: { anonymous: 401, stranger: 404, admin: 404, member: 403, author: 403, owner: 200 },
    setup: householdNewcomer,
    call: (w, f) => ({ url: `/api/household/${w.householdId}/members/${f.user}` }),
  },
  {
    op: 'DELETE /api/household/{id}/members/{memberId}',
    note: 'nobody removes the Owner, who cannot move out either',
    expect: { stranger: 404, member: 409, owner: 409 },
    call: (w) => ({ url: `/api/household/${w.householdId}/members/${w.users.owner.user.id}` }),
  },
];
