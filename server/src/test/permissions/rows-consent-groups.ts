import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Consent, continued (CONTRACT §4, issue 29 §1): invitations to chat groups and organizations,
 * and the setting that decides who adds whom at once. Rows whose caller is the fresh invitee pass
 * its token and are listed under `stranger`, the role that account has towards everything else.
 */

/** A fresh user the admin asked into the chat group (a stranger to them: invited, not added). */
async function groupInvitee(w: World): Promise<Fresh> {
  const u = await registerUser(w.app, { first_name: 'Приглашённый' });
  const res = await w.call(w.users.admin.token, 'POST', `/api/chat-groups/${w.groupId}/members`, {
    user_ids: [u.user.id],
  });
  expect(res.invited.map((p: { id: string }) => p.id)).toEqual([u.user.id]);
  const [invitation] = await w.call(u.token, 'GET', '/api/invitations');
  return { token: u.token, user: u.user.id, invitation: invitation.id };
}

/** A fresh user the owner invited into the organization by email. */
async function orgInvitee(w: World): Promise<Fresh> {
  const u = await registerUser(w.app, { first_name: 'Кандидат' });
  await w.call(w.users.owner.token, 'POST', `/api/work/organizations/${w.orgId}/members`, {
    user_email: u.email,
    job_title: 'Стажёр',
  });
  const [invitation] = await w.call(u.token, 'GET', '/api/invitations');
  return { token: u.token, user: u.user.id, invitation: invitation.id };
}

const NOBODY_ELSE = { stranger: 404, member: 404, admin: 404, owner: 404, author: 404 } as const;

export const consentGroupRows: Row[] = [
  {
    op: 'GET /api/invitations',
    note: 'an invitee of the chat group sees its invitation',
    expect: { stranger: 200 },
    setup: groupInvitee,
    call: (_w, f) => ({ url: '/api/invitations', token: f.token }),
    check: (_role, body, w) =>
      expect((body as { kind: string; target: { id: string } }[]).map((i) => [i.kind, i.target.id])).toEqual([
        ['chat_group', w.groupId],
      ]),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    note: 'an invitee of the chat group reads nothing of it before accepting',
    expect: { stranger: 404 },
    setup: groupInvitee,
    call: (w, f) => ({ url: `/api/chat-groups/${w.groupId}/messages`, token: f.token }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/members',
    note: 'an invitee of the chat group sees no members before accepting',
    expect: { stranger: 404 },
    setup: groupInvitee,
    call: (w, f) => ({ url: `/api/chat-groups/${w.groupId}/members`, token: f.token }),
  },
  {
    op: 'POST /api/invitations/{id}/accept',
    note: "a chat group invitation is the invitee's alone, the inviter's included",
    expect: { anonymous: 401, ...NOBODY_ELSE },
    setup: groupInvitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.invitation}/accept` }),
  },
  {
    op: 'POST /api/invitations/{id}/accept',
    note: 'the chat group invitee accepts and becomes a member',
    expect: { stranger: 200 },
    setup: groupInvitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.invitation}/accept`, token: f.token }),
    check: (_role, body, w) => expect(body).toMatchObject({ kind: 'chat_group', target: { id: w.groupId } }),
  },
  {
    op: 'POST /api/invitations/{id}/decline',
    note: "an organization invitation is the invitee's alone",
    expect: { anonymous: 401, ...NOBODY_ELSE },
    setup: orgInvitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.invitation}/decline` }),
  },
  {
    op: 'POST /api/invitations/{id}/decline',
    note: 'the organization invitee declines',
    expect: { stranger: 200 },
    setup: orgInvitee,
    call: (_w, f) => ({ url: `/api/invitations/${f.invitation}/decline`, token: f.token }),
    check: (_role, body, w) => expect(body).toMatchObject({ kind: 'organization', target: { id: w.orgId } }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/members',
    note: 'an organization invitee is no member before accepting',
    expect: { stranger: 403 },
    setup: orgInvitee,
    call: (w, f) => ({ url: `/api/work/organizations/${w.orgId}/members`, token: f.token }),
  },
  {
    op: 'PUT /api/users/privacy',
    note: 'who may add me to groups at once: everyone, friends_and_family or nobody',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/users/privacy', payload: { who_can_add_me_to_groups: 'friends_and_family' } }),
    check: (_role, body) => expect(body).toMatchObject({ who_can_add_me_to_groups: 'friends_and_family' }),
  },
  {
    op: 'PUT /api/users/privacy',
    note: 'an unknown group-adding setting: 422',
    expect: { stranger: 422 },
    call: () => ({ url: '/api/users/privacy', payload: { who_can_add_me_to_groups: 'friends' } }),
  },
];
