import { MAIL_TEXTS, type OutboxMail } from '@krug/contract/mail';
import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Row } from './types.ts';

/**
 * Mail (CONTRACT §8 "Email", "Password reset"): the reset calls are public and answer everyone the
 * same; the outbox is for the instance's admins only.
 */
export const mailRows: Row[] = [
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
      const mail = (outbox as unknown as OutboxMail[]).find((m) => m.to === u.email);
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
