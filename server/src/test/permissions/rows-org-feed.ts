import { expect } from 'vitest';
import { acceptInvitations, registerUser } from '../factories.ts';
import { idsIn } from './answers.ts';
import type { Row } from './types.ts';

/** A public organization: outsiders see it but may not act (403); a hidden one is 404 to them. */
const ADMINS = { anonymous: 401, stranger: 403, member: 403, author: 403 } as const;
const MEMBERS = { anonymous: 401, stranger: 403 } as const;
let seq = 0;

/** Organization feed, public profile, follows, departments and announcements. */
export const orgFeedRows: Row[] = [
  {
    op: 'POST /api/work/organizations/{orgId}/posts',
    expect: { ...MEMBERS, member: 201 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/posts`, payload: { content: 'Пост' } }),
  },
  {
    op: 'POST /api/work/organizations/{orgId}/posts',
    note: 'hidden organization',
    expect: { stranger: 404 },
    call: (w) => ({ url: `/api/work/organizations/${w.hiddenOrgId}/posts`, payload: { content: 'Пост' } }),
  },
  {
    op: 'GET /api/work/organizations/{orgId}/posts',
    expect: { ...MEMBERS, member: 200 },
    call: (w) => ({ url: `/api/work/organizations/${w.orgId}/posts` }),
    check: (_role, body, w) => expect(idsIn(body, 'posts')).toContain(w.orgPostId),
  },
  {
    op: 'DELETE /api/work/posts/{id}',
    expect: { ...MEMBERS, member: 403, admin: 204, owner: 204, author: 204 },
    setup: async (w) => ({
      post: (
        await w.call(w.users.author.token, 'POST', `/api/work/organizations/${w.orgId}/posts`, {
          content: 'Удалить',
        })
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/work/posts/${f.post}` }),
  },
  {
    op: 'POST /api/work/posts/{id}/like',
    expect: { ...MEMBERS, member: 200 },
    call: (w) => ({ url: `/api/work/posts/${w.orgPostId}/like` }),
  },
  {
    op: 'GET /api/work/posts/{id}/comments',
    note: 'members read; a post of an organization one is not in is 404',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    call: (w) => ({ url: `/api/work/posts/${w.orgPostId}/comments` }),
  },
  {
    op: 'POST /api/work/posts/{id}/comments',
    expect: { anonymous: 401, stranger: 404, member: 201, author: 201 },
    call: (w) => ({ url: `/api/work/posts/${w.orgPostId}/comments`, payload: { content: 'Комментарий' } }),
  },
  {
    op: 'PUT /api/work/comments/{id}',
    note: 'its author only (an organization admin too is refused)',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 403, owner: 403, author: 200 },
    setup: async (w) => ({
      comment: (
        await w.call(w.users.author.token, 'POST', `/api/work/posts/${w.orgPostId}/comments`, {
          content: 'Изменить',
        })
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/work/comments/${f.comment}`, payload: { content: 'Изменено' } }),
  },
  {
    op: 'POST /api/work/comments/{id}/like',
    note: 'members like; a comment of an organization one is not in is 404',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, owner: 200, author: 200 },
    setup: async (w) => ({
      comment: (
        await w.call(w.users.author.token, 'POST', `/api/work/posts/${w.orgPostId}/comments`, {
          content: 'Нравится',
        })
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/work/comments/${f.comment}/like` }),
  },
  {
    op: 'DELETE /api/work/comments/{id}',
    note: 'its author or an organization admin',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 204, owner: 204, author: 204 },
    setup: async (w) => ({
      comment: (
        await w.call(w.users.author.token, 'POST', `/api/work/posts/${w.orgPostId}/comments`, {
          content: 'Удалить',
        })
      ).id,
    }),
    call: (_w, f) => ({ url: `/api/work/comments/${f.comment}` }),
  },
  {
    op: 'GET /api/organizations/{id}/public',
    expect: { anonymous: 200, stranger: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/public` }),
    // Real counts, and what the viewer is to it: the stranger has a pending join request.
    check: (role, body, w) =>
      expect((body as { data: unknown }).data).toMatchObject({
        id: w.orgId,
        name: 'Ромашка',
        department_count: 1,
        viewer_is_member: false,
        viewer_has_pending_request: role === 'stranger',
      }),
  },
  {
    op: 'GET /api/organizations/{id}/public',
    note: 'hidden organization',
    expect: { anonymous: 404, stranger: 404, owner: 200 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/public` }),
    check: (_role, body, w) =>
      expect((body as { data: unknown }).data).toMatchObject({
        id: w.hiddenOrgId,
        name: 'Тайная',
        member_count: 1,
        viewer_is_member: true,
      }),
  },
  {
    op: 'GET /api/organizations/{id}/follow/status',
    expect: { anonymous: 401, stranger: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/follow/status` }),
    check: (_role, body) => expect(body).toEqual({ is_following: false }),
  },
  {
    op: 'GET /api/organizations/{id}/follow/status',
    note: 'hidden organization',
    expect: { stranger: 404, owner: 200 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/follow/status` }),
    check: (_role, body) => expect(body).toEqual({ is_following: false }),
  },
  {
    op: 'POST /api/organizations/{id}/follow',
    expect: { anonymous: 401, stranger: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/follow` }),
  },
  {
    op: 'POST /api/organizations/{id}/follow',
    note: 'hidden organization',
    expect: { stranger: 404 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/follow` }),
  },
  {
    op: 'DELETE /api/organizations/{id}/follow',
    expect: { anonymous: 401, stranger: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/follow` }),
  },
  {
    op: 'DELETE /api/organizations/{id}/follow',
    note: 'hidden organization',
    expect: { stranger: 404 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/follow` }),
  },
  {
    op: 'GET /api/organizations/{id}/departments',
    expect: { ...MEMBERS, member: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/departments` }),
    check: (_role, body, w) =>
      expect((body as { data: unknown[] }).data).toContainEqual(
        expect.objectContaining({ id: w.departmentId, name: 'ИТ' }),
      ),
  },
  {
    op: 'GET /api/organizations/{id}/departments',
    note: 'hidden organization',
    expect: { stranger: 404, owner: 200 },
    call: (w) => ({ url: `/api/organizations/${w.hiddenOrgId}/departments` }),
    check: (_role, body) => expect(body).toEqual({ data: [] }),
  },
  {
    op: 'POST /api/organizations/{id}/departments',
    expect: { ...ADMINS, admin: 201 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/departments`, payload: { name: 'Продажи' } }),
  },
  {
    op: 'PUT /api/organizations/{id}/departments/{itemId}',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/organizations/${w.orgId}/departments/${w.departmentId}`,
      payload: { name: 'ИТ' },
    }),
  },
  {
    op: 'PUT /api/organizations/{id}/departments/{itemId}',
    note: "another organization's department",
    expect: { owner: 404 },
    call: (w) => ({
      url: `/api/organizations/${w.hiddenOrgId}/departments/${w.departmentId}`,
      payload: { name: 'ИТ' },
    }),
  },
  {
    op: 'DELETE /api/organizations/{id}/departments/{itemId}',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: async (w) => {
      seq += 1;
      const name = `Отдел ${seq}`;
      const res = await w.call(w.users.owner.token, 'POST', `/api/organizations/${w.orgId}/departments`, {
        name,
      });
      return { department: res.id };
    },
    call: (w, f) => ({ url: `/api/organizations/${w.orgId}/departments/${f.department}` }),
  },
  {
    op: 'DELETE /api/organizations/{id}/departments/{itemId}',
    note: 'a department with members is kept (409) until they are moved',
    expect: { admin: 409, owner: 409 },
    setup: async (w) => {
      seq += 1;
      const name = `Отдел с людьми ${seq}`;
      const res = await w.call(w.users.owner.token, 'POST', `/api/organizations/${w.orgId}/departments`, {
        name,
      });
      const newcomer = await registerUser(w.app);
      await w.call(w.users.owner.token, 'POST', `/api/work/organizations/${w.orgId}/members`, {
        user_email: newcomer.email,
        job_title: 'Сотрудник отдела',
        department: name,
      });
      await acceptInvitations(w.app, newcomer.token, w.orgId);
      return { department: res.id };
    },
    call: (w, f) => ({ url: `/api/organizations/${w.orgId}/departments/${f.department}` }),
  },
  {
    op: 'GET /api/organizations/{id}/announcements',
    expect: { ...MEMBERS, member: 200 },
    call: (w) => ({ url: `/api/organizations/${w.orgId}/announcements` }),
    check: (_role, body, w) =>
      expect((body as { data: unknown[] }).data).toContainEqual(
        expect.objectContaining({ id: w.announcementId, title: 'Собрание' }),
      ),
  },
  {
    op: 'POST /api/organizations/{id}/announcements',
    expect: { ...ADMINS, admin: 201 },
    call: (w) => ({
      url: `/api/organizations/${w.orgId}/announcements`,
      payload: { title: 'Новое', content: 'Текст' },
    }),
  },
  {
    op: 'PUT /api/organizations/{id}/announcements/{itemId}',
    expect: { ...ADMINS, admin: 200, owner: 200 },
    call: (w) => ({
      url: `/api/organizations/${w.orgId}/announcements/${w.announcementId}`,
      payload: { title: 'Собрание', content: 'В пятницу', is_pinned: true },
    }),
  },
  {
    op: 'DELETE /api/organizations/{id}/announcements/{itemId}',
    expect: { ...ADMINS, admin: 204, owner: 204 },
    setup: async (w) => ({
      item: (
        await w.call(w.users.owner.token, 'POST', `/api/organizations/${w.orgId}/announcements`, {
          title: 'Временное',
        })
      ).id,
    }),
    call: (w, f) => ({ url: `/api/organizations/${w.orgId}/announcements/${f.item}` }),
  },
  {
    op: 'POST /api/organizations/{id}/announcements/{itemId}/reactions',
    expect: { ...MEMBERS, member: 204 },
    call: (w) => ({
      url: `/api/organizations/${w.orgId}/announcements/${w.announcementId}/reactions`,
      payload: { kind: 'like' },
    }),
  },
];
