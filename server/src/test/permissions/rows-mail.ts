import { EMAIL_TEXTS } from '@krug/contract/email';
import { MAIL_TEXTS, type OutboxMail } from '@krug/contract/mail';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newPerson, registerUser } from '../factories.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/**
 * Mail (CONTRACT §8 "Email", "Password reset"): the reset calls are public and answer everyone the
 * same; the outbox is for the instance's admins only.
 */
/** The token of the newest outbox mail to `to` with `subject`. */
async function mailedToken(w: World, to: string, subject: string): Promise<string> {
  const outbox = await w.call(w.users.operator.token, 'GET', '/api/admin/outbox');
  const mail = (outbox as unknown as OutboxMail[]).find((m) => m.to === to && m.subject === subject);
  const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no «${subject}» mail to ${to} in the outbox`);
  return token;
}

/** A fresh account whose verification link was mailed (to the outbox). */
async function unverified(w: World, app: FastifyInstance) {
  const u = await registerUser(app);
  await app.jobs.runDue();
  return { email: u.email, token: await mailedToken(w, u.email, 'Подтвердите адрес в Круге') };
}

export const mailRows: Row[] = [
  {
    op: 'POST /api/auth/verify-email/request',
    note: 'the caller’s own address only',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/auth/verify-email/request' }),
  },
  {
    op: 'POST /api/auth/verify-email/confirm',
    note: 'an unknown token is refused for everyone',
    expect: { anonymous: 422, stranger: 422 },
    call: () => ({ url: '/api/auth/verify-email/confirm', payload: { token: 'never-mailed-token' } }),
  },
  {
    op: 'POST /api/auth/verify-email/confirm',
    note: 'a mailed token verifies its own account, whoever opens the link',
    expect: { anonymous: 200, stranger: 200 },
    setup: async (w, app) => ({ token: (await unverified(w, app)).token }),
    call: (_w, f) => ({ url: '/api/auth/verify-email/confirm', payload: { token: f.token } }),
    check: (_role, body) => expect(body).toEqual({ message: EMAIL_TEXTS.verified }),
  },
  {
    op: 'POST /api/users/email-change',
    note: 'the caller’s own account, with its password (a throwaway account each time)',
    expect: { anonymous: 401, stranger: 202 },
    setup: async (_w, app) => {
      const u = await registerUser(app);
      return { token: u.token, password: u.password };
    },
    call: (_w, f) => ({
      url: '/api/users/email-change',
      token: f.token,
      payload: { email: newPerson().email, current_password: f.password },
    }),
  },
  {
    op: 'GET /api/users/email-change',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/email-change' }),
  },
  {
    op: 'POST /api/auth/email-change/confirm',
    note: 'an unknown token is refused for everyone',
    expect: { anonymous: 422, stranger: 422 },
    call: () => ({ url: '/api/auth/email-change/confirm', payload: { token: 'never-mailed-token' } }),
  },
  {
    op: 'POST /api/auth/email-change/confirm',
    note: 'a token mailed to the new address moves its own account there',
    expect: { anonymous: 200 },
    setup: async (w, app) => {
      const u = await registerUser(app);
      const to = newPerson().email;
      await app.inject({
        method: 'POST',
        url: '/api/users/email-change',
        headers: { authorization: `Bearer ${u.token}` },
        payload: { email: to, current_password: u.password },
      });
      await app.jobs.runDue();
      return { token: await mailedToken(w, to, 'Подтвердите новый адрес в Круге') };
    },
    call: (_w, f) => ({ url: '/api/auth/email-change/confirm', payload: { token: f.token } }),
  },
  {
    op: 'GET /api/users/digest',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/digest' }),
  },
  {
    op: 'PUT /api/users/digest',
    note: 'the caller’s own setting',
    expect: { anonymous: 401, stranger: 200 },
    call: () => ({ url: '/api/users/digest', payload: { frequency: 'off' } }),
  },
  {
    op: 'POST /api/auth/password-reset/request',
    note: 'the same 202 for every caller and every address',
    expect: { anonymous: 202, stranger: 202, operator: 202 },
    call: (w) => ({ url: '/api/auth/password-reset/request', payload: { email: w.users.member.email } }),
    check: (_role, body) => expect(body).toEqual({ message: MAIL_TEXTS.resetRequested }),
  },
  {
    op: 'POST /api/auth/password-reset/confirm',
    note: 'an unknown token is refused for everyone',
    expect: { anonymous: 422, stranger: 422, operator: 422 },
    call: () => ({
      url: '/api/auth/password-reset/confirm',
      payload: { token: 'not-a-token-that-was-ever-mailed', password: 'newsecret1' },
    }),
  },
  {
    op: 'POST /api/auth/password-reset/confirm',
    note: 'a mailed token (read from the outbox) sets its own account’s password',
    expect: { anonymous: 200 },
    setup: async (w, app) => {
      const u = await registerUser(app, { first_name: 'Забывчивый' });
      await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: u.email },
      });
      await app.jobs.runDue();
      await app.jobs.runDue();
      const outbox = await w.call(w.users.operator.token, 'GET', '/api/admin/outbox');
      const mail = (outbox as unknown as OutboxMail[]).find(
        (m) => m.to === u.email && m.subject === 'Смена пароля в Круге',
      );
      const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
      if (!token) throw new Error('no reset mail in the outbox');
      return { token };
    },
    call: (_w, f) => ({
      url: '/api/auth/password-reset/confirm',
      payload: { token: f.token, password: 'newsecret1' },
    }),
  },
  {
    op: 'GET /api/admin/outbox',
    expect: {
      anonymous: 401,
      stranger: 403,
      member: 403,
      admin: 403,
      owner: 403,
      author: 403,
      operator: 200,
    },
    call: () => ({ url: '/api/admin/outbox' }),
  },
];
