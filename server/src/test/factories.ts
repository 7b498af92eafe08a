import type { AuthResponse } from '@krug/contract/auth';
import type { FastifyInstance } from 'fastify';

let seq = 0;

export function newPerson(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    email: `user${seq}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'secret123',
    first_name: 'Анна',
    last_name: 'Иванова',
    ...overrides,
  };
}

/** Registers through the API; answers the token, the user and the password used. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: person });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<AuthResponse>();
  return { token: body.access_token, user: body.user, password: person.password, email: person.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Lets anyone add these users to chat groups at once (`who_can_add_me_to_groups: everyone`). By
 * default (CONTRACT §4 "Consent, continued") a stranger who adds them only invites them; tests
 * about something else than consent open their people this way.
 */
export async function allowGroupAdds(app: FastifyInstance, ...tokens: string[]) {
  for (const token of tokens) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/privacy',
      headers: bearer(token),
      payload: { who_can_add_me_to_groups: 'everyone' },
    });
    if (res.statusCode !== 200) throw new Error(`privacy failed: ${res.statusCode} ${res.body}`);
  }
}

/**
 * Accepts the user's pending invitations (CONTRACT §4 "Consent": adding a registered user to a
 * family or household only invites them). Pass a target id (family or household) to accept only
 * that one; answers how many were accepted.
 */
export async function acceptInvitations(app: FastifyInstance, token: string, targetId?: string) {
  const res = await app.inject({ method: 'GET', url: '/api/invitations', headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`invitations failed: ${res.statusCode} ${res.body}`);
  const pending = res.json<{ id: string; target: { id: string } }[]>();
  let accepted = 0;
  for (const inv of pending.filter((i) => !targetId || i.target.id === targetId)) {
    const r = await app.inject({
      method: 'POST',
      url: `/api/invitations/${inv.id}/accept`,
      headers: bearer(token),
    });
    if (r.statusCode !== 200) throw new Error(`accept failed: ${r.statusCode} ${r.body}`);
    accepted += 1;
  }
  return accepted;
}

/**
 * Invites `invitee` into the organization by email and has them accept (CONTRACT §4 "Consent,
 * continued": an organization invite is an invitation). `payload` is the rest of the invite.
 */
export async function joinOrganization(
  app: FastifyInstance,
  inviterToken: string,
  orgId: string,
  invitee: { token: string; email: string },
  payload: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/work/organizations/${orgId}/members`,
    headers: bearer(inviterToken),
    payload: { user_email: invitee.email, job_title: 'Сотрудник', ...payload },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  if ((await acceptInvitations(app, invitee.token, orgId)) !== 1)
    throw new Error('the organization invitation was not there to accept');
}

/** A new organization made by the holder of `token` (its owner); answers its id. */
export async function createOrganization(app: FastifyInstance, token: string, name = 'Ромашка') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/work/organizations',
    headers: bearer(token),
    payload: { name, description: 'd', industry: 'Other', creator_job_title: 'CEO' },
  });
  if (res.statusCode !== 201) throw new Error(`organization not created: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
