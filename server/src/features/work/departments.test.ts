import { ORG_FEED_TEXTS } from '@krug/contract/org-feed';
import { WORK_TEXTS } from '@krug/contract/work';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, joinOrganization, registerUser } from '../../test/factories.ts';

// Issue 19: departments as one notion, change requests nobody decides alone, the public profile.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let admin: U;
let admin2: U;
let worker: U;
let outsider: U;
let orgId: string;
const call = async (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
};
const org = (path = '') => `/api/work/organizations/${orgId}${path}`;
const depts = async () =>
  (await call(owner.token, 'GET', `/api/organizations/${orgId}/departments`)).body.data as {
    id: string;
    name: string;
    member_count: number;
    post_count: number;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, admin2, worker, outsider] = (await Promise.all(
    [1, 2, 3, 4, 5].map(() => registerUser(t.app)),
  )) as [U, U, U, U, U];
  orgId = (
    await call(owner.token, 'POST', '/api/work/organizations', {
      name: 'Отделы',
      description: 'Компания с отделами',
      industry: 'Technology',
      creator_job_title: 'CEO',
      creator_department: 'Свободный текст',
    })
  ).body.id;
});
afterAll(() => t.close());

describe('departments are one notion', () => {
  it('free text while the organization has no departments; one of them once it has', async () => {
    const free = await call(owner.token, 'POST', org('/members'), {
      user_email: worker.email,
      job_title: 'Инженер',
      department: 'Что угодно',
    });
    expect(free.status).toBe(201);
    expect(await acceptInvitations(t.app, worker.token, orgId)).toBe(1);
    expect(
      (await call(owner.token, 'POST', `/api/organizations/${orgId}/departments`, { name: 'Разработка' }))
        .status,
    ).toBe(201);
    expect(
      (await call(owner.token, 'POST', `/api/organizations/${orgId}/departments`, { name: 'Продажи' }))
        .status,
    ).toBe(201);
    // Another department of the same name, whatever the case, is refused.
    const dup = await call(owner.token, 'POST', `/api/organizations/${orgId}/departments`, {
      name: 'разработка',
    });
    expect(dup).toEqual({ status: 409, body: { detail: ORG_FEED_TEXTS.departmentExists, field: 'name' } });

    const unknown = await call(owner.token, 'POST', org('/members'), {
      user_email: admin.email,
      job_title: 'Админ',
      department: 'Бухгалтерия',
      is_admin: true,
    });
    expect(unknown).toEqual({
      status: 422,
      body: { detail: WORK_TEXTS.departmentUnknown, field: 'department' },
    });
    // Nothing was written: the user is still not a member.
    expect((await call(admin.token, 'GET', org('/members'))).status).toBe(403);
    // The stored name is the department's, whatever case was typed.
    const added = await call(owner.token, 'POST', org('/members'), {
      user_email: admin.email,
      job_title: 'Админ',
      department: 'РАЗРАБОТКА',
      is_admin: true,
    });
    expect(added.status).toBe(201);
    expect(await acceptInvitations(t.app, admin.token, orgId)).toBe(1);
    await joinOrganization(t.app, owner.token, orgId, admin2, { job_title: 'Админ 2', is_admin: true });
    const edit = await call(owner.token, 'PUT', org(`/members/${worker.user.id}/role`), {
      department: 'Маркетинг',
    });
    expect(edit.status).toBe(422);
    expect(
      (await call(owner.token, 'PUT', org(`/members/${worker.user.id}/role`), { department: 'Разработка' }))
        .status,
    ).toBe(200);
  });

  it('counts, the members grouping and the feed filter agree', async () => {
    const members = (await call(owner.token, 'GET', org('/members'))).body;
    expect(members.departments.Разработка).toHaveLength(2);
    const dev = (await depts()).find((d) => d.name === 'Разработка');
    expect(dev?.member_count).toBe(2);
    // A post by a member of the department, one targeted at it, one by someone else.
    await call(worker.token, 'POST', org('/posts'), { content: 'от участника отдела' });
    await call(owner.token, 'POST', org('/posts'), { content: 'для отдела', department_id: dev?.id });
    await call(owner.token, 'POST', org('/posts'), { content: 'для всех' });
    const filtered = (await call(worker.token, 'GET', org(`/posts?department_id=${dev?.id}`))).body.posts;
    expect(filtered.map((p: { content: string }) => p.content).sort()).toEqual([
      'для отдела',
      'от участника отдела',
    ]);
    expect((await depts()).find((d) => d.name === 'Разработка')?.post_count).toBe(2);
    expect((await call(worker.token, 'GET', org('/posts'))).body.posts).toHaveLength(3);
    // A department of another organization (or none) is refused, not an empty feed.
    const other = await call(worker.token, 'GET', org(`/posts?department_id=${outsider.user.id}`));
    expect(other.status).toBe(422);
  });

  it('announcements target a department and filter by it', async () => {
    const dev = (await depts()).find((d) => d.name === 'Разработка');
    await call(owner.token, 'POST', `/api/organizations/${orgId}/announcements`, {
      title: 'Разработчикам',
      department_id: dev?.id,
    });
    await call(owner.token, 'POST', `/api/organizations/${orgId}/announcements`, { title: 'Всем' });
    const only = (
      await call(worker.token, 'GET', `/api/organizations/${orgId}/announcements?department_id=${dev?.id}`)
    ).body.data;
    expect(only.map((a: { title: string }) => a.title)).toEqual(['Разработчикам']);
    expect(
      (await call(worker.token, 'GET', `/api/organizations/${orgId}/announcements`)).body.data,
    ).toHaveLength(2);
  });

  it('renaming carries the name to the members; a department with members is not deleted', async () => {
    const dev = (await depts()).find((d) => d.name === 'Разработка');
    const renamed = await call(owner.token, 'PUT', `/api/organizations/${orgId}/departments/${dev?.id}`, {
      name: 'R&D',
    });
    expect(renamed.status).toBe(200);
    const members = (await call(owner.token, 'GET', org('/members'))).body;
    expect(members.departments['R&D']).toHaveLength(2);
    expect(members.departments.Разработка).toBeUndefined();
    expect((await depts()).find((d) => d.id === dev?.id)?.member_count).toBe(2);

    const busy = await call(owner.token, 'DELETE', `/api/organizations/${orgId}/departments/${dev?.id}`);
    expect(busy).toEqual({ status: 409, body: { detail: ORG_FEED_TEXTS.departmentHasMembers } });
    const sales = (await depts()).find((d) => d.name === 'Продажи');
    expect(
      (await call(owner.token, 'DELETE', `/api/organizations/${orgId}/departments/${sales?.id}`)).status,
    ).toBe(204);
  });
});

describe('change requests', () => {
  it('show old and new values; an identical pending request is 409 and writes nothing', async () => {
    await call(owner.token, 'POST', `/api/organizations/${orgId}/departments`, { name: 'Продажи' });
    const unknown = await call(worker.token, 'PUT', org('/members/me'), {
      requested_department: 'Склад',
      job_title: 'Новая должность',
    });
    expect(unknown.status).toBe(422);
    const sent = await call(worker.token, 'PUT', org('/members/me'), {
      requested_department: 'продажи',
      reason: 'Хочу продавать',
    });
    expect(sent.status).toBe(200);
    expect(sent.body.change_requests_created).toHaveLength(1);
    expect(sent.body.applied).toEqual([]);
    const again = await call(worker.token, 'PUT', org('/members/me'), {
      requested_department: 'Продажи',
      job_title: 'Другая',
    });
    expect(again).toEqual({ status: 409, body: { detail: WORK_TEXTS.requestDuplicate } });
    // The title of the refused call was not written either.
    const me = (await call(worker.token, 'GET', org())).body;
    expect(me.user_job_title).toBe('Инженер');
    const mine = (await call(worker.token, 'GET', org('/change-requests/mine'))).body.data;
    expect(mine[0]).toMatchObject({
      request_type: 'DEPARTMENT_CHANGE',
      current_department: 'R&D',
      requested_department: 'Продажи',
      reason: 'Хочу продавать',
      status: 'PENDING',
      reviewed_at: null,
    });
  });

  it('nobody decides their own request, not even an admin; another admin does', async () => {
    const sent = await call(admin.token, 'PUT', org('/members/me'), { requested_team: 'Платформа' });
    const id = sent.body.change_requests_created[0];
    const self = await call(admin.token, 'POST', org(`/change-requests/${id}/approve`));
    expect(self).toEqual({ status: 403, body: { detail: WORK_TEXTS.ownRequest } });
    expect((await call(admin.token, 'POST', org(`/change-requests/${id}/reject`), {})).status).toBe(403);
    expect((await call(admin2.token, 'POST', org(`/change-requests/${id}/approve`))).status).toBe(204);
    const approved = (await call(owner.token, 'GET', org('/change-requests?status=APPROVED'))).body.data;
    expect(approved[0]).toMatchObject({
      id,
      status: 'APPROVED',
      current_team: null,
      requested_team: 'Платформа',
    });
    expect(approved[0].reviewed_at).not.toBeNull();
    expect((await call(admin.token, 'GET', org())).body.user_team).toBe('Платформа');
  });

  it('a rejected request keeps its reason; the owner changes apply at once', async () => {
    const [pending] = (await call(owner.token, 'GET', org('/change-requests?status=PENDING'))).body.data;
    expect(
      (
        await call(admin.token, 'POST', org(`/change-requests/${pending.id}/reject`), {
          rejection_reason: 'Пока нет мест',
        })
      ).status,
    ).toBe(204);
    const [rejected] = (await call(owner.token, 'GET', org('/change-requests?status=REJECTED'))).body.data;
    expect(rejected).toMatchObject({ id: pending.id, rejection_reason: 'Пока нет мест', status: 'REJECTED' });

    const own = await call(owner.token, 'PUT', org('/members/me'), {
      requested_department: 'Продажи',
      requested_team: 'Ядро',
    });
    expect(own.body).toEqual({
      job_title_updated: false,
      change_requests_created: [],
      applied: ['DEPARTMENT_CHANGE', 'TEAM_CHANGE'],
    });
    const me = (await call(owner.token, 'GET', org())).body;
    expect([me.user_department, me.user_team]).toEqual(['Продажи', 'Ядро']);
  });
});

describe('public profile', () => {
  it('opens without a token; a signed-in viewer learns membership, follow and pending request', async () => {
    const anon = await call(null, 'GET', `/api/organizations/${orgId}/public`);
    expect(anon.status).toBe(200);
    expect(anon.body.data).toMatchObject({
      name: 'Отделы',
      industry: 'Technology',
      member_count: 4,
      department_count: 2,
      viewer_is_member: false,
      viewer_is_following: false,
      viewer_has_pending_request: false,
    });
    await call(outsider.token, 'POST', `/api/organizations/${orgId}/follow`);
    await call(outsider.token, 'POST', `/api/organizations/${orgId}/join-request`);
    const seen = (await call(outsider.token, 'GET', `/api/organizations/${orgId}/public`)).body.data;
    expect(seen).toMatchObject({
      follower_count: 1,
      viewer_is_member: false,
      viewer_is_following: true,
      viewer_has_pending_request: true,
    });
    expect(
      (await call(worker.token, 'GET', `/api/organizations/${orgId}/public`)).body.data.viewer_is_member,
    ).toBe(true);
    const missing = await call(null, 'GET', `/api/organizations/${outsider.user.id}/public`);
    expect(missing).toEqual({ status: 404, body: { detail: 'Организация не найдена' } });
  });
});
