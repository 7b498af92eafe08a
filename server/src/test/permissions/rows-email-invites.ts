import type { EmailInvitation } from '@krug/contract/email-invitations';
import { expect } from 'vitest';
import { newPerson } from '../factories.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Invitations to a family or a household by email address (issue 33 §3): family managers (PARENTs
 * and the creator) and household residents send them; the household's Owner or the sender cancels.
 */
const MANAGERS = { anonymous: 401, stranger: 404, member: 403, author: 403 } as const;
const RESIDENTS = { anonymous: 401, stranger: 404, admin: 404 } as const;

/** A fresh invitation by email of the owner's, answered with its id. */
const invited = (kind: 'family' | 'household', relationship: string) => async (w: World) => {
  const base = kind === 'family' ? `/api/family/${w.familyId}` : `/api/household/${w.householdId}`;
  const email = newPerson().email;
  await w.call(w.users.owner.token, 'POST', `${base}/email-invitations`, { email, relationship });
  const list = (await w.call(
    w.users.owner.token,
    'GET',
    `${base}/email-invitations`,
  )) as unknown as EmailInvitation[];
  const found = list.find((i) => i.email === email);
  if (!found) throw new Error('the invitation by email is not listed');
  return { invitation: found.id };
};

export const emailInviteRows: Row[] = [
  {
    op: 'POST /api/family/{id}/email-invitations',
    expect: { ...MANAGERS, admin: 201, owner: 201 },
    call: (w) => ({
      url: `/api/family/${w.familyId}/email-invitations`,
      payload: { email: newPerson().email, relationship: 'other' },
    }),
  },
  {
    op: 'GET /api/family/{id}/email-invitations',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    call: (w) => ({ url: `/api/family/${w.familyId}/email-invitations` }),
  },
  {
    op: 'DELETE /api/family/{id}/email-invitations/{invitationId}',
    expect: { ...MANAGERS, admin: 200, owner: 200 },
    setup: invited('family', 'sibling'),
    call: (w, f) => ({ url: `/api/family/${w.familyId}/email-invitations/${f.invitation}` }),
    check: (_role, body) => expect(JSON.stringify(body)).not.toContain('"sibling"'),
  },
  {
    op: 'POST /api/household/{id}/email-invitations',
    expect: { ...RESIDENTS, member: 201, author: 201, owner: 201 },
    call: (w) => ({
      url: `/api/household/${w.householdId}/email-invitations`,
      payload: { email: newPerson().email, relationship: 'roommate' },
    }),
  },
  {
    op: 'GET /api/household/{id}/email-invitations',
    expect: { ...RESIDENTS, member: 200, author: 200, owner: 200 },
    call: (w) => ({ url: `/api/household/${w.householdId}/email-invitations` }),
  },
  {
    op: 'DELETE /api/household/{id}/email-invitations/{invitationId}',
    note: 'the Owner withdraws an invitation another resident did not send',
    expect: { ...RESIDENTS, member: 403, author: 403, owner: 200 },
    setup: invited('household', 'tenant'),
    call: (w, f) => ({ url: `/api/household/${w.householdId}/email-invitations/${f.invitation}` }),
    check: (_role, body) => expect(JSON.stringify(body)).not.toContain('"tenant"'),
  },
];
