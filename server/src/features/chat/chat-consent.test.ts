import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatGroups, chatMembers, invitations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { drain, openLiveSocket, type ReceivedEvent } from '../../test/live-socket.ts';

/**
 * Issue 29 §1 (CONTRACT §4 "Consent, continued"): nobody is put into a chat group against their
 * will. `who_can_add_me_to_groups` decides who is added at once; anyone else is invited and gets
 * nothing of the group (messages, events, members, live events, calendar, search, shared-circle
 * effects) until they accept; `nobody` refuses (403); a FAMILY group is a family's own (422).
 */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (u: U, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(u.token), ...(payload ? { payload } : {}) });
const person = (first_name: string) => registerUser(t.app, { first_name, last_name: 'Согласнов' });
const rows = async (table: typeof chatGroups | typeof invitations) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;
const setGroupAdds = async (u: U, value: string) => {
  const res = await call(u, 'PUT', '/api/users/privacy', { who_can_add_me_to_groups: value });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().who_can_add_me_to_groups).toBe(value);
};
const groupIds = async (u: U) =>
  (await call(u, 'GET', '/api/chat-groups'))
    .json()
    .chat_groups.map((g: { group: { id: string } }) => g.group.id);
const memberIds = async (admin: U, groupId: string) =>
  (await call(admin, 'GET', `/api/chat-groups/${groupId}/members`))
    .json()
    .members.map((m: { user_id: string }) => m.user_id);

async function befriend(a: U, b: U) {
  const sent = await call(a, 'POST', '/api/friends/requests', { user_id: b.user.id });
  expect(sent.statusCode, sent.body).toBe(201);
  expect((await call(b, 'POST', `/api/friends/requests/${sent.json().id}/accept`)).statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('who is added at once', () => {
  it('by default: friends, family members and household residents; a stranger is invited', async () => {
    const adder = await person('Адам');
    const friend = await person('Друг');
    const relative = await person('Родня');
    const flatmate = await person('Сосед');
    const stranger = await person('Чужой');
    await befriend(adder, friend);
    const family = await call(adder, 'POST', '/api/family/create-with-members', {
      name: 'Согласновы',
      members: [{ user_id: relative.user.id, relationship: 'sibling' }],
      privacy_level: 'PRIVATE',
    });
    expect(family.statusCode, family.body).toBe(201);
    const home = await call(adder, 'POST', '/api/household/create', {
      household_name: 'Дом',
      address_street: 'Ул. 1',
      address_city: 'Город',
      address_country: 'Россия',
    });
    await call(adder, 'POST', `/api/household/${home.json().household.id}/members`, {
      user_id: flatmate.user.id,
      relationship: 'roommate',
    });
    // An invitation to the family or household is no circle yet: invited, not added.
    const early = await call(adder, 'POST', '/api/chat-groups', {
      name: 'Рано',
      member_ids: [relative.user.id, flatmate.user.id],
    });
    expect(
      early
        .json()
        .invited.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([relative.user.id, flatmate.user.id].sort());
    await acceptInvitations(t.app, relative.token, family.json().id);
    await acceptInvitations(t.app, flatmate.token, home.json().household.id);

    const res = await call(adder, 'POST', '/api/chat-groups', {
      name: 'Свои',
      member_ids: [friend.user.id, relative.user.id, flatmate.user.id, stranger.user.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const groupId = res.json().group.id as string;
    expect(res.json()).toMatchObject({ member_count: 4, user_role: 'ADMIN' });
    expect(res.json().invited).toEqual([
      { id: stranger.user.id, first_name: 'Чужой', last_name: 'Согласнов' },
    ]);
    expect((await memberIds(adder, groupId)).sort()).toEqual(
      [adder.user.id, friend.user.id, relative.user.id, flatmate.user.id].sort(),
    );
    expect(await groupIds(stranger)).not.toContain(groupId);
    const [invitation] = (await call(stranger, 'GET', '/api/invitations')).json();
    expect(invitation).toMatchObject({
      kind: 'chat_group',
      target: { id: groupId, name: 'Свои' },
      inviter: { id: adder.user.id, first_name: 'Адам' },
      relationship: null,
      role: null,
    });
    const notes = (await call(stranger, 'GET', '/api/notifications')).json();
    expect(notes[0]).toMatchObject({
      type: 'invitation',
      text: INVITATION_TEXTS.invitedToGroup('Адам Согласнов', 'Свои'),
      link: { kind: 'invitations', id: invitation.id },
    });
  });

  it('`everyone` is added by anyone; `nobody` refuses (403 naming them) and nothing is written', async () => {
    const adder = await person('Создатель');
    const open = await person('Открытый');
    const closed = await person('Закрытый');
    const friend = await person('Другзакрытый');
    await setGroupAdds(open, 'everyone');
    await setGroupAdds(closed, 'nobody');
    await setGroupAdds(friend, 'nobody');
    await befriend(adder, friend);
    const groups = await rows(chatGroups);
    const pending = await rows(invitations);
    for (const id of [closed.user.id, friend.user.id]) {
      const refused = await call(adder, 'POST', '/api/chat-groups', {
        name: 'Нельзя',
        member_ids: [open.user.id, id],
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toMatch(/^(Закрытый|Другзакрытый) Согласнов не разрешает/);
    }
    expect(await rows(chatGroups)).toBe(groups);
    expect(await rows(invitations)).toBe(pending);
    const ok = await call(adder, 'POST', '/api/chat-groups', { name: 'Можно', member_ids: [open.user.id] });
    expect(ok.json()).toMatchObject({ member_count: 2, invited: [] });
    // Adding to an existing group follows the same rule, and writes nothing when refused.
    const groupId = ok.json().group.id as string;
    const add = await call(adder, 'POST', `/api/chat-groups/${groupId}/members`, {
      user_ids: [closed.user.id],
    });
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ detail: INVITATION_TEXTS.addsNobody('Закрытый Согласнов') });
    expect(await memberIds(adder, groupId)).toHaveLength(2);
    expect(await rows(invitations)).toBe(pending);
  });

  it('a group of type FAMILY is only a family’s own (422)', async () => {
    const u = await person('Семейный');
    const before = await rows(chatGroups);
    const res = await call(u, 'POST', '/api/chat-groups', { name: 'Как бы семья', group_type: 'FAMILY' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(INVITATION_TEXTS.familyGroupNotCreatable);
    expect(await rows(chatGroups)).toBe(before);
  });

  it('an invited person who now allows the adder is added, and the invitation goes', async () => {
    const adder = await person('Настойчивый');
    const later = await person('Передумавший');
    const groupId = (
      await call(adder, 'POST', '/api/chat-groups', { name: 'Позже', member_ids: [later.user.id] })
    ).json().group.id as string;
    // Asking again while invited: still invited, one invitation.
    const again = await call(adder, 'POST', `/api/chat-groups/${groupId}/members`, {
      user_ids: [later.user.id],
    });
    expect(again.json().invited.map((p: { id: string }) => p.id)).toEqual([later.user.id]);
    expect((await call(later, 'GET', '/api/invitations')).json()).toHaveLength(1);
    await setGroupAdds(later, 'everyone');
    const added = await call(adder, 'POST', `/api/chat-groups/${groupId}/members`, {
      user_ids: [later.user.id],
    });
    expect(added.json().invited).toEqual([]);
    expect(await memberIds(adder, groupId)).toContain(later.user.id);
    expect((await call(later, 'GET', '/api/invitations')).json()).toEqual([]);
  });
});

describe('nothing of the group reaches an invitee before they accept', () => {
  let admin: U;
  let invitee: U;
  let groupId: string;
  let eventId: string;
  beforeAll(async () => {
    admin = await person('Организатор');
    invitee = await person('Приглашённая');
    // Both hide their pages: only a shared circle would open them.
    for (const u of [admin, invitee])
      expect(
        (await call(u, 'PUT', '/api/users/privacy', { profile_visible_to_public: false })).statusCode,
      ).toBe(200);
    const res = await call(admin, 'POST', '/api/chat-groups', {
      name: 'Тайный клуб',
      member_ids: [invitee.user.id],
    });
    groupId = res.json().group.id;
    await call(admin, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'секретное сообщение' });
    const event = await call(admin, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Тайная встреча',
      scheduled_date: '2031-03-01',
      scheduled_time: '10:00',
    });
    eventId = event.json().id;
  });

  it('no group, messages, events, members, reminders, calendar or search hits', async () => {
    expect(await groupIds(invitee)).not.toContain(groupId);
    for (const path of ['messages', 'scheduled-actions', 'members', 'reminders']) {
      const res = await call(invitee, 'GET', `/api/chat-groups/${groupId}/${path}`);
      expect(res.statusCode, path).toBe(404);
    }
    const send = await call(invitee, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'я тут' });
    expect(send.statusCode).toBe(404);
    const reminder = await call(invitee, 'PUT', `/api/scheduled-actions/${eventId}/reminder`, {
      minutes_before: 10,
    });
    expect(reminder.statusCode).toBe(404);
    expect(
      (await call(invitee, 'PUT', `/api/scheduled-actions/${eventId}/rsvp`, { response: 'going' }))
        .statusCode,
    ).toBe(404);
    const feed = await call(invitee, 'POST', '/api/calendar/feed');
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.json().url).pathname });
    expect(ics.statusCode).toBe(200);
    expect(ics.body).not.toContain('Тайная встреча');
    const found = await call(
      invitee,
      'GET',
      `/api/search?kind=messages&q=${encodeURIComponent('секретное')}`,
    );
    expect(found.json().messages).toEqual([]);
    const notes = (await call(invitee, 'GET', '/api/notifications')).json();
    expect(notes.map((n: { type: string }) => n.type)).toEqual(['invitation']);
  });

  it('no shared circle: hidden pages stay hidden, no direct messages, not found by name', async () => {
    const page = await call(invitee, 'GET', `/api/people/${admin.user.id}`);
    expect(page.json().restricted).toBe(true);
    expect((await call(admin, 'GET', `/api/people/${invitee.user.id}`)).json().restricted).toBe(true);
    expect((await call(admin, 'POST', `/api/people/${invitee.user.id}/direct`)).statusCode).toBe(403);
    expect((await call(invitee, 'POST', `/api/people/${admin.user.id}/direct`)).statusCode).toBe(403);
    const search = await call(admin, 'GET', `/api/users/search?query=${encodeURIComponent('Приглашённая')}`);
    expect(search.json().users).toEqual([]);
    const suggestions = await call(invitee, 'GET', '/api/friends/suggestions');
    expect(JSON.stringify(suggestions.json())).not.toContain(admin.user.id);
  });

  it('no live events of the group; accepting brings it live, and the inviter hears of it', async () => {
    const socket = await openLiveSocket(t.app, invitee.token);
    const ofGroup = (e: ReceivedEvent) => e.group_id === groupId;
    await call(admin, 'POST', `/api/chat-groups/${groupId}/messages`, { content: 'ещё секрет' });
    await call(admin, 'POST', `/api/chat-groups/${groupId}/typing`);
    await call(admin, 'PUT', `/api/scheduled-actions/${eventId}/complete`);
    await drain(t.app, socket, invitee.user.id);
    expect(socket.received.filter(ofGroup)).toEqual([]);

    const [invitation] = (await call(invitee, 'GET', '/api/invitations')).json();
    const accepted = await call(invitee, 'POST', `/api/invitations/${invitation.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ kind: 'chat_group', target: { id: groupId } });
    await socket.waitFor((e) => e.type === 'chat.group_added' && e.group_id === groupId);
    expect(await groupIds(invitee)).toContain(groupId);
    const messages = (await call(invitee, 'GET', `/api/chat-groups/${groupId}/messages`)).json().messages;
    expect(messages.map((m: { content: string }) => m.content)).toEqual([
      'секретное сообщение',
      'ещё секрет',
    ]);
    // Now they share a circle: the pages open.
    expect((await call(admin, 'GET', `/api/people/${invitee.user.id}`)).json().restricted).toBe(false);
    const told = (await call(admin, 'GET', '/api/notifications')).json();
    expect(told[0]).toMatchObject({
      type: 'invitation_answered',
      text: INVITATION_TEXTS.accepted('Приглашённая Согласнов', 'Тайный клуб'),
      link: { kind: 'chat_group', id: groupId },
    });
    // Answered: a second accept finds nothing.
    expect((await call(invitee, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(404);
    socket.ws.terminate();
  });

  it('declining removes the invitation and tells the inviter; someone else’s is 404', async () => {
    const other = await person('Отказница');
    const res = await call(admin, 'POST', `/api/chat-groups/${groupId}/members`, {
      user_ids: [other.user.id],
    });
    expect(res.json().invited.map((p: { id: string }) => p.id)).toEqual([other.user.id]);
    const [invitation] = (await call(other, 'GET', '/api/invitations')).json();
    expect((await call(admin, 'POST', `/api/invitations/${invitation.id}/accept`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/invitations/${invitation.id}/decline`)).statusCode).toBe(200);
    expect((await call(other, 'GET', '/api/invitations')).json()).toEqual([]);
    expect(await memberIds(admin, groupId)).not.toContain(other.user.id);
    const [row] = await t.db
      .select({ n: count() })
      .from(chatMembers)
      .where(eq(chatMembers.userId, other.user.id));
    expect(row?.n).toBe(0);
    const told = (await call(admin, 'GET', '/api/notifications')).json();
    expect(told[0].text).toBe(INVITATION_TEXTS.declined('Отказница Согласнов', 'Тайный клуб'));
  });
});

describe('invitations per inviter are limited', () => {
  it('answers 429 in Russian once the budget is spent, writing nothing', async () => {
    const limited = await createTestApp({ limits: { INVITE_RATE_LIMIT: 3 } });
    try {
      const reg = (first_name: string) => registerUser(limited.app, { first_name });
      const adder = await reg('Спамер');
      const strangers = await Promise.all(['А', 'Б', 'В', 'Г'].map(reg));
      const post = (url: string, payload: object) =>
        limited.app.inject({ method: 'POST', url, headers: bearer(adder.token), payload });
      const tooMany = await post('/api/chat-groups', {
        name: 'Слишком',
        member_ids: strangers.map((s) => s.user.id),
      });
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json()).toEqual({ detail: INVITATION_TEXTS.tooManyInvitations });
      const [groups] = await limited.db.select({ n: count() }).from(chatGroups);
      expect(groups?.n).toBe(0);
      const three = await post('/api/chat-groups', {
        name: 'Три',
        member_ids: strangers.slice(0, 3).map((s) => s.user.id),
      });
      expect(three.statusCode, three.body).toBe(201);
      const fourth = await post(`/api/chat-groups/${three.json().group.id}/members`, {
        user_ids: [strangers[3]?.user.id],
      });
      expect(fourth.statusCode).toBe(429);
      const [pending] = await limited.db.select({ n: count() }).from(invitations);
      expect(pending?.n).toBe(3);
    } finally {
      await limited.close();
    }
  });
});
