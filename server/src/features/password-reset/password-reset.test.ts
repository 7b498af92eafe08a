import type { SecurityEvent } from '@krug/contract/audit';
import { MAIL_TEXTS } from '@krug/contract/mail';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/**
 * «Забыли пароль?» (CONTRACT §8 "Password reset", issue 33 §3) through a real SMTP server in the
 * test process: the mail is parsed as it arrives and its link is followed.
 */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Круг <krug@krug.test>',
    limits: { PASSWORD_RESET_MAILS_PER_EMAIL: 2 },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
afterEach(() => vi.useRealTimers());

const request = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/request', payload: { email } });
const confirm = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

/** A reset mail's subject, in either language (a new account also gets a verification mail). */
const RESET = /Смена пароля|Reset your Krug password/;

/** The token of a reset mail's link (it travels in the fragment). */
function tokenOf(mail: ParsedMail): string {
  const found = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!found?.[1]) throw new Error(`no reset link in ${mail.text}`);
  return found[1];
}

/** Asks for a reset and works the queue; answers the mail that arrived. */
async function resetMail(email: string): Promise<ParsedMail> {
  const res = await request(email);
  expect(res.statusCode).toBe(202);
  await t.app.jobs.runDue();
  return smtp.next(email, RESET);
}

describe('password reset by mail', () => {
  it('mails a one-use link that sets the password, ends every session and is audited', async () => {
    const u = await registerUser(t.app, { first_name: 'Бабушка' });
    const second = (await login(u.email, u.password)).json().access_token as string;
    const mail = await resetMail(u.email.toUpperCase());
    expect(mail.from?.text).toContain('krug@krug.test');
    expect(mail.subject).toBe('Смена пароля в Круге');
    expect(mail.text).toContain('Здравствуйте, Бабушка!');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password#token=`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password#token=${tokenOf(mail)}"`);
    // Only a hash is kept: the token itself is nowhere in the database.
    const token = tokenOf(mail);
    const stored = await t.db.execute(`select token_hash from password_reset_tokens`);
    expect(JSON.stringify(stored)).not.toContain(token);
    const jobs = await t.db.execute(`select payload from jobs`);
    expect(JSON.stringify(jobs)).not.toContain(token);

    const done = await confirm(token, 'newsecret1');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ message: MAIL_TEXTS.resetDone });
    // Every session of the account ended.
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    const signedIn = await login(u.email, 'newsecret1');
    expect(signedIn.statusCode).toBe(200);
    // The link works once.
    const again = await confirm(token, 'another12');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ detail: MAIL_TEXTS.resetTokenInvalid });
    expect((await login(u.email, 'newsecret1')).statusCode).toBe(200);

    const events = await t.app.inject({
      method: 'GET',
      url: '/api/users/security-events',
      headers: bearer(signedIn.json().access_token),
    });
    expect(events.json<SecurityEvent[]>()).toContainEqual(
      expect.objectContaining({ action: 'auth.password_changed', details: { method: 'reset' } }),
    );
  });

  it('answers an unknown address exactly as a registered one, and mails nothing', async () => {
    const u = await registerUser(t.app);
    const known = await request(u.email);
    const unknown = await request(newPerson().email);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ message: MAIL_TEXTS.resetRequested });
    await t.app.jobs.runDue();
    await smtp.next(u.email, RESET);
    const before = smtp.mails.length;
    await request(newPerson().email);
    await t.app.jobs.runDue();
    expect(smtp.mails.length).toBe(before);
  });

  it('a link works within its hour and not after it', async () => {
    const u = await registerUser(t.app);
    const first = tokenOf(await resetMail(u.email));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    expect((await confirm(first, 'newsecret1')).statusCode).toBe(422);
    vi.useRealTimers();

    const second = tokenOf(await resetMail(u.email));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await confirm(second, 'newsecret1')).statusCode).toBe(200);
    vi.useRealTimers();
    expect((await login(u.email, 'newsecret1')).statusCode).toBe(200);
  });

  it('a new password ends the other links; unknown and malformed tokens are refused', async () => {
    const u = await registerUser(t.app);
    const a = tokenOf(await resetMail(u.email));
    const b = tokenOf(await resetMail(u.email));
    expect((await confirm(b, 'newsecret1')).statusCode).toBe(200);
    expect((await confirm(a, 'newsecret2')).statusCode).toBe(422);
    expect((await confirm('x'.repeat(43), 'newsecret2')).statusCode).toBe(422);
    const short = await confirm(a, '123');
    expect(short.statusCode).toBe(422);
    expect((await confirm('', 'newsecret2')).statusCode).toBe(422);
  });

  it('sends at most the budget of mails per address an hour, with the same answer', async () => {
    const u = await registerUser(t.app);
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await request(u.email)).json());
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await t.app.jobs.runDue();
    await smtp.next(u.email, RESET);
    await smtp.next(u.email, RESET);
    const to = smtp.mails.filter(
      (m) => m.to && JSON.stringify(m.to).includes(u.email) && RESET.test(m.subject ?? ''),
    );
    expect(to).toHaveLength(2);
  });

  it('writes the mail in the recipient’s language', async () => {
    const u = await registerUser(t.app, { first_name: 'Jane' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: bearer(u.token),
      payload: { language: 'en' },
    });
    expect(saved.statusCode).toBe(200);
    const mail = await resetMail(u.email);
    expect(mail.subject).toBe('Reset your Krug password');
    expect(mail.text).toContain('Hello, Jane!');
    expect(mail.html).toContain('lang="en"');
  });
});
