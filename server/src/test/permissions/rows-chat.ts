import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/** A fresh person (public profile by default, or hidden), known to nobody in the world. */
const freshPerson = async (w: World, hidden = false) => {
  const u = await registerUser(w.app, { first_name: hidden ? 'Скрытный' : 'Собеседник' });
  if (hidden) await w.call(u.token, 'PUT', '/api/users/privacy', { profile_visible_to_public: false });
  return u;
};
/** A DIRECT group of `member` and a fresh person. */
const memberDirect = async (w: World) => {
  const other = await freshPerson(w);
  const entry = await w.call(w.users.member.token, 'POST', `/api/people/${other.user.id}/direct`);
  return { groupId: entry.group.id as string };
};

/** A weekly event (Mondays from 2030-07-01) of the world's group, created by admin (issue 21). */
const weeklySeries = async (w: World) => {
  const e = await w.call(w.users.admin.token, 'POST', `/api/chat-groups/${w.groupId}/scheduled-actions`, {
    title: 'Йога',
    scheduled_date: '2030-07-01',
    scheduled_time: '19:00',
    recurrence: { freq: 'weekly' },
  });
  return { eventId: e.id as string };
};

/** A fresh message of the world's group by author (issue 31: edits, deletion, reactions, forwarding). */
const authorMessage = async (w: World) => {
  const m = await w.call(w.users.author.token, 'POST', `/api/chat-groups/${w.groupId}/messages`, {
    content: 'Сообщение автора',
  });
  return { messageId: m.id as string };
};

/**
 * Chat: a group does not exist for non-members (404); members read, post and join events; the
 * group's ADMIN adds members; an event's creator or a group ADMIN completes it.
 */
export const chatRows: Row[] = [
  {
    op: 'GET /api/chat-groups',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/chat-groups' }),
    check: (role, body, w) => {
      const seen = (body as { chat_groups: { group: { id: string } }[] }).chat_groups.map((g) => g.group.id);
      if (role === 'member') expect(seen).toContain(w.groupId);
      else expect(seen).not.toContain(w.groupId);
    },
  },
  {
    op: 'POST /api/chat-groups',
    expect: { anonymous: 401, stranger: 201 },
    call: () => ({ url: '/api/chat-groups', payload: { name: 'Моя группа' } }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/members',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/members` }),
    check: (_role, body, w) =>
      expect((body as { members: { user_id: string; role: string }[] }).members).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ user_id: w.users.admin.user.id, role: 'ADMIN' }),
          expect.objectContaining({ user_id: w.users.member.user.id, role: 'MEMBER' }),
        ]),
      ),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/messages` }),
    check: (_role, body, w) =>
      expect((body as { messages: unknown[] }).messages).toContainEqual(
        expect.objectContaining({ group_id: w.groupId, user_id: w.users.author.user.id, content: 'Привет' }),
      ),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    note: "the family's FAMILY group: family members only",
    expect: { stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.familyChatGroupId}/messages` }),
    check: (_role, body, w) => {
      const { messages } = body as { messages: { group_id: string }[] };
      expect(messages.every((m) => m.group_id === w.familyChatGroupId)).toBe(true);
    },
  },
  {
    op: 'POST /api/chat-groups/{groupId}/messages',
    expect: { anonymous: 401, stranger: 404, member: 201 },
    call: (w) => ({
      url: `/api/chat-groups/${w.groupId}/messages`,
      payload: { group_id: w.groupId, content: 'Сообщение', message_type: 'TEXT' },
    }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/scheduled-actions',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/scheduled-actions` }),
    check: (_role, body, w) =>
      expect((body as { scheduled_actions: unknown[] }).scheduled_actions).toContainEqual(
        expect.objectContaining({ id: w.eventId, title: 'Шашлыки', group_id: w.groupId }),
      ),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/scheduled-actions',
    expect: { anonymous: 401, stranger: 404, member: 201 },
    call: (w) => ({
      url: `/api/chat-groups/${w.groupId}/scheduled-actions`,
      payload: { title: 'Встреча', scheduled_date: '2030-07-01' },
    }),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/members',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200 },
    setup: async (w) => ({ user: (await registerUser(w.app)).user.id }),
    call: (w, f) => ({ url: `/api/chat-groups/${w.groupId}/members`, payload: { user_ids: [f.user] } }),
    check: (role, body, w) => {
      if (role !== 'admin') return;
      const answer = body as { members: { user_id: string }[]; invited: { id: string }[] };
      const ids = answer.members.map((m) => m.user_id);
      expect(ids).toContain(w.users.member.user.id);
      // A stranger is invited, not added (CONTRACT §4 "Consent, continued").
      expect(answer.invited).toHaveLength(1);
      expect(ids).not.toContain(answer.invited[0]?.id);
    },
  },
  {
    op: 'POST /api/chat-groups/{groupId}/members',
    note: 'someone who allows nobody to add them: 403 for the ADMIN too',
    expect: { stranger: 404, member: 403, admin: 403 },
    setup: async (w) => {
      const u = await registerUser(w.app);
      await w.call(u.token, 'PUT', '/api/users/privacy', { who_can_add_me_to_groups: 'nobody' });
      return { user: u.user.id };
    },
    call: (w, f) => ({ url: `/api/chat-groups/${w.groupId}/members`, payload: { user_ids: [f.user] } }),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/members',
    note: "the family's FAMILY group follows the family: its ADMIN gets 409",
    expect: { stranger: 404, member: 403, owner: 409 },
    call: (w) => ({
      url: `/api/chat-groups/${w.familyChatGroupId}/members`,
      payload: { user_ids: [w.users.stranger.user.id] },
    }),
  },
  {
    op: 'POST /api/scheduled-actions/{id}/join',
    expect: { anonymous: 401, stranger: 404, member: 200, author: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/join` }),
    check: (_, body) => expect((body as { is_completed: boolean }).is_completed).toBe(false),
  },
  {
    op: 'DELETE /api/scheduled-actions/{id}/join',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/join` }),
  },
  {
    op: 'PUT /api/scheduled-actions/{id}/rsvp',
    note: 'any member answers «Пойду / Может быть / Не пойду» (before the event is completed below)',
    expect: { anonymous: 401, stranger: 404, member: 200, author: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/rsvp`, payload: { response: 'maybe' } }),
    check: (_, body) => expect((body as { my_rsvp: string }).my_rsvp).toBe('maybe'),
  },
  {
    op: 'DELETE /api/scheduled-actions/{id}/rsvp',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/rsvp` }),
    check: (_, body) => expect((body as { my_rsvp: string | null }).my_rsvp).toBeNull(),
  },
  {
    op: 'PUT /api/scheduled-actions/{id}/complete',
    note: "the event's creator (admin, also the group's ADMIN) completes it; other members get 403",
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/complete` }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/scheduled-actions',
    note: 'with ?from=&to= the occurrences in the range (issue 21)',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/scheduled-actions?from=2030-06-01&to=2030-07-31` }),
    check: (_, body) => expect(Array.isArray((body as { occurrences: unknown[] }).occurrences)).toBe(true),
  },
  {
    op: 'PUT /api/scheduled-actions/{id}',
    note: "editing the series: the event's creator (admin, the group's ADMIN); other members 403",
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200 },
    setup: weeklySeries,
    call: (_w, f) => ({
      url: `/api/scheduled-actions/${f.eventId}`,
      payload: { title: 'Йога', scheduled_date: '2030-07-01', recurrence: { freq: 'daily' } },
    }),
  },
  {
    op: 'DELETE /api/scheduled-actions/{id}',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 204 },
    setup: weeklySeries,
    call: (_w, f) => ({ url: `/api/scheduled-actions/${f.eventId}` }),
  },
  {
    op: 'PUT /api/scheduled-actions/{id}/occurrences/{date}',
    note: '«Перенести это событие»: who edits the series',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200 },
    setup: weeklySeries,
    call: (_w, f) => ({
      url: `/api/scheduled-actions/${f.eventId}/occurrences/2030-07-08`,
      payload: { scheduled_date: '2030-07-09' },
    }),
  },
  {
    op: 'DELETE /api/scheduled-actions/{id}/occurrences/{date}',
    note: '«Отменить это событие»: who edits the series',
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 204 },
    setup: weeklySeries,
    call: (_w, f) => ({ url: `/api/scheduled-actions/${f.eventId}/occurrences/2030-07-08` }),
  },
  {
    op: 'GET /api/chat-groups/unread',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/chat-groups/unread' }),
    check: (_, body) => expect(typeof (body as { total: number }).total).toBe('number'),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'a person with a public profile: the pair’s DIRECT group is created',
    expect: { anonymous: 401, member: 201, admin: 201 },
    setup: async (w) => ({ user: (await freshPerson(w)).user.id }),
    call: (_w, f) => ({ url: `/api/people/${f.user}/direct` }),
    check: (_, body) => expect((body as { group: { group_type: string } }).group.group_type).toBe('DIRECT'),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'a hidden profile of someone the caller does not know: 403',
    expect: { stranger: 403, member: 403 },
    setup: async (w) => ({ user: (await freshPerson(w, true)).user.id }),
    call: (_w, f) => ({ url: `/api/people/${f.user}/direct` }),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'to yourself: 422',
    expect: { member: 422 },
    call: (w) => ({ url: `/api/people/${w.users.member.user.id}/direct` }),
  },
  {
    op: 'POST /api/people/{userId}/direct',
    note: 'nobody by that id: 404',
    expect: { member: 404 },
    call: () => ({ url: '/api/people/00000000-0000-4000-8000-000000000000/direct' }),
  },
  {
    op: 'POST /api/chat-groups',
    note: 'a FAMILY group is only a family’s own: 422',
    expect: { stranger: 422, owner: 422 },
    call: () => ({ url: '/api/chat-groups', payload: { name: 'Как семья', group_type: 'FAMILY' } }),
  },
  {
    op: 'POST /api/chat-groups',
    note: 'a DIRECT group is not created as a group: 422',
    expect: { stranger: 422 },
    call: () => ({ url: '/api/chat-groups', payload: { name: 'Личная', group_type: 'DIRECT' } }),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/members',
    note: 'a DIRECT group takes no members: 422',
    expect: { stranger: 404, member: 422 },
    setup: memberDirect,
    call: (w, f) => ({
      url: `/api/chat-groups/${f.groupId}/members`,
      payload: { user_ids: [w.users.admin.user.id] },
    }),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/scheduled-actions',
    note: 'a DIRECT group has no events: 422',
    expect: { stranger: 404, member: 422 },
    setup: memberDirect,
    call: (_w, f) => ({
      url: `/api/chat-groups/${f.groupId}/scheduled-actions`,
      payload: { title: 'Встреча', scheduled_date: '2030-07-01' },
    }),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/read',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/read`, payload: {} }),
    check: (_, body) => expect((body as { unread_count: number }).unread_count).toBe(0),
  },
  {
    op: 'POST /api/chat-groups/{groupId}/typing',
    expect: { anonymous: 401, stranger: 404, member: 204, author: 204 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/typing` }),
  },
  {
    op: 'PATCH /api/chat-messages/{id}',
    note: 'its author edits; other members (a group ADMIN too) 403; a non-member 404',
    expect: { anonymous: 401, stranger: 404, member: 403, admin: 403, author: 200 },
    setup: authorMessage,
    call: (_w, f) => ({ url: `/api/chat-messages/${f.messageId}`, payload: { content: 'Исправлено' } }),
    check: (_, body) => expect((body as { edited_at: string | null }).edited_at).toBeTruthy(),
  },
  {
    op: 'DELETE /api/chat-messages/{id}',
    note: 'its author or a group ADMIN deletes for everyone; other members 403; a non-member 404',
    expect: { anonymous: 401, stranger: 404, member: 403, owner: 403, author: 204, admin: 204 },
    setup: authorMessage,
    call: (_w, f) => ({ url: `/api/chat-messages/${f.messageId}` }),
  },
  {
    op: 'PUT /api/chat-messages/{id}/reaction',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200, author: 200 },
    setup: authorMessage,
    call: (_w, f) => ({ url: `/api/chat-messages/${f.messageId}/reaction`, payload: { emoji: '👍' } }),
    check: (_, body) => expect((body as { my_reaction: string }).my_reaction).toBe('👍'),
  },
  {
    op: 'DELETE /api/chat-messages/{id}/reaction',
    expect: { anonymous: 401, stranger: 404, member: 200, author: 200 },
    setup: authorMessage,
    call: (_w, f) => ({ url: `/api/chat-messages/${f.messageId}/reaction` }),
    check: (_, body) => expect((body as { my_reaction: string | null }).my_reaction).toBeNull(),
  },
  {
    op: 'POST /api/chat-messages/{id}/forward',
    note: 'any member forwards into a conversation of theirs; a non-member of the source 404',
    expect: { anonymous: 401, stranger: 404, member: 201, admin: 201 },
    setup: authorMessage,
    call: (w, f) => ({ url: `/api/chat-messages/${f.messageId}/forward`, payload: { group_id: w.groupId } }),
    check: (_, body) => expect((body as { forwarded_from: string | null }).forwarded_from).toBeTruthy(),
  },
  {
    op: 'POST /api/chat-messages/{id}/forward',
    note: "into member's direct chat: member 201; other members of the source, not in it, 404",
    expect: { admin: 404, author: 404, member: 201 },
    setup: async (w) => ({ ...(await authorMessage(w)), ...(await memberDirect(w)) }),
    call: (_w, f) => ({
      url: `/api/chat-messages/${f.messageId}/forward`,
      payload: { group_id: f.groupId },
    }),
  },
];
