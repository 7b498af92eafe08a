import { WORK_TEXTS } from '@krug/contract/work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';

// Issue 19: every field of 02 §3's invite payload and organization create payload is stored.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let inviter: U;
let orgId: string;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const memberOf = async (email: string) =>
  (await call(owner.token, 'GET', `/api/work/organizations/${orgId}/members`))
    .json()
    .members.find((m: { user_email: string }) => m.user_email === email);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { first_name: 'Ольга' });
  inviter = await registerUser(t.app, { first_name: 'Иван' });
  const res = await call(owner.token, 'POST', '/api/work/organizations', {
    name: 'Кофейня «Зерно»',
    description: 'Варим кофе',
    industry: 'Hospitality',
    address_street: 'ул. Баумана, 12',
    address_city: 'Казань',
    address_state: 'Республика Татарстан',
    address_postal_code: '420111',
    is_private: true,
    allow_public_discovery: false,
    creator_role: 'FOUNDER',
    custom_role_name: 'Главный обжарщик',
    creator_department: 'Кухня',
    creator_team: 'Обжарка',
    creator_job_title: 'Основатель',
  });
  expect(res.statusCode, res.body).toBe(201);
  orgId = res.json().id;
});
afterAll(() => t.close());

describe('create payload', () => {
  it('stores street, region, postal code, privacy, discovery and the custom role name', async () => {
    const o = (await call(owner.token, 'GET', `/api/work/organizations/${orgId}`)).json();
    expect(o).toMatchObject({
      address_street: 'ул. Баумана, 12',
      address_state: 'Республика Татарстан',
      address_postal_code: '420111',
      is_private: true,
      allow_public_discovery: false,
      user_role: 'FOUNDER',
      user_team: 'Обжарка',
    });
    expect(await memberOf(owner.email)).toMatchObject({ custom_role_name: 'Главный обжарщик' });
  });

  it('refuses a postal code over 20 characters without creating anything', async () => {
    const res = await call(owner.token, 'POST', '/api/work/organizations', {
      name: 'Слишком длинный индекс',
      description: 'x',
      industry: 'Retail',
      address_postal_code: '1'.repeat(21),
      creator_job_title: 'Директор',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: 'Максимум 20 символов' });
    const mine = (await call(owner.token, 'GET', '/api/work/organizations')).json().organizations;
    expect(mine.map((o: { name: string }) => o.name)).not.toContain('Слишком длинный индекс');
  });
});

describe('invite payload', () => {
  it('stores team, department, custom role and can_post as sent', async () => {
    const res = await call(owner.token, 'POST', `/api/work/organizations/${orgId}/members`, {
      user_email: inviter.email,
      job_title: 'Бариста',
      role: 'CUSTOM',
      custom_role_name: 'Старший бариста',
      department: 'Зал',
      team: 'Утренняя смена',
      can_post: false,
      can_invite: true,
      is_admin: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    // An invitation on these terms; accepting makes the membership (CONTRACT §4 "Consent, continued").
    expect(await acceptInvitations(t.app, inviter.token, orgId)).toBe(1);
    expect(await memberOf(inviter.email)).toMatchObject({
      role: 'CUSTOM',
      custom_role_name: 'Старший бариста',
      department: 'Зал',
      team: 'Утренняя смена',
      job_title: 'Бариста',
      can_post: false,
      can_invite: true,
      is_admin: false,
    });
  });

  it('a custom role needs its name; other roles drop a stray one', async () => {
    const guest = await registerUser(t.app);
    const missing = await call(owner.token, 'POST', `/api/work/organizations/${orgId}/members`, {
      user_email: guest.email,
      job_title: 'Повар',
      role: 'CUSTOM',
      custom_role_name: '  ',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ detail: WORK_TEXTS.customRoleRequired });
    expect(await memberOf(guest.email)).toBeUndefined();

    const ok = await call(owner.token, 'POST', `/api/work/organizations/${orgId}/members`, {
      user_email: guest.email,
      job_title: 'Повар',
      role: 'EMPLOYEE',
      custom_role_name: 'Шеф',
    });
    expect(ok.statusCode).toBe(201);
    expect(await acceptInvitations(t.app, guest.token, orgId)).toBe(1);
    expect(await memberOf(guest.email)).toMatchObject({
      role: 'EMPLOYEE',
      custom_role_name: null,
      can_post: true,
      can_invite: false,
    });
  });

  it('a member who may invite cannot hand out admin or invite rights', async () => {
    const newcomer = await registerUser(t.app);
    const res = await call(inviter.token, 'POST', `/api/work/organizations/${orgId}/members`, {
      user_email: newcomer.email,
      job_title: 'Официант',
      team: 'Вечерняя смена',
      is_admin: true,
      can_invite: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await acceptInvitations(t.app, newcomer.token, orgId)).toBe(1);
    expect(await memberOf(newcomer.email)).toMatchObject({
      team: 'Вечерняя смена',
      is_admin: false,
      can_invite: false,
    });
  });

  it('editing a member to a custom role needs its name too', async () => {
    const target = await memberOf(inviter.email);
    const url = `/api/work/organizations/${orgId}/members/${target.user_id}/role`;
    const bad = await call(owner.token, 'PUT', url, { role: 'CUSTOM', custom_role_name: null });
    expect(bad.json()).toMatchObject({ detail: WORK_TEXTS.customRoleRequired });
    expect((await memberOf(inviter.email)).custom_role_name).toBe('Старший бариста');
    const good = await call(owner.token, 'PUT', url, { role: 'MANAGER', team: 'Обжарка' });
    expect(good.statusCode).toBe(200);
    expect(await memberOf(inviter.email)).toMatchObject({
      role: 'MANAGER',
      custom_role_name: null,
      team: 'Обжарка',
    });
  });
});
