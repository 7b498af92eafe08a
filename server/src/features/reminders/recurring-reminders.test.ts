import { REMINDER_TEXTS } from '@krug/contract/reminders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { dueStart, nextStart } from './occurrence-starts.ts';

/** Issue 21: a reminder on a recurring event fires for each occurrence, once. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let member: U;
let groupId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const MINUTE = 60_000;
/** 19:00 Moscow is 16:00 UTC. */
const utc = (date: string, hm = '16:00') => new Date(`${date}T${hm}:00Z`);
const notes = async (userId: string) =>
  (
    await t.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'event_reminder')))
  ).length;
const sendDue = (at: Date) => t.app.reminders.sendDue(at);

async function series(payload: object) {
  const res = await call(owner.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title: 'Йога',
    scheduled_time: '19:00',
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { first_name: 'Анна' });
  member = await registerUser(t.app, { first_name: 'Борис' });
  const res = await call(owner.token, 'POST', '/api/chat-groups', {
    name: 'Йога',
    member_ids: [member.user.id],
  });
  groupId = res.json().group.id;
  await acceptInvitations(t.app, member.token, groupId);
});
afterAll(() => t.close());

describe('reminders on a recurring event', () => {
  it('fire for each occurrence once, at the moved time, never for a cancelled one', async () => {
    // Mondays at 19:00 Moscow from 3 June 2030.
    const id = await series({ scheduled_date: '2030-06-03', recurrence: { freq: 'weekly' } });
    expect(
      (await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, { minutes_before: 10 }))
        .statusCode,
    ).toBe(200);
    // 10 June moves to Tuesday 11 June at 20:30; 17 June is cancelled.
    await call(owner.token, 'PUT', `/api/scheduled-actions/${id}/occurrences/2030-06-10`, {
      scheduled_date: '2030-06-11',
      scheduled_time: '20:30',
    });
    await call(owner.token, 'DELETE', `/api/scheduled-actions/${id}/occurrences/2030-06-17`);

    await sendDue(new Date(utc('2030-06-03').getTime() - 11 * MINUTE));
    expect(await notes(member.user.id)).toBe(0);
    await sendDue(new Date(utc('2030-06-03').getTime() - 10 * MINUTE));
    await sendDue(new Date(utc('2030-06-03').getTime() - 5 * MINUTE));
    expect(await notes(member.user.id)).toBe(1);
    // The moved one: not at the old time, once at the new one.
    expect(await sendDue(new Date(utc('2030-06-10').getTime() - 5 * MINUTE))).toEqual([]);
    await sendDue(new Date(utc('2030-06-11', '17:30').getTime() - 5 * MINUTE));
    await sendDue(new Date(utc('2030-06-11', '17:30').getTime() - 1 * MINUTE));
    expect(await notes(member.user.id)).toBe(2);
    // The cancelled one: nothing; the next one: again.
    expect(await sendDue(new Date(utc('2030-06-17').getTime() - 5 * MINUTE))).toEqual([]);
    const next = await sendDue(new Date(utc('2030-06-24').getTime() - 5 * MINUTE));
    expect(next).toEqual([
      expect.objectContaining({ action_id: id, user_id: member.user.id, minutes_before: 10 }),
    ]);
    expect(await notes(member.user.id)).toBe(3);
    // More than an hour after the start, a missed occurrence is not sent late.
    expect(await sendDue(new Date(utc('2030-07-01').getTime() + 61 * MINUTE))).toEqual([]);
  });

  it('can be set on a series that started long ago, and lists its next occurrence', async () => {
    const id = await series({ scheduled_date: '2020-01-06', recurrence: { freq: 'weekly' } });
    const res = await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
      minutes_before: 60,
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = new Date(res.json().remind_at);
    expect(at.getTime()).toBeGreaterThan(Date.now());
    // Mondays 19:00 Moscow minus an hour = Monday 15:00 UTC.
    expect([at.getUTCDay(), at.toISOString().slice(11, 16)]).toEqual([1, '15:00']);
    const listed = (await call(member.token, 'GET', `/api/chat-groups/${groupId}/reminders`)).json()
      .reminders;
    expect(listed.find((r: { action_id: string }) => r.action_id === id)?.remind_at).toBe(
      res.json().remind_at,
    );
  });

  it('refuses a reminder on a series that has ended (422), writing nothing', async () => {
    const id = await series({ scheduled_date: '2020-01-06', recurrence: { freq: 'weekly', count: 2 } });
    const res = await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
      minutes_before: 10,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe(REMINDER_TEXTS.pastTime);
    const listed = (await call(member.token, 'GET', `/api/chat-groups/${groupId}/reminders`)).json()
      .reminders;
    expect(listed.some((r: { action_id: string }) => r.action_id === id)).toBe(false);
  });
});

describe('occurrence starts', () => {
  const daily = {
    id: 'a',
    scheduledDate: '2030-06-01',
    scheduledTime: '10:00',
    recurrenceRule: 'FREQ=DAILY;INTERVAL=1',
  };
  it('a day-before reminder of a daily event is due for tomorrow’s occurrence', () => {
    // 10:00 Moscow = 07:00 UTC; at 07:30 UTC on 2 June today's started 30 min ago, tomorrow's is within a day.
    const now = new Date('2030-06-02T07:30:00Z');
    expect(dueStart(daily, [], 1440, now)?.toISOString()).toBe('2030-06-03T07:00:00.000Z');
    expect(dueStart(daily, [], 10, now)?.toISOString()).toBe('2030-06-02T07:00:00.000Z');
    expect(dueStart(daily, [], 10, new Date('2030-06-02T08:01:00Z'))).toBeNull();
    expect(nextStart(daily, [], 10, now)?.toISOString()).toBe('2030-06-03T07:00:00.000Z');
  });
});
