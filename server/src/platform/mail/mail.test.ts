import type { OutboxMail } from '@krug/contract/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';
import { MAIL_JOB } from './mailer.ts';
import { renderMail } from './templates.ts';

/** The mail module (issue 33 §3): queued, retried, the log and outbox without SMTP, ru/en, text + HTML. */

describe('templates', () => {
  it('renders Russian by default and English for `en`, escaping values in the HTML', () => {
    const v = {
      inviterName: 'Ева <script>',
      organizationName: 'ООО «Ромашка» & Co',
      url: 'http://x.test/register',
    };
    const ru = renderMail('organizationInvite', null, v);
    expect(ru.subject).toBe('Приглашение в организацию «ООО «Ромашка» & Co» в Круге');
    expect(ru.text).toContain('Ева <script> приглашает вас');
    expect(ru.html).toContain('Ева &lt;script&gt;');
    expect(ru.html).not.toContain('<script>');
    const en = renderMail('organizationInvite', 'en', v);
    expect(en.subject).toContain('Invitation to the organization');
    expect(en.text).toContain('http://x.test/register');
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes mails to the admin outbox, which only admins read', async () => {
    const owner = await registerUser(t.app);
    const plain = await registerUser(t.app);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: plain.email },
    });
    expect(asked.statusCode).toBe(202);
    // Never inside the request: nothing is written until the queue runs.
    const outbox = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(owner.token) });
    expect((await outbox()).json()).toEqual([]);
    await t.app.jobs.runDue();
    // Besides the two verification mails of the new accounts.
    const mails = (await outbox())
      .json<OutboxMail[]>()
      .filter((m) => m.subject !== 'Подтвердите адрес в Круге');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: plain.email, subject: 'Смена пароля в Круге' });
    expect(mails[0]?.text).toContain('/reset-password#token=');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: bearer(plain.token),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('with SMTP_URL', () => {
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

  it('the organization invitation reaches an address without an account by SMTP', async () => {
    const owner = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Хозяйкина' });
    const org = await t.app.inject({
      method: 'POST',
      url: '/api/work/organizations',
      headers: bearer(owner.token),
      payload: {
        name: 'Приглашающие',
        description: 'Зовём',
        industry: 'Technology',
        creator_job_title: 'Директор',
      },
    });
    expect(org.statusCode, org.body).toBe(201);
    const future = newPerson().email;
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/work/organizations/${org.json().id}/members`,
      headers: bearer(owner.token),
      payload: { user_email: future, job_title: 'Инженер' },
    });
    expect(invited.statusCode).toBe(201);
    // The invitation's job queues the mail; the mail's own job sends it.
    expect(await t.app.jobs.runDue({ kinds: ['organization-invitation'] })).toBe(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual([]);
    expect(await t.app.jobs.runDue({ kinds: [MAIL_JOB] })).toBe(1);
    const mail = await smtp.next(future);
    expect(mail.subject).toBe('Приглашение в организацию «Приглашающие» в Круге');
    expect(mail.text).toContain('Ольга Хозяйкина приглашает вас в организацию «Приглашающие» в Круге.');
    expect(mail.html).toContain('/register');
  });

  it('a failing SMTP server leaves the mail queued for a retry', async () => {
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9', mailFrom: 'krug@krug.test' });
    try {
      const u = await registerUser(down.app);
      await down.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: u.email },
      });
      await down.app.jobs.runDue();
      const rows = await down.db.execute(
        `select status, attempts, last_error is not null as failed, run_at > now() as later from jobs where kind = 'password-reset.mail'`,
      );
      expect(JSON.stringify(rows)).toContain('"status":"pending","attempts":1,"failed":true,"later":true');
      const tokens = await down.db.execute('select count(*)::int as n from password_reset_tokens');
      expect(JSON.stringify(tokens)).toContain('"n":0');
    } finally {
      await down.close();
    }
  });
});
