import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setGender = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/users/gender', headers: bearer(token), payload });

it.each(['MALE', 'FEMALE', 'IT'])('PUT /api/users/gender stores %s', async (gender) => {
  const { token } = await registerUser(t.app);
  const res = await setGender(token, { gender });
  expect(res.statusCode).toBe(200);
  expect(res.json().gender).toBe(gender);
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(me.json().gender).toBe(gender);
});

it('requires a choice among MALE, FEMALE and IT ("Please select gender")', async () => {
  const { token } = await registerUser(t.app);
  for (const payload of [{}, { gender: 'OTHER' }, { gender: null }]) {
    const res = await setGender(token, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: 'Please select gender' });
  }
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(me.json().gender).toBeNull();
});
