import type { UserSession } from '@krug/contract/security';
import { SECURITY_TEXTS } from '@krug/contract/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function signIn(email: string, password: string, userAgent: string, remoteAddress = '10.1.1.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}
const sessionsOf = async (token: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json<UserSession[]>();
};
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const closeCode = (s: Awaited<ReturnType<typeof openLiveSocket>>) =>
  new Promise<number>((resolve) => s.ws.on('close', (code: number) => resolve(code)));

describe('sessions and devices', () => {
  it('lists each sign-in with its device and address, the caller’s marked current', async () => {
    const u = await registerUser(t.app);
    const laptop = await signIn(u.email, u.password, `  ${CHROME_LINUX}  `, '10.2.0.1');
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE, '10.2.0.2');
    const list = await sessionsOf(laptop);
    // Registration, laptop and phone.
    expect(list).toHaveLength(3);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ user_agent: CHROME_LINUX, ip: '10.2.0.1' });
    expect(list.find((s) => s.user_agent === SAFARI_IPHONE)).toMatchObject({
      ip: '10.2.0.2',
      current: false,
    });
    // The phone sees the same sessions, with its own marked.
    expect((await sessionsOf(phone)).find((s) => s.current)?.user_agent).toBe(SAFARI_IPHONE);
    // Newest activity first.
    const seen = list.map((s) => s.last_seen_at);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('another user’s sessions are not listed and cannot be signed out (404)', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const [bSession] = await sessionsOf(b.token);
    expect((await sessionsOf(a.token)).map((s) => s.id)).not.toContain(bSession?.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${bSession?.id}`,
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: SECURITY_TEXTS.sessionNotFound });
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('signing one session out ends its token (401) and closes only its socket', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(u.email, u.password, SAFARI_IPHONE);
    const otherSocket = await openLiveSocket(t.app, other);
    const mySocket = await openLiveSocket(t.app, u.token);
    const otherClosed = closeCode(otherSocket);
    let myClosed = false;
    mySocket.ws.on('close', () => {
      myClosed = true;
    });
    const target = (await sessionsOf(u.token)).find((s) => !s.current);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${target?.id}`,
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(204);
    expect(await otherClosed).toBe(1012);
    const refused = await me(other);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: TOKEN_TEXTS.sessionEnded });
    // The signed-out token cannot open a new socket.
    const reopened = await new Promise<number>((resolve) => {
      void t.app.injectWS(
        `/api/ws?token=${other}`,
        {},
        { onInit: (ws) => ws.on('close', (c: number) => resolve(c)) },
      );
    });
    expect(reopened).toBe(4401);
    // This device goes on.
    expect((await me(u.token)).statusCode).toBe(200);
    expect(myClosed).toBe(false);
    expect(await sessionsOf(u.token)).toHaveLength(1);
    // Already ended: 404.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${target?.id}`,
      headers: bearer(u.token),
    });
    expect(again.statusCode).toBe(404);
    mySocket.ws.terminate();
  });

  it('«Выйти на всех других устройствах» ends every session but this one', async () => {
    const u = await registerUser(t.app);
    const a = await signIn(u.email, u.password, CHROME_LINUX);
    const b = await signIn(u.email, u.password, SAFARI_IPHONE);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sessions/revoke-others',
      headers: bearer(a),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    const list = await sessionsOf(a);
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
  });

  it('signing out revokes the current session only', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(u.email, u.password, CHROME_LINUX);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(u.token) });
    expect(res.statusCode).toBe(204);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('a password change still ends every other session; this device keeps its session', async () => {
    const u = await registerUser(t.app);
    const other = await signIn(u.email, u.password, SAFARI_IPHONE);
    const socket = await openLiveSocket(t.app, other);
    const closed = closeCode(socket);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(u.token),
      payload: { current_password: u.password, new_password: 'brandnew1' },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ access_token: string }>().access_token;
    expect(await closed).toBe(1012);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
    const list = await sessionsOf(fresh);
    expect(list).toHaveLength(1);
    expect(list[0]?.current).toBe(true);
  });

  it('a sign-in forgets the user’s sessions that ended more than 30 days ago', async () => {
    const u = await registerUser(t.app);
    await t.db.execute(
      `insert into user_sessions (user_id, created_at, expires_at, revoked_at) values
        ('${u.user.id}', now() - interval '90 days', now() - interval '40 days', null),
        ('${u.user.id}', now() - interval '90 days', now() + interval '1 day', now() - interval '31 days'),
        ('${u.user.id}', now() - interval '10 days', now() + interval '1 day', now() - interval '2 days')`,
    );
    const count = async () => {
      const res = await t.db.execute(
        `select count(*)::int as n from user_sessions where user_id = '${u.user.id}'`,
      );
      return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
    };
    expect(await count()).toBe(4);
    await signIn(u.email, u.password, CHROME_LINUX);
    // The registration, the one ended 2 days ago, and the new one.
    expect(await count()).toBe(3);
  });

  it('a malformed session id answers 422, not 5xx', async () => {
    const u = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sessions/not-a-uuid',
      headers: bearer(u.token),
    });
    expect(res.statusCode).toBe(422);
  });
});
