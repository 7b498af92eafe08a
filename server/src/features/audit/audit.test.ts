import type { AuditEntry, SecurityEvent } from '@krug/contract/audit';
import type { OutboxMail } from '@krug/contract/mail';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { as, operators } from '../admin/admin.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof as>;
let ops: Awaited<ReturnType<typeof operators>>;
beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app);
  ops = await operators(t.app);
});
afterAll(() => t.close());

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const login = (email: string, password: string, remoteAddress = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: { 'user-agent': UA },
  });
const events = async (token: string) => {
  const res = await call(token, 'GET', '/api/users/security-events?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SecurityEvent[]>();
};
const audit = async (query = '') => {
  const res = await call(ops.admin.token, 'GET', `/api/admin/audit${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>();
};

describe('security events and the audit log', () => {
  it('record sign-ins (with address and browser) and failed ones, password, email, two-factor and export', async () => {
    const u = await registerUser(t.app, { first_name: 'Ольга', last_name: 'Сергеева' });
    expect((await login(u.email, 'wrong-password', '10.9.0.7')).statusCode).toBe(401);
    const ok = await login(u.email, u.password, '10.9.0.8');
    expect(ok.statusCode).toBe(200);
    const token = ok.json().access_token as string;
    expect(
      (
        await call(token, 'PUT', '/api/auth/change-password', {
          current_password: u.password,
          new_password: 'secret456',
        })
      ).statusCode,
    ).toBe(200);
    const fresh = (await login(u.email, 'secret456')).json().access_token as string;
    const newEmail = `new-${u.email}`;
    expect(
      (await call(fresh, 'PUT', '/api/my-info', { email: newEmail, current_password: 'secret456' }))
        .statusCode,
    ).toBe(200);
    // The change counts once the link mailed to the new address (here: the outbox) is used.
    await t.app.jobs.runDue();
    const outbox = (await call(ops.admin.token, 'GET', '/api/admin/outbox')).json<OutboxMail[]>();
    const link = outbox.find((m) => m.to === newEmail)?.text ?? '';
    const changeToken = /#token=([\w-]+)/.exec(link)?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email-change/confirm',
      payload: { token: changeToken },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const setup = await call(fresh, 'POST', '/api/users/2fa/setup', { password: 'secret456' });
    const code = new TOTP({
      secret: Secret.fromBase32(setup.json().secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    }).generate();
    expect((await call(fresh, 'POST', '/api/users/2fa/enable', { code })).statusCode).toBe(200);
    expect((await call(fresh, 'POST', '/api/users/export')).statusCode).toBe(202);
    await t.app.jobs.runDue();

    const mine = await events(fresh);
    expect(mine.map((e) => e.action)).toEqual([
      'account.data_exported',
      'auth.two_factor_enabled',
      'auth.email_changed',
      'auth.login',
      'auth.password_changed',
      'auth.login',
      'auth.login_failed',
    ]);
    const failed = mine.find((e) => e.action === 'auth.login_failed');
    expect(failed).toMatchObject({ ip: '10.9.0.7', user_agent: UA, by_admin: false });
    expect(failed?.details).toMatchObject({ email: u.email, status: 401 });
    expect(mine.filter((e) => e.action === 'auth.login').map((e) => e.ip)).toEqual(['10.9.0.1', '10.9.0.8']);
    // Recorded inside a service: the address of the request being served.
    expect(mine.find((e) => e.action === 'auth.password_changed')?.ip).toBe('127.0.0.1');
    expect(mine.find((e) => e.action === 'auth.email_changed')?.details).toEqual({
      from: u.email,
      to: newEmail,
    });

    // The same events in the admin log, by actor; each with its actor's name.
    const byActor = await audit(`?actor_id=${u.user.id}&limit=100`);
    expect(byActor.map((e) => e.action)).toContain('auth.password_changed');
    expect(byActor.every((e) => e.actor?.id === u.user.id && e.actor.name === 'Ольга Сергеева')).toBe(true);
    const failures = await audit('?action=auth.login_failed');
    expect(failures[0]).toMatchObject({ actor: null, ip: '10.9.0.7', target_type: null });
  });

  it('record a failed sign-in to an unknown email (for admins only) and a wrong code at the second step', async () => {
    expect((await login('nobody@example.com', 'whatever')).statusCode).toBe(401);
    const [entry] = await audit('?action=auth.login_failed');
    expect(entry).toMatchObject({ actor: null, details: { email: 'nobody@example.com', step: 'password' } });

    const u = await registerUser(t.app);
    const setup = await call(u.token, 'POST', '/api/users/2fa/setup', { password: u.password });
    const totp = new TOTP({
      secret: Secret.fromBase32(setup.json().secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    });
    expect((await call(u.token, 'POST', '/api/users/2fa/enable', { code: totp.generate() })).statusCode).toBe(
      200,
    );
    const challenge = (await login(u.email, u.password)).json().challenge as string;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/2fa',
      payload: { challenge, code: '000000' === totp.generate() ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    const mine = await events(u.token);
    expect(mine[0]).toMatchObject({ action: 'auth.login_failed', details: { step: 'code', status: 422 } });
    // The password step alone is no sign-in.
    expect(mine.filter((e) => e.action === 'auth.login')).toEqual([]);
  });

  it('record admin actions, shown to the account concerned without the admin’s address', async () => {
    const u = await registerUser(t.app);
    await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/suspend`, { reason: 'Проверка' });
    await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/unsuspend`);
    await call(ops.admin.token, 'PUT', '/api/admin/settings', { instance_name: 'Наш круг' });
    await call(ops.admin.token, 'PUT', '/api/admin/settings', { instance_name: 'Наш круг' });
    const entries = await audit(`?actor_id=${ops.admin.user.id}`);
    expect(entries.slice(0, 3).map((e) => e.action)).toEqual([
      'admin.settings_changed',
      'admin.user_unsuspended',
      'admin.user_suspended',
    ]);
    expect(entries[0]?.details).toEqual({ instance_name: 'Наш круг' });
    expect(entries[2]).toMatchObject({
      target_type: 'user',
      target_id: u.user.id,
      details: { reason: 'Проверка' },
      actor: { id: ops.admin.user.id, name: 'Модератор Петров' },
    });
    const token = (await login(u.email, u.password)).json().access_token as string;
    const mine = await events(token);
    expect(mine.find((e) => e.action === 'admin.user_suspended')).toMatchObject({
      by_admin: true,
      ip: null,
      user_agent: null,
      details: { reason: 'Проверка' },
    });
    // Nobody else's events.
    expect(mine.every((e) => e.action !== 'admin.settings_changed')).toBe(true);
    await call(ops.admin.token, 'PUT', '/api/admin/settings', { instance_name: 'Круг' });
  });

  it('record deletions (by the user or by an admin), kept after the account is gone', async () => {
    const a = await registerUser(t.app, { first_name: 'Удаляемый', last_name: 'Сам' });
    const b = await registerUser(t.app);
    expect(
      (await call(a.token, 'DELETE', '/api/auth/delete-account', { current_password: a.password }))
        .statusCode,
    ).toBe(204);
    expect((await call(ops.admin.token, 'DELETE', `/api/admin/users/${b.user.id}`)).statusCode).toBe(204);
    const [self] = await audit('?action=account.deleted');
    expect(self).toMatchObject({ actor: { id: a.user.id, name: 'Удаляемый Сам' }, target_id: a.user.id });
    const [byAdmin] = await audit('?action=admin.user_deleted');
    expect(byAdmin).toMatchObject({
      actor: { id: ops.admin.user.id },
      target_id: b.user.id,
      details: { email: b.email },
    });
  });

  it('pages newest first with a Link header, filters, and refuses bad input with 422', async () => {
    const first = await call(ops.admin.token, 'GET', '/api/admin/audit?limit=2');
    expect(first.json()).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] as string;
    const second = await t.app.inject({ method: 'GET', url: next, headers: bearer(ops.admin.token) });
    const all = [...first.json<AuditEntry[]>(), ...second.json<AuditEntry[]>()];
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const times = all.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    for (const q of ['?action=auth.nonsense', '?actor_id=42', '?before=zzz', '?limit=500'])
      expect((await call(ops.admin.token, 'GET', `/api/admin/audit${q}`)).statusCode, q).toBe(422);
    expect((await call(null, 'GET', '/api/users/security-events')).statusCode).toBe(401);
  });

  it('forgets entries older than 180 days and offers no call that edits one', async () => {
    await t.db.execute(`insert into audit_log (at, action) values (now() - interval '181 days', 'auth.login'),
      (now() - interval '179 days', 'auth.login')`);
    const old = await t.db.execute(
      `select count(*) as n from audit_log where at < now() - interval '178 days'`,
    );
    expect(Number(old.rows[0]?.n)).toBe(2);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const { createAuditService } = await import('./audit.service.ts');
    expect(await createAuditService(t.db).sweep()).toBe(1);
    const left = await t.db.execute(
      `select count(*) as n from audit_log where at < now() - interval '178 days'`,
    );
    expect(Number(left.rows[0]?.n)).toBe(1);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, object>;
    }>();
    const auditPaths = Object.entries(doc.paths).filter(
      ([p]) => p.includes('audit') || p.includes('security-events'),
    );
    expect(auditPaths.flatMap(([, ops]) => Object.keys(ops))).toEqual(['get', 'get']);
  });
});
