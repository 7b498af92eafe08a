import { SETTINGS_TEXTS } from '@krug/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = (token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });

describe('interface settings (language and theme)', () => {
  it('are Russian and the system theme for a new user', async () => {
    const { user, token } = await registerUser(t.app);
    expect(user).toMatchObject({ language: 'ru', theme: 'system' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'ru', theme: 'system' });
  });

  it('are saved per user and come back from /me and sign-in', async () => {
    const { token, email, password, user } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await save(token, { language: 'en', theme: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, language: 'en', theme: 'dark' });

    // Only the field sent changes.
    const themeOnly = await save(token, { theme: 'light' });
    expect(themeOnly.json()).toMatchObject({ language: 'en', theme: 'light' });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'en', theme: 'light' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ language: 'en', theme: 'light' });

    // Nobody else's settings move.
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(other.token) });
    expect(otherMe.json()).toMatchObject({ language: 'ru', theme: 'system' });
  });

  it('refuses an unknown language or theme, or nothing to save, with 422 and a Russian detail', async () => {
    const { token } = await registerUser(t.app);
    for (const [payload, detail, field] of [
      [{ language: 'de' }, SETTINGS_TEXTS.languageInvalid, 'language'],
      [{ language: 'EN' }, SETTINGS_TEXTS.languageInvalid, 'language'],
      [{ theme: 'sepia' }, SETTINGS_TEXTS.themeInvalid, 'theme'],
      [{ theme: 7 }, SETTINGS_TEXTS.themeInvalid, 'theme'],
      [{}, SETTINGS_TEXTS.nothingToSave, 'language'],
    ] as const) {
      const res = await save(token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ detail, field });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ language: 'ru', theme: 'system' });
  });

  it('needs a signed-in user', async () => {
    const res = await save(null, { language: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/[А-Яа-я]/);
  });
});
