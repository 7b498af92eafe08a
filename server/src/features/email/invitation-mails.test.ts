import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts';

/** Invitations to addresses (issue 33 §3, CONTRACT §8 "Email"), read from a real SMTP server. */
let t: TestApp;
let smtp: TestSmtp;
let owner: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'krug@krug.test' });
  owner = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Хозяйкина' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('an instance invite link mailed to an address', () => {
  it('arrives with the link, which registers while the instance is invite-only', async () => {
    expect(
      (await call(owner.token, 'PUT', '/api/admin/settings', { registration_mode: 'invite_only' }))
        .statusCode,
    ).toBe(200);
    try {
      const guest = newPerson({ first_name: 'Гость' });
      const made = await call(owner.token, 'POST', '/api/admin/invites', {
        max_uses: 1,
        expires_in_days: 3,
        email: guest.email.toUpperCase(),
      });
      expect(made.statusCode, made.body).toBe(201);
      await t.app.jobs.runDue();
      const mail = await smtp.next(guest.email, /Приглашение в/);
      expect(mail.subject).toBe('Приглашение в «Круг»');
      expect(mail.text).toContain('Ольга Хозяйкина приглашает вас зарегистрироваться в «Круг»');
      expect(mail.text).toContain('Ссылка действует 3 дн.');
      expect(mail.text).toContain(made.json().url);
      const token = new URL(made.json().url).searchParams.get('invite');
      expect(token).toBe(made.json().token);
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...guest, invite_token: token },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      // Without an address nothing is mailed; a malformed one is refused.
      const before = smtp.mails.length;
      expect((await call(owner.token, 'POST', '/api/admin/invites', { email: '' })).statusCode).toBe(201);
      expect(
        (await call(owner.token, 'POST', '/api/admin/invites', { email: 'not-an-address' })).statusCode,
      ).toBe(422);
      await t.app.jobs.runDue();
      // Only the new account's verification mail arrived meanwhile.
      expect(smtp.mails.slice(before).map((m) => m.subject)).toEqual(['Подтвердите адрес в Круге']);
    } finally {
      await call(owner.token, 'PUT', '/api/admin/settings', { registration_mode: 'open' });
    }
  });
});

describe('an organization invitation by email', () => {
  it('mails every invited address, registered or not, with the same answer', async () => {
    const org = await call(owner.token, 'POST', '/api/work/organizations', {
      name: 'Ромашка',
      description: 'Цветы',
      industry: 'Technology',
      creator_job_title: 'Директор',
    });
    expect(org.statusCode, org.body).toBe(201);
    const member = await registerUser(t.app, { first_name: 'Jane' });
    await call(member.token, 'PUT', '/api/users/settings', { language: 'en' });
    const stranger = newPerson().email;
    const invite = (email: string) =>
      call(owner.token, 'POST', `/api/work/organizations/${org.json().id}/members`, {
        user_email: email,
        job_title: 'Инженер',
      });
    const known = await invite(member.email);
    const unknown = await invite(stranger);
    expect(known.statusCode).toBe(201);
    expect(unknown.statusCode).toBe(201);
    expect(known.json()).toEqual(unknown.json());
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const toMember = await smtp.next(member.email, /Invitation/);
    expect(toMember.subject).toBe('Invitation to the organization “Ромашка” on Krug');
    expect(toMember.text).toContain(`${TEST_PUBLIC_URL}/family/family-invitations`);
    const toStranger = await smtp.next(stranger, /Приглашение/);
    expect(toStranger.subject).toBe('Приглашение в организацию «Ромашка» в Круге');
    expect(toStranger.text).toContain(`${TEST_PUBLIC_URL}/register`);
  });
});
