import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
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
    expect(res.json()).toEqual({ detail: 'Выберите пол', field: 'gender' });
  }
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  expect(me.json().gender).toBeNull();
});

it("GET /api/users/search shows each found user's photo (null without one)", async () => {
  const me = await registerUser(t.app);
  const withPhoto = await registerUser(t.app, { last_name: 'Фотогенова' });
  const without = await registerUser(t.app, { last_name: 'Фотогенов' });
  const photo = `/api/users/avatars/${withPhoto.user.id}.webp`;
  await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, withPhoto.user.id));
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/users/search?query=${encodeURIComponent('Фотоген')}`,
    headers: bearer(me.token),
  });
  expect(res.statusCode).toBe(200);
  const pictures = Object.fromEntries(
    res.json().users.map((u: { id: string; profile_picture: string | null }) => [u.id, u.profile_picture]),
  );
  expect(pictures).toEqual({ [withPhoto.user.id]: photo, [without.user.id]: null });
});
