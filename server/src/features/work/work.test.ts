import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { WORK_TEXTS } from '@krug/contract/work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let a: U;
let b: U;
let c: U;
let outsider: U;
let orgId: string;
const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const org = {
  name: 'Ромашка Технологии',
  description: 'Делаем софт',
  industry: 'Technology',
  creator_role: 'CEO',
  creator_job_title: 'Генеральный директор',
  creator_department: 'Руководство',
};

beforeAll(async () => {
  t = await createTestApp();
  a = await registerUser(t.app, { first_name: 'Алла' });
  b = await registerUser(t.app, { first_name: 'Борис' });
  c = await registerUser(t.app, { first_name: 'Вера' });
  outsider = await registerUser(t.app, { first_name: 'Гость' });
  const res = await call(a.token, 'POST', '/api/work/organizations', org);
  expect(res.statusCode, res.body).toBe(201);
  orgId = res.json().id;
});
afterAll(() => t.close());

describe('creating organizations', () => {
  it('makes the creator an admin owner with the defaults of 02 §9', async () => {
    const o = (await call(a.token, 'GET', `/api/work/organizations/${orgId}`)).json();
    expect(o).toMatchObject({
      organization_type: 'COMPANY',
      organization_size: '11-50',
      founded_year: new Date().getFullYear(),
      address_country: 'Россия',
      is_private: false,
      allow_public_discovery: true,
      user_role: 'CEO',
      user_is_admin: true,
      user_is_owner: true,
      user_job_title: 'Генеральный директор',
      member_count: 1,
    });
    const me = (await call(a.token, 'GET', '/api/auth/me')).json();
    // «Мои роли» shows the real job title (issue 32 item 5), and the organization once.
    expect(me.affiliations[0]).toMatchObject({
      affiliation_name: 'Ромашка Технологии',
      user_role_in_org: 'Генеральный директор',
    });
  });

  it('rejects a founded year outside 1800..this year, unknown enums and a missing job title', async () => {
    const year = new Date().getFullYear();
    for (const [patch, detail] of [
      [{ founded_year: 1799 }, WORK_TEXTS.foundedRange(year)],
      [{ founded_year: year + 1 }, WORK_TEXTS.foundedRange(year)],
      [{ organization_type: 'CULT' }, 'Недопустимый тип организации'],
      [{ creator_role: 'INTERN' }, 'Недопустимая роль создателя'],
      [{ creator_job_title: ' ' }, WORK_TEXTS.jobTitleRequired],
      [{ website: 'not a url' }, WORK_TEXTS.websiteInvalid],
    ] as const) {
      const res = await call(a.token, 'POST', '/api/work/organizations', { ...org, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(
      (await call(a.token, 'POST', '/api/work/organizations', { ...org, founded_year: 1800 })).statusCode,
    ).toBe(201);
  });
});

describe('search, join requests and change requests', () => {
  it('finds by name case-insensitively (Cyrillic), hides private undiscoverable organizations', async () => {
    await call(a.token, 'POST', '/api/work/organizations', {
      ...org,
      name: 'Тайное общество',
      is_private: true,
      allow_public_discovery: false,
    });
    const found = (await call(b.token, 'POST', '/api/work/organizations/search', { query: 'РОМАШКА' })).json()
      .organizations;
    expect(found.map((o: { name: string }) => o.name)).toContain('Ромашка Технологии');
    expect(found[0]).toMatchObject({ user_is_member: false, user_has_pending_request: false });
    expect(
      (await call(b.token, 'POST', '/api/work/organizations/search', { query: 'тайное' })).json()
        .organizations,
    ).toEqual([]);
    expect(
      (await call(a.token, 'POST', '/api/work/organizations/search', { query: 'тайное' })).json()
        .organizations,
    ).toHaveLength(1);
    expect(
      (
        await call(b.token, 'POST', '/api/work/organizations/search', {
          query: 'ромашка',
          organization_type: 'NGO',
        })
      ).json().organizations,
    ).toEqual([]);
    expect((await call(b.token, 'POST', '/api/work/organizations/search', { query: ' ' })).json()).toEqual({
      field: 'query',
      detail: WORK_TEXTS.queryRequired,
    });
  });

  it('B asks to join (once), A approves, B becomes a Member; B asks a role change, A approves, B sees it', async () => {
    const asked = await call(b.token, 'POST', `/api/organizations/${orgId}/join-request`, {
      message: 'Возьмите меня',
    });
    expect(asked.statusCode).toBe(201);
    const twice = await call(b.token, 'POST', `/api/organizations/${orgId}/join-request`);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(
      (await call(b.token, 'GET', `/api/work/organizations/${orgId}/join-requests/my-status`)).json(),
    ).toEqual({ has_pending_request: true });
    expect((await call(b.token, 'GET', `/api/work/organizations/${orgId}/join-requests`)).statusCode).toBe(
      403,
    );
    const pending = (await call(a.token, 'GET', `/api/work/organizations/${orgId}/join-requests`)).json()
      .requests;
    expect(pending).toHaveLength(1);
    expect(
      (await call(a.token, 'POST', `/api/work/join-requests/${pending[0].id}/approve`, { role: 'Member' }))
        .statusCode,
    ).toBe(204);
    expect((await call(a.token, 'POST', `/api/work/join-requests/${pending[0].id}/approve`)).statusCode).toBe(
      404,
    );
    const members = (await call(b.token, 'GET', `/api/work/organizations/${orgId}/members`)).json();
    expect(members.members.find((m: { user_id: string }) => m.user_id === b.user.id)).toMatchObject({
      role: 'Member',
      is_admin: false,
    });
    expect(Object.keys(members.departments)).toContain('Руководство');

    const me = await call(b.token, 'PUT', `/api/work/organizations/${orgId}/members/me`, {
      job_title: 'Разработчик',
      requested_role: 'TEAM_LEAD',
      reason: 'Веду команду',
    });
    expect(me.json()).toMatchObject({ job_title_updated: true });
    expect(me.json().change_requests_created).toHaveLength(1);
    expect(
      (
        await call(b.token, 'PUT', `/api/work/organizations/${orgId}/members/me`, {
          job_title: 'Разработчик',
        })
      ).json(),
    ).toEqual({ detail: WORK_TEXTS.noChanges });
    const list = (
      await call(a.token, 'GET', `/api/work/organizations/${orgId}/change-requests?status=PENDING`)
    ).json().data;
    expect(list[0]).toMatchObject({
      request_type: 'ROLE_CHANGE',
      current_role: 'Member',
      requested_role: 'TEAM_LEAD',
      reason: 'Веду команду',
    });
    expect(
      (await call(b.token, 'POST', `/api/work/organizations/${orgId}/change-requests/${list[0].id}/approve`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(a.token, 'POST', `/api/work/organizations/${orgId}/change-requests/${list[0].id}/approve`))
        .statusCode,
    ).toBe(204);
    expect(
      (
        await call(a.token, 'POST', `/api/work/organizations/${orgId}/change-requests/${list[0].id}/reject`, {
          rejection_reason: 'поздно',
        })
      ).statusCode,
    ).toBe(409);
    const roles = (await call(b.token, 'GET', '/api/auth/me')).json().affiliations;
    // The job title (approved with the role change) is what «Мои роли» shows (issue 32 item 5).
    expect(roles[0]).toMatchObject({
      affiliation_name: 'Ромашка Технологии',
      user_role_in_org: 'Разработчик',
    });
    expect(
      (await call(b.token, 'GET', '/api/notifications'))
        .json()
        .some((n: { type: string }) => n.type === 'request_decided'),
    ).toBe(true);
  });

  it('a rejected join request shows its reason; a pending one can be cancelled', async () => {
    const o = (await call(a.token, 'POST', '/api/work/organizations', { ...org, name: 'Отказники' })).json();
    const req = (await call(outsider.token, 'POST', `/api/organizations/${o.id}/join-request`)).json();
    await call(a.token, 'POST', `/api/work/join-requests/${req.id}/reject`, { rejection_reason: 'Нет мест' });
    const mine = (await call(outsider.token, 'GET', '/api/work/join-requests/my-requests')).json().requests;
    expect(mine[0]).toMatchObject({
      organization_name: 'Отказники',
      status: 'rejected',
      rejection_reason: 'Нет мест',
    });
    const again = (await call(outsider.token, 'POST', `/api/organizations/${o.id}/join-request`)).json();
    expect((await call(b.token, 'DELETE', `/api/work/join-requests/${again.id}`)).statusCode).toBe(404);
    expect((await call(outsider.token, 'DELETE', `/api/work/join-requests/${again.id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('members, invites and ownership', () => {
  it('invites by email, by those who may invite; the person joins by accepting', async () => {
    expect(
      (
        await call(b.token, 'POST', `/api/work/organizations/${orgId}/members`, {
          user_email: c.email,
          job_title: 'QA',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(a.token, 'POST', `/api/work/organizations/${orgId}/members`, { user_email: c.email })
      ).json(),
    ).toEqual({ detail: WORK_TEXTS.inviteRequired, field: 'job_title' });
    const invite = () =>
      call(a.token, 'POST', `/api/work/organizations/${orgId}/members`, {
        user_email: c.email,
        job_title: 'CTO',
        role: 'CTO',
        is_admin: true,
      });
    const ok = await invite();
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ message: INVITATION_TEXTS.organizationInviteSent });
    // Invited, not a member yet: the organization's members are not theirs to see.
    expect((await call(c.token, 'GET', `/api/work/organizations/${orgId}/members`)).statusCode).toBe(403);
    expect(await acceptInvitations(t.app, c.token, orgId)).toBe(1);
    // A member again invited: the same answer, nothing new (no oracle of who is a member).
    const again = await invite();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ message: INVITATION_TEXTS.organizationInviteSent });
    expect(await acceptInvitations(t.app, c.token, orgId)).toBe(0);
    const me = (await call(c.token, 'GET', `/api/work/organizations/${orgId}`)).json();
    expect(me).toMatchObject({ user_role: 'CTO', user_is_admin: true, user_job_title: 'CTO' });
  });

  it('admins manage members but never remove themselves or the owner; the owner transfers and stays admin', async () => {
    expect(
      (await call(c.token, 'DELETE', `/api/work/organizations/${orgId}/members/${a.user.id}`)).json(),
    ).toEqual({ detail: WORK_TEXTS.ownerProtected });
    expect(
      (await call(c.token, 'DELETE', `/api/work/organizations/${orgId}/members/${c.user.id}`)).json(),
    ).toEqual({ detail: WORK_TEXTS.selfProtected });
    expect(
      (
        await call(c.token, 'PUT', `/api/work/organizations/${orgId}/members/${a.user.id}/role`, {
          is_admin: false,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(b.token, 'PUT', `/api/work/organizations/${orgId}/members/${c.user.id}/role`, {
          is_admin: false,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(a.token, 'POST', `/api/work/organizations/${orgId}/leave`)).json()).toEqual({
      detail: WORK_TEXTS.ownerMustTransfer,
    });
    expect(
      (
        await call(c.token, 'POST', `/api/work/organizations/${orgId}/transfer-ownership`, {
          new_owner_id: c.user.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(a.token, 'POST', `/api/work/organizations/${orgId}/transfer-ownership`, {
          new_owner_id: b.user.id,
        })
      ).json(),
    ).toEqual({ detail: WORK_TEXTS.newOwnerNotAdmin });
    expect(
      (await call(a.token, 'POST', `/api/work/organizations/${orgId}/transfer-ownership`, {})).json(),
    ).toEqual({ detail: WORK_TEXTS.newOwnerRequired });
    expect(
      (
        await call(a.token, 'POST', `/api/work/organizations/${orgId}/transfer-ownership`, {
          new_owner_id: c.user.id,
        })
      ).statusCode,
    ).toBe(204);
    const after = (await call(a.token, 'GET', `/api/work/organizations/${orgId}`)).json();
    expect(after).toMatchObject({ owner_id: c.user.id, user_is_admin: true, user_is_owner: false });
    expect(
      (
        await call(a.token, 'PUT', `/api/work/organizations/${orgId}/members/${b.user.id}/role`, {
          department: 'Разработка',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(a.token, 'DELETE', `/api/work/organizations/${orgId}/members/${b.user.id}`)).statusCode,
    ).toBe(204);
    expect((await call(a.token, 'POST', `/api/work/organizations/${orgId}/leave`)).statusCode).toBe(204);
    expect((await call(outsider.token, 'GET', `/api/work/organizations/${orgId}/members`)).statusCode).toBe(
      403,
    );
    expect(
      (await call(outsider.token, 'PUT', `/api/work/organizations/${orgId}`, { ...org })).statusCode,
    ).toBe(403);
  });
});

describe('organization settings', () => {
  it('admins save settings with a logo and banner of at most 5 MB; others cannot', async () => {
    const boss = await registerUser(t.app);
    const o = (
      await call(boss.token, 'POST', '/api/work/organizations', { ...org, name: 'С логотипом' })
    ).json();
    const { image } = await import('../../test/files.ts');
    const png = `data:image/png;base64,${(await image('png', 120, 40)).toString('base64')}`;
    const saved = await call(boss.token, 'PUT', `/api/work/organizations/${o.id}`, {
      ...org,
      name: 'С логотипом',
      description: 'Новое',
      logo_url: png,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ description: 'Новое', banner_url: null });
    const logo = await t.app.inject({ method: 'GET', url: saved.json().logo_url });
    // Re-encoded as WebP (issue 16 §3: only the pixels are kept).
    expect(logo.headers['content-type']).toBe('image/webp');
    const big = `data:image/png;base64,${Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    const tooBig = await call(boss.token, 'PUT', `/api/work/organizations/${o.id}`, {
      ...org,
      banner_url: big,
    });
    expect(tooBig.json()).toEqual({ detail: WORK_TEXTS.imageTooLarge });
    const cleared = await call(boss.token, 'PUT', `/api/work/organizations/${o.id}`, {
      ...org,
      logo_url: null,
    });
    expect(cleared.json().logo_url).toBeNull();
    expect(
      (await call(outsider.token, 'PUT', `/api/work/organizations/${o.id}`, { ...org })).statusCode,
    ).toBe(403);
    expect(
      (await call(boss.token, 'PUT', `/api/work/organizations/${o.id}`, { ...org, description: '' })).json(),
    ).toEqual({ detail: WORK_TEXTS.descriptionRequired, field: 'description' });
  });

  it('members create teams with a name', async () => {
    const boss = await registerUser(t.app);
    const o = (
      await call(boss.token, 'POST', '/api/work/organizations', { ...org, name: 'Командная' })
    ).json();
    expect(
      (await call(boss.token, 'POST', `/api/work/organizations/${o.id}/teams`, { name: 'Бэкенд' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call(boss.token, 'POST', `/api/work/organizations/${o.id}/teams`, { name: ' ' })).json(),
    ).toEqual({ detail: WORK_TEXTS.teamNameRequired, field: 'name' });
    expect(
      (await call(outsider.token, 'POST', `/api/work/organizations/${o.id}/teams`, { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

it('search marks my own organizations and my pending requests', async () => {
  const owner = await registerUser(t.app);
  const seeker = await registerUser(t.app);
  const o = (
    await call(owner.token, 'POST', '/api/work/organizations', { ...org, name: 'Отметки Поиска' })
  ).json();
  const mine = (
    await call(owner.token, 'POST', '/api/work/organizations/search', { query: 'отметки' })
  ).json().organizations;
  expect(mine[0]).toMatchObject({ id: o.id, user_is_member: true, user_has_pending_request: false });
  await call(seeker.token, 'POST', `/api/organizations/${o.id}/join-request`);
  const theirs = (
    await call(seeker.token, 'POST', '/api/work/organizations/search', { query: 'отметки' })
  ).json().organizations;
  expect(theirs[0]).toMatchObject({ user_is_member: false, user_has_pending_request: true });
});
