import { type ChatGroupEntry, DIRECT_TEXTS } from '@krug/contract/chat';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGroups, chatMembers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { drain, type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';

/** Issue 20: one-to-one conversations, unread counts and read marks, the typing signal. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const person = (first: string) => registerUser(t.app, { first_name: first, last_name: 'Личный' });
const close = (...sockets: LiveSocket[]) => {
  for (const s of sockets) s.ws.terminate();
};

async function direct(from: U, to: U, status = 201) {
  const res = await call(from, 'POST', `/api/people/${to.user.id}/direct`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<ChatGroupEntry>();
}
async function send(u: U, groupId: string, content = 'Привет') {
  const res = await call(u, 'POST', `/api/chat-groups/${groupId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; created_at: string }>();
}
async function entryOf(u: U, groupId: string) {
  const res = await call(u, 'GET', '/api/chat-groups');
  expect(res.statusCode).toBe(200);
  return res.json<{ chat_groups: ChatGroupEntry[] }>().chat_groups.find((g) => g.group.id === groupId);
}
async function total(u: U) {
  const res = await call(u, 'GET', '/api/chat-groups/unread');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total: number }>().total;
}
async function befriend(a: U, b: U) {
  const sent = await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id });
  expect(sent.statusCode, sent.body).toBe(201);
  const accepted = await call(b, 'POST', `/api/friends/requests/${sent.json().id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
}
async function makePrivate(u: U) {
  const res = await call(u, 'PUT', '/api/users/privacy', { profile_visible_to_public: false });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/people/{userId}/direct', () => {
  it('creates the pair’s DIRECT group once (201), then answers it (200) from either side', async () => {
    const anna = await person('Анна');
    const boris = await person('Борис');
    const created = await direct(anna, boris, 201);
    expect(created.group.group_type).toBe('DIRECT');
    expect(created.member_count).toBe(2);
    expect(created.peer).toEqual({
      id: boris.user.id,
      first_name: 'Борис',
      last_name: 'Личный',
      profile_picture: null,
    });
    const again = await direct(anna, boris, 200);
    expect(again.group.id).toBe(created.group.id);
    const back = await direct(boris, anna, 200);
    expect(back.group.id).toBe(created.group.id);
    expect(back.peer?.id).toBe(anna.user.id);
  });

  it('creates one group when both open it at the same time', async () => {
    const a = await person('Одновременно');
    const b = await person('Вместе');
    const answers = await Promise.all([
      call(a, 'POST', `/api/people/${b.user.id}/direct`),
      call(b, 'POST', `/api/people/${a.user.id}/direct`),
      call(a, 'POST', `/api/people/${b.user.id}/direct`),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().group.id)).size).toBe(1);
    const key = a.user.id < b.user.id ? `${a.user.id}:${b.user.id}` : `${b.user.id}:${a.user.id}`;
    const [groups] = await t.db.select({ n: count() }).from(chatGroups).where(eq(chatGroups.directKey, key));
    expect(groups?.n).toBe(1);
  });

  it('pushes chat.group_added to both people', async () => {
    const a = await person('Живая');
    const b = await person('Связь');
    const sa = await openLiveSocket(t.app, a.token);
    const sb = await openLiveSocket(t.app, b.token);
    const entry = await direct(a, b);
    for (const s of [sa, sb])
      await s.waitFor((e) => e.type === 'chat.group_added' && e.group_id === entry.group.id);
    close(sa, sb);
  });

  it('refuses yourself (422), an unknown person (404) and a private stranger (403), in Russian', async () => {
    const me = await person('Я');
    const self = await call(me, 'POST', `/api/people/${me.user.id}/direct`);
    expect(self.statusCode).toBe(422);
    expect(self.json().detail).toBe(DIRECT_TEXTS.directSelf);
    const unknown = await call(me, 'POST', '/api/people/00000000-0000-4000-8000-000000000000/direct');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe(DIRECT_TEXTS.userNotFound);
    const hidden = await person('Скрытный');
    await makePrivate(hidden);
    const refused = await call(me, 'POST', `/api/people/${hidden.user.id}/direct`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(DIRECT_TEXTS.directForbidden);
    const [rows] = await t.db
      .select({ n: count() })
      .from(chatMembers)
      .where(eq(chatMembers.userId, hidden.user.id));
    expect(rows?.n).toBe(0);
  });

  it('lets friends and people sharing a group write to a private person', async () => {
    const hidden = await person('Закрытый');
    await makePrivate(hidden);
    const friend = await person('Друг');
    await befriend(friend, hidden);
    await direct(friend, hidden, 201);
    const colleague = await person('Коллега');
    const group = await call(colleague, 'POST', '/api/chat-groups', {
      name: 'Общая',
      member_ids: [hidden.user.id],
    });
    expect(group.statusCode).toBe(201);
    // A stranger's group only invites (CONTRACT §4 "Consent, continued"): no shared circle yet.
    expect(group.json().invited.map((p: { id: string }) => p.id)).toEqual([hidden.user.id]);
    const early = await call(colleague, 'POST', `/api/people/${hidden.user.id}/direct`);
    expect(early.statusCode).toBe(403);
    expect(await acceptInvitations(t.app, hidden.token)).toBe(1);
    await direct(colleague, hidden, 201);
    // The private person writes to anyone public.
    await direct(hidden, await person('Открытый'), 201);
  });

  it('is no reason for a friend suggestion (it is not a group)', async () => {
    const a = await person('Предложение');
    const b = await person('Собеседница');
    await direct(a, b);
    const res = await call(a, 'GET', '/api/friends/suggestions');
    expect(res.statusCode, res.body).toBe(200);
    expect(JSON.stringify(res.json())).not.toContain(b.user.id);
  });

  it('reopens a conversation one side left, with both as members again', async () => {
    const a = await person('Ушедший');
    const b = await person('Оставшийся');
    const entry = await direct(a, b);
    await send(b, entry.group.id, 'До выхода');
    const left = await call(a, 'DELETE', `/api/chat-groups/${entry.group.id}/members/${a.user.id}`);
    expect(left.statusCode).toBe(204);
    expect(await entryOf(a, entry.group.id)).toBeUndefined();
    // The one who stayed still sees the other person named.
    expect((await entryOf(b, entry.group.id))?.peer?.id).toBe(a.user.id);
    const reopened = await direct(b, a, 200);
    expect(reopened.group.id).toBe(entry.group.id);
    expect(reopened.member_count).toBe(2);
    expect(await entryOf(a, entry.group.id)).toBeDefined();
  });
});

describe('DIRECT restrictions', () => {
  let a: U;
  let b: U;
  let groupId: string;
  beforeAll(async () => {
    a = await person('Первый');
    b = await person('Второй');
    groupId = (await direct(a, b)).group.id;
  });

  it('is not creatable as a group', async () => {
    const res = await call(a, 'POST', '/api/chat-groups', { name: 'Хитрость', group_type: 'DIRECT' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain(DIRECT_TEXTS.directNotCreatable);
  });

  it('takes no new members', async () => {
    const other = await person('Третий');
    const res = await call(a, 'POST', `/api/chat-groups/${groupId}/members`, { user_ids: [other.user.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(DIRECT_TEXTS.directNoMembers);
    expect(await t.db.select().from(chatMembers).where(eq(chatMembers.groupId, groupId))).toHaveLength(2);
  });

  it('has no events', async () => {
    const res = await call(b, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Встреча',
      scheduled_date: '2030-01-01',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(DIRECT_TEXTS.directNoEvents);
  });

  it('stays hidden from others (404)', async () => {
    const other = await person('Посторонний');
    expect((await call(other, 'GET', `/api/chat-groups/${groupId}/messages`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/chat-groups/${groupId}/typing`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/chat-groups/${groupId}/read`, {})).statusCode).toBe(404);
  });
});

describe('unread counts and read marks', () => {
  it('counts messages by others after the read mark, not own ones nor those before joining', async () => {
    const a = await person('Писатель');
    const b = await person('Читатель');
    const group = await call(a, 'POST', '/api/chat-groups', { name: 'Клуб' });
    const groupId = group.json().group.id as string;
    await send(a, groupId, 'Раньше всех');
    const added = await call(a, 'POST', `/api/chat-groups/${groupId}/members`, { user_ids: [b.user.id] });
    expect(added.statusCode).toBe(200);
    // A stranger is invited; joining is accepting.
    expect(added.json().invited.map((p: { id: string }) => p.id)).toEqual([b.user.id]);
    expect(await entryOf(b, groupId)).toBeUndefined();
    expect(await acceptInvitations(t.app, b.token)).toBe(1);
    expect((await entryOf(b, groupId))?.unread_count).toBe(0);
    await send(a, groupId, 'Раз');
    const second = await send(a, groupId, 'Два');
    await send(a, groupId, 'Три');
    await send(b, groupId, 'Своё не считается');
    expect((await entryOf(b, groupId))?.unread_count).toBe(3);
    expect((await entryOf(a, groupId))?.unread_count).toBe(1);
    expect(await total(b)).toBe(3);

    // Read up to the second message: one is left.
    const partial = await call(b, 'POST', `/api/chat-groups/${groupId}/read`, { message_id: second.id });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ group_id: groupId, unread_count: 1 });
    expect(partial.json().last_read_at).toBe(second.created_at);

    const sb = await openLiveSocket(t.app, b.token);
    const all = await call(b, 'POST', `/api/chat-groups/${groupId}/read`, {});
    expect(all.json().unread_count).toBe(0);
    expect(await total(b)).toBe(0);
    const read = await sb.waitFor((e) => e.type === 'chat.read' && e.unread_count === 0);
    expect(read).toEqual({ type: 'chat.read', group_id: groupId, unread_count: 0 });
    close(sb);

    // The mark never moves back.
    const back = await call(b, 'POST', `/api/chat-groups/${groupId}/read`, { message_id: second.id });
    expect(back.json().unread_count).toBe(0);
    expect(new Date(back.json().last_read_at).getTime()).toBeGreaterThan(
      new Date(second.created_at).getTime(),
    );
  });

  it('adds up over groups for the navigation badge', async () => {
    const a = await person('Сумма');
    const b = await person('Слагаемое');
    const one = (await direct(a, b)).group.id;
    const club = await call(a, 'POST', '/api/chat-groups', { name: 'Ещё', member_ids: [b.user.id] });
    const two = club.json().group.id as string;
    await acceptInvitations(t.app, b.token);
    await send(a, one);
    await send(a, two);
    await send(a, two);
    expect(await total(b)).toBe(3);
    expect(await total(a)).toBe(0);
    expect((await entryOf(b, two))?.unread_count).toBe(2);
  });

  it('refuses a message of another group (422); an empty body reads everything', async () => {
    const a = await person('Отметка');
    const b = await person('Чужое');
    const mine = (await direct(a, b)).group.id;
    const other = await call(a, 'POST', '/api/chat-groups', { name: 'Другая' });
    const foreign = await send(a, other.json().group.id);
    const res = await call(a, 'POST', `/api/chat-groups/${mine}/read`, { message_id: foreign.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(DIRECT_TEXTS.messageNotInGroup);
    const bare = await call(a, 'POST', `/api/chat-groups/${mine}/read`, {});
    expect(bare.statusCode, bare.body).toBe(200);
  });

  it('finds unread messages through the (group_id, created_at) index', async () => {
    const a = await person('Индекс');
    const b = await person('План');
    const groupId = (await direct(a, b)).group.id;
    // One fixed time for the messages and the read mark, so a slow machine counts the same.
    const base = new Date().toISOString();
    await t.db.execute(sql`
      insert into chat_messages (group_id, user_id, content, created_at)
      select ${groupId}, ${a.user.id}, 'm' || i, ${base}::timestamptz - (i || ' seconds')::interval
      from generate_series(1, 3000) i`);
    await t.db.execute(sql`
      insert into chat_messages (group_id, user_id, content, created_at)
      select g.id, ${a.user.id}, 'x', now() - (i || ' seconds')::interval
      from chat_groups g, generate_series(1, 50) i where g.id <> ${groupId}`);
    await t.db.execute(sql`analyze chat_messages`);
    await t.db
      .update(chatMembers)
      .set({ lastReadAt: sql`${base}::timestamptz - interval '99.5 seconds'` })
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, b.user.id)));
    expect((await entryOf(b, groupId))?.unread_count).toBe(99);
    const plan = await t.db.execute(sql`explain
      select count(*) from chat_messages m, chat_members cm
      where cm.group_id = ${groupId} and cm.user_id = ${b.user.id} and m.group_id = cm.group_id
        and m.created_at > coalesce(cm.last_read_at, cm.joined_at - interval '1 millisecond')
        and m.user_id is distinct from cm.user_id`);
    const text = JSON.stringify(plan);
    expect(text).toContain('chat_messages_group_created_idx');
    expect(text).not.toMatch(/Seq Scan on chat_messages/);
  });
});

describe('typing', () => {
  it('tells the other members, not the sender, at most once per 2 s', async () => {
    const a = await person('Печатающий');
    const b = await person('Слушатель');
    const groupId = (await direct(a, b)).group.id;
    const sa = await openLiveSocket(t.app, a.token);
    const sb = await openLiveSocket(t.app, b.token);
    const first = await call(a, 'POST', `/api/chat-groups/${groupId}/typing`);
    expect(first.statusCode).toBe(204);
    const second = await call(a, 'POST', `/api/chat-groups/${groupId}/typing`);
    expect(second.statusCode).toBe(204);
    await drain(t.app, sb, b.user.id);
    await drain(t.app, sa, a.user.id);
    const typing = (s: LiveSocket) => s.received.filter((e) => e.type === 'chat.typing');
    expect(typing(sb)).toEqual([
      { type: 'chat.typing', group_id: groupId, user_id: a.user.id, first_name: 'Печатающий' },
    ]);
    expect(typing(sa)).toEqual([]);
    // The other person's signal is theirs to send.
    await call(b, 'POST', `/api/chat-groups/${groupId}/typing`);
    await drain(t.app, sa, a.user.id);
    expect(typing(sa)).toHaveLength(1);
    // Sending a message ends the pause: the next signal passes at once.
    await send(a, groupId, 'Готово');
    await call(a, 'POST', `/api/chat-groups/${groupId}/typing`);
    await drain(t.app, sb, b.user.id);
    expect(typing(sb)).toHaveLength(2);
    close(sa, sb);
  });
});
