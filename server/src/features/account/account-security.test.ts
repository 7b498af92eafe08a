import { ACCOUNT_TEXTS } from '@krug/contract/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';

let t: TestApp;
beforeAll(async () => {
  // Three wrong current passwords per user within 15 minutes, then 429.
  t = await createTestApp({ limits: { LOGIN_FAILURES_PER_EMAIL: 3 } });
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('changing the email needs the current password', () => {
  it('refuses without it or with a wrong one, and asks for the change with the right one', async () => {
    const u = await registerUser(t.app);
    const newEmail = `new-${u.email}`;
    const missing = await call(u.token, 'PUT', '/api/my-info', { email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      detail: ACCOUNT_TEXTS.currentPasswordForEmail,
      field: 'current_password',
    });
    const wrong = await call(u.token, 'PUT', '/api/my-info', {
      email: newEmail,
      current_password: 'nope123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ detail: ACCOUNT_TEXTS.currentPasswordWrong, field: 'current_password' });
    expect((await call(u.token, 'GET', '/api/my-info')).json().email).toBe(u.email);

    const ok = await call(u.token, 'PUT', '/api/my-info', { email: newEmail, current_password: u.password });
    expect(ok.statusCode).toBe(200);
    // The address changes only once the link mailed to it is used (features/email/email.test.ts).
    expect(ok.json().email).toBe(u.email);
    expect((await call(u.token, 'GET', '/api/users/email-change')).json()).toEqual({ pending_email: null });
    await t.app.jobs.runDue();
    expect((await call(u.token, 'GET', '/api/users/email-change')).json()).toEqual({
      pending_email: newEmail,
    });
  });

  it('saving the basic section with the unchanged email needs no password', async () => {
    const u = await registerUser(t.app);
    const res = await call(u.token, 'PUT', '/api/my-info', {
      email: u.email.toUpperCase(),
      first_name: 'Ольга',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email, first_name: 'Ольга' });
  });
});

describe('guessing the current password is throttled per user', () => {
  it('password change: after 3 wrong attempts even the right password answers 429', async () => {
    const u = await registerUser(t.app);
    const other = await registerUser(t.app);
    const change = (token: string, current: string) =>
      call(token, 'PUT', '/api/auth/change-password', {
        current_password: current,
        new_password: 'brandnew1',
      });
    for (let i = 0; i < 3; i += 1) expect((await change(u.token, `guess-${i}`)).statusCode).toBe(422);
    const blocked = await change(u.token, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
    // The same budget covers the email change, and another user is not affected.
    expect(
      (await call(u.token, 'PUT', '/api/my-info', { email: `x-${u.email}`, current_password: u.password }))
        .statusCode,
    ).toBe(429);
    expect((await change(other.token, other.password)).statusCode).toBe(200);
  });

  it('a right password resets the count', async () => {
    const u = await registerUser(t.app);
    const change = (current: string, next: string) =>
      call(u.token, 'PUT', '/api/auth/change-password', { current_password: current, new_password: next });
    for (let i = 0; i < 2; i += 1) expect((await change(`guess-${i}`, 'brandnew9')).statusCode).toBe(422);
    const ok = await change(u.password, 'brandnew1');
    expect(ok.statusCode).toBe(200);
    u.token = ok.json().access_token;
    for (let i = 0; i < 2; i += 1) expect((await change(`again-${i}`, 'brandnew2')).statusCode).toBe(422);
    expect((await change('brandnew1', 'brandnew2')).statusCode).toBe(200);
  });
});

describe('deleting the account', () => {
  it('closes its open live sockets at once and its tokens stop working', async () => {
    const u = await registerUser(t.app);
    const sockets = [await openLiveSocket(t.app, u.token), await openLiveSocket(t.app, u.token)];
    const closed = sockets.map(
      (s) => new Promise<number>((resolve) => s.ws.on('close', (code: number) => resolve(code))),
    );
    expect(
      (await call(u.token, 'DELETE', '/api/auth/delete-account', { current_password: u.password }))
        .statusCode,
    ).toBe(204);
    expect(await Promise.all(closed)).toEqual([1012, 1012]);
    expect((await call(u.token, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const reopened = await new Promise<number>((resolve) => {
      void t.app.injectWS(
        `/api/ws?token=${u.token}`,
        {},
        { onInit: (ws) => ws.on('close', (code: number) => resolve(code)) },
      );
    });
    expect(reopened).toBe(4401);
  });
});
