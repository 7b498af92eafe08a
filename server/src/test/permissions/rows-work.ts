import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { expect } from 'vitest';
import { acceptInvitations, newPerson, registerUser } from '../factories.ts';
import { isFile } from './answers.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/** A public organization: outsiders see it but may not act (403); a hidden one is 404 to them. */
const ADMINS = { anonymous: 401, stranger: 403, member: 403, author: 403 } as const;
const MEMBERS = { anonymous: 401, stranger: 403 } as const;

/** A user the owner has just invited into the organization. */
const orgNewcomer = async (w: World) => {
  const u = await registerUser(w.app);
  await w.call(w.users.owner.token, 'POST', `/api/work/organizations/${w.orgId}/members`, {
    user_email: u.email,
    job_title: 'Новичок',
  });
  await acceptInvitations(w.app, u.token, w.orgId);
  return { user: u.user.id, token: u.token };
};
let seq = 0;
const changeRequest = async (w: World) => {
  seq += 1;
  const res = await w.call(w.users.member.token, 'PUT', `/api/work/organizations/${w.orgId}/members/me`, {
    requested_team: `Команда ${seq}`,
  });
  return { request: res.change_requests_created[0] };
};
const joinRequest = async (w: World) => {
  const u = await registerUser(w.app);
  return { request: (await w.call(u.token, 'POST', `/api/organizations/${w.orgId}/join-request`)).id };
};
const seen = (body: unknown, key: string) => JSON.stringify((body as Record<string, unknown>)[key] ?? body);

/** Organizations, members, invitations, join and change requests. */
export const workRows: Row[] = [
  {
    op: 'POST /api/work/organizations/search',
    note: 'a private organization without discovery is hidden from non-members',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/work/organizations/search', payload: { query: 'Тайная' } }),
    check: (role, body, w) => {
      if (role === 'owner') expect(seen(body, 'organizations')).toContain(w.hiddenOrgId);
      else expect(seen(body, 'organizations')).not.toContain(w.hiddenOrgId);
    },
  },
  {
    op: 'GET /api/work/organizations',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/work/organizations' }),
    check: (role, body, w) => {
      if (role === 'member') expect(seen(body, 'organizations')).toContain(w.orgId);
      else expect(seen(body, 'organizations')).not.toContain(w.orgId);
    },
  },
  {
    op: 'POST /api/work/organizations',
    expect: { anonymous: 401, stranger: 201 },
    call: (w) => ({ url: '/api/work/organizations', payload: { ...w.orgBody, name: 'Своя' } }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}` }),
    check: (_role, body, w) =>
      expect(body).toMatchObject({ id: w.orgId, name: 'Ромашка', owner_id: w.users.owner.user.id }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}',
    note: 'hidden organization',
    expect: { stranger: 404, owner: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.hiddenOrgId}` }),
    check: (_role, body, w) =>
      expect(body).toMatchObject({ id: w.hiddenOrgId, name: 'Тайная', is_private: true }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/images/{kind}',
    note: 'without a signature',
    expect: { anonymous: 403, owner: 403 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/images/logo` }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/images/{kind}',
    note: 'the signed link',
    expect: { anonymous: 200 },
    call: (w) => ({ url: w.orgLogoUrl }),
    // Logos are re-encoded as WebP when stored.
    check: isFile('webp'),
  },
  {
    op: 'PUT /api/work/organizations/{orgId}',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}`, payload: w.orgBody }),
  },
  {
    op: 'PUT /api/work/organizations/{orgId}',
    note: 'hidden organization',
    expect: { stranger: 404 },
    call: (w) => ({ url: `/api/work/organizations/${w.hiddenOrgId}`, payload: w.orgBody }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/members',
    note: 'invite: admins (or can_invite)',
    expect: { ...ADMINS, admin: 201, owner: 201 },
    setup: async (w) => ({ email: (await registerUser(w.app)).email }),
    call: (w, f) => ({
      url: `/api/work/organizations/${w.orgId}/members`,
      payload: { user_email: f.email, job_title: 'Т' },
    }),
    check: (_role, body) => expect(body).toEqual({ message: INVITATION_TEXTS.organizationInviteSent }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/members',
    note: 'an address without an account answers the same (no account-existence oracle)',
    expect: { ...ADMINS, admin: 201, owner: 201 },
    setup: async () => ({ email: newPerson().email }),
    call: (w, f) => ({
      url: `/api/work/organizations/${w.orgId}/members`,
      payload: { user_email: f.email, job_title: 'Т' },
    }),
    check: (_role, body) => expect(body).toEqual({ message: INVITATION_TEXTS.organizationInviteSent }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/members',
    expect: { ...MEMBERS, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/members` }),
    check: (_role, body, w) => {
      const { members } = body as { members: { user_id: string; is_owner: boolean; is_admin: boolean }[] };
      expect(members.find((m) => m.is_owner)?.user_id).toBe(w.users.owner.user.id);
      expect(members.find((m) => m.user_id === w.users.admin.user.id)?.is_admin).toBe(true);
      expect(members.map((m) => m.user_id)).toEqual(
        expect.arrayContaining([w.users.member.user.id, w.users.author.user.id]),
      );
      expect(members.map((m) => m.user_id)).not.toContain(w.users.stranger.user.id);
    },
  },
  {
    op: 'GET /api/work/organizations/{orgId}/members',
    note: 'hidden organization',
    expect: { stranger: 404, owner: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.hiddenOrgId}/members` }),
    check: (_role, body, w) =>
      expect((body as { members: { user_id: string }[] }).members.map((m) => m.user_id)).toEqual([
        w.users.owner.user.id,
      ]),
  },
  {
    op: 'PUT /api/work/organizations/{orgId}/members/me',
    expect: { ...MEMBERS, author: 200 },
    call: (w) => ({
      url: `/api/work/organizations/${w.orgId}/members/me`,
      payload: { job_title: 'Писатель' },
    }),
  },
  {
    op: 'PUT /api/work/organizations/{orgId}/members/{userId}/role',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/work/organizations/${w.orgId}/members/${w.users.author.user.id}/role`,
      payload: { job_title: 'Сотрудник' },
    }),
  },
  {
    op: 'PUT /api/work/organizations/{orgId}/members/{userId}/role',
    note: 'the owner is edited only by the owner',
    expect: { member: 403, admin: 403, owner: 200 },
    call: (w) => ({
      url: `/api/work/organizations/${w.orgId}/members/${w.users.owner.user.id}/role`,
      payload: { job_title: 'CEO' },
    }),
  },
  {
    op: 'DELETE /api/work/organizations/{orgId}/members/{userId}',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: orgNewcomer,
    call: (w, f) => ({ url: `/api/work/organizations/${w.orgId}/members/${f.user}` }),
  },
  {
    op: 'DELETE /api/work/organizations/{orgId}/members/{userId}',
    note: 'nobody removes the owner',
    expect: { stranger: 403, member: 403, admin: 403, owner: 403 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/members/${w.users.owner.user.id}` }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/teams',
    expect: { ...MEMBERS, member: 201 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/teams`, payload: { name: 'Бэкенд' } }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/leave',
    note: 'the owner must transfer first',
    expect: { ...MEMBERS, owner: 409 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/leave` }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/leave',
    note: 'a fresh member leaves',
    expect: { member: 204 },
    setup: orgNewcomer,
    call: (w, f) => ({ url: `/api/work/organizations/${w.orgId}/leave`, token: f.token }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/transfer-ownership',
    note: 'only the owner, on a fresh organization',
    expect: { anonymous: 401, stranger: 403, member: 403, admin: 403, owner: 204 },
    setup: async (w) => {
      const o = await w.call(w.users.owner.token, 'POST', '/api/work/organizations', {
        ...w.orgBody,
        name: 'Передача',
      });
      for (const [u, isAdmin] of [
        [w.users.admin, true],
        [w.users.member, false],
      ] as const) {
        await w.call(w.users.owner.token, 'POST', `/api/work/organizations/${o.id}/members`, {
          user_email: u.email,
          job_title: 'Т',
          is_admin: isAdmin,
        });
        await acceptInvitations(w.app, u.token, o.id);
      }
      return { org: o.id };
    },
    call: (w, f) => ({
      url: `/api/work/organizations/${f.org}/transfer-ownership`,
      payload: { new_owner_id: w.users.admin.user.id },
    }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/change-requests',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/change-requests?status=PENDING` }),
    check: (_role, body, w) => expect(seen(body, 'data')).toContain(w.changeRequestId),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/change-requests/{id}/approve',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: changeRequest,
    call: (w, f) => ({ url: `/api/work/organizations/${w.orgId}/change-requests/${f.request}/approve` }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/change-requests/{id}/reject',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: changeRequest,
    call: (w, f) => ({
      url: `/api/work/organizations/${w.orgId}/change-requests/${f.request}/reject`,
      payload: { rejection_reason: 'Нет' },
    }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/change-requests/mine',
    note: 'every member sees only their own requests',
    expect: { ...MEMBERS, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/change-requests/mine` }),
    check: (role, body, w) => {
      if (role === 'member') expect(seen(body, 'data')).toContain(w.changeRequestId);
      else expect(seen(body, 'data')).not.toContain(w.changeRequestId);
    },
  },
  {
    op: 'POST /api/work/organizations/{orgId}/change-requests/{id}/approve',
    note: 'nobody decides their own request, not even an admin: another admin or the owner does',
    expect: { admin: 403, owner: 204 },
    setup: async (w) => {
      seq += 1;
      const res = await w.call(w.users.admin.token, 'PUT', `/api/work/organizations/${w.orgId}/members/me`, {
        requested_team: `Команда админа ${seq}`,
      });
      return { request: res.change_requests_created[0] };
    },
    call: (w, f) => ({ url: `/api/work/organizations/${w.orgId}/change-requests/${f.request}/approve` }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/change-requests/{id}/approve',
    note: "another organization's request id answers 404 even to an admin",
    expect: { owner: 404 },
    call: (w) => ({
      url: `/api/work/organizations/${w.hiddenOrgId}/change-requests/${w.changeRequestId}/approve`,
    }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/join-requests',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/join-requests` }),
    check: (_role, body, w) =>
      expect((body as { requests: unknown[] }).requests).toContainEqual(
        expect.objectContaining({ id: w.joinRequestId, user_id: w.users.stranger.user.id }),
      ),
  },
  {
    op: 'GET /api/work/organizations/{id}/join-requests/my-status',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/join-requests/my-status` }),
    check: (role, body) =>
      expect((body as { has_pending_request: boolean }).has_pending_request, role).toBe(role === 'stranger'),
  },
  {
    op: 'GET /api/work/join-requests/my-requests',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/work/join-requests/my-requests' }),
    check: (role, body, w) => {
      if (role === 'stranger') expect(seen(body, 'requests')).toContain(w.joinRequestId);
      else expect(seen(body, 'requests')).not.toContain(w.joinRequestId);
    },
  },
  {
    op: 'POST /api/work/join-requests/{id}/approve',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: joinRequest,
    call: (_w, f) => ({ url: `/api/work/join-requests/${f.request}/approve`, payload: { role: 'Member' } }),
  },
  {
    op: 'POST /api/work/join-requests/{id}/approve',
    note: 'the requester cannot approve their own request',
    expect: { stranger: 403 },
    call: (w) => ({ url: `/api/work/join-requests/${w.joinRequestId}/approve`, payload: { role: 'Member' } }),
  },
  {
    op: 'POST /api/work/join-requests/{id}/reject',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: joinRequest,
    call: (_w, f) => ({
      url: `/api/work/join-requests/${f.request}/reject`,
      payload: { rejection_reason: 'Нет мест' },
    }),
  },
  {
    op: 'DELETE /api/work/join-requests/{id}',
    note: 'only the requester cancels; even the organization owner does not see it as theirs',
    expect: { anonymous: 401, member: 404, admin: 404, owner: 404, stranger: 204 },
    setup: async (w) => {
      const o = await w.call(w.users.owner.token, 'POST', '/api/work/organizations', {
        ...w.orgBody,
        name: 'Отмена',
      });
      const r = await w.call(w.users.stranger.token, 'POST', `/api/organizations/${o.id}/join-request`);
      return { request: r.id };
    },
    call: (_w, f) => ({ url: `/api/work/join-requests/${f.request}` }),
  },
  {
    op: 'POST /api/organizations/{id}/join-request',
    note: 'a hidden organization cannot be asked to join',
    expect: { anonymous: 401, stranger: 404 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/join-request` }),
  },
  {
    op: 'POST /api/organizations/{id}/join-request',
    note: 'a member, and a second pending request',
    expect: { member: 409, stranger: 409 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/join-request` }),
  },
];
