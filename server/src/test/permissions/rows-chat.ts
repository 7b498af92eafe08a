import { expect } from 'vitest';
import { registerUser } from '../factories.ts';
import type { Row } from './types.ts';

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
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/messages` }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/messages',
    note: "the family's FAMILY group: family members only",
    expect: { stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.familyChatGroupId}/messages` }),
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
      const ids = (body as { members: { user_id: string }[] }).members.map((m) => m.user_id);
      expect(ids).toContain(w.users.member.user.id);
    },
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
    op: 'PUT /api/scheduled-actions/{id}/complete',
    note: "the event's creator (admin, also the group's ADMIN) completes it; other members get 403",
    expect: { anonymous: 401, stranger: 404, member: 403, author: 403, admin: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/complete` }),
  },
];
