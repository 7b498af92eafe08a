import { afterAll, beforeAll, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newPerson } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: 3, loginFailuresPerEmail: 2 });
});
afterAll(() => t.close());

it('slows down registration from one address with 429 after the per-minute limit', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newPerson() });
    statuses.push(res.statusCode);
    if (res.statusCode === 429) expect(res.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

it('blocks further sign-ins for an email after repeated failures, even from other addresses', async () => {
  // Registered from another address than the test above, whose limit is spent.
  const person = newPerson();
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: person,
    remoteAddress: '10.0.0.9',
  });
  expect(registered.statusCode).toBe(201);
  const { email, password } = person;
  const login = (pw: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pw }, remoteAddress });
  expect((await login('wrong1', '10.0.0.1')).statusCode).toBe(401);
  expect((await login('wrong2', '10.0.0.2')).statusCode).toBe(401);
  const blocked = await login(password, '10.0.0.3');
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toEqual({ detail: TOO_MANY_ATTEMPTS });
});
