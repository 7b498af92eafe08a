import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Consent (CONTRACT §4, issue 16): invitations, leaving, relatives by name. Rows whose caller is
 * a fresh account (an invitee, or someone who may leave without changing the shared world) pass
 * its token; they are listed under `stranger`, the role that account has towards everything else.
 */

/** A fresh user the owner invited to the private family and to the household (not accepted). */
async function invitee(w: World): Promise<Fresh> {
  const u = await registerUser(w.app, { first_name: 'Приглашённый' });
  await w.call(w.users.owner.token, 'POST', `/api/family/${w.familyId}/members`, {
    user_id: u.user.id,
    relationship: 'sibling',
  });
  await w.call(w.users.owner.token, 'POST', `/api/household/${w.householdId}/members`, {
    user_id: u.user.id,
    relationship: 'tenant',
  });
  const list: { id: string; kind: string }[] = await w.call(u.token, 'GET', '/api/invitations');
  return {
    token: u.token,
    user: u.user.id,
    family: list.find((i) => i.kind === 'family')?.id as string,
    household: list.find((i) => i.kind === 'household')?.id as string,
  };
}

/** An invitee who accepted both: a member of the family and a resident of the household. */
async function joined(w: World): Promise<Fresh> {
  const f = await invitee(w);
  for (const id of [f.family, f.household])
    await w.call(f.token as string, 'POST', `/api/invitations/${id}/accept`);
  return f;
}

const NOBODY_ELSE = { stranger: 404, member: 404, admin: 404, owner: 404, author: 404 } as const;

export const consentRows: Row[] = [
  {
    op: 'GET /api/invitations',
    expect: { anonymous: 401, stranger: 200, member: 200, owner: 200 },
    call: () => ({ url: '/api/invitations' }),
    check: (_role, body) => expect(body).toEqual([]),
  },
  {
    op: 'GET /api/invitations',
    note: 'the invitee sees their own pending invitations',
    expect: { stranger: 200 },
    setup: invitee,
    call: (_w, f) => ({ url: '/api/invitations', token: f.token }),
    check: (_role, body, w) => {
      const targets = (body as { kind: string; target: { id: string } }[]).map((i) => [i.kind, i.target.id]);
      expect(targets.sort()).toEqual(
        [
          ['family', w.familyId],
          ['household', w.householdId],
        ].sort(),
      );
    },
  },
  {
    op: 'POST /api/invitations/{id}/accept',
    note: "someone else's invitation does not exist, the inviter's included",
    expect: { anonymous: 401, ...NOBODY_ELSE },
    setup: invitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.family}/accept` }),
  },
  {
    op: 'POST /api/invitations/{id}/accept',
    note: 'the invitee accepts',
    expect: { stranger: 200 },
    setup: invitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.family}/accept`, token: f.token }),
  },
  {
    op: 'POST /api/invitations/{id}/accept',
    note: 'already accepted: 409',
    expect: { stranger: 409 },
    setup: joined,
    call: (_w, f) => ({ url: `/api/invitations/${f.household}/accept`, token: f.token }),
  },
  {
    op: 'POST /api/invitations/{id}/decline',
    note: "someone else's invitation does not exist",
    expect: { anonymous: 401, ...NOBODY_ELSE },
    setup: invitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.household}/decline` }),
  },
  {
    op: 'POST /api/invitations/{id}/decline',
    note: 'the invitee declines',
    expect: { stranger: 200 },
    setup: invitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.household}/decline`, token: f.token }),
  },

  // An invitee gains nothing that membership gives.
  {
    op: 'GET /api/family/{id}/members',
    note: 'an invitee of the private family is an outsider',
    expect: { stranger: 404 },
    setup: invitee,
    call: (w, f) => ({ url: `/api/family/${w.familyId}/members`, token: f.token }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    note: "an invitee is not in the family's FAMILY group",
    expect: { stranger: 404 },
    setup: invitee,
    call: (w, f) => ({ url: `/api/chat-groups/${w.familyChatGroupId}/messages`, token: f.token }),
  },
  {
    op: 'GET /api/posts/{id}',
    note: "an invitee does not read the family's FAMILY_ONLY post",
    expect: { stranger: 404 },
    setup: invitee,
    call: (w, f) => ({ url: `/api/posts/${w.posts.family}`, token: f.token }),
  },
  {
    op: 'GET /api/posts/{id}',
    note: 'an invitee of the household does not read HOUSEHOLD_ONLY posts',
    expect: { stranger: 404 },
    setup: invitee,
    call: (w, f) => ({ url: `/api/posts/${w.posts.household}`, token: f.token }),
  },
  {
    op: 'GET /api/household',
    note: 'an invitee has no household yet',
    expect: { stranger: 200 },
    setup: invitee,
    call: (_w, f) => ({ url: '/api/household', token: f.token }),
    check: (_role, body) => expect(body).toEqual({ household: null, members: [] }),
  },

  // Leaving.
  {
    op: 'DELETE /api/family/{id}/members/{memberId}',
    note: 'a member leaves (own user id)',
    expect: { stranger: 200 },
    setup: joined,
    call: (w, f) => ({ url: `/api/family/${w.familyId}/members/${f.user}`, token: f.token }),
  },
  {
    op: 'DELETE /api/household/{id}/members/{memberId}',
    note: 'a resident moves out (own user id)',
    expect: { stranger: 200 },
    setup: joined,
    call: (w, f) => ({ url: `/api/household/${w.householdId}/members/${f.user}`, token: f.token }),
  },
  {
    op: 'DELETE /api/chat-groups/{groupId}/members/{userId}',
    note: 'only yourself: removing another member is refused',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 403, owner: 403 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/members/${w.users.author.user.id}` }),
  },
  {
    op: 'DELETE /api/chat-groups/{groupId}/members/{userId}',
    note: 'a member leaves a group',
    expect: { stranger: 404, author: 404, member: 204 },
    setup: async (w) => {
      const g = await w.call(w.users.admin.token, 'POST', '/api/chat-groups', {
        name: 'На время',
        member_ids: [w.users.member.user.id],
      });
      return { group: g.group.id };
    },
    call: (w, f) => ({ url: `/api/chat-groups/${f.group}/members/${w.users.member.user.id}` }),
  },
  {
    op: 'DELETE /api/chat-groups/{groupId}/members/{userId}',
    note: "the family's FAMILY group is left by leaving the family",
    expect: { stranger: 404, member: 409 },
    call: (w) => ({ url: `/api/chat-groups/${w.familyChatGroupId}/members/${w.users.member.user.id}` }),
  },

  {
    op: 'POST /api/household/{id}/transfer-ownership',
    note: 'the Owner only, and only to a resident',
    expect: { anonymous: 401, stranger: 404, admin: 404, member: 403, author: 403, owner: 422 },
    call: (w) => ({
      url: `/api/household/${w.householdId}/transfer-ownership`,
      payload: { new_owner_id: w.users.stranger.user.id },
    }),
  },
  {
    op: 'POST /api/household/{id}/transfer-ownership',
    note: 'an Owner hands their household to a resident',
    expect: { stranger: 200 },
    setup: async (w) => {
      const owner = await registerUser(w.app);
      const resident = await registerUser(w.app);
      const home = await w.call(owner.token, 'POST', '/api/household/create', {
        household_name: 'Свой',
        address_street: 'У',
        address_city: 'Г',
        address_country: 'Р',
      });
      await w.call(owner.token, 'POST', `/api/household/${home.household.id}/members`, {
        user_id: resident.user.id,
        relationship: 'roommate',
      });
      const [invitation] = await w.call(resident.token, 'GET', '/api/invitations');
      await w.call(resident.token, 'POST', `/api/invitations/${invitation.id}/accept`);
      return { token: owner.token, household: home.household.id, to: resident.user.id };
    },
    call: (_w, f) => ({
      url: `/api/household/${f.household}/transfer-ownership`,
      token: f.token,
      payload: { new_owner_id: f.to },
    }),
  },

  // Relatives entered by name only.
  {
    op: 'PUT /api/family/{id}/members/{memberId}',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/members/${w.relativeId}`,
      payload: {
        first_name: 'Бабушка',
        last_name: 'Нина',
        date_of_birth: '1950-01-01',
        relationship: 'other',
      },
    }),
  },
  {
    op: 'PUT /api/family/{id}/members/{memberId}',
    note: 'a member with an account is not a record',
    expect: { owner: 409 },
    setup: async (w) => {
      const { members } = await w.call(w.users.owner.token, 'GET', `/api/family/${w.familyId}/members`);
      return { row: members.find((m: { user_id: string }) => m.user_id === w.users.member.user.id).id };
    },
    call: (w, f) => ({
      url: `/api/family/${w.familyId}/members/${f.row}`,
      payload: { first_name: 'Кто-то', last_name: 'Другой', relationship: 'child' },
    }),
  },
];
