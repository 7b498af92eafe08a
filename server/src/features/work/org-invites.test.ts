import { PassThrough } from 'node:stream';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { WORK_TEXTS } from '@krug/contract/work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, newPerson, registerUser } from '../../test/factories.ts';

/**
 * Issue 29 §1 (CONTRACT §4 "Consent, continued"): an organization invite is an invitation, the
 * call answers the same whether or not the address has an account (no account-existence oracle),
 * an unregistered address gets a mail and the invitation waits for its account, and invitations
 * per inviter are limited.
 */
let t: TestApp;
const log = new PassThrough();
const lines: string[] = [];
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let orgId: string;
const call = (u: U, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const invite = (by: U, email: string, extra: object = {}) =>
  call(by, 'POST', `/api/work/organizations/${orgId}/members`, {
    user_email: email,
    job_title: 'Инженер',
    ...extra,
  });
const pendingFor = (email: string) => t.db.select().from(invitations).where(eq(invitations.email, email));

beforeAll(async () => {
  log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  t = await createTestApp({ logLevel: 'info' }, { logStream: log });
  owner = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Хозяйкина' });
  const res = await call(owner, 'POST', '/api/work/organizations', {
    name: 'Приглашающие',
    description: 'Зовём людей',
    industry: 'Technology',
    creator_job_title: 'Директор',
  });
  expect(res.statusCode, res.body).toBe(201);
  orgId = res.json().id;
});
afterAll(() => t.close());

describe('no account-existence oracle', () => {
  it('answers the same 201 for a registered, an unknown, a member’s and an already invited address', async () => {
    const registered = await registerUser(t.app);
    const unknown = newPerson().email;
    const answers = [
      await invite(owner, registered.email),
      await invite(owner, unknown),
      await invite(owner, owner.email),
      await invite(owner, registered.email),
      await invite(owner, unknown.toUpperCase()),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: INVITATION_TEXTS.organizationInviteSent });
      expect(res.headers['content-length']).toBe(answers[0]?.headers['content-length']);
    }
    await t.app.jobs.runDue();
    // One invitation each; nothing for the member; the registered one is bound to the account.
    const [bound] = await pendingFor(registered.email);
    expect(bound).toMatchObject({ kind: 'organization', userId: registered.user.id, orgId });
    const waiting = await pendingFor(unknown);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.userId).toBeNull();
    expect(await pendingFor(owner.email)).toEqual([]);
  });

  it('refuses a malformed address (422) and a member without the invite right (403), writing nothing', async () => {
    const bad = await invite(owner, 'not-an-email');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ detail: WORK_TEXTS.emailInvalid });
    const plain = await registerUser(t.app);
    await invite(owner, plain.email);
    await acceptInvitations(t.app, plain.token, orgId);
    const target = newPerson().email;
    const refused = await invite(plain, target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: WORK_TEXTS.inviteOnly });
    expect(await pendingFor(target)).toEqual([]);
  });
});

describe('odd text', () => {
  it('keeps a lone surrogate in the invitation’s terms as U+FFFD, never a 500', async () => {
    const person = await registerUser(t.app);
    const res = await invite(owner, person.email, { job_title: 'Инженер \ud800', team: '\udc00 смена' });
    expect(res.statusCode, res.body).toBe(201);
    const [invitation] = (await call(person, 'GET', '/api/invitations')).json();
    expect(invitation.job_title).toBe('Инженер \ufffd');
  });
});

describe('a registered person', () => {
  it('is notified, sees what accepting gives, and becomes a member on the invitation’s terms', async () => {
    const person = await registerUser(t.app, { first_name: 'Пётр', last_name: 'Новиков' });
    const res = await invite(owner, person.email, {
      job_title: 'Архитектор',
      role: 'CUSTOM',
      custom_role_name: 'Главный по облакам',
      team: 'Платформа',
      is_admin: true,
    });
    expect(res.statusCode).toBe(201);
    await t.app.jobs.runDue();
    const [invitation] = (await call(person, 'GET', '/api/invitations')).json();
    expect(invitation).toMatchObject({
      kind: 'organization',
      target: { id: orgId, name: 'Приглашающие' },
      inviter: { id: owner.user.id, first_name: 'Ольга', last_name: 'Хозяйкина' },
      role: 'Главный по облакам',
      job_title: 'Архитектор',
      relationship: null,
    });
    const notes = (await call(person, 'GET', '/api/notifications')).json();
    expect(notes[0]).toMatchObject({
      type: 'invitation',
      text: INVITATION_TEXTS.invitedToOrganization('Ольга Хозяйкина', 'Приглашающие'),
      link: { kind: 'invitations', id: invitation.id },
    });
    // Not a member before accepting: nothing of the organization is theirs.
    expect((await call(person, 'GET', `/api/work/organizations/${orgId}/members`)).statusCode).toBe(403);
    expect((await call(person, 'GET', '/api/work/organizations')).json().organizations).toEqual([]);
    const accepted = await call(person, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const org = (await call(person, 'GET', `/api/work/organizations/${orgId}`)).json();
    expect(org).toMatchObject({
      user_role: 'CUSTOM',
      user_is_admin: true,
      user_job_title: 'Архитектор',
      user_team: 'Платформа',
    });
    const told = (await call(owner, 'GET', '/api/notifications')).json();
    expect(told[0]).toMatchObject({
      type: 'invitation_answered',
      text: INVITATION_TEXTS.accepted('Пётр Новиков', 'Приглашающие'),
      link: { kind: 'organization', id: orgId },
    });
  });

  it('declines: no membership, the inviter hears of it', async () => {
    const person = await registerUser(t.app, { first_name: 'Нина', last_name: 'Отказова' });
    await invite(owner, person.email);
    const [invitation] = (await call(person, 'GET', '/api/invitations')).json();
    expect((await call(person, 'POST', `/api/invitations/${invitation.id}/decline`)).statusCode).toBe(200);
    expect((await call(person, 'GET', `/api/work/organizations/${orgId}/members`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/api/notifications')).json()[0].text).toBe(
      INVITATION_TEXTS.declined('Нина Отказова', 'Приглашающие'),
    );
  });
});

describe('an address without an account', () => {
  it('gets the invitation mail; the invitation waits for the account registered with it', async () => {
    const future = newPerson({ first_name: 'Будущий', last_name: 'Коллега' });
    lines.length = 0;
    expect(
      (await invite(owner, future.email, { job_title: 'Дизайнер', department: 'Продукт' })).statusCode,
    ).toBe(201);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const mail = lines
      .map((l) => JSON.parse(l))
      .find((l) => l.msg === 'mail (no SMTP_URL: kept in the outbox)' && l.mail.to === future.email);
    expect(mail?.mail).toMatchObject({ to: future.email });
    expect(mail?.mail.text).toContain('Ольга Хозяйкина приглашает вас в организацию «Приглашающие»');

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...future, email: future.email.toUpperCase() },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json().access_token as string;
    const me = { token, user: registered.json().user, email: future.email, password: future.password };
    const [invitation] = (await call(me, 'GET', '/api/invitations')).json();
    expect(invitation).toMatchObject({ kind: 'organization', target: { id: orgId }, job_title: 'Дизайнер' });
    const notes = (await call(me, 'GET', '/api/notifications')).json();
    expect(notes[0]).toMatchObject({ type: 'invitation', link: { kind: 'invitations', id: invitation.id } });
    expect((await call(me, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(200);
    expect((await call(me, 'GET', `/api/work/organizations/${orgId}`)).json()).toMatchObject({
      user_job_title: 'Дизайнер',
      user_department: 'Продукт',
    });
  });
});

describe('invitations per inviter are limited', () => {
  it('answers 429 in Russian once the budget is spent, whatever the address, writing nothing', async () => {
    const limited = await createTestApp({ limits: { INVITE_RATE_LIMIT: 2 } });
    try {
      const boss = await registerUser(limited.app);
      const created = await limited.app.inject({
        method: 'POST',
        url: '/api/work/organizations',
        headers: bearer(boss.token),
        payload: { name: 'Лимит', description: 'd', industry: 'Other', creator_job_title: 'CEO' },
      });
      const id = created.json().id as string;
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: `/api/work/organizations/${id}/members`,
          headers: bearer(boss.token),
          payload: { user_email: email, job_title: 'X' },
        });
      const known = await registerUser(limited.app);
      expect((await send(newPerson().email)).statusCode).toBe(201);
      expect((await send(newPerson().email)).statusCode).toBe(201);
      for (const email of [newPerson().email, known.email]) {
        const res = await send(email);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({ detail: INVITATION_TEXTS.tooManyInvitations });
      }
      await limited.app.jobs.runDue();
      expect(
        await limited.db.select().from(invitations).where(eq(invitations.userId, known.user.id)),
      ).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
