import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('GET /api/my-info answers the user details with marriage status SINGLE by default', async () => {
  const { token } = await registerUser(t.app, { middle_name: 'Сергеевна', phone: '+79000000000' });
  const res = await t.app.inject({ method: 'GET', url: '/api/my-info', headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({
    first_name: 'Анна',
    last_name: 'Иванова',
    middle_name: 'Сергеевна',
    phone: '+79000000000',
    gender: null,
    date_of_birth: null,
    address_city: null,
    marriage_status: 'SINGLE',
    spouse_name: null,
  });
});

it('GET /api/my-info needs a token', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/my-info' })).statusCode).toBe(401);
});
