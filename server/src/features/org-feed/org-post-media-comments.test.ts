import type { Notification } from '@krug/contract/notifications';
import { ORG_FEED_TEXTS, type OrgComment, type OrgPost } from '@krug/contract/org-feed';
import { POST_MEDIA_MAX, POST_TEXTS } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, joinOrganization, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { uploadMedia } from '../../test/multipart.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let poster: U;
let reader: U;
let outsider: U;
let orgId: string;
let hiddenOrgId: string;
const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const newOrg = async (token: string, extra: object = {}) =>
  (
    await call(token, 'POST', '/api/work/organizations', {
      name: 'Фото',
      description: 'd',
      industry: 'Other',
      creator_job_title: 'CEO',
      ...extra,
    })
  ).json().id as string;
const postIn = (token: string, org: string, body: object) =>
  call(token, 'POST', `/api/work/organizations/${org}/posts`, { content: 'Пост', ...body });
const feed = async (token: string, org: string) =>
  (await call(token, 'GET', `/api/work/organizations/${org}/posts`)).json().posts as OrgPost[];
const reportFile = (token: string, id: string) =>
  call(token, 'POST', '/api/reports', { target_type: 'media', target_id: id, reason: 'spam' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app);
  poster = await registerUser(t.app);
  reader = await registerUser(t.app);
  outsider = await registerUser(t.app);
  orgId = await newOrg(admin.token);
  hiddenOrgId = await newOrg(admin.token, {
    name: 'Тайная',
    is_private: true,
    allow_public_discovery: false,
  });
  await joinOrganization(t.app, admin.token, orgId, poster, { job_title: 'Автор' });
  await joinOrganization(t.app, admin.token, orgId, reader, { job_title: 'Читатель', can_post: false });
});
afterAll(() => t.close());

describe('photos on organization posts', () => {
  it('attaches the author’s own files in order, shown to members as wall attachments', async () => {
    const a = await uploadMedia(t.app, poster.token, 'a.png', await FILES.png());
    const b = await uploadMedia(t.app, poster.token, 'b.jpg', await FILES.jpg());
    const res = await postIn(poster.token, orgId, { media_ids: [b.id, a.id] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().media_files.map((f: { id: string }) => f.id)).toEqual([b.id, a.id]);
    const seen = (await feed(reader.token, orgId)).find((p) => p.id === res.json().id);
    expect(seen?.media_files.map((f) => f.id)).toEqual([b.id, a.id]);
    const first = seen?.media_files[0];
    expect(first).toMatchObject({ id: b.id, file_type: 'image' });
    // A reader is given a working link to the picture (its reader copy, without metadata).
    const url = first?.thumbnail_url ?? first?.file_url ?? '';
    expect(url).not.toBe('');
    const bytes = await t.app.inject({ method: 'GET', url });
    expect(bytes.statusCode).toBe(200);
    // A post without photos answers an empty list.
    const plain = await postIn(poster.token, orgId, {});
    expect(plain.json().media_files).toEqual([]);
  });

  it('refuses someone else’s file, an unknown one and more than the wall’s limit, writing nothing', async () => {
    const before = (await feed(admin.token, orgId)).length;
    const theirs = await uploadMedia(t.app, reader.token, 'r.png', await FILES.png());
    const foreign = await postIn(poster.token, orgId, { media_ids: [theirs.id] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toEqual({ detail: ORG_FEED_TEXTS.mediaNotFound, field: 'media_ids' });
    const unknown = await postIn(poster.token, orgId, {
      media_ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(422);
    const ids = Array.from(
      { length: POST_MEDIA_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const tooMany = await postIn(poster.token, orgId, { media_ids: ids });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toBe(POST_TEXTS.tooManyFiles);
    expect((await feed(admin.token, orgId)).length).toBe(before);
  });

  it('a photo of an organization post is readable by its members, not by strangers of a private one', async () => {
    const photo = await uploadMedia(t.app, admin.token, 'secret.png', await FILES.png());
    const res = await postIn(admin.token, hiddenOrgId, { media_ids: [photo.id] });
    expect(res.statusCode).toBe(201);
    // The stranger neither reads the feed nor may name the file (404, as for anything unseen).
    expect(
      (await call(outsider.token, 'GET', `/api/work/organizations/${hiddenOrgId}/posts`)).statusCode,
    ).toBe(404);
    expect((await reportFile(outsider.token, photo.id)).statusCode).toBe(404);
    // In the public organization a member may name (report) a colleague's photo; a stranger may not.
    const shared = await uploadMedia(t.app, poster.token, 'shared.png', await FILES.png());
    expect((await postIn(poster.token, orgId, { media_ids: [shared.id] })).statusCode).toBe(201);
    expect((await reportFile(outsider.token, shared.id)).statusCode).toBe(404);
    expect((await reportFile(reader.token, shared.id)).statusCode).toBeLessThan(300);
  });
});

describe('comments on organization posts', () => {
  let postId: string;
  const comment = (token: string, body: object, post = postId) =>
    call(token, 'POST', `/api/work/posts/${post}/comments`, body);
  const list = (token: string | null, query = '') =>
    call(token, 'GET', `/api/work/posts/${postId}/comments${query}`);

  beforeAll(async () => {
    postId = (await postIn(poster.token, orgId, { content: 'Обсудим' })).json().id;
  });

  it('members comment and reply one level deep; the post counts them; its author is told', async () => {
    const first = await comment(reader.token, { content: '  Отлично  ' });
    expect(first.statusCode, first.body).toBe(201);
    const c = first.json<OrgComment>();
    expect(c).toMatchObject({
      content: 'Отлично',
      parent_comment_id: null,
      can_delete: true,
      post_id: postId,
    });
    expect(c.author.id).toBe(reader.user.id);
    const reply = (
      await comment(poster.token, { content: 'Спасибо', parent_comment_id: c.id })
    ).json<OrgComment>();
    expect(reply.parent_comment_id).toBe(c.id);
    // A reply to a reply joins the same top-level comment.
    const deeper = (
      await comment(admin.token, { content: 'И я', parent_comment_id: reply.id })
    ).json<OrgComment>();
    expect(deeper.parent_comment_id).toBe(c.id);
    expect((await feed(reader.token, orgId)).find((p) => p.id === postId)?.comments_count).toBe(3);
    const told = (await call(poster.token, 'GET', '/api/notifications')).json<Notification[]>();
    expect(told.find((n) => n.type === 'comment')).toMatchObject({
      actor: { id: reader.user.id },
      link: { kind: 'organization', id: orgId },
    });
    const replied = (await call(reader.token, 'GET', '/api/notifications')).json<Notification[]>();
    expect(replied.some((n) => n.type === 'reply')).toBe(true);
  });

  it('refuses empty text and a parent of another post', async () => {
    expect((await comment(reader.token, { content: '   ' })).json()).toEqual({
      detail: POST_TEXTS.commentEmpty,
      field: 'content',
    });
    const other = (await postIn(poster.token, orgId, {})).json().id;
    const elsewhere = (await comment(reader.token, { content: 'x' }, other)).json<OrgComment>();
    const wrong = await comment(reader.token, { content: 'y', parent_comment_id: elsewhere.id });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toBe(ORG_FEED_TEXTS.commentNotFound);
  });

  it('lists oldest first in keyset pages', async () => {
    const all = (await list(reader.token, '?limit=100')).json().comments as OrgComment[];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const one = (await list(reader.token, '?limit=2')).json();
    expect(one.comments.map((x: OrgComment) => x.id)).toEqual(all.slice(0, 2).map((x) => x.id));
    expect(one.next_cursor).toEqual(expect.any(String));
    const two = (await list(reader.token, `?limit=100&after=${one.next_cursor}`)).json();
    expect(two.comments.map((x: OrgComment) => x.id)).toEqual(all.slice(2).map((x) => x.id));
    expect(two.next_cursor).toBeNull();
    expect((await list(reader.token, '?after=garbage')).statusCode).toBe(422);
  });

  it('strangers get 404, anonymous 401; only the author or an admin deletes, replies go along', async () => {
    expect((await list(outsider.token)).statusCode).toBe(404);
    expect((await comment(outsider.token, { content: 'hi' })).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    const mine = (await comment(reader.token, { content: 'Удалю' })).json<OrgComment>();
    const answer = (
      await comment(poster.token, { content: 'Ответ', parent_comment_id: mine.id })
    ).json<OrgComment>();
    // Others see it without a delete control; admins with one.
    const shown = (await list(poster.token, '?limit=100')).json().comments as OrgComment[];
    expect(shown.find((x) => x.id === mine.id)?.can_delete).toBe(false);
    const forAdmin = (await list(admin.token, '?limit=100')).json().comments as OrgComment[];
    expect(forAdmin.find((x) => x.id === mine.id)?.can_delete).toBe(true);
    expect((await call(poster.token, 'DELETE', `/api/work/comments/${mine.id}`)).json()).toEqual({
      detail: ORG_FEED_TEXTS.commentForbidden,
    });
    expect((await call(outsider.token, 'DELETE', `/api/work/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await call(reader.token, 'DELETE', `/api/work/comments/${mine.id}`)).statusCode).toBe(204);
    const after = (await list(reader.token, '?limit=100')).json().comments as OrgComment[];
    expect(after.map((x) => x.id)).not.toContain(answer.id);
    const byPoster = (await comment(poster.token, { content: 'Админ уберёт' })).json<OrgComment>();
    expect((await call(admin.token, 'DELETE', `/api/work/comments/${byPoster.id}`)).statusCode).toBe(204);
    expect((await call(admin.token, 'DELETE', `/api/work/comments/${byPoster.id}`)).statusCode).toBe(404);
  });
});
