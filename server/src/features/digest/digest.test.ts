import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_JOB } from '../../platform/mail/mailer.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { DIGEST_JOB } from './digest.service.ts';

/** The digest of unread notifications (CONTRACT §8 "Email", issue 33 §3), read from a real SMTP server. */
let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'krug@krug.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const HOUR = 3_600_000;
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** Runs the digest job as of `at`, then the mails it queued; answers how many mails went out. */
async function runDigest(at: Date): Promise<number> {
  await t.app.jobs.runDue({ now: at, kinds: [DIGEST_JOB] });
  return t.app.jobs.runDue({ kinds: [MAIL_JOB] });
}

async function friendRequest(from: string, toId: string) {
  const res = await call(from, 'POST', '/api/friends/requests', { user_id: toId });
  expect(res.statusCode, res.body).toBe(201);
}

describe('digest of unread notifications', () => {
  it('is off by default and takes off, daily or weekly', async () => {
    const u = await registerUser(t.app);
    expect((await call(u.token, 'GET', '/api/users/digest')).json()).toEqual({ frequency: 'off' });
    const bad = await call(u.token, 'PUT', '/api/users/digest', { frequency: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect((await call(u.token, 'PUT', '/api/users/digest', { frequency: 'weekly' })).json()).toEqual({
      frequency: 'weekly',
    });
    expect((await call(u.token, 'GET', '/api/users/digest')).json()).toEqual({ frequency: 'weekly' });
  });

  it('mails the unread ones once a day to those who asked, in their language; nothing when all are read', async () => {
    const reader = await registerUser(t.app, { first_name: 'Дина' });
    const silent = await registerUser(t.app);
    const english = await registerUser(t.app, { first_name: 'Jane' });
    const done = await registerUser(t.app);
    const sender = await registerUser(t.app, { first_name: 'Пётр', last_name: 'Отправкин' });
    await call(english.token, 'PUT', '/api/users/settings', { language: 'en' });
    for (const u of [reader, english, done])
      await call(u.token, 'PUT', '/api/users/digest', { frequency: 'daily' });
    for (const u of [reader, silent, english, done]) await friendRequest(sender.token, u.user.id);
    await t.app.jobs.runDue();
    // Whoever read theirs gets no digest.
    expect((await call(done.token, 'PUT', '/api/notifications/read-all')).statusCode).toBe(204);

    // Within the day nothing is due.
    expect(await runDigest(new Date(Date.now() + HOUR))).toBe(0);
    expect(await runDigest(new Date(Date.now() + 25 * HOUR))).toBe(2);
    const mail = await smtp.next(reader.email, /Непрочитанные уведомления/);
    expect(mail.subject).toBe('Непрочитанные уведомления в Круге: 1');
    expect(mail.text).toContain('Здравствуйте, Дина!');
    expect(mail.text).toContain('За последние сутки у вас непрочитанных уведомлений: 1.');
    expect(mail.text).toContain('Пётр Отправкин');
    expect(mail.text).toContain(TEST_PUBLIC_URL);
    const en = await smtp.next(english.email, /Unread notifications/);
    expect(en.subject).toBe('Unread notifications on Krug: 1');
    expect(en.text).toContain('In the last day you got 1 unread notifications.');
    // The one who did not ask gets none.
    expect(
      smtp.mails.some((m) => JSON.stringify(m.to).includes(silent.email) && /Непрочит/.test(m.subject ?? '')),
    ).toBe(false);
    // Not again within the next day.
    expect(await runDigest(new Date(Date.now() + 26 * HOUR))).toBe(0);
  });
});
