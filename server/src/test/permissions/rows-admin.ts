import type { AuditEntry, SecurityEvent } from '@krug/contract/audit';
import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Fresh, Role, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Operating the instance (CONTRACT §8, issue 33): every /api/admin call answers 403 to every plain
 * user (whatever they manage in families or organizations) and is done by the instance's owner
 * (`operator`); reports and one's own security events are for every signed-in user.
 */

/** Every plain user of the world is refused an /api/admin call; nobody signed in gets 401. */
const adminOnly = (operator: number) =>
  ({
    anonymous: 401,
    stranger: 403,
    member: 403,
    admin: 403,
    owner: 403,
    author: 403,
    operator,
  }) satisfies Partial<Record<Role, number>>;

/** A fresh account an admin action is aimed at. */
const account = async (w: World): Promise<Fresh> => {
  const u = await registerUser(w.app, { first_name: 'Подопытный' });
  return { id: u.user.id };
};

export const adminRows: Row[] = [
  {
    op: 'GET /api/instance',
    note: 'public: the name, registration mode and whether verification is required, only',
    expect: { anonymous: 200, stranger: 200, operator: 200 },
    call: () => ({ url: '/api/instance' }),
    check: (_role, body) =>
      expect(Object.keys(body as object).sort()).toEqual([
        'instance_name',
        'registration_mode',
        'require_email_verification',
      ]),
  },
  {
    op: 'GET /api/admin/settings',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/settings' }),
  },
  {
    op: 'PUT /api/admin/settings',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/settings', payload: { instance_name: 'Круг' } }),
  },
  {
    op: 'POST /api/admin/invites',
    expect: adminOnly(201),
    call: () => ({ url: '/api/admin/invites', payload: { max_uses: 1, expires_in_days: 1 } }),
  },
  {
    op: 'GET /api/admin/invites',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/invites' }),
  },
  {
    op: 'DELETE /api/admin/invites/{id}',
    expect: adminOnly(204),
    setup: async (w) => ({
      id: (await w.call(w.users.operator.token, 'POST', '/api/admin/invites', {})).id as string,
    }),
    call: (_w, f) => ({ url: `/api/admin/invites/${f.id}` }),
  },
  {
    op: 'GET /api/admin/users',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/users?limit=100' }),
  },
  {
    op: 'PUT /api/admin/users/{id}/role',
    expect: adminOnly(200),
    setup: account,
    call: (_w, f) => ({ url: `/api/admin/users/${f.id}/role`, payload: { role: 'admin' } }),
  },
  {
    op: 'POST /api/admin/users/{id}/suspend',
    expect: adminOnly(200),
    setup: account,
    call: (_w, f) => ({ url: `/api/admin/users/${f.id}/suspend`, payload: { reason: 'Спам' } }),
  },
  {
    op: 'POST /api/admin/users/{id}/suspend',
    note: 'the owner cannot be suspended, not even by themselves',
    expect: adminOnly(403),
    call: (w) => ({
      url: `/api/admin/users/${w.users.operator.user.id}/suspend`,
      payload: { reason: 'Спам' },
    }),
  },
  {
    op: 'POST /api/admin/users/{id}/unsuspend',
    expect: adminOnly(200),
    setup: async (w) => {
      const f = await account(w);
      await w.call(w.users.operator.token, 'POST', `/api/admin/users/${f.id}/suspend`, { reason: 'Спам' });
      return f;
    },
    call: (_w, f) => ({ url: `/api/admin/users/${f.id}/unsuspend` }),
  },
  {
    op: 'POST /api/admin/users/{id}/reset-two-factor',
    note: 'an account without two-factor sign-in: 409 for the owner',
    expect: adminOnly(409),
    setup: account,
    call: (_w, f) => ({ url: `/api/admin/users/${f.id}/reset-two-factor` }),
  },
  {
    op: 'DELETE /api/admin/users/{id}',
    expect: adminOnly(204),
    setup: account,
    call: (_w, f) => ({ url: `/api/admin/users/${f.id}` }),
  },
  {
    op: 'DELETE /api/admin/users/{id}',
    note: 'the owner cannot be deleted',
    expect: adminOnly(403),
    call: (w) => ({ url: `/api/admin/users/${w.users.operator.user.id}` }),
  },
  {
    op: 'GET /api/admin/reports',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/reports?status=open' }),
  },
  {
    op: 'POST /api/admin/reports/{id}/resolve',
    expect: adminOnly(200),
    setup: async (w) => {
      // Someone new reports the public post each time (one open report per reporter and target).
      const reporter = await registerUser(w.app, { first_name: 'Жалобщик' });
      const made = await w.call(reporter.token, 'POST', '/api/reports', {
        target_type: 'post',
        target_id: w.posts.public,
        reason: 'spam',
      });
      return { id: made.id as string };
    },
    call: (_w, f) => ({ url: `/api/admin/reports/${f.id}/resolve`, payload: { action: 'dismiss' } }),
  },
  {
    op: 'GET /api/admin/audit',
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/audit' }),
    check: (_role, body) => expect((body as AuditEntry[]).length).toBeGreaterThan(0),
  },
  {
    op: 'GET /api/users/security-events',
    note: 'each sees their own account’s events only',
    expect: { anonymous: 401, stranger: 200, member: 200, operator: 200 },
    call: () => ({ url: '/api/users/security-events' }),
    check: (_role, body) =>
      expect((body as SecurityEvent[]).every((e) => !e.action.startsWith('admin.') || e.by_admin)).toBe(true),
  },
  {
    op: 'POST /api/reports',
    note: 'a PUBLIC post: everyone but its author may report it, once',
    expect: {
      anonymous: 401,
      author: 422,
      stranger: 201,
      member: 201,
      admin: 201,
      owner: 201,
      operator: 201,
    },
    call: (w) => ({
      url: '/api/reports',
      payload: { target_type: 'post', target_id: w.posts.public, reason: 'spam' },
    }),
  },
  {
    op: 'POST /api/reports',
    note: 'an ONLY_ME post: nobody else can see it, so nobody can report it (404)',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, owner: 404, operator: 404 },
    call: (w) => ({
      url: '/api/reports',
      payload: { target_type: 'post', target_id: w.posts.onlyMe, reason: 'spam' },
    }),
  },
  {
    op: 'POST /api/reports',
    note: 'the private family: members only',
    expect: { anonymous: 401, stranger: 404, operator: 404, member: 201 },
    call: (w) => ({
      url: '/api/reports',
      payload: { target_type: 'family', target_id: w.familyId, reason: 'other' },
    }),
  },
];
