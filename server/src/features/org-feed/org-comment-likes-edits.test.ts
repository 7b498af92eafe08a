import { ORG_FEED_TEXTS, type OrgComment } from '@krug/contract/org-feed';
import { COMMENT_CONTENT_MAX, POST_TEXTS } from '@krug/contract/posts';
import { type AdminReport, REPORT_TEXTS } from '@krug/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createOrganization, joinOrganization, registerUser } from '../../test/factories.ts';
import { as, operators } from '../admin/admin.test-kit.ts';

/** Issue 32 item 12: an organization post's comments are liked, edited and reported as wall comments. */
let t: TestApp;
let call: ReturnType<typeof as>;
type U = Awaited<ReturnType<typeof registerUser>>;
let ops: Awaited<ReturnType<typeof operators>>;
let orgAdmin: U;
let author: U;
let colleague: U;
let outsider: U;
let orgId: string;
let postId: string;

const comment = async (token: string, content = 'Комментарий') => {
  const res = await call(token, 'POST', `/api/work/posts/${postId}/comments`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OrgComment;
};
const thread = async (token: string) => {
  const res = await call(token, 'GET', `/api/work/posts/${postId}/comments?limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().comments as OrgComment[];
};
const seen = async (token: string, id: string) => (await thread(token)).find((c) => c.id === id);
const like = (token: string | null, id: string) => call(token, 'POST', `/api/work/comments/${id}/like`);
const edit = (token: string | null, id: string, content: unknown) =>
  call(token, 'PUT', `/api/work/comments/${id}`, { content });
const report = (token: string, id: string) =>
  call(token, 'POST', '/api/reports', { target_type: 'comment', target_id: id, reason: 'abuse' });

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app);
  ops = await operators(t.app);
  orgAdmin = await registerUser(t.app);
  author = await registerUser(t.app, { first_name: 'Анна', last_name: 'Кузнецова' });
  colleague = await registerUser(t.app);
  outsider = await registerUser(t.app);
  orgId = await createOrganization(t.app, orgAdmin.token);
  await joinOrganization(t.app, orgAdmin.token, orgId, author, { job_title: 'Автор' });
  await joinOrganization(t.app, orgAdmin.token, orgId, colleague, { job_title: 'Коллега', can_post: false });
  const post = await call(orgAdmin.token, 'POST', `/api/work/organizations/${orgId}/posts`, {
    content: 'Пост',
  });
  postId = post.json().id;
});
afterAll(() => t.close());

describe('likes of organization comments', () => {
  it('a member likes and takes back the like; the count and my like show in the thread', async () => {
    const c = await comment(author.token);
    expect(c).toMatchObject({ likes_count: 0, user_liked: false, is_edited: false, moderation: null });
    const first = await like(colleague.token, c.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ liked: true, likes_count: 1 });
    expect((await like(orgAdmin.token, c.id)).json()).toEqual({ liked: true, likes_count: 2 });
    expect(await seen(colleague.token, c.id)).toMatchObject({ likes_count: 2, user_liked: true });
    expect(await seen(author.token, c.id)).toMatchObject({ likes_count: 2, user_liked: false });
    // The same button again takes it back.
    expect((await like(colleague.token, c.id)).json()).toEqual({ liked: false, likes_count: 1 });
    expect(await seen(colleague.token, c.id)).toMatchObject({ likes_count: 1, user_liked: false });
  });

  it('someone outside the organization cannot like (404, as for a comment that does not exist)', async () => {
    const c = await comment(author.token);
    const res = await like(outsider.token, c.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: ORG_FEED_TEXTS.commentNotFound });
    expect((await like(null, c.id)).statusCode).toBe(401);
    expect((await like(colleague.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await seen(author.token, c.id)).toMatchObject({ likes_count: 0 });
  });
});

describe('editing organization comments', () => {
  it('its author changes the text; the thread shows it edited («изменено»)', async () => {
    const c = await comment(author.token, 'Было');
    expect(c.can_edit).toBe(true);
    const res = await edit(author.token, c.id, '  Стало  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, content: 'Стало', is_edited: true });
    expect(await seen(colleague.token, c.id)).toMatchObject({
      content: 'Стало',
      is_edited: true,
      can_edit: false,
    });
  });

  it('nobody else edits, not even an organization admin (403); outsiders get 404', async () => {
    const c = await comment(author.token, 'Моё');
    const admin = await edit(orgAdmin.token, c.id, 'Чужое');
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toEqual({ detail: ORG_FEED_TEXTS.commentEditForbidden });
    expect((await edit(colleague.token, c.id, 'Чужое')).statusCode).toBe(403);
    expect((await edit(outsider.token, c.id, 'Чужое')).statusCode).toBe(404);
    expect(await seen(author.token, c.id)).toMatchObject({ content: 'Моё', is_edited: false });
  });

  it('the wall’s limits: empty or too long text is refused and nothing changes', async () => {
    const c = await comment(author.token, 'Текст');
    const empty = await edit(author.token, c.id, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(POST_TEXTS.commentEmpty);
    expect((await edit(author.token, c.id, 'я'.repeat(COMMENT_CONTENT_MAX + 1))).statusCode).toBe(422);
    expect((await edit(author.token, c.id, 'я'.repeat(COMMENT_CONTENT_MAX))).statusCode).toBe(200);
    const wrong = await edit(author.token, c.id, 5);
    expect(wrong.statusCode).toBe(422);
  });
});

describe('reporting organization comments', () => {
  it('a colleague reports a comment; the admin queue names it and hiding it keeps it for its author only', async () => {
    const c = await comment(author.token, 'Грубость');
    const res = await report(colleague.token, c.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ target_type: 'comment', target_id: c.id, status: 'open' });
    // Once while it is open.
    expect((await report(colleague.token, c.id)).statusCode).toBe(409);
    const queue = await call(ops.admin.token, 'GET', '/api/admin/reports?status=open&limit=100');
    const listed = (queue.json() as AdminReport[]).find((r) => r.target_id === c.id);
    expect(listed?.target).toMatchObject({
      text: 'Грубость',
      context: 'Ромашка',
      post_id: null,
      hidden: false,
      owner: { id: author.user.id, name: 'Анна Кузнецова' },
    });
    const hide = await call(ops.admin.token, 'POST', `/api/admin/reports/${listed?.id}/resolve`, {
      action: 'hide_content',
      note: 'Оскорбление',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().target.hidden).toBe(true);
    // Gone for the colleague (by id too), kept for its author with the admin's note.
    expect(await seen(colleague.token, c.id)).toBeUndefined();
    expect((await like(colleague.token, c.id)).statusCode).toBe(404);
    expect(await seen(author.token, c.id)).toMatchObject({
      moderation: { note: 'Оскорбление' },
    });
  });

  it('one cannot report a comment one cannot see, nor one’s own', async () => {
    const c = await comment(author.token, 'Обычный');
    const stranger = await report(outsider.token, c.id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: REPORT_TEXTS.targetNotFound });
    const own = await report(author.token, c.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().detail).toBe(REPORT_TEXTS.yourself);
  });

  it('a deleted comment takes its likes with it', async () => {
    const c = await comment(author.token);
    await like(colleague.token, c.id);
    expect((await call(author.token, 'DELETE', `/api/work/comments/${c.id}`)).statusCode).toBe(204);
    expect((await like(colleague.token, c.id)).statusCode).toBe(404);
  });
});
