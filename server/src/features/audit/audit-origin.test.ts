import type { OutboxMail } from '@krug/contract/mail';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { operators } from '../admin/admin.test-kit.ts';

let t: TestApp;
let ops: Awaited<ReturnType<typeof operators>>;
beforeAll(async () => {
  t = await createTestApp();
  ops = await operators(t.app);
}, 60_000);
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let sent = 0;

/**
 * Calls the API from an address and browser of its own, and answers the response with the
 * actions the audit log recorded under that address and browser: every route that audits must
 * hand its request to the service (CONTRACT §8).
 */
async function send(token: string | null, method: Method, url: string, payload?: object) {
  sent += 1;
  const ip = `10.77.${Math.floor(sent / 250)}.${(sent % 250) + 1}`;
  const userAgent = `KrugTestBrowser/${sent} (audit origin)`;
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent, ...(token ? bearer(token) : {}) },
    ...(payload ? { payload } : {}),
  });
  const rows = (await t.db.execute(
    sql`select action from audit_log where ip = ${ip} and user_agent = ${userAgent}`,
  )) as unknown as { rows: { action: string }[] };
  return { res, recorded: rows.rows.map((r) => r.action).sort() };
}

/** Calls as `send` does, expects the status, and answers the body and what was recorded. */
async function expectSend(status: number, ...args: Parameters<typeof send>) {
  const { res, recorded } = await send(...args);
  expect(res.statusCode, res.body).toBe(status);
  return { body: res.body ? res.json() : null, recorded };
}

const mailTo = async (email: string, mark: RegExp) => {
  await t.app.jobs.runDue();
  const outbox = (
    await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: bearer(ops.owner.token) })
  ).json<OutboxMail[]>();
  return mark.exec(outbox.find((m) => m.to === email && mark.test(m.text))?.text ?? '')?.[1] ?? '';
};

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

describe('the address and browser of an audit entry are those of the request that did it', () => {
  it('for sign-ins and the account’s own changes', async () => {
    const u = await registerUser(t.app);
    const failed = await expectSend(401, null, 'POST', '/api/auth/login', {
      email: u.email,
      password: 'wrong-password',
    });
    expect(failed.recorded).toEqual(['auth.login_failed']);
    const signedIn = await expectSend(200, null, 'POST', '/api/auth/login', {
      email: u.email,
      password: u.password,
    });
    expect(signedIn.recorded).toEqual(['auth.login']);

    const changed = await expectSend(200, u.token, 'PUT', '/api/auth/change-password', {
      current_password: u.password,
      new_password: 'secret456',
    });
    expect(changed.recorded).toEqual(['auth.password_changed']);
    const token = changed.body.access_token as string;

    const newEmail = `moved-${u.email}`;
    await expectSend(200, token, 'PUT', '/api/my-info', { email: newEmail, current_password: 'secret456' });
    const changeToken = await mailTo(newEmail, /#token=([\w-]+)/);
    const confirmed = await expectSend(200, null, 'POST', '/api/auth/email-change/confirm', {
      token: changeToken,
    });
    expect(confirmed.recorded).toEqual(['auth.email_changed']);

    const setup = await expectSend(200, token, 'POST', '/api/users/2fa/setup', { password: 'secret456' });
    const enabled = await expectSend(200, token, 'POST', '/api/users/2fa/enable', {
      code: totpOf(setup.body.secret).generate(),
    });
    expect(enabled.recorded).toEqual(['auth.two_factor_enabled']);
    const renewed = await expectSend(200, token, 'POST', '/api/users/2fa/recovery-codes', {
      code: enabled.body.recovery_codes[0],
    });
    expect(renewed.recorded).toEqual(['auth.recovery_codes_regenerated']);
    const disabled = await expectSend(200, token, 'POST', '/api/users/2fa/disable', {
      password: 'secret456',
      code: renewed.body.recovery_codes[0],
    });
    expect(disabled.recorded).toEqual(['auth.two_factor_disabled']);

    expect((await expectSend(202, token, 'POST', '/api/users/export')).recorded).toEqual([
      'account.data_exported',
    ]);

    await expectSend(202, null, 'POST', '/api/auth/password-reset/request', { email: newEmail });
    const resetToken = await mailTo(newEmail, /reset-password#token=([\w-]+)/);
    const reset = await expectSend(200, null, 'POST', '/api/auth/password-reset/confirm', {
      token: resetToken,
      password: 'secret789',
    });
    expect(reset.recorded).toEqual(['auth.password_changed']);

    const fresh = await expectSend(200, null, 'POST', '/api/auth/login', {
      email: newEmail,
      password: 'secret789',
    });
    const deleted = await expectSend(204, fresh.body.access_token, 'DELETE', '/api/auth/delete-account', {
      current_password: 'secret789',
    });
    expect(deleted.recorded).toEqual(['account.deleted']);
  });

  it('for an administrator’s actions', async () => {
    const u = await registerUser(t.app);
    const admin = ops.admin.token;
    const users = `/api/admin/users/${u.user.id}`;

    // Turned on before the suspension ends the account's tokens.
    const setup = await expectSend(200, u.token, 'POST', '/api/users/2fa/setup', { password: u.password });
    await expectSend(200, u.token, 'POST', '/api/users/2fa/enable', {
      code: totpOf(setup.body.secret).generate(),
    });

    const promoted = await expectSend(200, ops.owner.token, 'PUT', `${users}/role`, { role: 'admin' });
    expect(promoted.recorded).toEqual(['admin.role_changed']);
    await expectSend(200, ops.owner.token, 'PUT', `${users}/role`, { role: 'user' });

    const suspended = await expectSend(200, admin, 'POST', `${users}/suspend`, { reason: 'Проверка' });
    expect(suspended.recorded).toEqual(['admin.user_suspended']);
    const lifted = await expectSend(200, admin, 'POST', `${users}/unsuspend`);
    expect(lifted.recorded).toEqual(['admin.user_unsuspended']);

    const reset = await expectSend(200, admin, 'POST', `${users}/reset-two-factor`);
    expect(reset.recorded).toEqual(['admin.two_factor_reset']);

    const settings = await expectSend(200, admin, 'PUT', '/api/admin/settings', {
      instance_name: 'Проверка',
    });
    expect(settings.recorded).toEqual(['admin.settings_changed']);
    await expectSend(200, admin, 'PUT', '/api/admin/settings', { instance_name: 'Круг' });

    const invite = await expectSend(201, admin, 'POST', '/api/admin/invites', {});
    expect(invite.recorded).toEqual(['admin.invite_created']);
    const revoked = await expectSend(204, admin, 'DELETE', `/api/admin/invites/${invite.body.id}`);
    expect(revoked.recorded).toEqual(['admin.invite_revoked']);

    const reported = await expectSend(201, ops.user.token, 'POST', '/api/reports', {
      target_type: 'user',
      target_id: u.user.id,
      reason: 'spam',
    });
    const resolved = await expectSend(200, admin, 'POST', `/api/admin/reports/${reported.body.id}/resolve`, {
      action: 'suspend_user',
    });
    expect(resolved.recorded).toEqual(['admin.report_resolved', 'admin.user_suspended']);

    const removed = await expectSend(204, admin, 'DELETE', users);
    expect(removed.recorded).toEqual(['admin.user_deleted']);
  });
});
