import { EMAIL_TEXTS } from '@krug/contract/email';
import { EMAIL_INVITE_TEXTS } from '@krug/contract/email-invitations';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, newPerson, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Invitations to a family or a household sent to an email address (issue 33 §3, CONTRACT §4
 * "Consent", §8 "Email"), read from a real SMTP server.
 */
let t: TestApp;
let smtp: TestSmtp;
type User = Awaited<ReturnType<typeof registerUser>>;
let manager: User;
let child: User;
let familyId: string;
let householdId: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const familyInvites = () => `/api/family/${familyId}/email-invitations`;
const householdInvites = () => `/api/household/${householdId}/email-invitations`;
/** Runs the delivery job, then the mail job it queued. */
const deliver = async () => {
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
};
const invitationsOf = async (token: string) =>
  (await call(token, 'GET', '/api/invitations')).json<
    { id: string; kind: string; target: { id: string; name: string }; relationship: string }[]
  >();

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'krug@krug.test' });
  manager = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Иванова' });
  child = await registerUser(t.app, { first_name: 'Пётр', last_name: 'Иванов' });
  const family = await call(manager.token, 'POST', '/api/family/create-with-members', {
    name: 'Ивановы',
    members: [{ user_id: child.user.id, relationship: 'child' }],
  });
  expect(family.statusCode, family.body).toBe(201);
  familyId = family.json().id;
  await acceptInvitations(t.app, child.token);
  const home = await call(manager.token, 'POST', '/api/household/create', {
    household_name: 'Дом у реки',
    address_street: 'Речная 1',
    address_city: 'Тверь',
    address_country: 'Россия',
  });
  expect(home.statusCode, home.body).toBe(201);
  householdId = home.json().household.id;
  expect(
    (
      await call(manager.token, 'POST', `/api/household/${householdId}/members`, {
        user_id: child.user.id,
        relationship: 'family_member',
      })
    ).statusCode,
  ).toBe(201);
  await acceptInvitations(t.app, child.token, householdId);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a family invitation to an address without an account', () => {
  it('is mailed, waits for the account registered with the address, and makes a member on accepting', async () => {
    const guest = newPerson({ first_name: 'Мария', last_name: 'Сидорова' });
    const sent = await call(manager.token, 'POST', familyInvites(), {
      email: `  ${guest.email.toUpperCase()} `,
      relationship: 'sibling',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: EMAIL_INVITE_TEXTS.sent });
    const pending = (await call(manager.token, 'GET', familyInvites())).json();
    expect(pending).toEqual([
      expect.objectContaining({
        email: guest.email,
        relationship: 'sibling',
        inviter: { id: manager.user.id, first_name: 'Ольга', last_name: 'Иванова' },
        can_cancel: true,
      }),
    ]);

    await deliver();
    const mail = await smtp.next(guest.email, /Приглашение/);
    expect(mail.subject).toBe('Приглашение в семью «Ивановы» в Круге');
    expect(mail.text).toContain('Ольга Иванова приглашает вас в семью «Ивановы» в Круге.');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/register`);
    expect(mail.html).toContain('<a href=');

    const registered = await registerUser(t.app, guest);
    const [invitation, ...others] = await invitationsOf(registered.token);
    expect(others).toEqual([]);
    expect(invitation).toMatchObject({
      kind: 'family',
      target: { id: familyId, name: 'Ивановы' },
      relationship: 'sibling',
      inviter: { id: manager.user.id, first_name: 'Ольга', last_name: 'Иванова' },
    });
    const notices = (await call(registered.token, 'GET', '/api/notifications')).json();
    expect(notices.map((n: { text: string }) => n.text)).toContain(
      INVITATION_TEXTS.invitedToFamily('Ольга Иванова', 'Ивановы'),
    );
    // Nothing of the family before accepting.
    expect((await call(registered.token, 'GET', `/api/family/${familyId}/members`)).statusCode).toBe(404);

    const accepted = await call(registered.token, 'POST', `/api/invitations/${invitation?.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const members = (await call(registered.token, 'GET', `/api/family/${familyId}/members`)).json();
    expect(members.members ?? members).toContainEqual(
      expect.objectContaining({ user_id: registered.user.id, relationship: 'sibling', status: 'active' }),
    );
    expect((await call(manager.token, 'GET', familyInvites())).json()).toEqual([]);
    expect(
      (await call(registered.token, 'POST', `/api/invitations/${invitation?.id}/accept`)).statusCode,
    ).toBe(404);
  });
});

describe('a family invitation to an address with an account', () => {
  it('answers exactly as for an unknown address; the account is told, and may decline', async () => {
    const known = await registerUser(t.app, { first_name: 'Jane', last_name: 'Doe' });
    await call(known.token, 'PUT', '/api/users/settings', { language: 'en' });
    const toKnown = await call(manager.token, 'POST', familyInvites(), {
      email: known.email,
      relationship: 'other',
    });
    const toUnknown = await call(manager.token, 'POST', familyInvites(), {
      email: newPerson().email,
      relationship: 'other',
    });
    expect(toKnown.statusCode).toBe(201);
    expect(toUnknown.statusCode).toBe(201);
    expect(toKnown.json()).toEqual(toUnknown.json());
    // The managers see addresses, never the name of an account.
    const listed = JSON.stringify((await call(manager.token, 'GET', familyInvites())).json());
    expect(listed).toContain(known.email);
    expect(listed).not.toContain('Jane');

    await deliver();
    const mail = await smtp.next(known.email, /Invitation/);
    expect(mail.subject).toBe('Invitation to the family “Ивановы” on Krug');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/family/family-invitations`);
    const [invitation] = await invitationsOf(known.token);
    expect(invitation).toMatchObject({ kind: 'family', target: { id: familyId } });
    const declined = await call(known.token, 'POST', `/api/invitations/${invitation?.id}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await invitationsOf(known.token)).toEqual([]);
    expect(JSON.stringify((await call(manager.token, 'GET', familyInvites())).json())).not.toContain(
      known.email,
    );
  });

  it('writes nothing for someone already in the family, with the same answer', async () => {
    const before = (await call(manager.token, 'GET', familyInvites())).json();
    const res = await call(manager.token, 'POST', familyInvites(), {
      email: child.email,
      relationship: 'child',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: EMAIL_INVITE_TEXTS.sent });
    expect((await call(manager.token, 'GET', familyInvites())).json()).toEqual(before);
  });
});

describe('who may invite by email', () => {
  it('refuses members who do not manage the family, outsiders and bad input', async () => {
    const email = newPerson().email;
    const byChild = await call(child.token, 'POST', familyInvites(), { email, relationship: 'other' });
    expect(byChild.statusCode).toBe(403);
    expect((await call(child.token, 'GET', familyInvites())).statusCode).toBe(403);
    const outsider = await registerUser(t.app);
    expect(
      (await call(outsider.token, 'POST', familyInvites(), { email, relationship: 'other' })).statusCode,
    ).toBe(404);
    expect((await call(outsider.token, 'GET', householdInvites())).statusCode).toBe(404);
    for (const body of [
      { email: 'not-an-address', relationship: 'other' },
      { email, relationship: 'cousin' },
      { relationship: 'other' },
    ])
      expect((await call(manager.token, 'POST', familyInvites(), body)).statusCode).toBe(422);
    expect(JSON.stringify((await call(manager.token, 'GET', familyInvites())).json())).not.toContain(email);
  });
});

describe('an instance that requires verified addresses', () => {
  it('refuses invitations by email from an unverified account', async () => {
    // The manager is the instance's first account, its owner.
    const set = (on: boolean) =>
      call(manager.token, 'PUT', '/api/admin/settings', { require_email_verification: on });
    expect((await set(true)).statusCode).toBe(200);
    try {
      for (const url of [familyInvites(), householdInvites()]) {
        const res = await call(manager.token, 'POST', url, {
          email: newPerson().email,
          relationship: 'other',
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: EMAIL_TEXTS.verificationRequired });
      }
    } finally {
      await set(false);
    }
  });
});

describe('cancelling an invitation by email', () => {
  it('removes it: the address registers without it', async () => {
    const guest = newPerson();
    await call(manager.token, 'POST', familyInvites(), { email: guest.email, relationship: 'other' });
    const [pending] = (await call(manager.token, 'GET', familyInvites()))
      .json()
      .filter((i: { email: string }) => i.email === guest.email);
    expect((await call(child.token, 'DELETE', `${familyInvites()}/${pending.id}`)).statusCode).toBe(403);
    const cancelled = await call(manager.token, 'DELETE', `${familyInvites()}/${pending.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(JSON.stringify(cancelled.json())).not.toContain(guest.email);
    expect((await call(manager.token, 'DELETE', `${familyInvites()}/${pending.id}`)).statusCode).toBe(404);
    // Another family's id does not reach it either.
    expect((await call(manager.token, 'DELETE', `${householdInvites()}/${pending.id}`)).statusCode).toBe(404);
    await deliver();
    const registered = await registerUser(t.app, guest);
    expect(await invitationsOf(registered.token)).toEqual([]);
  });
});

describe('blocking', () => {
  it('an account that blocked the inviter gets no invitation and no mail; the inviter sees the same', async () => {
    const blocker = await registerUser(t.app);
    expect((await call(blocker.token, 'POST', '/api/blocks', { user_id: manager.user.id })).statusCode).toBe(
      201,
    );
    const res = await call(manager.token, 'POST', familyInvites(), {
      email: blocker.email,
      relationship: 'other',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: EMAIL_INVITE_TEXTS.sent });
    expect(JSON.stringify((await call(manager.token, 'GET', familyInvites())).json())).toContain(
      blocker.email,
    );
    // A control invitation sent after it arrives; by then the blocker's would have too.
    const control = newPerson().email;
    await call(manager.token, 'POST', familyInvites(), { email: control, relationship: 'other' });
    await deliver();
    await smtp.next(control, /Приглашение/);
    const invitationMails = smtp.mails.filter((m) => /Приглашение|Invitation/.test(m.subject ?? ''));
    expect(invitationMails.some((m) => JSON.stringify(m.to).includes(blocker.email))).toBe(false);
    expect(invitationMails.some((m) => JSON.stringify(m.to).includes(control))).toBe(true);
    expect(await invitationsOf(blocker.token)).toEqual([]);
  });
});

describe('a household invitation by email', () => {
  it('waits for the address, makes a resident on accepting; only the Owner or the sender cancels', async () => {
    const guest = newPerson();
    const sent = await call(child.token, 'POST', householdInvites(), {
      email: guest.email,
      relationship: 'tenant',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ message: EMAIL_INVITE_TEXTS.sent });
    await deliver();
    const mail = await smtp.next(guest.email, /Приглашение/);
    expect(mail.subject).toBe('Приглашение в домохозяйство «Дом у реки» в Круге');

    const other = newPerson().email;
    await call(manager.token, 'POST', householdInvites(), { email: other, relationship: 'roommate' });
    const listed = (await call(child.token, 'GET', householdInvites())).json() as {
      id: string;
      email: string;
      can_cancel: boolean;
    }[];
    const byManager = listed.find((i) => i.email === other);
    expect(listed.find((i) => i.email === guest.email)?.can_cancel).toBe(true);
    expect(byManager?.can_cancel).toBe(false);
    const refused = await call(child.token, 'DELETE', `${householdInvites()}/${byManager?.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: EMAIL_INVITE_TEXTS.cancelNotAllowed });
    expect((await call(manager.token, 'DELETE', `${householdInvites()}/${byManager?.id}`)).statusCode).toBe(
      200,
    );

    const registered = await registerUser(t.app, guest);
    const [invitation] = await invitationsOf(registered.token);
    expect(invitation).toMatchObject({
      kind: 'household',
      target: { id: householdId },
      relationship: 'tenant',
    });
    expect((await call(registered.token, 'GET', '/api/household')).json()).toEqual({
      household: null,
      members: [],
    });
    expect(
      (await call(registered.token, 'POST', `/api/invitations/${invitation?.id}/accept`)).statusCode,
    ).toBe(200);
    const home = (await call(registered.token, 'GET', '/api/household')).json();
    expect(home.household.id).toBe(householdId);
    expect(home.members).toContainEqual(
      expect.objectContaining({ user_id: registered.user.id, relationship: 'tenant', status: 'active' }),
    );
    expect(JSON.stringify((await call(manager.token, 'GET', householdInvites())).json())).not.toContain(
      guest.email,
    );
  });
});

describe('invitations by email per inviter are limited', () => {
  it('answers 429 once the budget is spent, writing nothing', async () => {
    const limited = await createTestApp({ limits: { INVITE_RATE_LIMIT: 1 } });
    try {
      const boss = await registerUser(limited.app);
      const family = await limited.app.inject({
        method: 'POST',
        url: '/api/family/create-with-members',
        headers: bearer(boss.token),
        payload: { name: 'Лимит' },
      });
      const url = `/api/family/${family.json().id}/email-invitations`;
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url,
          headers: bearer(boss.token),
          payload: { email, relationship: 'other' },
        });
      expect((await send(newPerson().email)).statusCode).toBe(201);
      const over = await send(newPerson().email);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ detail: INVITATION_TEXTS.tooManyInvitations });
      const listed = await limited.app.inject({ method: 'GET', url, headers: bearer(boss.token) });
      expect(listed.json()).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
