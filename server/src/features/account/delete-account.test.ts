import { ACCOUNT_TEXTS, DELETE_ACCOUNT_TEXTS } from '@krug/contract/account';
import { SECURITY_TEXTS, type TwoFactorSetup } from '@krug/contract/security';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

/** Issue 29 §5: deleting the account takes the current password, and a code with two-factor on. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (token: string, payload?: object) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/auth/delete-account',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const stillThere = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode === 200;
const codeOf = (secret: string, stepsFromNow = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsFromNow * 30_000,
  });

describe('DELETE /api/auth/delete-account', () => {
  it('without a body answers 422 saying the password is needed, and deletes nothing', async () => {
    const u = await registerUser(t.app);
    const res = await remove(u.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(DELETE_ACCOUNT_TEXTS.passwordRequired);
    const empty = await remove(u.token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(DELETE_ACCOUNT_TEXTS.passwordRequired);
    expect(await stillThere(u.token)).toBe(true);
  });

  it('a wrong password is refused; the right one deletes the account', async () => {
    const u = await registerUser(t.app);
    const wrong = await remove(u.token, { current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(ACCOUNT_TEXTS.currentPasswordWrong);
    expect(await stillThere(u.token)).toBe(true);
    expect((await remove(u.token, { current_password: u.password })).statusCode).toBe(204);
    expect(await stillThere(u.token)).toBe(false);
  });

  it('with two-factor sign-in on, a code is needed too (an app code or a recovery code)', async () => {
    const u = await registerUser(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(u.token), payload });
    const { secret } = (await post('/api/users/2fa/setup', { password: u.password })).json<TwoFactorSetup>();
    const enabled = await post('/api/users/2fa/enable', { code: codeOf(secret, -1) });
    expect(enabled.statusCode).toBe(200);
    const [recovery] = enabled.json<{ recovery_codes: string[] }>().recovery_codes;

    const noCode = await remove(u.token, { current_password: u.password });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().detail).toBe(DELETE_ACCOUNT_TEXTS.codeRequired);
    const wrongCode = await remove(u.token, { current_password: u.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().detail).toBe(SECURITY_TEXTS.codeWrong);
    const wrongPassword = await remove(u.token, { current_password: 'nope-nope', code: recovery });
    expect(wrongPassword.statusCode).toBe(422);
    expect(await stillThere(u.token)).toBe(true);
    expect((await remove(u.token, { current_password: u.password, code: recovery })).statusCode).toBe(204);
    expect(await stillThere(u.token)).toBe(false);
  });
});
