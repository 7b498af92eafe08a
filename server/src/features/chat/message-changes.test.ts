import { MESSAGE_TEXTS } from '@krug/contract/chat';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { openLiveSocket } from '../../test/live-socket.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let member: U;
let other: U;
let outsider: U;
let groupId: string;
let otherGroupId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const send = async (u: U, content: string, more: object = {}, group = groupId) => {
  const res = await call(u.token, 'POST', `/api/chat-groups/${group}/messages`, { content, ...more });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const list = async (u: U, group = groupId) => {
  const res = await call(u.token, 'GET', `/api/chat-groups/${group}/messages`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const age = (id: string, hours: number) =>
  t.db
    .update(chatMessages)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(chatMessages.id, id));

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, { first_name: 'Анна', last_name: 'Админова' });
  member = await registerUser(t.app, { first_name: 'Борис', last_name: 'Участников' });
  other = await registerUser(t.app, { first_name: 'Вера', last_name: 'Третья' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  for (const u of [member, other]) await allowGroupAdds(t.app, u.token);
  const res = await call(admin.token, 'POST', '/api/chat-groups', {
    name: 'Дача',
    member_ids: [member.user.id, other.user.id],
  });
  groupId = res.json().group.id;
  otherGroupId = (await call(member.token, 'POST', '/api/chat-groups', { name: 'Вторая' })).json().group.id;
});
afterAll(() => t.close());

describe('replies', () => {
  it('answers with a quote of the original (author and short text), in the list too', async () => {
    const original = await send(admin, `Длинное ${'слово '.repeat(40)}`);
    const reply = await send(member, 'Отвечаю', { reply_to_id: original.id });
    expect(reply.reply_to).toMatchObject({ id: original.id, author_name: 'Анна Админова', deleted: false });
    expect(reply.reply_to.text.length).toBeLessThanOrEqual(101);
    expect(original.content.startsWith(reply.reply_to.text.slice(0, -1))).toBe(true);
    const listed = (await list(other)).messages.find((m: { id: string }) => m.id === reply.id);
    expect(listed.reply_to).toEqual(reply.reply_to);
  });

  it('refuses a reply to a message of another conversation with 422, storing nothing', async () => {
    const elsewhere = await send(member, 'в другой группе', {}, otherGroupId);
    const before = (await list(member)).messages.length;
    const res = await call(member.token, 'POST', `/api/chat-groups/${groupId}/messages`, {
      content: 'ответ не туда',
      reply_to_id: elsewhere.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(MESSAGE_TEXTS.replyNotInGroup);
    expect((await list(member)).messages.length).toBe(before);
  });
});

describe('editing', () => {
  it('lets the author edit within 48 hours, marks it edited and tells every member live', async () => {
    const m = await send(member, 'Првиет');
    const socket = await openLiveSocket(t.app, admin.token);
    const res = await call(member.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: 'Привет' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, content: 'Привет' });
    const event = await socket.waitFor((e) => e.type === 'chat.message_edited' && e.message_id === m.id);
    expect(event).toMatchObject({ group_id: groupId, content: 'Привет', edited_at: res.json().edited_at });
    socket.ws.terminate();
    const listed = (await list(admin)).messages.find((x: { id: string }) => x.id === m.id);
    expect(listed).toMatchObject({ content: 'Привет', edited_at: res.json().edited_at });
  });

  it('refuses another member (403, even an admin), a non-member (404), an empty text (422), late edits (409)', async () => {
    const m = await send(member, 'Моё');
    expect(
      (await call(admin.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(outsider.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(member.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: '  ' })).statusCode,
    ).toBe(422);
    await age(m.id, 49);
    const late = await call(member.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: 'поздно' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(MESSAGE_TEXTS.editWindowOver);
    const listed = (await list(member)).messages.find((x: { id: string }) => x.id === m.id);
    expect(listed).toMatchObject({ content: 'Моё', edited_at: null });
  });
});

describe('deleting for everyone', () => {
  it('the author deletes within 48 hours: «Сообщение удалено» for all, live, quotes follow', async () => {
    const m = await send(member, 'Секрет');
    await call(admin.token, 'PUT', `/api/chat-messages/${m.id}/reaction`, { emoji: '❤️' });
    const reply = await send(admin, 'Что за секрет?', { reply_to_id: m.id });
    const socket = await openLiveSocket(t.app, other.token);
    expect((await call(member.token, 'DELETE', `/api/chat-messages/${m.id}`)).statusCode).toBe(204);
    await socket.waitFor((e) => e.type === 'chat.message_deleted' && e.message_id === m.id);
    socket.ws.terminate();
    const messages = (await list(other)).messages;
    expect(messages.find((x: { id: string }) => x.id === m.id)).toMatchObject({
      content: '',
      deleted: true,
      reactions: [],
    });
    expect(messages.find((x: { id: string }) => x.id === reply.id).reply_to).toMatchObject({
      id: m.id,
      text: '',
      deleted: true,
    });
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, m.id));
    expect(row?.content).toBe('');
    // Deleted is deleted: no second time, no edit, no reaction.
    expect((await call(member.token, 'DELETE', `/api/chat-messages/${m.id}`)).statusCode).toBe(409);
    expect(
      (await call(member.token, 'PATCH', `/api/chat-messages/${m.id}`, { content: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await call(other.token, 'PUT', `/api/chat-messages/${m.id}/reaction`, { emoji: '👍' })).statusCode,
    ).toBe(409);
  });

  it('another member may not (403); the author not after 48 hours (409); a group ADMIN at any time', async () => {
    const m = await send(member, 'Старое');
    expect((await call(other.token, 'DELETE', `/api/chat-messages/${m.id}`)).statusCode).toBe(403);
    expect((await call(outsider.token, 'DELETE', `/api/chat-messages/${m.id}`)).statusCode).toBe(404);
    await age(m.id, 49);
    const late = await call(member.token, 'DELETE', `/api/chat-messages/${m.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(MESSAGE_TEXTS.deleteWindowOver);
    expect((await call(admin.token, 'DELETE', `/api/chat-messages/${m.id}`)).statusCode).toBe(204);
  });
});

describe('reactions', () => {
  it('one per member, replaced and taken back, counted most first, live with who reacted', async () => {
    const m = await send(admin, 'Ура!');
    const socket = await openLiveSocket(t.app, admin.token);
    const put = (u: U, emoji: string) =>
      call(u.token, 'PUT', `/api/chat-messages/${m.id}/reaction`, { emoji });
    expect((await put(member, '👍')).json()).toMatchObject({
      my_reaction: '👍',
      reactions: [{ emoji: '👍', count: 1 }],
    });
    await put(other, '❤️');
    const replaced = (await put(member, '❤️')).json();
    expect(replaced.reactions).toEqual([{ emoji: '❤️', count: 2 }]);
    const event = await socket.waitFor(
      (e) => e.type === 'chat.reactions' && e.user_id === member.user.id && e.emoji === '❤️',
    );
    expect(event.reactions).toEqual([{ emoji: '❤️', count: 2 }]);
    socket.ws.terminate();
    const mine = (await list(member)).messages.find((x: { id: string }) => x.id === m.id);
    expect(mine).toMatchObject({ my_reaction: '❤️', reactions: [{ emoji: '❤️', count: 2 }] });
    const back = await call(member.token, 'DELETE', `/api/chat-messages/${m.id}/reaction`);
    expect(back.json()).toMatchObject({ my_reaction: null, reactions: [{ emoji: '❤️', count: 1 }] });
  });

  it('accepts only the posts’ reactions (422) and nothing from a non-member (404)', async () => {
    const m = await send(admin, 'Реакции');
    const bad = await call(member.token, 'PUT', `/api/chat-messages/${m.id}/reaction`, { emoji: '🦄' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(MESSAGE_TEXTS.reactionInvalid);
    for (const method of ['PUT', 'DELETE'] as const)
      expect(
        (await call(outsider.token, method, `/api/chat-messages/${m.id}/reaction`, { emoji: '👍' }))
          .statusCode,
      ).toBe(404);
  });
});

describe('forwarding', () => {
  it('copies the text into another conversation of the caller with «Переслано от» the author', async () => {
    const m = await send(admin, 'Пересылаемое');
    const res = await call(member.token, 'POST', `/api/chat-messages/${m.id}/forward`, {
      group_id: otherGroupId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      group_id: otherGroupId,
      user_id: member.user.id,
      content: 'Пересылаемое',
      forwarded_from: 'Анна Админова',
    });
    const there = (await list(member, otherGroupId)).messages.at(-1);
    expect(there).toMatchObject({ id: res.json().id, forwarded_from: 'Анна Админова' });
  });

  it('404 from a group the caller is not in, and into a group they are not in', async () => {
    const m = await send(admin, 'Не для всех');
    expect(
      (await call(outsider.token, 'POST', `/api/chat-messages/${m.id}/forward`, { group_id: otherGroupId }))
        .statusCode,
    ).toBe(404);
    // other is not in member's second group.
    expect(
      (await call(other.token, 'POST', `/api/chat-messages/${m.id}/forward`, { group_id: otherGroupId }))
        .statusCode,
    ).toBe(404);
  });
});

describe('mentions', () => {
  it('notifies each named member (not the sender, not a non-member) once', async () => {
    const socket = await openLiveSocket(t.app, other.token);
    await send(admin, '@Вера @Борис посмотрите', {
      mention_ids: [other.user.id, member.user.id, admin.user.id, outsider.user.id],
    });
    const event = await socket.waitFor((e) => e.type === 'notification');
    socket.ws.terminate();
    expect(event.notification).toMatchObject({
      type: 'chat_mention',
      text: MESSAGE_TEXTS.mentionText('Анна', 'Дача'),
      link: { kind: 'chat_group', id: groupId },
    });
    const of = async (u: U) =>
      (await call(u.token, 'GET', '/api/notifications'))
        .json()
        .filter((n: { type: string }) => n.type === 'chat_mention');
    expect(await of(member)).toHaveLength(1);
    expect(await of(admin)).toHaveLength(0);
    expect(await of(outsider)).toHaveLength(0);
  });
});

describe('read marks', () => {
  it('lists the other members’ marks and moves them live when a member reads', async () => {
    await send(admin, 'Прочитай меня');
    const socket = await openLiveSocket(t.app, admin.token);
    const read = await call(other.token, 'POST', `/api/chat-groups/${groupId}/read`, {});
    expect(read.statusCode).toBe(200);
    const event = await socket.waitFor((e) => e.type === 'chat.read_mark' && e.group_id === groupId);
    socket.ws.terminate();
    expect(event.mark).toEqual({
      user_id: other.user.id,
      first_name: 'Вера',
      last_name: 'Третья',
      last_read_at: read.json().last_read_at,
    });
    const marks = (await list(admin)).read_marks;
    expect(marks).toContainEqual(event.mark);
    expect(marks.map((m: { user_id: string }) => m.user_id)).not.toContain(admin.user.id);
  });
});
