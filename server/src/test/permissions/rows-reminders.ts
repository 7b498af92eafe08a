import { expect } from 'vitest';
import { isCalendarWith } from './answers.ts';
import type { Row } from './types.ts';
import type { World } from './world.ts';

/** A fresh event of the world's group, far ahead (the world's own event is completed by a chat row). */
const futureEvent = async (w: World) => {
  const e = await w.call(w.users.admin.token, 'POST', `/api/chat-groups/${w.groupId}/scheduled-actions`, {
    title: 'Напомнить',
    scheduled_date: '2031-03-01',
    scheduled_time: '12:00',
  });
  return { eventId: e.id as string };
};

/**
 * Reminders and the calendar export (issue 21): a group's events are its members' (others get
 * 404); everyone has their own subscription; the subscription feed's token is its credential.
 */
export const reminderRows: Row[] = [
  {
    op: 'PUT /api/scheduled-actions/{id}/reminder',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    setup: futureEvent,
    call: (_w, f) => ({
      url: `/api/scheduled-actions/${f.eventId}/reminder`,
      payload: { minutes_before: 60 },
    }),
    check: (_, body) => expect((body as { minutes_before: number }).minutes_before).toBe(60),
  },
  {
    op: 'DELETE /api/scheduled-actions/{id}/reminder',
    expect: { anonymous: 401, stranger: 404, member: 204 },
    call: (w) => ({ url: `/api/scheduled-actions/${w.eventId}/reminder` }),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/reminders',
    expect: { anonymous: 401, stranger: 404, member: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/reminders` }),
    // The member's own reminder, set by the PUT row above (an hour before).
    check: (_role, body) =>
      expect((body as { reminders: unknown[] }).reminders).toContainEqual(
        expect.objectContaining({ minutes_before: 60 }),
      ),
  },
  {
    op: 'GET /api/chat-groups/{groupId}/events.ics',
    expect: { anonymous: 401, stranger: 404, member: 200, admin: 200 },
    call: (w) => ({ url: `/api/chat-groups/${w.groupId}/events.ics` }),
    check: isCalendarWith('Шашлыки'),
  },
  {
    op: 'GET /api/calendar/feed',
    expect: { anonymous: 401, stranger: 200, member: 200 },
    call: () => ({ url: '/api/calendar/feed' }),
    check: (_role, body) => expect(body).toEqual({ active: false, created_at: null }),
  },
  {
    op: 'POST /api/calendar/feed',
    expect: { anonymous: 401, stranger: 201, member: 201 },
    call: () => ({ url: '/api/calendar/feed' }),
  },
  {
    op: 'DELETE /api/calendar/feed',
    expect: { anonymous: 401, stranger: 204, member: 204 },
    call: () => ({ url: '/api/calendar/feed' }),
  },
  {
    op: 'GET /api/calendar/feed/{file}',
    note: 'the token is the credential: a valid one answers anyone',
    expect: { anonymous: 200, stranger: 200 },
    setup: async (w) => {
      const feed = await w.call(w.users.member.token, 'POST', '/api/calendar/feed');
      return { path: new URL(feed.url as string).pathname };
    },
    call: (_w, f) => ({ url: f.path as string }),
    // The member's subscription: the events of every group the member is in.
    check: isCalendarWith('Шашлыки'),
  },
  {
    op: 'GET /api/calendar/feed/{file}',
    note: 'an unknown token is 404 for everyone',
    expect: { anonymous: 404, member: 404 },
    call: () => ({ url: '/api/calendar/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' }),
  },
];
