import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer, registerUser } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a token and answers the response (no status expectation). */
export const as =
  (app: FastifyInstance) =>
  (
    token: string | null,
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload } : {}),
    });

/**
 * A fresh instance's people: the first account registered is its owner (CONTRACT §8); the owner
 * makes `admin` an admin; `user` stays a plain user. Call it first in a file.
 */
export async function operators(app: FastifyInstance) {
  const owner = await registerUser(app, { first_name: 'Хозяин', last_name: 'Сервера' });
  expect(owner.user.instance_role).toBe('owner');
  const admin = await registerUser(app, { first_name: 'Модератор', last_name: 'Петров' });
  const user = await registerUser(app, { first_name: 'Обычный', last_name: 'Пользователь' });
  const res = await as(app)(owner.token, 'PUT', `/api/admin/users/${admin.user.id}/role`, { role: 'admin' });
  expect(res.statusCode, res.body).toBe(200);
  return { owner, admin, user };
}
