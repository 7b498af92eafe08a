import { ACCOUNT_TEXTS } from '@krug/contract/account';
import { ADMIN_TEXTS, type AdminUser, suspendedDetail } from '@krug/contract/admin';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { openLiveSocket } from '../../test/live-socket.ts';
import { multipart } from '../../test/multipart.ts';
import { as, operators } from './admin.test-kit.ts';

let t: TestApp;
let call: ReturnType<typeof as>;
let ops: Awaited<ReturnType<typeof operators>>;
beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app);
  ops = await operators(t.app);
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const users = async (token: string, query = '') => {
  const res = await call(token, 'GET', `/api/admin/users${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminUser[]>();
};
const one = async (id: string) => (await users(ops.owner.token, '?limit=100')).find((u) => u.id === id);

describe('the users list', () => {
  it('shows every account newest first with role, storage, last activity and two-factor, found by name or email', async () => {
    const u = await registerUser(t.app, { first_name: 'Пётр', last_name: 'Найдёнов' });
    const form = multipart([
      { name: 'privacy_level', value: 'private' },
      { name: 'file', filename: 'a.png', data: await FILES.png() },
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/media/upload',
      headers: { ...bearer(u.token), ...form.headers },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const list = await users(ops.admin.token);
    expect(list[0]?.id).toBe(u.user.id);
    const times = list.map((x) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const row = list.find((x) => x.id === u.user.id);
    expect(row).toMatchObject({
      first_name: 'Пётр',
      last_name: 'Найдёнов',
      email: u.email,
      instance_role: 'user',
      suspended_at: null,
      two_factor_enabled: false,
    });
    expect(row?.storage_bytes).toBe(up.json().file_size);
    expect(row?.last_seen_at).not.toBeNull();
    expect(list.find((x) => x.id === ops.owner.user.id)?.instance_role).toBe('owner');
    expect((await users(ops.admin.token, `?query=${encodeURIComponent('найдён')}`)).map((x) => x.id)).toEqual(
      [u.user.id],
    );
    expect(
      (await users(ops.admin.token, `?query=${encodeURIComponent(u.email.toUpperCase())}`)).map((x) => x.id),
    ).toEqual([u.user.id]);
    expect(await users(ops.admin.token, '?query=%25')).toEqual([]);
  });

  it('pages with a Link header; a bad cursor or limit is 422', async () => {
    const first = await call(ops.admin.token, 'GET', '/api/admin/users?limit=2');
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.link as string)?.[1] as string;
    expect(next).toContain('limit=2');
    const second = await t.app.inject({ method: 'GET', url: next, headers: bearer(ops.admin.token) });
    const ids = [...first.json<AdminUser[]>(), ...second.json<AdminUser[]>()].map((x) => x.id);
    expect(new Set(ids).size).toBe(4);
    expect((await call(ops.admin.token, 'GET', '/api/admin/users?before=nonsense')).statusCode).toBe(422);
    expect((await call(ops.admin.token, 'GET', '/api/admin/users?limit=0')).statusCode).toBe(422);
  });
});

describe('roles', () => {
  it('the owner makes an admin and a plain user again; admins and users may not; nobody demotes the owner', async () => {
    const u = await registerUser(t.app);
    const promote = await call(ops.owner.token, 'PUT', `/api/admin/users/${u.user.id}/role`, {
      role: 'admin',
    });
    expect(promote.json<AdminUser>().instance_role).toBe('admin');
    expect((await call(u.token, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const byAdmin = await call(ops.admin.token, 'PUT', `/api/admin/users/${u.user.id}/role`, {
      role: 'user',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: ADMIN_TEXTS.ownerOnly });
    const demote = await call(ops.owner.token, 'PUT', `/api/admin/users/${u.user.id}/role`, { role: 'user' });
    expect(demote.json<AdminUser>().instance_role).toBe('user');
    expect((await call(u.token, 'GET', '/api/admin/users')).statusCode).toBe(403);
    for (const token of [ops.owner.token, ops.admin.token]) {
      const res = await call(token, 'PUT', `/api/admin/users/${ops.owner.user.id}/role`, { role: 'user' });
      expect(res.statusCode).toBe(403);
    }
    expect((await one(ops.owner.user.id))?.instance_role).toBe('owner');
  });

  it('refuses a bad role (422) and an unknown user (404)', async () => {
    const bad = await call(ops.owner.token, 'PUT', `/api/admin/users/${ops.user.user.id}/role`, {
      role: 'owner',
    });
    expect(bad.statusCode).toBe(422);
    const missing = await call(ops.owner.token, 'PUT', `/api/admin/users/${crypto.randomUUID()}/role`, {
      role: 'admin',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: ADMIN_TEXTS.userNotFound });
  });
});

describe('suspension', () => {
  it('ends the user’s tokens and sockets at once; sign-in answers 403 with the reason; unsuspend lets them back', async () => {
    const u = await registerUser(t.app);
    const socket = await openLiveSocket(t.app, u.token);
    const closed = new Promise<number>((resolve) => socket.ws.on('close', (code: number) => resolve(code)));
    const res = await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/suspend`, {
      reason: ' Спам в комментариях ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>()).toMatchObject({ suspended_reason: 'Спам в комментариях' });
    expect(res.json<AdminUser>().suspended_at).not.toBeNull();
    expect(await closed).toBe(1012);
    expect((await call(u.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const refused = await login(u.email, u.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: suspendedDetail('Спам в комментариях') });
    expect(refused.json().detail).toBe('Аккаунт заблокирован администратором. Причина: Спам в комментариях');
    // A wrong password still says only that the password is wrong.
    expect((await login(u.email, 'wrong-password')).statusCode).toBe(401);

    const back = await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/unsuspend`);
    expect(back.json<AdminUser>()).toMatchObject({ suspended_at: null, suspended_reason: null });
    // The old token stays dead; a new sign-in works.
    expect((await call(u.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('needs a reason (422); nobody suspends the owner, themselves, or (but the owner) an admin', async () => {
    const blank = await call(ops.admin.token, 'POST', `/api/admin/users/${ops.user.user.id}/suspend`, {
      reason: '  ',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toBe(ADMIN_TEXTS.reasonRequired);
    const cases: [string, string, string][] = [
      [ops.admin.token, ops.owner.user.id, ADMIN_TEXTS.ownerUntouchable],
      [ops.owner.token, ops.owner.user.id, ADMIN_TEXTS.ownerUntouchable],
      [ops.admin.token, ops.admin.user.id, ADMIN_TEXTS.notYourself],
      [ops.user.token, ops.admin.user.id, ADMIN_TEXTS.adminsOnly],
    ];
    for (const [token, id, detail] of cases) {
      const res = await call(token, 'POST', `/api/admin/users/${id}/suspend`, { reason: 'x' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail });
    }
    const other = await registerUser(t.app);
    await call(ops.owner.token, 'PUT', `/api/admin/users/${other.user.id}/role`, { role: 'admin' });
    const adminOnAdmin = await call(ops.admin.token, 'POST', `/api/admin/users/${other.user.id}/suspend`, {
      reason: 'x',
    });
    expect(adminOnAdmin.json()).toEqual({ detail: ADMIN_TEXTS.adminsByOwner });
    const ownerOnAdmin = await call(ops.owner.token, 'POST', `/api/admin/users/${other.user.id}/suspend`, {
      reason: 'Злоупотребление правами',
    });
    expect(ownerOnAdmin.statusCode).toBe(200);
    expect((await call(ops.owner.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    expect((await call(ops.admin.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('two-factor reset', () => {
  it('turns it off for the user so the password alone signs in; 409 when it is off', async () => {
    const u = await registerUser(t.app);
    const setup = await call(u.token, 'POST', '/api/users/2fa/setup', { password: u.password });
    const secret = setup.json().secret as string;
    const code = new TOTP({
      secret: Secret.fromBase32(secret),
      digits: 6,
      period: 30,
      algorithm: 'SHA1',
    }).generate();
    expect((await call(u.token, 'POST', '/api/users/2fa/enable', { code })).statusCode).toBe(200);
    expect((await login(u.email, u.password)).json()).toMatchObject({ two_factor_required: true });
    expect((await one(u.user.id))?.two_factor_enabled).toBe(true);

    const res = await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/reset-two-factor`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminUser>().two_factor_enabled).toBe(false);
    expect((await login(u.email, u.password)).json()).toHaveProperty('access_token');
    const again = await call(ops.admin.token, 'POST', `/api/admin/users/${u.user.id}/reset-two-factor`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ADMIN_TEXTS.noTwoFactor });
    expect(
      (await call(ops.admin.token, 'POST', `/api/admin/users/${ops.owner.user.id}/reset-two-factor`))
        .statusCode,
    ).toBe(403);
  });
});

describe('deletion', () => {
  it('deletes the account as «Удалить аккаунт» does; the owner cannot be deleted; an organization owner gets 409', async () => {
    const u = await registerUser(t.app);
    const post = await call(u.token, 'POST', '/api/posts', {
      content: 'Привет',
      visibility: 'PUBLIC',
      source_module: 'family',
    });
    expect(post.statusCode).toBe(201);
    const res = await call(ops.admin.token, 'DELETE', `/api/admin/users/${u.user.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call(u.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await call(ops.user.token, 'GET', `/api/posts/${post.json().id}`)).statusCode).toBe(404);
    expect(await one(u.user.id)).toBeUndefined();
    expect((await call(ops.admin.token, 'DELETE', `/api/admin/users/${u.user.id}`)).statusCode).toBe(404);

    const boss = await registerUser(t.app);
    await call(boss.token, 'POST', '/api/work/organizations', {
      name: 'Ромашка',
      description: 'Софт',
      industry: 'Technology',
      creator_job_title: 'CEO',
    });
    const owning = await call(ops.admin.token, 'DELETE', `/api/admin/users/${boss.user.id}`);
    expect(owning.statusCode).toBe(409);
    expect(owning.json()).toEqual({ detail: ACCOUNT_TEXTS.ownerMustTransfer });

    for (const token of [ops.admin.token, ops.owner.token]) {
      const res = await call(token, 'DELETE', `/api/admin/users/${ops.owner.user.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: ADMIN_TEXTS.ownerUntouchable });
    }
    expect((await call(ops.owner.token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});
