import { PRIVACY_DEFAULTS } from '@krug/contract/onboarding';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliations, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const onboard = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding', headers: bearer(token), payload });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

describe('POST /api/onboarding', () => {
  it('stores work, university and school as affiliations with their roles, in that order', async () => {
    const { token } = await registerUser(t.app);
    const res = await onboard(token, {
      work_place: 'ООО Ромашка',
      work_role: 'Инженер',
      university: 'МГУ',
      university_role: 'STUDENT',
      school: 'Школа № 57',
      school_role: 'PARENT',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ privacy_settings: PRIVACY_DEFAULTS });
    const { affiliations: list } = await me(token);
    expect(
      list.map((a: { affiliation_name: string; user_role_in_org: string | null }) => [
        a.affiliation_name,
        a.user_role_in_org,
      ]),
    ).toEqual([
      ['ООО Ромашка', 'Инженер'],
      ['МГУ', 'Студент'],
      ['Школа № 57', 'Родитель'],
    ]);
    expect(list[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('drops a role without its place and replaces earlier answers', async () => {
    const { token } = await registerUser(t.app);
    await onboard(token, { work_place: 'Старое место', university: 'СПбГУ' });
    const res = await onboard(token, {
      work_role: 'Директор',
      university: 'МФТИ',
      university_role: 'GRADUATE',
      school_role: 'TEACHER',
    });
    expect(res.statusCode).toBe(200);
    const { affiliations: list } = await me(token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ affiliation_name: 'МФТИ', user_role_in_org: 'Выпускник' });
  });

  it('stores the privacy settings, defaults filled in for missing toggles', async () => {
    const { token, user } = await registerUser(t.app);
    const res = await onboard(token, {
      privacy_settings: { location_sharing_enabled: true, profile_visible_to_public: false },
    });
    expect(res.json().privacy_settings).toEqual({
      ...PRIVACY_DEFAULTS,
      location_sharing_enabled: true,
      profile_visible_to_public: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.privacySettings).toEqual(res.json().privacy_settings);
  });

  it('rejects unknown roles and non-boolean toggles with 422, writing nothing', async () => {
    const { token, user } = await registerUser(t.app);
    const cases = [
      [{ university: 'МГУ', university_role: 'RECTOR' }, 'Недопустимый статус в университете'],
      [{ school: 'Школа', school_role: 'STUDENT' }, 'Недопустимый статус в школе'],
    ] as const;
    for (const [payload, detail] of cases) {
      const res = await onboard(token, { work_place: 'Завод', ...payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    const toggle = await onboard(token, {
      work_place: 'Завод',
      privacy_settings: { location_sharing_enabled: 'yes' },
    });
    expect(toggle.statusCode).toBe(422);
    const tooLong = await onboard(token, { work_place: 'x'.repeat(201) });
    expect(tooLong.json()).toEqual({ detail: 'Максимум 200 символов', field: 'work_place' });
    const [n] = await t.db.select({ n: count() }).from(affiliations).where(eq(affiliations.userId, user.id));
    expect(n?.n).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('onboarding remembered on the server (issue 32 item 18)', () => {
  it('a new account has not finished it', async () => {
    const { token } = await registerUser(t.app);
    expect((await me(token)).onboarding_completed).toBe(false);
  });

  it('a skip (nothing to save) is remembered for every browser', async () => {
    const { token } = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    expect((await me(token)).onboarding_completed).toBe(true);
  });

  it('saving the wizard marks it finished', async () => {
    const { token } = await registerUser(t.app);
    await onboard(token, { work_place: 'Завод' });
    expect((await me(token)).onboarding_completed).toBe(true);
  });

  it('is refused without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/complete' });
    expect(res.statusCode).toBe(401);
  });
});
