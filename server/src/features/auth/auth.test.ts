import { AUTH_TEXTS } from '@krug/contract/auth';
import { count } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/app.ts';
import { bearer, newPerson, registerUser } from '../../test/factories.ts';
import { AUTH_ERRORS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;
const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates the user and answers a bearer token whose sub is the user id', async () => {
    const person = newPerson({
      email: 'Mixed.Case@Example.com',
      middle_name: 'Петровна',
      phone: '+7 900 000-00-00',
    });
    const res = await register(person);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(decodeJwt(body.access_token).sub).toBe(body.user.id);
    expect(decodeJwt(body.access_token).exp).toBeGreaterThan(Date.now() / 1000);
    expect(body.user).toMatchObject({
      email: 'mixed.case@example.com',
      first_name: 'Анна',
      last_name: 'Иванова',
      middle_name: 'Петровна',
      phone: '+7 900 000-00-00',
      gender: null,
      affiliations: [],
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('answers 409 for an email already registered, in any letter case, and writes nothing', async () => {
    const { email } = await registerUser(t.app);
    const before = await userCount();
    const res = await register(newPerson({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: AUTH_ERRORS.emailTaken });
    expect(await userCount()).toBe(before);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['first name missing', { first_name: undefined }, AUTH_TEXTS.firstNameRequired],
    ['first name blank', { first_name: '   ' }, AUTH_TEXTS.firstNameRequired],
    ['last name missing', { last_name: undefined }, AUTH_TEXTS.lastNameRequired],
    ['email missing', { email: undefined }, AUTH_TEXTS.emailRequired],
    ['email not an email', { email: 'not-an-email' }, AUTH_TEXTS.emailInvalid],
    ['password missing', { password: undefined }, AUTH_TEXTS.passwordRequired],
    ['password of 5 characters', { password: '12345' }, 'Минимум 6 символов'],
    ['phone with letters', { phone: 'call me' }, AUTH_TEXTS.phoneInvalid],
  ];
  it.each(invalid)('rejects %s with 422 and the Russian rule, writing nothing', async (_, change, detail) => {
    const before = await userCount();
    const res = await register({ ...newPerson(), ...change });
    expect(res.statusCode).toBe(422);
    // The body field it is about travels as `field` (the form shows it under that input).
    expect(res.json()).toMatchObject({ detail });
    expect(await userCount()).toBe(before);
  });

  it('accepts a password of exactly 6 characters', async () => {
    expect((await register(newPerson({ password: '123456' }))).statusCode).toBe(201);
  });

  it('answers 422 with detail for malformed JSON and for a body that is not an object', async () => {
    const before = await userCount();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(bad.statusCode).toBe(422);
    expect(typeof bad.json().detail).toBe('string');
    const array = await register([1, 2]);
    expect(array.statusCode).toBe(422);
    expect(await userCount()).toBe(before);
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await register({ ...newPerson(), first_name: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('Слишком большой запрос');
  });
});

describe('POST /api/auth/login', () => {
  it('answers a token for the right password, email in any case', async () => {
    const { email, password, user } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: ` ${email.toUpperCase()} `, password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.id);
    expect(decodeJwt(res.json().access_token).sub).toBe(user.id);
  });

  it('answers 401 with the same detail for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t.app);
    for (const payload of [
      { email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_ERRORS.wrongCredentials });
    }
  });

  it('requires email and password (422)', async () => {
    const noEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: 'x' },
    });
    expect(noEmail.json()).toEqual({ field: 'email', detail: AUTH_TEXTS.emailRequired });
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.ru' },
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json()).toEqual({ detail: AUTH_TEXTS.passwordRequired, field: 'password' });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the signed-in user', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(user);
  });

  it('answers 401 without a token, with a bad token, and with an expired token', async () => {
    const { user } = await registerUser(t.app);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-entirely-different'));
    const cases: [Record<string, string>, string][] = [
      [{}, TOKEN_TEXTS.missing],
      [{ authorization: 'Bearer not.a.jwt' }, TOKEN_TEXTS.invalid],
      [{ authorization: 'Basic abc' }, TOKEN_TEXTS.missing],
      [bearer(forged), TOKEN_TEXTS.invalid],
      [bearer(expired), TOKEN_TEXTS.expired],
    ];
    for (const [headers, detail] of cases) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail });
    }
  });

  it('answers 401 for a valid token of a user who no longer exists', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});
