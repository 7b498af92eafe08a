import { NOTIFICATION_TYPES, type Notification } from '@krug/contract/notifications';
import type { Post } from '@krug/contract/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';

// Issue 20: notification preferences per type, honoured where notifications are made.
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let author: U;
let fan: U;
let admin: U;
const call = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const prefs = (u: U) => call(u.token, 'GET', '/api/users/notification-preferences');
const setPrefs = (u: U, body: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/users/notification-preferences',
    headers: bearer(u.token),
    payload: body as object,
  });
const typesOf = async (u: U) =>
  (await call(u.token, 'GET', '/api/notifications?limit=100')).json<Notification[]>().map((n) => n.type);

beforeAll(async () => {
  t = await createTestApp();
  [author, fan, admin] = [await registerUser(t.app), await registerUser(t.app), await registerUser(t.app)];
});
afterAll(() => t.close());

describe('notification preferences', () => {
  it('start with every type on', async () => {
    const res = await prefs(author);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])));
  });

  it('turning off likes stops like notifications but not comments, and on again brings them back', async () => {
    const saved = await setPrefs(author, { like: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ like: false, comment: true, reaction: true });
    expect((await prefs(author)).json().like).toBe(false);

    const post = (await call(author.token, 'POST', '/api/posts', { content: 'настройки' })).json<Post>();
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
    await call(fan.token, 'POST', `/api/posts/${post.id}/comments`, { content: 'комментарий' });
    expect(await typesOf(author)).toEqual(['comment']);
    expect((await call(author.token, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 1 });

    await setPrefs(author, { like: true });
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`); // unlike
    await call(fan.token, 'POST', `/api/posts/${post.id}/like`);
    expect(await typesOf(author)).toEqual(['like', 'comment']);
  });

  it('is honoured for every recipient of a notification sent to several at once', async () => {
    const org = (
      await call(admin.token, 'POST', '/api/work/organizations', {
        name: 'Настройки',
        description: 'Проверка',
        industry: 'Technology',
        creator_job_title: 'CEO',
      })
    ).json<{ id: string }>();
    await setPrefs(admin, { join_request: false });
    const asked = await call(fan.token, 'POST', `/api/organizations/${org.id}/join-request`, {
      message: 'Примите',
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    expect(await typesOf(admin)).not.toContain('join_request');
  });

  it('refuses unknown types, non-booleans, an empty body and turning off an always-on type with 422, saving nothing', async () => {
    const before = (await prefs(fan)).json();
    for (const body of [
      { like: false, nonsense: false },
      { like: 'no' },
      {},
      { invitation: false },
      { data_export_ready: false, like: false },
      [],
    ]) {
      const res = await setPrefs(fan, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await prefs(fan)).json()).toEqual(before);
    expect((await setPrefs(fan, { invitation: true })).statusCode).toBe(200);
  });

  it('needs a sign-in', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/notification-preferences' })).statusCode,
    ).toBe(401);
  });
});
