import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

export type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls, people and posts for the people area's tests, on the test app `app()` returns. */
export function peopleKit(app: () => TestApp['app']) {
  const call = (u: U, method: Method, url: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
  const person = (first: string, last = 'Тестов') =>
    registerUser(app(), { first_name: first, last_name: last });
  const post = async (u: U, payload: object) => {
    const res = await call(u, 'POST', '/api/posts', { content: 'Запись', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  return { call, person, post };
}
