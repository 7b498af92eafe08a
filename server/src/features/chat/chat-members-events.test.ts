import { CHAT_TEXTS } from '@krug/contract/chat';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMembers, scheduledActionParticipants } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { drain, type LiveSocket, openLiveSocket, type ReceivedEvent } from '../../test/live-socket.ts';

/** Issue 19: adding members to an existing group, live group_added/removed, joining vs completing events. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let member: U;
let newcomer: U;
let outsider: U;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
/** Lets pushes of earlier calls arrive (LISTEN/NOTIFY is asynchronous on PostgreSQL), then forgets them. */
const quiet = async (...sockets: [LiveSocket, U][]) => {
  for (const [s, u] of sockets) {
    await drain(t.app, s, u.user.id);
    s.received.length = 0;
  }
};
const isMarker = (e: ReceivedEvent) => e.type === 'chat.refetch' && String(e.group_id).startsWith('marker-');
const types = (s: LiveSocket) =>
  s.received.filter((e) => !isMarker(e)).map((e) => `${e.type}${e.group_id ? `:${e.group_id}` : ''}`);
const event = (type: string, groupId: string) => (e: ReceivedEvent) =>
  e.type === type && e.group_id === groupId;
const memberRows = async (groupId: string) =>
  (await t.db.select({ n: count() }).from(chatMembers).where(eq(chatMembers.groupId, groupId)))[0]?.n ?? 0;

async function newGroup(name: string, memberIds: string[] = []) {
  const res = await call(admin.token, 'POST', '/api/chat-groups', { name, member_ids: memberIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().group.id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, { first_name: 'Админ' });
  member = await registerUser(t.app, { first_name: 'Участник' });
  newcomer = await registerUser(t.app, { first_name: 'Новичок' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  // They let anyone add them: these tests are about membership itself (consent: chat-consent.test.ts).
  await allowGroupAdds(t.app, member.token, newcomer.token);
});
afterAll(() => t.close());

describe('group membership, live', () => {
  it('pushes chat.group_added to the members a new group is created with, not to the creator or others', async () => {
    const a = await openLiveSocket(t.app, admin.token);
    const m = await openLiveSocket(t.app, member.token);
    const o = await openLiveSocket(t.app, outsider.token);
    const groupId = await newGroup('Живая', [member.user.id]);
    await m.waitFor(event('chat.group_added', groupId));
    await drain(t.app, a, admin.user.id);
    await drain(t.app, o, outsider.user.id);
    expect(types(a)).not.toContain(`chat.group_added:${groupId}`);
    expect(types(o)).toEqual(['ready']);
    for (const s of [a, m, o]) s.ws.terminate();
  });

  it('lets the ADMIN add members: they get chat.group_added, the others chat.members_changed', async () => {
    const groupId = await newGroup('Пополнение', [member.user.id]);
    const m = await openLiveSocket(t.app, member.token);
    const n = await openLiveSocket(t.app, newcomer.token);
    await quiet([m, member], [n, newcomer]);
    const res = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/members`, {
      user_ids: [newcomer.user.id, member.user.id, newcomer.user.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().members.map((x: { user_id: string }) => x.user_id)).toEqual([
      admin.user.id,
      member.user.id,
      newcomer.user.id,
    ]);
    expect(res.json().invited).toEqual([]);
    await n.waitFor(event('chat.group_added', groupId));
    await m.waitFor(event('chat.members_changed', groupId));
    await drain(t.app, m, member.user.id);
    expect(types(m)).not.toContain(`chat.group_added:${groupId}`);
    const theirs = (await call(newcomer.token, 'GET', '/api/chat-groups')).json().chat_groups;
    expect(theirs.find((g: { group: { id: string } }) => g.group.id === groupId)).toMatchObject({
      user_role: 'MEMBER',
      member_count: 3,
    });
    const notes = (await call(newcomer.token, 'GET', '/api/notifications')).json();
    expect(notes.some((x: { link: { id: string } }) => x.link?.id === groupId)).toBe(true);
    for (const s of [m, n]) s.ws.terminate();
  });

  it('refuses adding by a MEMBER (403), by an outsider (404), bad bodies (422), adding nothing', async () => {
    const groupId = await newGroup('Строгая', [member.user.id]);
    const url = `/api/chat-groups/${groupId}/members`;
    const cases: [U, object, number, string][] = [
      [member, { user_ids: [newcomer.user.id] }, 403, CHAT_TEXTS.onlyAdminAdds],
      [outsider, { user_ids: [newcomer.user.id] }, 404, CHAT_TEXTS.groupNotFound],
      [admin, { user_ids: [] }, 422, CHAT_TEXTS.addMembersRequired],
      [admin, {}, 422, CHAT_TEXTS.addMembersRequired],
      [admin, { user_ids: ['00000000-0000-4000-8000-000000000000'] }, 422, CHAT_TEXTS.memberNotFound],
      [
        admin,
        { user_ids: [newcomer.user.id, '00000000-0000-4000-8000-000000000000'] },
        422,
        CHAT_TEXTS.memberNotFound,
      ],
      [
        admin,
        { user_ids: Array.from({ length: 51 }, () => newcomer.user.id) },
        422,
        CHAT_TEXTS.addMembersTooMany,
      ],
    ];
    for (const [who, payload, status, detail] of cases) {
      const res = await call(who.token, 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ detail });
    }
    expect(await memberRows(groupId)).toBe(2);
  });

  it("refuses adding to a family's FAMILY group (409): it follows the family", async () => {
    const family = (
      await call(admin.token, 'POST', '/api/family/create-with-members', {
        name: 'Семья Админовых',
        members: [],
        privacy_level: 'PUBLIC',
      })
    ).json();
    expect(family.chat_group_id).toBeTruthy();
    const res = await call(admin.token, 'POST', `/api/chat-groups/${family.chat_group_id}/members`, {
      user_ids: [newcomer.user.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: CHAT_TEXTS.familyGroupMembers });
    expect(await memberRows(family.chat_group_id)).toBe(1);
  });

  it('pushes chat.group_removed to whoever leaves, and chat.members_changed to those who stay', async () => {
    const groupId = await newGroup('Уходим', [member.user.id]);
    const a = await openLiveSocket(t.app, admin.token);
    const m = await openLiveSocket(t.app, member.token);
    await quiet([a, admin], [m, member]);
    const res = await call(member.token, 'DELETE', `/api/chat-groups/${groupId}/members/${member.user.id}`);
    expect(res.statusCode).toBe(204);
    await m.waitFor(event('chat.group_removed', groupId));
    await a.waitFor(event('chat.members_changed', groupId));
    await drain(t.app, a, admin.user.id);
    expect(types(a)).not.toContain(`chat.group_removed:${groupId}`);
    for (const s of [a, m]) s.ws.terminate();
  });
});

describe('events: joining is not completing', () => {
  let groupId: string;
  let eventId: string;
  beforeAll(async () => {
    groupId = await newGroup('События', [member.user.id, newcomer.user.id]);
    const res = await call(member.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Пикник',
      scheduled_date: '2030-05-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created_by: member.user.id, participants: [] });
    eventId = res.json().id;
  });

  it('joins and un-joins a member without completing the event, pushing the change', async () => {
    const a = await openLiveSocket(t.app, admin.token);
    // Pushes of earlier tests may still be on their way: count only what these calls cause.
    const changes = () => types(a).filter((x) => x === `event.changed:${groupId}`).length;
    await drain(t.app, a, admin.user.id);
    const before = changes();
    const joined = await call(newcomer.token, 'POST', `/api/scheduled-actions/${eventId}/join`);
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({
      is_completed: false,
      participants: [{ user_id: newcomer.user.id, first_name: 'Новичок' }],
    });
    // Joining twice keeps one entry.
    await call(newcomer.token, 'POST', `/api/scheduled-actions/${eventId}/join`);
    await call(admin.token, 'POST', `/api/scheduled-actions/${eventId}/join`);
    const list = (await call(member.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json()
      .scheduled_actions;
    expect(list[0].participants.map((p: { user_id: string }) => p.user_id)).toEqual([
      newcomer.user.id,
      admin.user.id,
    ]);
    expect(list[0].is_completed).toBe(false);
    const left = await call(newcomer.token, 'DELETE', `/api/scheduled-actions/${eventId}/join`);
    expect(left.json().participants.map((p: { user_id: string }) => p.user_id)).toEqual([admin.user.id]);
    await drain(t.app, a, admin.user.id);
    expect(changes() - before).toBe(4);
    a.ws.terminate();
  });

  it('lets an outsider neither join nor complete (404), a plain member not complete (403)', async () => {
    for (const [method, url] of [
      ['POST', `/api/scheduled-actions/${eventId}/join`],
      ['DELETE', `/api/scheduled-actions/${eventId}/join`],
      ['PUT', `/api/scheduled-actions/${eventId}/complete`],
    ] as const) {
      const res = await call(outsider.token, method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: CHAT_TEXTS.eventNotFound });
    }
    const res = await call(newcomer.token, 'PUT', `/api/scheduled-actions/${eventId}/complete`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: CHAT_TEXTS.onlyOrganizerCompletes });
    const list = (await call(member.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json()
      .scheduled_actions;
    expect(list[0].is_completed).toBe(false);
  });

  it('lets its creator (a plain member) complete it; then nobody new joins (409)', async () => {
    const done = await call(member.token, 'PUT', `/api/scheduled-actions/${eventId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().is_completed).toBe(true);
    const late = await call(newcomer.token, 'POST', `/api/scheduled-actions/${eventId}/join`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CHAT_TEXTS.eventAlreadyCompleted });
    const rows = await t.db
      .select()
      .from(scheduledActionParticipants)
      .where(eq(scheduledActionParticipants.actionId, eventId));
    expect(rows.map((r) => r.userId)).toEqual([admin.user.id]);
  });

  it("lets a group ADMIN complete someone else's event", async () => {
    const created = await call(member.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Баня',
      action_type: 'APPOINTMENT',
      scheduled_date: '2030-05-02',
    });
    const res = await call(admin.token, 'PUT', `/api/scheduled-actions/${created.json().id}/complete`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ is_completed: true, action_type: 'APPOINTMENT' });
  });
});
