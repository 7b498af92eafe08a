import { CHAT_TEXTS } from '@krug/contract/chat';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGroups, chatMessages, scheduledActions, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { drain, openLiveSocket } from '../../test/live-socket.ts';

let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let member: U;
let outsider: U;
let groupId: string;

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const rows = async (table: typeof chatGroups | typeof chatMessages | typeof scheduledActions) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, { first_name: 'Админ' });
  member = await registerUser(t.app, { first_name: 'Участник' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  await allowGroupAdds(t.app, member.token);
  const res = await call(admin.token, 'POST', '/api/chat-groups', {
    name: 'Дача',
    member_ids: [member.user.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  groupId = res.json().group.id;
});
afterAll(() => t.close());

describe('chat groups', () => {
  it('makes the creator ADMIN, adds the chosen members, defaults to CUSTOM in the module colour', async () => {
    const mine = (await call(admin.token, 'GET', '/api/chat-groups')).json().chat_groups;
    const entry = mine.find((g: { group: { id: string } }) => g.group.id === groupId);
    expect(entry).toMatchObject({ member_count: 2, user_role: 'ADMIN', latest_message: null });
    expect(entry.group).toMatchObject({ name: 'Дача', group_type: 'CUSTOM', color_code: '#059669' });
    const theirs = (await call(member.token, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(theirs.find((g: { group: { id: string } }) => g.group.id === groupId).user_role).toBe('MEMBER');
    expect((await call(outsider.token, 'GET', '/api/chat-groups')).json().chat_groups).toEqual([]);
  });

  it('rejects an empty name, an unknown type and an unknown member with 422, creating nothing', async () => {
    const before = await rows(chatGroups);
    for (const [payload, detail] of [
      [{ name: '  ' }, CHAT_TEXTS.nameRequired],
      [{ name: 'X', group_type: 'PARTY' }, 'Недопустимый тип группы'],
      [{ name: 'X', member_ids: ['00000000-0000-4000-8000-000000000000'] }, CHAT_TEXTS.memberNotFound],
      [{ name: 'X', color_code: 'red' }, CHAT_TEXTS.colorInvalid],
    ] as const) {
      const res = await call(admin.token, 'POST', '/api/chat-groups', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(await rows(chatGroups)).toBe(before);
  });
});

describe('messages', () => {
  it('members send and read; the list shows the latest message; outsiders get 404 and write nothing', async () => {
    const sent = await call(member.token, 'POST', `/api/chat-groups/${groupId}/messages`, {
      group_id: groupId,
      content: ' Привет! ',
      message_type: 'TEXT',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: 'Привет!',
      user_id: member.user.id,
      sender: { first_name: 'Участник' },
    });
    const list = (await call(admin.token, 'GET', `/api/chat-groups/${groupId}/messages`)).json();
    expect(list.messages.map((m: { content: string }) => m.content)).toEqual(['Привет!']);
    const groups = (await call(admin.token, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(groups[0].latest_message.content).toBe('Привет!');

    const before = await rows(chatMessages);
    expect((await call(outsider.token, 'GET', `/api/chat-groups/${groupId}/messages`)).statusCode).toBe(404);
    expect(
      (await call(outsider.token, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'взлом' }))
        .statusCode,
    ).toBe(404);
    expect((await call(outsider.token, 'GET', `/api/chat-groups/${groupId}/members`)).statusCode).toBe(404);
    expect(await rows(chatMessages)).toBe(before);
  });

  it("shows the sender's and the members' photos (null without one)", async () => {
    const photo = `/api/users/avatars/${member.user.id}.webp`;
    await t.db.update(users).set({ profilePicture: photo }).where(eq(users.id, member.user.id));
    const sent = await call(member.token, 'POST', `/api/chat-groups/${groupId}/messages`, {
      content: 'Фото',
    });
    expect(sent.json().sender).toEqual({
      first_name: 'Участник',
      last_name: member.user.last_name,
      profile_picture: photo,
    });
    const list = (await call(admin.token, 'GET', `/api/chat-groups/${groupId}/messages`)).json().messages;
    expect(list.at(-1).sender.profile_picture).toBe(photo);
    const members = (await call(admin.token, 'GET', `/api/chat-groups/${groupId}/members`)).json().members;
    const pictures = Object.fromEntries(
      members.map((m: { user_id: string; profile_picture: string | null }) => [m.user_id, m.profile_picture]),
    );
    expect(pictures).toEqual({ [admin.user.id]: null, [member.user.id]: photo });
  });

  it('rejects an empty message (422)', async () => {
    const res = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/messages`, { content: '   ' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ detail: CHAT_TEXTS.messageEmpty });
  });

  it('pages back in time and catches up after a cursor, in chronological order', async () => {
    const g = (await call(admin.token, 'POST', '/api/chat-groups', { name: 'Поток' })).json().group.id;
    for (let i = 1; i <= 5; i += 1)
      await call(admin.token, 'POST', `/api/chat-groups/${g}/messages`, { content: `m${i}` });
    const last = (await call(admin.token, 'GET', `/api/chat-groups/${g}/messages?limit=2`)).json();
    expect(last.messages.map((m: { content: string }) => m.content)).toEqual(['m4', 'm5']);
    const older = (
      await call(admin.token, 'GET', `/api/chat-groups/${g}/messages?limit=2&before=${last.next_cursor}`)
    ).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(['m2', 'm3']);
    const first = (await call(admin.token, 'GET', `/api/chat-groups/${g}/messages?limit=20`)).json().messages;
    const since = encodeURIComponent(first[1].created_at);
    const missed = (await call(admin.token, 'GET', `/api/chat-groups/${g}/messages?after=${since}`)).json();
    expect(missed.messages.map((m: { content: string }) => m.content)).toEqual(['m3', 'm4', 'm5']);
  });
});

describe('events', () => {
  it('creates, lists with HH:MM:SS kept and completes events, members only', async () => {
    const res = await call(member.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Шашлыки',
      action_type: 'EVENT',
      scheduled_date: '2030-06-01T00:00:00.000Z',
      scheduled_time: '15:30:00',
      location: 'Дача',
      invitees: ['Все'],
      color_code: '#DC2626',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      scheduled_date: '2030-06-01',
      scheduled_time: '15:30:00',
      is_completed: false,
      invitees: 'Все',
    });
    const list = (await call(admin.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json()
      .scheduled_actions;
    expect(list).toHaveLength(1);
    const done = await call(admin.token, 'PUT', `/api/scheduled-actions/${res.json().id}/complete`);
    expect(done.json().is_completed).toBe(true);
    expect(
      (await call(outsider.token, 'PUT', `/api/scheduled-actions/${res.json().id}/complete`)).statusCode,
    ).toBe(404);
    expect(
      (await call(outsider.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).statusCode,
    ).toBe(404);
  });

  it('rejects a missing title, a bad date, a bad time and an unknown type (422), creating nothing', async () => {
    const before = await rows(scheduledActions);
    for (const [payload, detail] of [
      [{ title: ' ', scheduled_date: '2030-01-01' }, CHAT_TEXTS.titleRequired],
      [{ title: 'X' }, CHAT_TEXTS.dateRequired],
      [{ title: 'X', scheduled_date: '2030-02-30' }, 'Такой даты не существует'],
      [{ title: 'X', scheduled_date: '2030-01-01', scheduled_time: '7pm' }, CHAT_TEXTS.timeInvalid],
      [{ title: 'X', scheduled_date: '2030-01-01', action_type: 'PARTY' }, CHAT_TEXTS.actionTypeInvalid],
    ] as const) {
      const res = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(await rows(scheduledActions)).toBe(before);
  });
});

describe('live updates on /api/ws', () => {
  it('pushes a new message and an event change to every member socket, not to others', async () => {
    const open = (token: string) => openLiveSocket(t.app, token);
    const a = await open(admin.token);
    const b = await open(member.token);
    const c = await open(outsider.token);
    await call(admin.token, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'живое сообщение' });
    await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Созвон',
      scheduled_date: '2030-01-02',
    });
    // Whatever the server published to each socket's user has arrived once a marker sent after it has.
    for (const [s, u] of [
      [a, admin],
      [b, member],
      [c, outsider],
    ] as const)
      await drain(t.app, s, u.user.id);
    const types = (s: typeof a) =>
      s.received.filter((e) => !String(e.group_id ?? '').startsWith('marker-')).map((e) => e.type);
    for (const s of [a, b]) {
      expect(types(s)).toEqual(['ready', 'chat.message', 'event.changed']);
    }
    expect(types(c)).toEqual(['ready']);
    for (const s of [a, b, c]) s.ws.terminate();
  });

  it('closes a socket with a bad token', async () => {
    const ws = await t.app.injectWS('/api/ws?token=bad');
    const code = await new Promise<number>((resolve) => ws.on('close', (c: number) => resolve(c)));
    expect(code).toBe(4401);
  });
});

it('tells members they were added to a group', async () => {
  const list = (await call(member.token, 'GET', '/api/notifications')).json();
  expect(list.find((n: { type: string }) => n.type === 'group_added')?.link).toEqual({
    kind: 'chat_group',
    id: groupId,
  });
});
