import { expect } from 'vitest';
import type { Row } from './types.ts';

/** Chat: a group does not exist for non-members (404); members read, post and complete events. */
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
    op: 'PUT /api/scheduled-actions/{id}/complete',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/complete` }),
  },
];
