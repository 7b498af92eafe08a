import { ORG_FEED_TEXTS } from '@krug/contract/org-feed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, joinOrganization, registerUser } from '../../test/factories.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let poster: U;
let muted: U;
let outsider: U;
let orgId: string;
const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app);
  poster = await registerUser(t.app);
  muted = await registerUser(t.app);
  outsider = await registerUser(t.app);
  orgId = (
    await call(admin.token, 'POST', '/api/work/organizations', {
      name: 'Лента',
      description: 'd',
      industry: 'Other',
      creator_job_title: 'CEO',
    })
  ).json().id;
  await joinOrganization(t.app, admin.token, orgId, poster, { job_title: 'Автор' });
  await joinOrganization(t.app, admin.token, orgId, muted, { job_title: 'Читатель', can_post: false });
});
afterAll(() => t.close());

describe('organization feed', () => {
  it('members with can_post post up to 5000 characters; authors or admins delete; likes toggle', async () => {
    const ok = await call(poster.token, 'POST', `/api/work/organizations/${orgId}/posts`, {
      content: 'x'.repeat(5000),
    });
    expect(ok.statusCode).toBe(201);
    const tooLong = await call(poster.token, 'POST', `/api/work/organizations/${orgId}/posts`, {
      content: 'x'.repeat(5001),
    });
    expect(tooLong.json()).toEqual({ detail: ORG_FEED_TEXTS.contentTooLong, field: 'content' });
    expect(
      (await call(muted.token, 'POST', `/api/work/organizations/${orgId}/posts`, { content: 'hi' })).json(),
    ).toEqual({ detail: ORG_FEED_TEXTS.cannotPost });
    expect(
      (await call(outsider.token, 'POST', `/api/work/organizations/${orgId}/posts`, { content: 'hi' }))
        .statusCode,
    ).toBe(403);
    const id = ok.json().id;
    expect((await call(muted.token, 'POST', `/api/work/posts/${id}/like`)).json()).toEqual({
      liked: true,
      likes_count: 1,
    });
    expect((await call(muted.token, 'DELETE', `/api/work/posts/${id}`)).statusCode).toBe(403);
    expect((await call(admin.token, 'DELETE', `/api/work/posts/${id}`)).statusCode).toBe(204);
    const list = (await call(muted.token, 'GET', `/api/work/organizations/${orgId}/posts`)).json();
    expect(list.posts).toEqual([]);
  });

  it("shows each post's author photo (null without one)", async () => {
    const photo = `/api/users/avatars/${poster.user.id}.webp`;
    await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, poster.user.id));
    await call(poster.token, 'POST', `/api/work/organizations/${orgId}/posts`, { content: 'с фото' });
    await call(admin.token, 'POST', `/api/work/organizations/${orgId}/posts`, { content: 'без фото' });
    const list = (await call(muted.token, 'GET', `/api/work/organizations/${orgId}/posts`)).json();
    const byContent = Object.fromEntries(
      list.posts.map((p: { content: string; author_profile_picture: string | null }) => [
        p.content,
        p.author_profile_picture,
      ]),
    );
    expect(byContent).toMatchObject({ 'с фото': photo, 'без фото': null });
    for (const p of list.posts) await call(admin.token, 'DELETE', `/api/work/posts/${p.id}`);
  });

  it('answers the public profile without a token, with real counts; follow is idempotent', async () => {
    const anon = await call(null, 'GET', `/api/organizations/${orgId}/public`);
    expect(anon.statusCode).toBe(200);
    expect(anon.json().data).toMatchObject({
      name: 'Лента',
      member_count: 3,
      follower_count: 0,
      department_count: 0,
    });
    await call(outsider.token, 'POST', `/api/organizations/${orgId}/follow`);
    await call(outsider.token, 'POST', `/api/organizations/${orgId}/follow`);
    expect((await call(null, 'GET', `/api/organizations/${orgId}/public`)).json().data.follower_count).toBe(
      1,
    );
    expect((await call(outsider.token, 'GET', `/api/organizations/${orgId}/follow/status`)).json()).toEqual({
      is_following: true,
    });
    await call(outsider.token, 'DELETE', `/api/organizations/${orgId}/follow`);
    await call(outsider.token, 'DELETE', `/api/organizations/${orgId}/follow`);
    expect((await call(null, 'GET', `/api/organizations/${orgId}/public`)).json().data.follower_count).toBe(
      0,
    );
    const hidden = (
      await call(admin.token, 'POST', '/api/work/organizations', {
        name: 'Скрытая',
        description: 'd',
        industry: 'Other',
        creator_job_title: 'CEO',
        is_private: true,
        allow_public_discovery: false,
      })
    ).json().id;
    expect((await call(null, 'GET', `/api/organizations/${hidden}/public`)).statusCode).toBe(404);
    expect((await call(admin.token, 'GET', `/api/organizations/${hidden}/public`)).statusCode).toBe(200);
  });

  it('admins manage departments: name required, one of the 8 colours, head is a member; member_count is real', async () => {
    expect(
      (await call(poster.token, 'POST', `/api/organizations/${orgId}/departments`, { name: 'ИТ' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(admin.token, 'POST', `/api/organizations/${orgId}/departments`, { name: ' ' })).json(),
    ).toEqual({ detail: ORG_FEED_TEXTS.departmentName, field: 'name' });
    expect(
      (
        await call(admin.token, 'POST', `/api/organizations/${orgId}/departments`, {
          name: 'ИТ',
          color: '#000000',
        })
      ).json(),
    ).toEqual({ detail: ORG_FEED_TEXTS.departmentColor, field: 'color' });
    expect(
      (
        await call(admin.token, 'POST', `/api/organizations/${orgId}/departments`, {
          name: 'ИТ',
          head_id: outsider.user.id,
        })
      ).json(),
    ).toEqual({ detail: ORG_FEED_TEXTS.departmentHead, field: 'head_id' });
    await call(admin.token, 'PUT', `/api/work/organizations/${orgId}/members/${poster.user.id}/role`, {
      department: 'ИТ',
    });
    const res = await call(admin.token, 'POST', `/api/organizations/${orgId}/departments`, {
      name: 'ИТ',
      color: '#059669',
      head_id: poster.user.id,
    });
    // CONTRACT §1: a create answers 201 with the created object.
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      id: expect.any(String),
      name: 'ИТ',
      color: '#059669',
      head_id: poster.user.id,
      member_count: 1,
    });
    // A department with members is kept until they are moved (issue 19).
    expect(
      (await call(admin.token, 'DELETE', `/api/organizations/${orgId}/departments/${created.id}`)).json(),
    ).toEqual({ detail: ORG_FEED_TEXTS.departmentHasMembers });
    await call(admin.token, 'PUT', `/api/work/organizations/${orgId}/members/${poster.user.id}/role`, {
      department: null,
    });
    expect(
      (await call(admin.token, 'DELETE', `/api/organizations/${orgId}/departments/${created.id}`)).statusCode,
    ).toBe(204);
  });

  it('announcements: admins create and pin; pinned first; views count distinct readers; one reaction each', async () => {
    const make = (title: string, extra: object = {}) =>
      call(admin.token, 'POST', `/api/organizations/${orgId}/announcements`, {
        title,
        content: 'текст',
        ...extra,
      });
    expect(
      (await call(poster.token, 'POST', `/api/organizations/${orgId}/announcements`, { title: 'x' }))
        .statusCode,
    ).toBe(403);
    await make('Первое');
    const urgent = (await make('Срочно', { priority: 'URGENT', is_pinned: true })).json().id;
    await make('Третье');
    const list = (await call(poster.token, 'GET', `/api/organizations/${orgId}/announcements?limit=2`)).json()
      .data;
    expect(list.map((a: { title: string }) => a.title)).toEqual(['Срочно', 'Третье']);
    await call(poster.token, 'GET', `/api/organizations/${orgId}/announcements`);
    await call(muted.token, 'GET', `/api/organizations/${orgId}/announcements`);
    await call(muted.token, 'POST', `/api/organizations/${orgId}/announcements/${urgent}/reactions`, {
      kind: 'like',
    });
    await call(muted.token, 'POST', `/api/organizations/${orgId}/announcements/${urgent}/reactions`, {
      kind: 'support',
    });
    const after = (await call(admin.token, 'GET', `/api/organizations/${orgId}/announcements`)).json()
      .data[0];
    expect(after).toMatchObject({
      title: 'Срочно',
      priority: 'URGENT',
      is_pinned: true,
      views: 3,
      reactions: { support: 1 },
    });
    expect((await call(outsider.token, 'GET', `/api/organizations/${orgId}/announcements`)).statusCode).toBe(
      403,
    );
  });
});
