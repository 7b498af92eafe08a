import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepo } from '../identity/users.repo.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.ts';
import { bearer, registerUser } from '../test/factories.ts';
import { image } from '../test/files.ts';
import { openLiveSocket } from '../test/live-socket.ts';
import { multipart } from '../test/multipart.ts';
import { TOO_MANY_ATTEMPTS } from './errors.ts';
import { TOKEN_TEXTS } from './jwt.ts';
import { hashPassword, needsRehash, PASSWORD_PARAMS } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { UPLOAD_RATE_LIMIT: 3 } });
});
afterAll(() => t.close());

describe('password hashing', () => {
  it('stores scrypt hashes with N=2^15, r=8 (about 65 ms each on the development machine)', async () => {
    const [scheme, n, r, p, salt, hash] = (await hashPassword('secret123')).split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 32768, 8, 1]);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(64);
    expect(PASSWORD_PARAMS.N * PASSWORD_PARAMS.r).toBeGreaterThanOrEqual(2 ** 18);
  });

  it('upgrades a hash made with older, cheaper parameters at the next sign-in', async () => {
    const u = await registerUser(t.app);
    const weak = (await hashPassword(u.password)).replace('$32768$', '$16384$');
    // A hash with N=16384 must really be one: recompute it with those parameters.
    const { scryptSync } = await import('node:crypto');
    const salt = weak.split('$')[4] ?? '';
    const key = scryptSync(u.password.normalize('NFKC'), Buffer.from(salt, 'base64url'), 64, {
      N: 16384,
      r: 8,
      p: 1,
    });
    const old = ['scrypt', 16384, 8, 1, salt, key.toString('base64url')].join('$');
    await usersRepo.update(t.db, u.user.id, { passwordHash: old });
    expect(needsRehash(old)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(200);
    const stored = (await usersRepo.findById(t.db, u.user.id))?.passwordHash ?? '';
    expect(stored.split('$')[1]).toBe('32768');
    expect(needsRehash(stored)).toBe(false);
  });
});

describe('tokens', () => {
  it('refuses a token without an expiry and one whose subject is not a user id', async () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const { user } = await registerUser(t.app);
    const forever = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .sign(key);
    const notUuid = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject("1' or '1'='1")
      .setExpirationTime('1h')
      .sign(key);
    for (const token of [forever, notUuid]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: TOKEN_TEXTS.invalid });
    }
  });

  it('ends the tokens of a deleted account at once', async () => {
    const u = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(u.token) })).statusCode,
    ).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: bearer(u.token),
      payload: { current_password: u.password },
    });
    expect(gone.statusCode).toBe(204);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(u.token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('live sockets and a password change', () => {
  it('closes the open sockets (1012); the old token cannot reconnect (4401), the new one can', async () => {
    const u = await registerUser(t.app);
    const before = await openLiveSocket(t.app, u.token);
    const closed = new Promise<number>((resolve) => before.ws.on('close', (code: number) => resolve(code)));
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(u.token),
      payload: { current_password: u.password, new_password: 'newsecret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe(1012);
    const refused = await new Promise<number>((resolve, reject) => {
      t.app
        .injectWS(
          `/api/ws?token=${u.token}`,
          {},
          { onInit: (ws) => ws.on('close', (code: number) => resolve(code)) },
        )
        .catch(reject);
    });
    expect(refused).toBe(4401);
    const fresh = await openLiveSocket(t.app, changed.json().access_token);
    expect(fresh.received.map((e) => e.type)).toEqual(['ready']);
    fresh.ws.terminate();
  });
});

describe('upload rate limit', () => {
  it('gives each user one budget a minute across upload calls, then 429 with detail', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const png = await image('png');
    const upload = (token: string) => {
      const form = multipart([
        { name: 'source_module', value: 'family' },
        { name: 'file', filename: 'photo.png', data: png },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/media/upload',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      });
    };
    const photo = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile-picture',
        headers: bearer(a.token),
        payload: { profile_picture: `data:image/png;base64,${png.toString('base64')}` },
      });
    const statuses = [(await upload(a.token)).statusCode, (await upload(a.token)).statusCode];
    statuses.push((await photo()).statusCode);
    const refused = await upload(a.token);
    statuses.push(refused.statusCode);
    expect(statuses).toEqual([201, 201, 200, 429]);
    expect(refused.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
    // Another user from the same address keeps a budget of their own.
    expect((await upload(b.token)).statusCode).toBe(201);
  });
});
