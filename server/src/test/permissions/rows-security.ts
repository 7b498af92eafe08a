import type { UserSession } from '@krug/contract/security';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { bearer, registerUser } from '../factories.ts';
import type { Fresh, Row } from './types.ts';
import type { World } from './world.ts';

/**
 * «Безопасность» (issue 20): sessions and two-factor sign-in act on the caller's own account only.
 * Writes go through a fresh account (its token, listed under `stranger`), so the world's people
 * keep their sessions and sign in with the password alone.
 */

const post = async (app: FastifyInstance, token: string, url: string, payload: object) => {
  const res = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode !== 200) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};

/** A fresh account: its token and password. */
const throwaway = async (w: World): Promise<Fresh> => {
  const u = await registerUser(w.app, { first_name: 'Осторожный' });
  return { token: u.token, password: u.password, email: u.email };
};

/** A fresh account with two-factor setup started: also its secret. */
const pending = async (w: World): Promise<Fresh> => {
  const u = await throwaway(w);
  const setup = await post(w.app, u.token as string, '/api/users/2fa/setup', { password: u.password });
  return { ...u, secret: setup.secret };
};
const currentCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

/** A fresh account with two-factor sign-in on: also one of its recovery codes. */
const enabled = async (w: World): Promise<Fresh> => {
  const u = await pending(w);
  const { recovery_codes } = await post(w.app, u.token as string, '/api/users/2fa/enable', {
    code: currentCode(u.secret as string),
  });
  return { ...u, recovery: recovery_codes[0] };
};

export const securityRows: Row[] = [
  {
    op: 'GET /api/users/sessions',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/users/sessions' }),
    check: (_role, body) => expect((body as UserSession[]).filter((s) => s.current)).toHaveLength(1),
  },
  {
    op: 'DELETE /api/users/sessions/{id}',
    note: 'another session of the owner: only the owner signs it out',
    expect: { anonymous: 401, stranger: 404, member: 404, admin: 404, owner: 204 },
    setup: async (w, app) => {
      const owner = w.users.owner;
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      });
      const token = login.json<{ access_token: string }>().access_token;
      const list = await app.inject({ method: 'GET', url: '/api/users/sessions', headers: bearer(token) });
      const mine = list.json<UserSession[]>().find((s) => s.current);
      if (!mine) throw new Error('no current session');
      return { id: mine.id };
    },
    call: (_w, f) => ({ url: `/api/users/sessions/${f.id}` }),
  },
  {
    op: 'POST /api/users/sessions/revoke-others',
    note: 'a fresh account signs its other devices out',
    expect: { anonymous: 401, stranger: 200 },
    setup: throwaway,
    call: (_w, f) => ({ url: '/api/users/sessions/revoke-others', token: f.token }),
  },
  {
    op: 'POST /api/auth/logout',
    note: 'a fresh account signs this device out',
    expect: { anonymous: 401, stranger: 204 },
    setup: throwaway,
    call: (_w, f) => ({ url: '/api/auth/logout', token: f.token }),
  },
  {
    op: 'GET /api/users/2fa',
    expect: { anonymous: 401, stranger: 200, owner: 200 },
    call: () => ({ url: '/api/users/2fa' }),
    check: (_role, body) => expect(body).toEqual({ enabled: false, recovery_codes_left: 0 }),
  },
  {
    op: 'POST /api/users/2fa/setup',
    expect: { anonymous: 401, stranger: 200 },
    setup: throwaway,
    call: (_w, f) => ({ url: '/api/users/2fa/setup', token: f.token, payload: { password: f.password } }),
  },
  {
    op: 'POST /api/users/2fa/enable',
    expect: { anonymous: 401, stranger: 200 },
    setup: pending,
    call: (_w, f) => ({
      url: '/api/users/2fa/enable',
      token: f.token,
      payload: { code: currentCode(f.secret as string) },
    }),
  },
  {
    op: 'POST /api/users/2fa/disable',
    expect: { anonymous: 401, stranger: 200 },
    setup: enabled,
    call: (_w, f) => ({
      url: '/api/users/2fa/disable',
      token: f.token,
      payload: { password: f.password, code: f.recovery },
    }),
  },
  {
    op: 'POST /api/users/2fa/recovery-codes',
    expect: { anonymous: 401, stranger: 200 },
    setup: enabled,
    call: (_w, f) => ({
      url: '/api/users/2fa/recovery-codes',
      token: f.token,
      payload: { code: f.recovery },
    }),
  },
  {
    op: 'POST /api/auth/login/2fa',
    note: 'the challenge of a password step and a recovery code sign in',
    expect: { anonymous: 200 },
    setup: async (w, app) => {
      const u = await enabled(w);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
      });
      return { challenge: login.json<{ challenge: string }>().challenge, code: u.recovery as string };
    },
    call: (_w, f) => ({ url: '/api/auth/login/2fa', payload: { challenge: f.challenge, code: f.code } }),
  },
  {
    op: 'POST /api/auth/login/2fa',
    note: 'a forged challenge',
    expect: { anonymous: 401 },
    call: () => ({ url: '/api/auth/login/2fa', payload: { challenge: 'forged', code: '123456' } }),
  },
];
