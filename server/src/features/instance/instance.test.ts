import { ADMIN_TEXTS, type AdminSettings, type InstanceInvite } from '@krug/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
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

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const setMode = async (registration_mode: string) => {
  const res = await call(ops.admin.token, 'PUT', '/api/admin/settings', { registration_mode });
  expect(res.statusCode, res.body).toBe(200);
};
const invite = async (body: object = {}) => {
  const res = await call(ops.admin.token, 'POST', '/api/admin/invites', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InstanceInvite>();
};
const userCount = async () => Number((await t.db.execute('select count(*) as n from users')).rows[0]?.n);

describe('the owner', () => {
  it('is the first account; later accounts are plain users; /me carries the role', async () => {
    const me = await call(ops.owner.token, 'GET', '/api/auth/me');
    expect(me.json()).toMatchObject({ instance_role: 'owner' });
    expect((await call(ops.admin.token, 'GET', '/api/auth/me')).json()).toMatchObject({
      instance_role: 'admin',
    });
    expect((await call(ops.user.token, 'GET', '/api/auth/me')).json()).toMatchObject({
      instance_role: 'user',
    });
    const later = await registerUser(t.app);
    expect(later.user.instance_role).toBe('user');
  });

  it('is made of the earliest account by the migration on an instance that already has accounts', async () => {
    const app = await createTestApp();
    try {
      const a = await registerUser(app.app);
      const b = await registerUser(app.app);
      // An instance from before migration 0031: nobody had a role.
      await app.db.execute(`update users set instance_role = 'user'`);
      const { readFileSync } = await import('node:fs');
      const migration = readFileSync(
        new URL('../../db/migrations/0031_operating_an_instance.sql', import.meta.url),
        'utf8',
      );
      const statement = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "users"'));
      expect(statement).toBeDefined();
      await app.db.execute(statement as string);
      const roles = await app.db.execute(`select id, instance_role from users order by created_at`);
      expect(roles.rows).toEqual([
        { id: a.user.id, instance_role: 'owner' },
        { id: b.user.id, instance_role: 'user' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('passes to the earliest admin when the owner deletes their account', async () => {
    const app = await createTestApp();
    try {
      const owner = await registerUser(app.app);
      const plain = await registerUser(app.app);
      const admin = await registerUser(app.app);
      await as(app.app)(owner.token, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'admin' });
      const del = await as(app.app)(owner.token, 'DELETE', '/api/auth/delete-account', {
        current_password: owner.password,
      });
      expect(del.statusCode, del.body).toBe(204);
      expect((await as(app.app)(admin.token, 'GET', '/api/auth/me')).json().instance_role).toBe('owner');
      expect((await as(app.app)(plain.token, 'GET', '/api/auth/me')).json().instance_role).toBe('user');
    } finally {
      await app.close();
    }
  });
});

describe('GET /api/instance', () => {
  it('answers the name and registration mode without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/instance' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      instance_name: 'Круг',
      registration_mode: 'open',
      require_email_verification: false,
    });
  });
});

describe('settings', () => {
  it('are read and changed by admins, field by field, and shown on /api/instance', async () => {
    const before = await call(ops.owner.token, 'GET', '/api/admin/settings');
    expect(before.json()).toEqual({
      instance_name: 'Круг',
      registration_mode: 'open',
      require_email_verification: false,
    });
    const res = await call(ops.admin.token, 'PUT', '/api/admin/settings', {
      instance_name: '  Семья Ивановых ',
      require_email_verification: true,
    });
    expect(res.json<AdminSettings>()).toEqual({
      instance_name: 'Семья Ивановых',
      registration_mode: 'open',
      require_email_verification: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/instance' })).json().instance_name).toBe(
      'Семья Ивановых',
    );
    await call(ops.admin.token, 'PUT', '/api/admin/settings', {
      instance_name: 'Круг',
      require_email_verification: false,
    });
  });

  it('refuse bad input with 422 and change nothing', async () => {
    for (const body of [
      { registration_mode: 'sometimes' },
      { instance_name: '   ' },
      { instance_name: 'x'.repeat(101) },
      { require_email_verification: 'yes' },
    ]) {
      const res = await call(ops.admin.token, 'PUT', '/api/admin/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call(ops.admin.token, 'GET', '/api/admin/settings')).json().registration_mode).toBe('open');
  });

  it('are refused to a plain user (403) and to nobody signed in (401)', async () => {
    const get = await call(ops.user.token, 'GET', '/api/admin/settings');
    expect(get.statusCode).toBe(403);
    expect(get.json()).toEqual({ detail: ADMIN_TEXTS.adminsOnly });
    expect(
      (await call(ops.user.token, 'PUT', '/api/admin/settings', { registration_mode: 'closed' })).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/instance' })).json().registration_mode).toBe(
      'open',
    );
  });
});

describe('registration modes and invites', () => {
  it('invite-only: no token, an unknown one → 403; an invite works exactly its uses; open again after', async () => {
    await setMode('invite_only');
    try {
      const before = await userCount();
      const none = await register(newPerson());
      expect(none.statusCode).toBe(403);
      expect(none.json()).toEqual({ detail: ADMIN_TEXTS.inviteRequired });
      const unknown = await register(newPerson({ invite_token: 'no-such-token' }));
      expect(unknown.json()).toEqual({ detail: ADMIN_TEXTS.inviteInvalid });
      expect(await userCount()).toBe(before);

      const link = await invite({ max_uses: 2, expires_in_days: 3 });
      expect(link.url).toMatch(new RegExp(`/register\\?invite=${link.token}$`));
      expect(link).toMatchObject({ max_uses: 2, uses: 0, revoked_at: null });
      expect(link.created_by).toEqual({ id: ops.admin.user.id, name: 'Модератор Петров' });
      const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(2.9);
      expect(days).toBeLessThanOrEqual(3);

      expect((await register(newPerson({ invite_token: link.token }))).statusCode).toBe(201);
      // A taken email gives the use back.
      const taken = await register({ ...newPerson({ invite_token: link.token }), email: ops.user.email });
      expect(taken.statusCode).toBe(409);
      expect((await register(newPerson({ invite_token: link.token }))).statusCode).toBe(201);
      const third = await register(newPerson({ invite_token: link.token }));
      expect(third.statusCode).toBe(403);
      expect(third.json()).toEqual({ detail: ADMIN_TEXTS.inviteUsedUp });
      const listed = (await call(ops.owner.token, 'GET', '/api/admin/invites')).json<InstanceInvite[]>();
      expect(listed.find((i) => i.id === link.id)).toMatchObject({ uses: 2, max_uses: 2 });
    } finally {
      await setMode('open');
    }
  });

  it('a revoked or expired invite answers 403 with its own detail', async () => {
    await setMode('invite_only');
    try {
      const revoked = await invite();
      const del = await call(ops.admin.token, 'DELETE', `/api/admin/invites/${revoked.id}`);
      expect(del.statusCode).toBe(204);
      const res = await register(newPerson({ invite_token: revoked.token }));
      expect(res.json()).toEqual({ detail: ADMIN_TEXTS.inviteRevoked });

      const old = await invite();
      await t.db.execute(
        `update instance_invites set expires_at = now() - interval '1 minute' where id = '${old.id}'`,
      );
      const expired = await register(newPerson({ invite_token: old.token }));
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({ detail: ADMIN_TEXTS.inviteExpired });
      const listed = (await call(ops.admin.token, 'GET', '/api/admin/invites')).json<InstanceInvite[]>();
      expect(listed.find((i) => i.id === revoked.id)?.revoked_at).not.toBeNull();
    } finally {
      await setMode('open');
    }
  });

  it('closed: every registration answers 403, even with a valid invite, before the email is looked at', async () => {
    const link = await invite();
    await setMode('closed');
    try {
      for (const body of [
        newPerson(),
        newPerson({ invite_token: link.token }),
        { ...newPerson(), email: ops.user.email },
      ]) {
        const res = await register(body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: ADMIN_TEXTS.registrationClosed });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/instance' })).json().registration_mode).toBe(
        'closed',
      );
    } finally {
      await setMode('open');
    }
  });

  it('open: anyone registers; a valid invite’s use is counted', async () => {
    const link = await invite({ max_uses: 5 });
    expect((await register(newPerson())).statusCode).toBe(201);
    expect((await register(newPerson({ invite_token: link.token }))).statusCode).toBe(201);
    expect((await register(newPerson({ invite_token: 'whatever' }))).statusCode).toBe(201);
    const listed = (await call(ops.admin.token, 'GET', '/api/admin/invites')).json<InstanceInvite[]>();
    expect(listed.find((i) => i.id === link.id)?.uses).toBe(1);
  });

  it('two registrations racing for an invite’s last use: exactly one gets it', async () => {
    await setMode('invite_only');
    try {
      const link = await invite({ max_uses: 1 });
      const results = await Promise.all([
        register(newPerson({ invite_token: link.token })),
        register(newPerson({ invite_token: link.token })),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403]);
    } finally {
      await setMode('open');
    }
  });

  it('invites: bad input 422, an unknown one 404 to revoke, plain users 403, newest first with paging', async () => {
    for (const body of [
      { max_uses: 0 },
      { max_uses: 1001 },
      { expires_in_days: 0 },
      { expires_in_days: 400 },
      { max_uses: 'x' },
    ]) {
      const res = await call(ops.admin.token, 'POST', '/api/admin/invites', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const missing = await call(ops.admin.token, 'DELETE', `/api/admin/invites/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ADMIN_TEXTS.inviteNotFound });
    expect((await call(ops.user.token, 'POST', '/api/admin/invites', {})).statusCode).toBe(403);
    expect((await call(ops.user.token, 'GET', '/api/admin/invites')).statusCode).toBe(403);
    const made = [await invite(), await invite(), await invite()];
    const first = await call(ops.admin.token, 'GET', '/api/admin/invites?limit=2');
    expect(first.json<InstanceInvite[]>().map((i) => i.id)).toEqual([made[2]?.id, made[1]?.id]);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1];
    expect(next).toBeDefined();
    const second = await t.app.inject({
      method: 'GET',
      url: next as string,
      headers: bearer(ops.admin.token),
    });
    expect(second.json<InstanceInvite[]>()[0]?.id).toBe(made[0]?.id);
  });
});
