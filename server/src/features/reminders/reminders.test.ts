import { REMINDER_TEXTS } from '@krug/contract/reminders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventReminders, notifications, scheduledActions } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { acceptInvitations, bearer, registerUser } from '../../test/factories.ts';
import { type LiveSocket, openLiveSocket } from '../../test/live-socket.ts';
import { waitForEvent } from '../../test/wait.ts';

/** Issue 21: «Напомнить» before an event, sent once by the scheduler. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let owner: U;
let member: U;
let outsider: U;
let groupId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const MINUTE = 60_000;

/** Moscow wall-clock date and time (UTC+3) of an instant, as events take them. */
const moscow = (at: Date) => {
  const iso = new Date(at.getTime() + 3 * 60 * MINUTE).toISOString();
  return { scheduled_date: iso.slice(0, 10), scheduled_time: iso.slice(11, 16) };
};
/** An event starting at the minute of `at` (seconds dropped). */
async function eventAt(at: Date, title = 'Ужин у бабушки') {
  const res = await call(owner.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title,
    ...moscow(at),
    color_code: '#059669',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const reminderNotes = async (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'event_reminder')));
const sendDue = (at: Date) => t.app.reminders.sendDue(at);
const inMinutes = (n: number) => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + n * MINUTE);

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t.app, { first_name: 'Анна' });
  member = await registerUser(t.app, { first_name: 'Борис' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  const res = await call(owner.token, 'POST', '/api/chat-groups', {
    name: 'Семья',
    member_ids: [member.user.id],
  });
  groupId = res.json().group.id;
  await acceptInvitations(t.app, member.token, groupId);
});
afterAll(() => t.close());

describe('setting a reminder', () => {
  it('lets a member set, change, list and remove their own reminder', async () => {
    const start = inMinutes(180);
    const id = await eventAt(start);
    const set = await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
      minutes_before: 60,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      action_id: id,
      minutes_before: 60,
      remind_at: new Date(start.getTime() - 60 * MINUTE).toISOString(),
    });
    await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, { minutes_before: 10 });
    const list = await call(member.token, 'GET', `/api/chat-groups/${groupId}/reminders`);
    expect(list.json().reminders).toEqual([
      { action_id: id, minutes_before: 10, remind_at: new Date(start.getTime() - 10 * MINUTE).toISOString() },
    ]);
    // The owner's own list does not show the member's reminder.
    expect(
      (await call(owner.token, 'GET', `/api/chat-groups/${groupId}/reminders`)).json().reminders,
    ).toEqual([]);
    expect((await call(member.token, 'DELETE', `/api/scheduled-actions/${id}/reminder`)).statusCode).toBe(
      204,
    );
    expect(
      (await call(member.token, 'GET', `/api/chat-groups/${groupId}/reminders`)).json().reminders,
    ).toEqual([]);
  });

  it('answers 422 for a time already past and for a choice not offered, writing nothing', async () => {
    const id = await eventAt(inMinutes(30));
    const past = await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
      minutes_before: 60,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toEqual({ detail: REMINDER_TEXTS.pastTime });
    for (const minutes_before of [7, -10, 'час', 1.5]) {
      const res = await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
        minutes_before,
      });
      expect(res.statusCode).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await t.db.select().from(eventReminders).where(eq(eventReminders.actionId, id))).toEqual([]);
  });

  it('hides the event from non-members (404) and lists no reminders of a group they are not in', async () => {
    const id = await eventAt(inMinutes(300));
    const put = await call(outsider.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, {
      minutes_before: 10,
    });
    expect(put.statusCode).toBe(404);
    expect((await call(outsider.token, 'DELETE', `/api/scheduled-actions/${id}/reminder`)).statusCode).toBe(
      404,
    );
    expect((await call(outsider.token, 'GET', `/api/chat-groups/${groupId}/reminders`)).statusCode).toBe(404);
  });
});

describe('the scheduler', () => {
  it('sends a due reminder once, live and in the bell, linking to the group', async () => {
    const start = inMinutes(120);
    const id = await eventAt(start, 'Поездка на дачу');
    await call(member.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, { minutes_before: 10 });
    const socket: LiveSocket = await openLiveSocket(t.app, member.token);
    // Not yet due one minute before the reminder time.
    await sendDue(new Date(start.getTime() - 11 * MINUTE));
    expect(await reminderNotes(member.user.id)).toHaveLength(0);
    await sendDue(new Date(start.getTime() - 10 * MINUTE));
    await sendDue(new Date(start.getTime() - 5 * MINUTE));
    const notes = await reminderNotes(member.user.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.text).toBe('Напоминание: «Поездка на дачу» через 10 минут');
    expect(notes[0]?.linkKind).toBe('chat_group');
    expect(notes[0]?.linkId).toBe(groupId);
    const pushed = (await waitForEvent(socket, (e) => e.type === 'notification')).notification as {
      type?: string;
    };
    expect(pushed?.type).toBe('event_reminder');
    socket.ws.terminate();
    // Nobody else is reminded.
    expect(await reminderNotes(owner.user.id)).toHaveLength(0);
    const bell = await call(member.token, 'GET', '/api/notifications');
    expect(bell.body).toContain('Поездка на дачу');
  });

  it('moving the event moves the reminder (and reminds again), deleting the event drops it', async () => {
    const start = inMinutes(600);
    const id = await eventAt(start, 'Переносится');
    await call(owner.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, { minutes_before: 60 });
    // The event is moved a day later (edited): at the old time nothing is due.
    const later = new Date(start.getTime() + 1440 * MINUTE);
    const setMoscow = moscow(later);
    await t.db
      .update(scheduledActions)
      .set({ scheduledDate: setMoscow.scheduled_date, scheduledTime: setMoscow.scheduled_time })
      .where(eq(scheduledActions.id, id));
    await sendDue(new Date(start.getTime() - 30 * MINUTE));
    expect(await reminderNotes(owner.user.id)).toHaveLength(0);
    await sendDue(new Date(later.getTime() - 59 * MINUTE));
    expect(await reminderNotes(owner.user.id)).toHaveLength(1);
    // Moved again after it was sent: it reminds for the new time too, once.
    const again = new Date(later.getTime() + 120 * MINUTE);
    const m = moscow(again);
    await t.db
      .update(scheduledActions)
      .set({ scheduledDate: m.scheduled_date, scheduledTime: m.scheduled_time })
      .where(eq(scheduledActions.id, id));
    await sendDue(new Date(again.getTime() - 30 * MINUTE));
    await sendDue(new Date(again.getTime() - 20 * MINUTE));
    expect(await reminderNotes(owner.user.id)).toHaveLength(2);

    const gone = await eventAt(inMinutes(700), 'Отменяется');
    await call(owner.token, 'PUT', `/api/scheduled-actions/${gone}/reminder`, { minutes_before: 10 });
    await t.db.delete(scheduledActions).where(eq(scheduledActions.id, gone));
    expect(await t.db.select().from(eventReminders).where(eq(eventReminders.actionId, gone))).toEqual([]);
  });

  it('skips completed events and members who left the group', async () => {
    const start = inMinutes(900);
    const done = await eventAt(start, 'Завершено');
    await call(member.token, 'PUT', `/api/scheduled-actions/${done}/reminder`, { minutes_before: 10 });
    await call(owner.token, 'PUT', `/api/scheduled-actions/${done}/complete`);
    const before = (await reminderNotes(member.user.id)).length;
    await sendDue(new Date(start.getTime() - 5 * MINUTE));
    expect(await reminderNotes(member.user.id)).toHaveLength(before);
    expect(
      (await call(member.token, 'PUT', `/api/scheduled-actions/${done}/reminder`, { minutes_before: 10 }))
        .statusCode,
    ).toBe(409);

    const open = await eventAt(start, 'Без ушедшего');
    await call(member.token, 'PUT', `/api/scheduled-actions/${open}/reminder`, { minutes_before: 10 });
    const left = await call(member.token, 'DELETE', `/api/chat-groups/${groupId}/members/${member.user.id}`);
    expect(left.statusCode).toBe(204);
    await sendDue(new Date(start.getTime() - 5 * MINUTE));
    expect(await reminderNotes(member.user.id)).toHaveLength(before);
  });
});
