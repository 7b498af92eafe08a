import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// Issue 32 item 5: «Мои роли» (GET /api/auth/me affiliations) lists one entry per organization,
// with the member's real job title.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('«Мои роли»', () => {
  it('one entry per organization, with the job title, even when onboarding named the same workplace', async () => {
    const { token } = await registerUser(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expect(
      (await post('/api/onboarding', { work_place: 'ромашка ', work_role: 'бухгалтер' })).statusCode,
    ).toBe(200);
    const org = await post('/api/work/organizations', {
      name: 'Ромашка',
      description: 'Цветы',
      industry: 'Technology',
      creator_role: 'CEO',
      creator_job_title: 'Главный бухгалтер',
    });
    expect(org.statusCode, org.body).toBe(201);
    await post('/api/onboarding', { university: 'СПбГУ', university_role: 'GRADUATE' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
    const roles = me.affiliations.map((a: { affiliation_name: string; user_role_in_org: string | null }) => [
      a.affiliation_name,
      a.user_role_in_org,
    ]);
    expect(roles.filter(([name]: [string]) => name.trim().toLowerCase() === 'ромашка')).toEqual([
      ['Ромашка', 'Главный бухгалтер'],
    ]);
  });
});
