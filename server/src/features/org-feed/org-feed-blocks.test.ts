import type { OrgComment } from '@krug/contract/org-feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createOrganization, joinOrganization, registerUser } from '../../test/factories.ts';
import { as } from '../admin/admin.test-kit.ts';

/**
 * CONTRACT §8 "Blocking" in an organization's feed: neither side of a block reads the other's posts
 * or comments there, nor comments on or likes the other's post; the rest of the organization still
 * sees both.
 */
let t: TestApp;
let call: ReturnType<typeof as>;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let blocker: U;
let blocked: U;
let colleague: U;
let orgId: string;

const post = async (token: string, content: string) => {
  const res = await call(token, 'POST', `/api/work/organizations/${orgId}/posts`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const feed = async (token: string) => {
  const res = await call(token, 'GET', `/api/work/organizations/${orgId}/posts?limit=50`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().posts as { id: string }[]).map((p) => p.id);
};
const thread = async (token: string, postId: string) => {
  const res = await call(token, 'GET', `/api/work/posts/${postId}/comments?limit=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().comments as OrgComment[]).map((c) => c.id);
};
const comment = (token: string, postId: string, content = 'Комментарий') =>
  call(token, 'POST', `/api/work/posts/${postId}/comments`, { content });

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app);
  admin = await registerUser(t.app);
  blocker = await registerUser(t.app);
  blocked = await registerUser(t.app);
  colleague = await registerUser(t.app);
  orgId = await createOrganization(t.app, admin.token);
  for (const u of [blocker, blocked, colleague])
    await joinOrganization(t.app, admin.token, orgId, u, { job_title: 'Сотрудник' });
});
afterAll(() => t.close());

describe('blocking in an organization feed', () => {
  it('hides each side’s posts and comments from the other, and refuses comments and likes across it', async () => {
    const byBlocker = await post(blocker.token, 'Пост того, кто заблокировал');
    const byBlocked = await post(blocked.token, 'Пост заблокированного');
    const byAdmin = await post(admin.token, 'Общий пост');
    const blockedComment = (await comment(blocked.token, byAdmin, 'От заблокированного')).json().id as string;
    const blockerComment = (await comment(blocker.token, byAdmin, 'От заблокировавшего')).json().id as string;
    expect((await call(blocker.token, 'POST', '/api/blocks', { user_id: blocked.user.id })).statusCode).toBe(
      201,
    );

    // Feeds: each misses the other's post; a colleague sees both.
    expect(await feed(blocker.token)).not.toContain(byBlocked);
    expect(await feed(blocked.token)).not.toContain(byBlocker);
    expect(await feed(colleague.token)).toEqual(expect.arrayContaining([byBlocker, byBlocked, byAdmin]));
    // Comments under a third person's post: each misses the other's; a colleague sees both.
    expect(await thread(blocker.token, byAdmin)).not.toContain(blockedComment);
    expect(await thread(blocked.token, byAdmin)).not.toContain(blockerComment);
    expect(await thread(colleague.token, byAdmin)).toEqual(
      expect.arrayContaining([blockedComment, blockerComment]),
    );
    // The other's post is not found: no comment, no like, no thread.
    expect((await comment(blocked.token, byBlocker)).statusCode).toBe(404);
    expect((await comment(blocker.token, byBlocked)).statusCode).toBe(404);
    expect((await call(blocked.token, 'POST', `/api/work/posts/${byBlocker}/like`)).statusCode).toBe(404);
    expect((await call(blocked.token, 'GET', `/api/work/posts/${byBlocker}/comments`)).statusCode).toBe(404);
    // Nor the other's comment: no like of it.
    expect((await call(blocked.token, 'POST', `/api/work/comments/${blockerComment}/like`)).statusCode).toBe(
      404,
    );

    // Unblocked, all is back.
    expect((await call(blocker.token, 'DELETE', `/api/blocks/${blocked.user.id}`)).statusCode).toBe(204);
    expect(await feed(blocked.token)).toContain(byBlocker);
    expect(await thread(blocked.token, byAdmin)).toContain(blockerComment);
    expect((await comment(blocked.token, byBlocker)).statusCode).toBe(201);
  });
});
