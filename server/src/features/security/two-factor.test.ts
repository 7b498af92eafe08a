import { SECURITY_TEXTS, type TwoFactorSetup } from '@krug/contract/security';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../platform/errors.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  // Three wrong codes (or passwords) per user within 15 minutes, then 429.
  t = await createTestApp({ limits: { LOGIN_FAILURES_PER_EMAIL: 3 } });
});
afterAll(() => t.close());

/** The code the app shows `stepsFromNow` steps of 30 s away. */
const codeOf = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsFromNow * 30_000,
  });

const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const loginCode = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login/2fa', payload: { challenge, code } });

/** A user with two-factor sign-in on; answers its secret and recovery codes. */
async function withTwoFactor() {
  const u = await registerUser(t.app);
  const setup = await post(u.token, '/api/users/2fa/setup', { password: u.password });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<TwoFactorSetup>();
  // A code of the previous step (clock drift) is accepted, so the next steps stay free for the tests.
  const enabled = await post(u.token, '/api/users/2fa/enable', { code: codeOf(secret, -1) });
  expect(enabled.statusCode).toBe(200);
  const codes = enabled.json<{ recovery_codes: string[] }>().recovery_codes;
  return { ...u, secret, codes };
}

describe('setting two-factor sign-in up', () => {
  it('setup needs the password and answers the secret, the otpauth URI and an SVG QR code', async () => {
    const u = await registerUser(t.app);
    const wrong = await post(u.token, '/api/users/2fa/setup', { password: 'nope-nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: SECURITY_TEXTS.passwordWrong, field: 'password' });

    const res = await post(u.token, '/api/users/2fa/setup', { password: u.password });
    expect(res.statusCode).toBe(200);
    const body = res.json<TwoFactorSetup>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_uri).toContain(`secret=${body.secret}`);
    expect(body.otpauth_uri.startsWith('otpauth://totp/')).toBe(true);
    expect(body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Not in force until a code confirms it: signing in still needs only the password.
    expect((await login(u.email, u.password)).json()).toHaveProperty('access_token');
    const status = await t.app.inject({ method: 'GET', url: '/api/users/2fa', headers: bearer(u.token) });
    expect(status.json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    // The secret is stored encrypted, never as given.
    const rows = await t.db.execute(`select secret from user_two_factor where user_id = '${u.user.id}'`);
    const stored = (rows as unknown as { rows: { secret: string }[] }).rows[0]?.secret;
    expect(stored).toBeDefined();
    expect(stored).not.toContain(body.secret);
  });

  it('a wrong code does not enable it; the right one does and gives 10 recovery codes', async () => {
    const u = await registerUser(t.app);
    expect((await post(u.token, '/api/users/2fa/enable', { code: '123456' })).json()).toEqual({
      detail: SECURITY_TEXTS.setupFirst,
    });
    const { secret } = (
      await post(u.token, '/api/users/2fa/setup', { password: u.password })
    ).json<TwoFactorSetup>();
    const wrongCode = codeOf(secret) === '000000' ? '111111' : '000000';
    const wrong = await post(u.token, '/api/users/2fa/enable', { code: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: SECURITY_TEXTS.codeWrong, field: 'code' });
    const malformed = await post(u.token, '/api/users/2fa/enable', { code: '12ab' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().detail).toBe(SECURITY_TEXTS.codeFormat);

    const ok = await post(u.token, '/api/users/2fa/enable', { code: codeOf(secret) });
    expect(ok.statusCode).toBe(200);
    const codes = ok.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/users/2fa', headers: bearer(u.token) });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    // Setting up again while on is refused, and the secret stays.
    const again = await post(u.token, '/api/users/2fa/setup', { password: u.password });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SECURITY_TEXTS.alreadyEnabled });
  });
});

describe('signing in with two-factor', () => {
  it('the password answers a challenge instead of a token; the code finishes the sign-in', async () => {
    const u = await withTwoFactor();
    const first = await login(u.email, u.password);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
    expect(body).not.toHaveProperty('access_token');
    // The challenge is no access token.
    const asToken = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(body.challenge),
    });
    expect(asToken.statusCode).toBe(401);

    const done = await loginCode(body.challenge, codeOf(u.secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ token_type: 'bearer', user: { id: u.user.id } });
    const token = done.json().access_token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode,
    ).toBe(200);

    // The same code (same 30 s step) is never accepted twice, and says it was used (issue 32 item 14).
    const replay = await loginCode((await login(u.email, u.password)).json().challenge, codeOf(u.secret));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ detail: SECURITY_TEXTS.codeUsed, field: 'code' });
  });

  it('a forged or foreign challenge answers 401', async () => {
    const res = await loginCode('not-a-challenge', '123456');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: TOKEN_TEXTS.challenge });
    // An access token is not a challenge either.
    const u = await registerUser(t.app);
    expect((await loginCode(u.token, '123456')).statusCode).toBe(401);
  });

  it('a recovery code signs in once, then is used up', async () => {
    const u = await withTwoFactor();
    const recovery = u.codes[0] ?? '';
    const challenge = (await login(u.email, u.password)).json().challenge;
    // Typed in capitals and without the dash, it still counts.
    const ok = await loginCode(challenge, recovery.replace('-', '').toUpperCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toHaveProperty('access_token');
    const again = await loginCode((await login(u.email, u.password)).json().challenge, recovery);
    expect(again.statusCode).toBe(422);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/users/2fa',
      headers: bearer(ok.json().access_token),
    });
    expect(status.json()).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it('wrong codes are throttled per user: after 3, even the right code answers 429', async () => {
    const u = await withTwoFactor();
    const challenge = (await login(u.email, u.password)).json().challenge;
    for (const code of ['000001', '000002', 'aaaaa-bbbbb']) {
      const wrong = await loginCode(challenge, code === codeOf(u.secret) ? '999999' : code);
      expect(wrong.statusCode).toBe(422);
    }
    const blocked = await loginCode(challenge, codeOf(u.secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
  });
});

describe('turning it off and new recovery codes', () => {
  it('new recovery codes need a code and replace the old ones', async () => {
    const u = await withTwoFactor();
    const res = await post(u.token, '/api/users/2fa/recovery-codes', { code: codeOf(u.secret) });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(fresh).toHaveLength(10);
    const challenge = (await login(u.email, u.password)).json().challenge;
    expect((await loginCode(challenge, u.codes[1] ?? '')).statusCode).toBe(422);
    expect((await loginCode(challenge, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('disabling needs the password and a code; then the password alone signs in again', async () => {
    const u = await withTwoFactor();
    const noPassword = await post(u.token, '/api/users/2fa/disable', {
      password: 'wrong-one',
      code: codeOf(u.secret),
    });
    expect(noPassword.statusCode).toBe(422);
    expect(noPassword.json()).toEqual({ detail: SECURITY_TEXTS.passwordWrong, field: 'password' });
    const badCode = await post(u.token, '/api/users/2fa/disable', {
      password: u.password,
      code: 'zzzzz-zzzzz',
    });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.json()).toEqual({ detail: SECURITY_TEXTS.codeWrong, field: 'code' });
    const ok = await post(u.token, '/api/users/2fa/disable', {
      password: u.password,
      code: u.codes[2] ?? '',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login(u.email, u.password)).json()).toHaveProperty('access_token');
    const again = await post(u.token, '/api/users/2fa/disable', { password: u.password, code: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: SECURITY_TEXTS.notEnabled });
  });
});
