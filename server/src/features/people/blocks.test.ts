import { CHAT_TEXTS, DIRECT_TEXTS } from '@krug/contract/chat';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, allowGroupAdds } from '../../test/factories.ts';
import { peopleKit, type U } from './people.test-kit.ts';

/** CONTRACT §8 "Blocking": every effect, both ways, and that the block is silent to the blocked. */
let t: TestApp;
const { call, person, post } = peopleKit(() => t.app);

const block = async (from: U, to: U, status = 201) => {
  const res = await call(from, 'POST', '/api/blocks', { user_id: to.user.id });
  expect(res.statusCode, res.body).toBe(status);
};
const ids = (body: unknown) => (body as { id: string }[]).map((x) => x.id);
const feed = async (u: U) => ids((await call(u, 'GET', '/api/posts?limit=100')).json());

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('blocking', () => {
  it('lists, is idempotent, refuses yourself and unknown people, and unblocks', async () => {
    const a = await person('Алла');
    const b = await person('Борис');
    const c = await person('Вера');
    await block(a, b);
    await block(a, b, 200);
    await block(a, c);
    const list = await call(a, 'GET', '/api/blocks?limit=1');
    expect(list.statusCode).toBe(200);
    expect(ids(list.json())).toEqual([c.user.id]);
    const next = /<([^>]+)>; rel="next"/.exec(String(list.headers.link))?.[1];
    expect(next).toBeTruthy();
    expect(ids((await call(a, 'GET', next as string)).json())).toEqual([b.user.id]);
    expect((await call(a, 'POST', '/api/blocks', { user_id: a.user.id })).statusCode).toBe(422);
    const unknown = await call(a, 'POST', '/api/blocks', { user_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await call(b, 'GET', '/api/blocks')).json()).toEqual([]);
    expect((await call(a, 'DELETE', `/api/blocks/${b.user.id}`)).statusCode).toBe(204);
    const again = await call(a, 'DELETE', `/api/blocks/${b.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe(PEOPLE_TEXTS.notBlocked);
    expect(ids((await call(a, 'GET', '/api/blocks')).json())).toEqual([c.user.id]);
  });

  it('ends friendship and follows either way, and refuses new requests and follows', async () => {
    const a = await person('Анна');
    const b = await person('Богдан');
    const req = (await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id })).json<{
      id: string;
    }>();
    expect((await call(b, 'POST', `/api/friends/requests/${req.id}/accept`)).statusCode).toBe(200);
    await call(a, 'POST', `/api/people/${b.user.id}/follow`);
    await call(b, 'POST', `/api/people/${a.user.id}/follow`);
    await block(a, b);
    expect((await call(a, 'GET', '/api/friends')).json()).toEqual([]);
    expect((await call(b, 'GET', '/api/friends')).json()).toEqual([]);
    expect((await call(a, 'GET', '/api/follows')).json()).toEqual([]);
    expect((await call(b, 'GET', '/api/follows')).json()).toEqual([]);

    const asked = await call(b, 'POST', '/api/friends/requests', { user_id: a.user.id });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().detail).toBe(PEOPLE_TEXTS.userNotFound);
    const asking = await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id });
    expect(asking.statusCode).toBe(403);
    expect(asking.json().detail).toBe(PEOPLE_TEXTS.youBlocked);
    expect((await call(b, 'POST', `/api/people/${a.user.id}/follow`)).statusCode).toBe(404);
    expect((await call(a, 'POST', `/api/people/${b.user.id}/follow`)).statusCode).toBe(403);
  });

  it("takes what each was told of the other's doing out of their notifications, and nothing else", async () => {
    const a = await person('Агата');
    const b = await person('Борислав');
    const c = await person('Вадим');
    const req = (await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id })).json<{
      id: string;
    }>();
    expect((await call(b, 'POST', `/api/friends/requests/${req.id}/accept`)).statusCode).toBe(200);
    await call(c, 'POST', '/api/friends/requests', { user_id: a.user.id });
    await t.app.jobs.runDue();
    const actors = async (u: U) =>
      (await call(u, 'GET', '/api/notifications?limit=100'))
        .json<{ actor: { id: string } | null }[]>()
        .map((n) => n.actor?.id);
    expect(await actors(a)).toContain(b.user.id);
    expect(await actors(b)).toContain(a.user.id);
    await block(a, b);
    expect(await actors(a)).not.toContain(b.user.id);
    expect(await actors(b)).not.toContain(a.user.id);
    expect(await actors(a)).toContain(c.user.id);
  });

  it('is silent: the blocked person does not find the blocker; the blocker sees that they blocked', async () => {
    const a = await person('Зоя', 'Скрытая');
    const b = await person('Зиновий', 'Скрытый');
    await block(a, b);
    const page = await call(b, 'GET', `/api/people/${a.user.id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().detail).toBe(PEOPLE_TEXTS.userNotFound);
    const mine = await call(a, 'GET', `/api/people/${b.user.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().relation.blocked).toBe(true);
    expect((await call(b, 'GET', `/api/people/${a.user.id}/posts`)).statusCode).toBe(404);
    // Neither finds the other in user search or in the global search.
    const found = async (u: U, q: string) => ({
      users: (await call(u, 'GET', `/api/users/search?query=${encodeURIComponent(q)}`))
        .json<{
          users: { id: string }[];
        }>()
        .users.map((x) => x.id),
      people: ids(
        (await call(u, 'GET', `/api/search?q=${encodeURIComponent(q)}`)).json<{ people: unknown }>().people,
      ),
    });
    expect(await found(b, 'Зоя Скрытая')).toEqual({ users: [], people: [] });
    expect(await found(a, 'Зиновий Скрытый')).toEqual({ users: [], people: [] });
    const third = await person('Третий');
    expect((await found(third, 'Зоя Скрытая')).users).toContain(a.user.id);
  });

  it("takes each one's posts and comments out of the other's feeds; no comments or reactions between them", async () => {
    const a = await person('Пётр');
    const b = await person('Павел');
    const c = await person('Полина');
    const aPost = await post(a, { visibility: 'PUBLIC' });
    const bPost = await post(b, { visibility: 'PUBLIC' });
    const cPost = await post(c, { visibility: 'PUBLIC' });
    const bComment = await call(b, 'POST', `/api/posts/${cPost}/comments`, { content: 'Комментарий Павла' });
    expect(bComment.statusCode, bComment.body).toBe(201);
    expect(await feed(a)).toEqual(expect.arrayContaining([bPost, cPost]));
    await block(a, b);
    expect(await feed(a)).not.toContain(bPost);
    expect(await feed(b)).not.toContain(aPost);
    expect(await feed(a)).toContain(cPost);
    expect((await call(a, 'GET', `/api/posts/${bPost}`)).statusCode).toBe(404);
    expect((await call(b, 'GET', `/api/posts/${aPost}`)).statusCode).toBe(404);
    // A's view of C's post leaves B's comment out; C still sees it.
    const commentsOf = async (u: U) => ids((await call(u, 'GET', `/api/posts/${cPost}/comments`)).json());
    expect(await commentsOf(a)).toEqual([]);
    expect(await commentsOf(c)).toHaveLength(1);
    expect((await call(b, 'POST', `/api/posts/${aPost}/comments`, { content: 'Нельзя' })).statusCode).toBe(
      404,
    );
    expect((await call(a, 'POST', `/api/posts/${bPost}/comments`, { content: 'Нельзя' })).statusCode).toBe(
      404,
    );
    expect((await call(b, 'POST', `/api/posts/${aPost}/reactions`, { emoji: '🎉' })).statusCode).toBe(404);
    expect((await call(a, 'POST', `/api/posts/${bPost}/reactions`, { emoji: '🎉' })).statusCode).toBe(404);
    // Unblocking brings the posts back.
    await call(a, 'DELETE', `/api/blocks/${b.user.id}`);
    expect(await feed(a)).toContain(bPost);
  });

  it('leaves each out of the other’s friend suggestions', async () => {
    const a = await person('Семён');
    const b = await person('Софья');
    const fam = await call(a, 'POST', '/api/family/create-with-members', {
      name: 'Семья',
      members: [{ user_id: b.user.id, relationship: 'sibling' }],
    });
    expect(fam.statusCode, fam.body).toBe(201);
    const { acceptInvitations } = await import('../../test/factories.ts');
    await acceptInvitations(t.app, b.token);
    const suggested = async (u: U) => ids((await call(u, 'GET', '/api/friends/suggestions')).json());
    expect(await suggested(a)).toContain(b.user.id);
    await block(b, a);
    expect(await suggested(a)).not.toContain(b.user.id);
    expect(await suggested(b)).not.toContain(a.user.id);
  });

  it('a blocked person cannot message: no new conversation, and nothing sent in an existing one', async () => {
    const a = await person('Мария');
    const b = await person('Михаил');
    const opened = await call(b, 'POST', `/api/people/${a.user.id}/direct`);
    expect(opened.statusCode, opened.body).toBe(201);
    const groupId = opened.json<{ group: { id: string } }>().group.id;
    expect(
      (await call(b, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'До' })).statusCode,
    ).toBe(201);
    await block(a, b);

    const reopen = await call(b, 'POST', `/api/people/${a.user.id}/direct`);
    expect(reopen.statusCode).toBe(404);
    expect(reopen.json().detail).toBe(DIRECT_TEXTS.userNotFound);
    const sent = await call(b, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'После' });
    expect(sent.statusCode).toBe(404);
    expect(sent.json().detail).toBe(DIRECT_TEXTS.userNotFound);
    const mine = await call(a, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'Тоже нет' });
    expect(mine.statusCode).toBe(403);
    expect(mine.json().detail).toBe(PEOPLE_TEXTS.youBlocked);
    expect((await call(a, 'POST', `/api/people/${b.user.id}/direct`)).statusCode).toBe(403);
    const messages = await call(a, 'GET', `/api/chat-groups/${groupId}/messages`);
    expect(messages.json<{ messages: { content: string }[] }>().messages.map((m) => m.content)).toEqual([
      'До',
    ]);

    await call(a, 'DELETE', `/api/blocks/${b.user.id}`);
    expect(
      (await call(b, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'Снова' })).statusCode,
    ).toBe(201);
  });

  it('refuses chat-group and family invitations either way, before writing anything', async () => {
    const a = await person('Ирина');
    const b = await person('Игорь');
    await block(a, b);
    const group = (from: U, to: U) =>
      call(from, 'POST', '/api/chat-groups', { name: 'Группа', member_ids: [to.user.id] });
    const byBlocked = await group(b, a);
    expect(byBlocked.statusCode).toBe(422);
    expect(byBlocked.json().detail).toBe(CHAT_TEXTS.memberNotFound);
    const byBlocker = await group(a, b);
    expect(byBlocker.statusCode).toBe(403);
    expect(byBlocker.json().detail).toBe(PEOPLE_TEXTS.youBlocked);
    expect((await call(a, 'GET', '/api/chat-groups')).json().chat_groups).toEqual([]);

    const family = async (from: U, to: U) =>
      call(from, 'POST', '/api/family/create-with-members', {
        name: 'Семья',
        members: [{ user_id: to.user.id, relationship: 'sibling' }],
      });
    expect((await family(b, a)).statusCode).toBe(422);
    expect((await family(a, b)).statusCode).toBe(403);
    const own = await call(a, 'POST', '/api/family/create-with-members', { name: 'Своя', members: [] });
    expect(own.statusCode, own.body).toBe(201);
    const familyId = own.json<{ id: string }>().id;
    const add = await call(a, 'POST', `/api/family/${familyId}/members`, {
      user_id: b.user.id,
      relationship: 'sibling',
    });
    expect(add.statusCode).toBe(403);
    expect((await call(b, 'GET', '/api/invitations')).json()).toEqual([]);
  });

  it('in a chat group, messages of someone blocked either way are not shown to the other; others see all', async () => {
    const a = await person('Аглая');
    const b = await person('Борислав');
    const c = await person('Ванда');
    await allowGroupAdds(t.app, b.token, c.token);
    const created = await call(c, 'POST', '/api/chat-groups', {
      name: 'Дом',
      member_ids: [a.user.id, b.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const groupId = created.json().group.id as string;
    await acceptInvitations(t.app, a.token, groupId);
    const send = async (u: U, content: string) => {
      const res = await call(u, 'POST', `/api/chat-groups/${groupId}/messages`, { content });
      expect(res.statusCode, res.body).toBe(201);
    };
    const texts = async (u: U) =>
      (await call(u, 'GET', `/api/chat-groups/${groupId}/messages`))
        .json<{ messages: { content: string }[] }>()
        .messages.map((m) => m.content);
    await send(b, 'до блокировки');
    await send(c, 'от Ванды');
    expect(await texts(a)).toEqual(['до блокировки', 'от Ванды']);
    await block(a, b);
    await send(b, 'после блокировки');
    await send(a, 'от Аглаи');
    expect(await texts(a)).toEqual(['от Ванды', 'от Аглаи']);
    // Either way: the blocked person does not see the blocker's messages either.
    expect(await texts(b)).toEqual(['до блокировки', 'от Ванды', 'после блокировки']);
    // Everyone else sees them all.
    expect(await texts(c)).toEqual(['до блокировки', 'от Ванды', 'после блокировки', 'от Аглаи']);
    // Unread counts follow what is shown: the blocked side's messages are not counted (issue 33).
    const unread = async (u: U) => {
      const entry = (await call(u, 'GET', '/api/chat-groups'))
        .json<{ chat_groups: { group: { id: string }; unread_count: number }[] }>()
        .chat_groups.find((g) => g.group.id === groupId);
      const total = (await call(u, 'GET', '/api/chat-groups/unread')).json<{ total: number }>().total;
      return [entry?.unread_count, total];
    };
    await send(c, 'ещё от Ванды');
    expect(await unread(a)).toEqual([2, 2]);
    expect(await unread(b)).toEqual([2, 2]);
    expect(await unread(c)).toEqual([3, 3]);
  });
});
