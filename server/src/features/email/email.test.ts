import type { SecurityEvent } from '@krug/contract/audit';
import { EMAIL_TEXTS } from '@krug/contract/email';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * Email verification and email change (CONTRACT §8, issue 33 §3) through a real SMTP server in the
 * test process: each mail is parsed as it arrives and its link followed.
 */
let t: TestApp;
let smtp: TestSmtp;
/** The instance's owner (its first account), who sets `require_email_verification`. */
let owner: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Круг <krug@krug.test>',
    limits: { EMAIL_MAILS_PER_USER: 3 },
  });
  owner = (await registerUser(t.app)).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const VERIFY = /Подтвердите адрес|Confirm your address/;
const CHANGE = /новый адрес|new address/;
const NOTICE = /Запрошена смена адреса/;

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
const me = async (token: string) => (await call(token, 'GET', '/api/auth/me')).json();

function tokenOf(mail: ParsedMail, path: string): string {
  const found = new RegExp(`${path}#token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!found?.[1]) throw new Error(`no ${path} link in ${mail.text}`);
  return found[1];
}

async function setRequired(ownerToken: string, on: boolean) {
  const res = await call(ownerToken, 'PUT', '/api/admin/settings', { require_email_verification: on });
  expect(res.statusCode, res.body).toBe(200);
}

describe('email verification', () => {
  it('mails a link at registration that verifies the address once', async () => {
    const u = await registerUser(t.app, { first_name: 'Вера' });
    expect(u.user.email_verified).toBe(false);
    expect((await me(u.token)).email_verified).toBe(false);
    await t.app.jobs.runDue();
    const mail = await smtp.next(u.email, VERIFY);
    expect(mail.subject).toBe('Подтвердите адрес в Круге');
    expect(mail.text).toContain('Здравствуйте, Вера!');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/verify-email#token=`);
    const token = tokenOf(mail, '/verify-email');
    // Only its hash is kept.
    expect(JSON.stringify(await t.db.execute('select token_hash from email_tokens'))).not.toContain(token);
    expect(JSON.stringify(await t.db.execute('select payload from jobs'))).not.toContain(token);

    const ok = await call(null, 'POST', '/api/auth/verify-email/confirm', { token });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: EMAIL_TEXTS.verified });
    expect((await me(u.token)).email_verified).toBe(true);
    const again = await call(null, 'POST', '/api/auth/verify-email/confirm', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ detail: EMAIL_TEXTS.tokenInvalid });
    // Verified: asking for another link mails nothing.
    const asked = await call(u.token, 'POST', '/api/auth/verify-email/request');
    expect(asked.json()).toEqual({ message: EMAIL_TEXTS.alreadyVerified });
  });

  it('resends a link on request, within the hourly budget; unknown tokens are refused', async () => {
    const u = await registerUser(t.app);
    await t.app.jobs.runDue();
    const first = tokenOf(await smtp.next(u.email, VERIFY), '/verify-email');
    for (let i = 0; i < 3; i += 1) {
      const res = await call(u.token, 'POST', '/api/auth/verify-email/request');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: EMAIL_TEXTS.verificationSent });
    }
    const over = await call(u.token, 'POST', '/api/auth/verify-email/request');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ detail: EMAIL_TEXTS.tooManyMails });
    await t.app.jobs.runDue();
    const last = tokenOf(await smtp.next(u.email, VERIFY), '/verify-email');
    expect(last).not.toBe(first);
    expect(
      (await call(null, 'POST', '/api/auth/verify-email/confirm', { token: 'x'.repeat(43) })).statusCode,
    ).toBe(422);
    expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token: '' })).statusCode).toBe(422);
    expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token: first })).statusCode).toBe(
      200,
    );
    // The others ended with the first use.
    expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token: last })).statusCode).toBe(
      422,
    );
    // Asking needs a session.
    expect((await call(null, 'POST', '/api/auth/verify-email/request')).statusCode).toBe(401);
  });

  it('a link works for two days and not after', async () => {
    const u = await registerUser(t.app);
    await t.app.jobs.runDue();
    const token = tokenOf(await smtp.next(u.email, VERIFY), '/verify-email');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 49 * 3_600_000);
      expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token })).statusCode).toBe(422);
    } finally {
      vi.useRealTimers();
    }
  });

  it('required by the instance: unverified accounts may sign in but not post, comment, message or invite', async () => {
    const info = await call(null, 'GET', '/api/instance');
    expect(info.json().require_email_verification).toBe(false);
    await setRequired(owner, true);
    expect((await call(null, 'GET', '/api/instance')).json().require_email_verification).toBe(true);
    try {
      const u = await registerUser(t.app);
      const friend = await registerUser(t.app);
      const post = await call(u.token, 'POST', '/api/posts', { content: 'Привет', visibility: 'PUBLIC' });
      expect(post.statusCode).toBe(403);
      expect(post.json()).toEqual({ detail: EMAIL_TEXTS.verificationRequired });
      const direct = await call(u.token, 'POST', `/api/people/${friend.user.id}/direct`);
      expect(direct.statusCode).toBe(403);
      const family = await call(u.token, 'POST', '/api/family/create-with-members', {});
      expect(family.statusCode).toBe(403);
      // Reading and verifying still work.
      expect((await call(u.token, 'GET', '/api/posts')).statusCode).toBe(200);
      await t.app.jobs.runDue();
      const token = tokenOf(await smtp.next(u.email, VERIFY), '/verify-email');
      expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token })).statusCode).toBe(200);
      const posted = await call(u.token, 'POST', '/api/posts', { content: 'Привет', visibility: 'PUBLIC' });
      expect(posted.statusCode, posted.body).toBe(201);
    } finally {
      await setRequired(owner, false);
    }
  });
});

describe('email change', () => {
  it('moves the account only when the link mailed to the new address is used; the old one is told', async () => {
    const u = await registerUser(t.app, { first_name: 'Галина' });
    const next = newPerson().email;
    const wrong = await call(u.token, 'POST', '/api/users/email-change', {
      email: next,
      current_password: 'wrong-pass',
    });
    expect(wrong.statusCode).toBe(422);
    const same = await call(u.token, 'POST', '/api/users/email-change', {
      email: u.email,
      current_password: u.password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json()).toEqual({ detail: EMAIL_TEXTS.sameEmail, field: 'email' });

    const asked = await call(u.token, 'POST', '/api/users/email-change', {
      email: next.toUpperCase(),
      current_password: u.password,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({ message: EMAIL_TEXTS.changeSent(next), pending_email: next });
    // Nothing changed yet.
    expect((await me(u.token)).email).toBe(u.email);
    expect((await call(u.token, 'GET', '/api/users/email-change')).json()).toEqual({ pending_email: null });
    await t.app.jobs.runDue();
    expect((await call(u.token, 'GET', '/api/users/email-change')).json()).toEqual({ pending_email: next });
    const notice = await smtp.next(u.email, NOTICE);
    expect(notice.text).toContain(next);
    expect(notice.text).not.toContain('#token=');
    const mail = await smtp.next(next, CHANGE);
    expect(mail.subject).toBe('Подтвердите новый адрес в Круге');
    expect(mail.text).toContain('Здравствуйте, Галина!');
    const token = tokenOf(mail, '/confirm-email');
    // A verification link is not a change link.
    expect((await call(null, 'POST', '/api/auth/verify-email/confirm', { token })).statusCode).toBe(422);

    const done = await call(null, 'POST', '/api/auth/email-change/confirm', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: EMAIL_TEXTS.changed });
    expect(await me(u.token)).toMatchObject({ email: next, email_verified: true });
    expect((await call(null, 'POST', '/api/auth/email-change/confirm', { token })).statusCode).toBe(422);
    expect(
      (await call(null, 'POST', '/api/auth/login', { email: next, password: u.password })).statusCode,
    ).toBe(200);
    expect(
      (await call(null, 'POST', '/api/auth/login', { email: u.email, password: u.password })).statusCode,
    ).toBe(401);
    const events = (await call(u.token, 'GET', '/api/users/security-events')).json<SecurityEvent[]>();
    expect(events).toContainEqual(
      expect.objectContaining({ action: 'auth.email_changed', details: { from: u.email, to: next } }),
    );
  });

  it('PUT /api/my-info with a new address starts the same change; a taken address is refused', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const taken = await call(u.token, 'PUT', '/api/my-info', {
      email: other.email,
      current_password: u.password,
    });
    expect(taken.statusCode).toBe(409);
    const next = newPerson().email;
    const saved = await call(u.token, 'PUT', '/api/my-info', {
      email: next,
      first_name: 'Новое',
      current_password: u.password,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ email: u.email, first_name: 'Новое' });
    await t.app.jobs.runDue();
    const token = tokenOf(await smtp.next(next, CHANGE), '/confirm-email');
    // Someone registers the address before the link is used: the link cannot take it.
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPerson({ email: next }),
    });
    expect(squatter.statusCode).toBe(201);
    const refused = await call(null, 'POST', '/api/auth/email-change/confirm', { token });
    expect(refused.statusCode).toBe(409);
    expect((await me(u.token)).email).toBe(u.email);
  });

  it('a second change ends the first link', async () => {
    const u = await registerUser(t.app);
    const a = newPerson().email;
    const b = newPerson().email;
    for (const email of [a]) {
      await call(u.token, 'POST', '/api/users/email-change', { email, current_password: u.password });
      await t.app.jobs.runDue();
    }
    const first = tokenOf(await smtp.next(a, CHANGE), '/confirm-email');
    await call(u.token, 'POST', '/api/users/email-change', { email: b, current_password: u.password });
    await t.app.jobs.runDue();
    const second = tokenOf(await smtp.next(b, CHANGE), '/confirm-email');
    expect((await call(null, 'POST', '/api/auth/email-change/confirm', { token: first })).statusCode).toBe(
      422,
    );
    expect((await call(null, 'POST', '/api/auth/email-change/confirm', { token: second })).statusCode).toBe(
      200,
    );
    expect((await me(u.token)).email).toBe(b);
  });

  it('the mails are in the recipient’s language', async () => {
    const u = await registerUser(t.app, { first_name: 'Jane' });
    await call(u.token, 'PUT', '/api/users/settings', { language: 'en' });
    const next = newPerson().email;
    await call(u.token, 'POST', '/api/users/email-change', { email: next, current_password: u.password });
    await t.app.jobs.runDue();
    const mail = await smtp.next(next, CHANGE);
    expect(mail.subject).toBe('Confirm your new address on Krug');
    expect(mail.text).toContain('Hello, Jane!');
    const notice = await smtp.next(u.email, /Address change requested/);
    expect(notice.html).toContain('lang="en"');
  });
});
