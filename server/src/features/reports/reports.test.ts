import { ADMIN_TEXTS, suspendedDetail } from '@krug/contract/admin';
import type { Notification } from '@krug/contract/notifications';
import type { CommentNode, Post } from '@krug/contract/posts';
import { type AdminReport, REPORT_OUTCOME_TEXTS, REPORT_TEXTS } from '@krug/contract/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { FILES } from '../../test/files.ts';
import { multipart } from '../../test/multipart.ts';
import { as, operators } from '../admin/admin.test-kit.ts';

type U = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let call: ReturnType<typeof as>;
let ops: Awaited<ReturnType<typeof operators>>;
let author: U;
let reporter: U;
let second: U;
let stranger: U;

/** Asserts the status and answers the JSON. */
const ok = async <T>(
  res: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
};
const newPost = (token: string, visibility = 'PUBLIC', extra: object = {}) =>
  ok<Post>(
    call(token, 'POST', '/api/posts', {
      content: 'Запись для жалобы',
      visibility,
      source_module: 'family',
      ...extra,
    }),
    201,
  );
const report = (token: string, target_type: string, target_id: string, reason = 'spam', comment?: string) =>
  call(token, 'POST', '/api/reports', { target_type, target_id, reason, ...(comment ? { comment } : {}) });
const queue = (status = 'open') =>
  ok<AdminReport[]>(call(ops.admin.token, 'GET', `/api/admin/reports?status=${status}&limit=100`));
const resolve = (id: string, action: string, note?: string, token = ops.admin.token) =>
  call(token, 'POST', `/api/admin/reports/${id}/resolve`, { action, ...(note ? { note } : {}) });
const notes = (token: string) => ok<Notification[]>(call(token, 'GET', '/api/notifications'));

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app);
  ops = await operators(t.app);
  author = await registerUser(t.app, { first_name: 'Автор', last_name: 'Записей' });
  reporter = ops.user;
  second = await registerUser(t.app, { first_name: 'Вторая', last_name: 'Жалобщица' });
  stranger = await registerUser(t.app, { first_name: 'Чужой', last_name: 'Человек' });
}, 60_000);
afterAll(() => t.close());

describe('POST /api/reports', () => {
  it('takes a report of each kind of thing the reporter can see, and 404 for what they cannot', async () => {
    const pub = await newPost(author.token);
    const onlyMe = await newPost(author.token, 'ONLY_ME');
    const comment = await ok<CommentNode>(
      call(author.token, 'POST', `/api/posts/${pub.id}/comments`, { content: 'Мой комментарий' }),
      201,
    );
    const hiddenComment = await ok<CommentNode>(
      call(author.token, 'POST', `/api/posts/${onlyMe.id}/comments`, { content: 'Скрытый' }),
      201,
    );
    const group = await ok<{ group: { id: string } }>(
      call(author.token, 'POST', '/api/chat-groups', { name: 'Дача', member_ids: [reporter.user.id] }),
      201,
    );
    await acceptInvitations(t.app, reporter.token);
    const message = await ok<{ id: string }>(
      call(author.token, 'POST', `/api/chat-groups/${group.group.id}/messages`, {
        group_id: group.group.id,
        content: 'Сообщение в чате',
        message_type: 'TEXT',
      }),
      201,
    );
    const privateFamily = await ok<{ id: string }>(
      call(author.token, 'POST', '/api/family/create-with-members', { name: 'Закрытая', members: [] }),
      201,
    );
    const openFamily = await ok<{ id: string }>(
      call(author.token, 'POST', '/api/family/create-with-members', { name: 'Открытая', members: [] }),
      201,
    );
    await ok(
      call(author.token, 'PUT', `/api/family/${openFamily.id}/privacy`, {
        is_private: false,
        allow_public_discovery: true,
        who_can_see_posts: 'public',
        who_can_comment: 'family',
        profile_searchability: 'public',
      }),
    );
    const orgBody = {
      name: 'Ромашка',
      description: 'Софт',
      industry: 'Technology',
      creator_job_title: 'CEO',
    };
    const org = await ok<{ id: string }>(call(author.token, 'POST', '/api/work/organizations', orgBody), 201);
    const hiddenOrg = await ok<{ id: string }>(
      call(author.token, 'POST', '/api/work/organizations', {
        ...orgBody,
        name: 'Тайная',
        is_private: true,
        allow_public_discovery: false,
      }),
      201,
    );
    const upload = async () => {
      const form = multipart([
        { name: 'privacy_level', value: 'private' },
        { name: 'file', filename: 'photo.png', data: await FILES.png() },
      ]);
      return ok<{ id: string }>(
        t.app.inject({
          method: 'POST',
          url: '/api/media/upload',
          headers: { ...bearer(author.token), ...form.headers },
          payload: form.payload,
        }),
        201,
      );
    };
    const shown = await upload();
    const unseen = await upload();
    await newPost(author.token, 'PUBLIC', { media_file_ids: [shown.id] });

    const cases: [string, string, number][] = [
      ['post', pub.id, 201],
      ['post', onlyMe.id, 404],
      ['comment', comment.id, 201],
      ['comment', hiddenComment.id, 404],
      ['message', message.id, 201],
      ['user', author.user.id, 201],
      ['family', openFamily.id, 201],
      ['family', privateFamily.id, 404],
      ['organization', org.id, 201],
      ['organization', hiddenOrg.id, 404],
      ['media', shown.id, 201],
      ['media', unseen.id, 404],
      ['post', crypto.randomUUID(), 404],
    ];
    for (const [type, id, status] of cases) {
      const res = await report(reporter.token, type, id, 'abuse', 'Неприятно');
      expect(res.statusCode, `${type} ${status}: ${res.body}`).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ detail: REPORT_TEXTS.targetNotFound });
      else
        expect(res.json()).toMatchObject({
          target_type: type,
          target_id: id,
          reason: 'abuse',
          status: 'open',
        });
    }
    // A stranger cannot see the chat message.
    expect((await report(stranger.token, 'message', message.id)).statusCode).toBe(404);

    // The admin sees each with its context.
    const open = await queue();
    const byTarget = (id: string) => open.find((r) => r.target_id === id);
    expect(byTarget(pub.id)).toMatchObject({
      reporter: { id: reporter.user.id, name: 'Обычный Пользователь' },
      comment: 'Неприятно',
      target: {
        owner: { id: author.user.id, name: 'Автор Записей' },
        text: 'Запись для жалобы',
        hidden: false,
      },
    });
    expect(byTarget(comment.id)?.target).toMatchObject({ text: 'Мой комментарий', post_id: pub.id });
    expect(byTarget(message.id)?.target).toMatchObject({ text: 'Сообщение в чате', context: 'Дача' });
    expect(byTarget(author.user.id)?.target?.text).toBe('Автор Записей');
    expect(byTarget(openFamily.id)?.target).toMatchObject({
      text: 'Открытая',
      owner: { id: author.user.id },
    });
    expect(byTarget(org.id)?.target).toMatchObject({ text: 'Ромашка', owner: { id: author.user.id } });
    expect(byTarget(shown.id)?.target?.preview_url).toMatch(/^\/api\/media\/files\//);
  });

  it('one open report per reporter and target (409); never about oneself (422); bad input 422, nothing written', async () => {
    const post = await newPost(author.token);
    expect((await report(reporter.token, 'post', post.id)).statusCode).toBe(201);
    const again = await report(reporter.token, 'post', post.id, 'other');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: REPORT_TEXTS.duplicate });
    expect((await report(second.token, 'post', post.id)).statusCode).toBe(201);
    const own = await report(author.token, 'post', post.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().detail).toBe(REPORT_TEXTS.yourself);
    expect((await report(author.token, 'user', author.user.id)).statusCode).toBe(422);
    const before = (await queue()).length;
    for (const body of [
      { target_type: 'planet', target_id: post.id, reason: 'spam' },
      { target_type: 'post', target_id: 'not-a-uuid', reason: 'spam' },
      { target_type: 'post', target_id: post.id, reason: 'boring' },
      { target_type: 'post', target_id: post.id },
      { target_type: 'post', target_id: post.id, reason: 'spam', comment: 'x'.repeat(1001) },
    ]) {
      const res = await call(stranger.token, 'POST', '/api/reports', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await queue()).length).toBe(before);
    expect(
      (await call(null, 'POST', '/api/reports', { target_type: 'post', target_id: post.id, reason: 'spam' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('resolving reports', () => {
  it('dismiss: the report is resolved, its reporter told; resolving again is 409', async () => {
    const post = await newPost(author.token);
    const made = await ok<{ id: string }>(report(reporter.token, 'post', post.id), 201);
    const res = await ok<AdminReport>(resolve(made.id, 'dismiss', 'Всё в порядке'));
    expect(res).toMatchObject({
      status: 'resolved',
      action: 'dismiss',
      note: 'Всё в порядке',
      resolved_by: { id: ops.admin.user.id, name: 'Модератор Петров' },
    });
    const [n] = await notes(reporter.token);
    expect(n).toMatchObject({
      type: 'report_resolved',
      text: REPORT_OUTCOME_TEXTS.dismiss,
      actor: null,
      link: null,
    });
    const again = await resolve(made.id, 'hide_content');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: REPORT_TEXTS.alreadyResolved });
    expect((await queue('resolved')).some((r) => r.id === made.id)).toBe(true);
    expect((await queue()).some((r) => r.id === made.id)).toBe(false);
    // The post is still there for everyone.
    expect((await call(stranger.token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(200);
  });

  it('hide_content on a post: gone for everyone but its author (who sees why) and admins, in lists and by id', async () => {
    const post = await newPost(author.token, 'PUBLIC', { content: 'Спам-запись про солнце' });
    const first = await ok<{ id: string }>(report(reporter.token, 'post', post.id), 201);
    const other = await ok<{ id: string }>(report(second.token, 'post', post.id, 'abuse'), 201);
    const res = await ok<AdminReport>(resolve(first.id, 'hide_content', 'Реклама'));
    expect(res.target?.hidden).toBe(true);
    for (const viewer of [reporter, second, stranger]) {
      expect((await call(viewer.token, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
      const feed = await ok<Post[]>(call(viewer.token, 'GET', '/api/posts?limit=100'));
      expect(feed.map((p) => p.id)).not.toContain(post.id);
      const byAuthor = await ok<Post[]>(
        call(viewer.token, 'GET', `/api/posts?limit=100&author_id=${author.user.id}`),
      );
      expect(byAuthor.map((p) => p.id)).not.toContain(post.id);
      const people = await ok<Post[]>(
        call(viewer.token, 'GET', `/api/people/${author.user.id}/posts?limit=100`),
      );
      expect(people.map((p) => p.id)).not.toContain(post.id);
      const found = await ok<{ posts: Post[] }>(
        call(viewer.token, 'GET', `/api/search?kind=posts&q=${encodeURIComponent('спам-запись')}`),
      );
      expect(found.posts.map((p) => p.id)).not.toContain(post.id);
      expect((await call(viewer.token, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(404);
      expect(
        (await call(viewer.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'А?' })).statusCode,
      ).toBe(404);
    }
    const mine = await ok<Post>(call(author.token, 'GET', `/api/posts/${post.id}`));
    expect(mine.moderation).toMatchObject({ note: 'Реклама' });
    const authorFeed = await ok<Post[]>(call(author.token, 'GET', '/api/posts?limit=100'));
    expect(authorFeed.find((p) => p.id === post.id)?.moderation?.note).toBe('Реклама');
    expect((await ok<Post>(call(ops.admin.token, 'GET', `/api/posts/${post.id}`))).moderation).not.toBeNull();
    // Every open report about it is resolved with it, and both reporters are told.
    const resolved = await queue('resolved');
    expect(resolved.find((r) => r.id === other.id)).toMatchObject({
      action: 'hide_content',
      status: 'resolved',
    });
    for (const who of [reporter, second])
      expect((await notes(who.token))[0]).toMatchObject({
        type: 'report_resolved',
        text: REPORT_OUTCOME_TEXTS.hide_content,
      });
    // Unhidden posts carry no moderation.
    expect(
      (await ok<Post>(call(stranger.token, 'GET', `/api/posts/${(await newPost(author.token)).id}`)))
        .moderation,
    ).toBeNull();
  });

  it('hide_content on a comment and on a chat message hides them from everyone but their author and admins', async () => {
    const post = await newPost(reporter.token);
    const bad = await ok<CommentNode>(
      call(author.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'Грубость' }),
      201,
    );
    const made = await ok<{ id: string }>(report(reporter.token, 'comment', bad.id), 201);
    await ok(resolve(made.id, 'hide_content'));
    const seen = async (token: string) =>
      (await ok<CommentNode[]>(call(token, 'GET', `/api/posts/${post.id}/comments`))).map((c) => c.id);
    expect(await seen(reporter.token)).not.toContain(bad.id);
    expect(await seen(stranger.token)).not.toContain(bad.id);
    expect(await seen(ops.admin.token)).toContain(bad.id);
    const own = await ok<CommentNode[]>(call(author.token, 'GET', `/api/posts/${post.id}/comments`));
    expect(own.find((c) => c.id === bad.id)?.moderation?.note).toBe(REPORT_TEXTS.hiddenNoNote);
    expect((await call(reporter.token, 'POST', `/api/comments/${bad.id}/like`)).statusCode).toBe(404);

    const group = await ok<{ group: { id: string } }>(
      call(author.token, 'POST', '/api/chat-groups', { name: 'Чат', member_ids: [reporter.user.id] }),
      201,
    );
    await acceptInvitations(t.app, reporter.token);
    const message = await ok<{ id: string }>(
      call(author.token, 'POST', `/api/chat-groups/${group.group.id}/messages`, {
        group_id: group.group.id,
        content: 'Оскорбление',
        message_type: 'TEXT',
      }),
      201,
    );
    const m = await ok<{ id: string }>(report(reporter.token, 'message', message.id), 201);
    await ok(resolve(m.id, 'hide_content', 'Грубо'));
    const messages = async (token: string) =>
      (
        await ok<{ messages: { id: string; moderation?: { note: string } | null }[] }>(
          call(token, 'GET', `/api/chat-groups/${group.group.id}/messages`),
        )
      ).messages;
    expect((await messages(reporter.token)).map((x) => x.id)).not.toContain(message.id);
    expect((await messages(author.token)).find((x) => x.id === message.id)?.moderation?.note).toBe('Грубо');
  });

  it('suspend_user suspends the owner of the reported thing; hide_content of a person is 422; the owner cannot be suspended', async () => {
    const troll = await registerUser(t.app, { first_name: 'Тролль' });
    const post = await newPost(troll.token);
    const made = await ok<{ id: string }>(report(reporter.token, 'post', post.id, 'violence'), 201);
    const res = await ok<AdminReport>(resolve(made.id, 'suspend_user'));
    expect(res.action).toBe('suspend_user');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: troll.email, password: troll.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ detail: suspendedDetail('Насилие или угрозы') });
    expect((await notes(reporter.token))[0]?.text).toBe(REPORT_OUTCOME_TEXTS.suspend_user);

    const person = await ok<{ id: string }>(report(second.token, 'user', author.user.id), 201);
    const notHideable = await resolve(person.id, 'hide_content');
    expect(notHideable.statusCode).toBe(422);
    expect(notHideable.json().detail).toBe(REPORT_TEXTS.notHideable);

    const aboutOwner = await ok<{ id: string }>(report(reporter.token, 'user', ops.owner.user.id), 201);
    const refused = await resolve(aboutOwner.id, 'suspend_user');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ADMIN_TEXTS.ownerUntouchable });
    expect((await queue()).some((r) => r.id === aboutOwner.id)).toBe(true);
  });

  it('refuses plain users (403), an unknown report (404) and a bad action (422)', async () => {
    const post = await newPost(author.token);
    const made = await ok<{ id: string }>(report(stranger.token, 'post', post.id), 201);
    expect((await resolve(made.id, 'dismiss', undefined, reporter.token)).statusCode).toBe(403);
    expect((await call(reporter.token, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    const missing = await resolve(crypto.randomUUID(), 'dismiss');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: REPORT_TEXTS.notFound });
    expect((await resolve(made.id, 'ban')).statusCode).toBe(422);
    expect((await resolve(made.id, 'dismiss', 'x'.repeat(1001))).statusCode).toBe(422);
    expect((await call(ops.admin.token, 'GET', '/api/admin/reports?status=maybe')).statusCode).toBe(422);
    expect((await queue()).some((r) => r.id === made.id)).toBe(true);
  });
});
