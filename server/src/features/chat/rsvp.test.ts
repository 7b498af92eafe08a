import { CHAT_TEXTS } from '@krug/contract/chat';
import { EVENT_KIND_TEXTS } from '@krug/contract/event-kinds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { drain, openLiveSocket, type ReceivedEvent } from '../../test/live-socket.ts';

/** Issue 21: RSVP «Пойду / Может быть / Не пойду» per member, counts on the event, separate from completing. */
let t: TestApp;
type U = Awaited<ReturnType<typeof registerUser>>;
let admin: U;
let anna: U;
let boris: U;
let outsider: U;
let groupId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function newEvent(title: string) {
  const res = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title,
    scheduled_date: '2030-06-01',
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({ rsvp_counts: { going: 0, maybe: 0, not_going: 0 }, my_rsvp: null });
  return res.json().id as string;
}
const rsvp = (u: U, id: string, response: unknown) =>
  call(u.token, 'PUT', `/api/scheduled-actions/${id}/rsvp`, { response });
const listed = async (u: U, id: string) =>
  (await call(u.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`))
    .json()
    .scheduled_actions.find((e: { id: string }) => e.id === id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, { first_name: 'Админ' });
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  await allowGroupAdds(t.app, anna.token, boris.token);
  const res = await call(admin.token, 'POST', '/api/chat-groups', {
    name: 'Ответы',
    member_ids: [anna.user.id, boris.user.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  groupId = res.json().group.id;
});
afterAll(() => t.close());

describe('RSVP', () => {
  it('counts each member’s answer once, shows each their own, and a new answer replaces the old', async () => {
    const id = await newEvent('Дача');
    expect((await rsvp(anna, id, 'going')).json()).toMatchObject({
      my_rsvp: 'going',
      rsvp_counts: { going: 1, maybe: 0, not_going: 0 },
      participants: [{ user_id: anna.user.id }],
      is_completed: false,
    });
    const b = await rsvp(boris, id, 'maybe');
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1, not_going: 0 } });
    // Boris changes his mind: still one answer of his.
    expect((await rsvp(boris, id, 'not_going')).json().rsvp_counts).toEqual({
      going: 1,
      maybe: 0,
      not_going: 1,
    });
    expect(await listed(anna, id)).toMatchObject({
      my_rsvp: 'going',
      rsvp_counts: { going: 1, not_going: 1 },
    });
    expect(await listed(boris, id)).toMatchObject({ my_rsvp: 'not_going' });
    const mine = await listed(admin, id);
    expect(mine.my_rsvp).toBeNull();
    // Only those going are participants.
    expect(mine.participants.map((p: { user_id: string }) => p.user_id)).toEqual([anna.user.id]);
    expect(mine.is_completed).toBe(false);
  });

  it('treats «Присоединиться» as going and DELETE …/rsvp as clearing the answer', async () => {
    const id = await newEvent('Кино');
    await rsvp(anna, id, 'maybe');
    const joined = await call(anna.token, 'POST', `/api/scheduled-actions/${id}/join`);
    expect(joined.json()).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 1, maybe: 0 } });
    const cleared = await call(anna.token, 'DELETE', `/api/scheduled-actions/${id}/rsvp`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      my_rsvp: null,
      rsvp_counts: { going: 0, maybe: 0, not_going: 0 },
      participants: [],
    });
    // Clearing with no answer is harmless.
    expect((await call(anna.token, 'DELETE', `/api/scheduled-actions/${id}/rsvp`)).statusCode).toBe(200);
  });

  it('pushes event.changed to every member with their own my_rsvp', async () => {
    const id = await newEvent('Концерт');
    await rsvp(boris, id, 'maybe');
    const a = await openLiveSocket(t.app, admin.token);
    const b = await openLiveSocket(t.app, boris.token);
    // Boris's own answer may still be on its way (LISTEN/NOTIFY is asynchronous on PostgreSQL).
    await drain(t.app, a, admin.user.id);
    await drain(t.app, b, boris.user.id);
    a.received.length = 0;
    b.received.length = 0;
    await rsvp(anna, id, 'going');
    const isChange = (e: ReceivedEvent) =>
      e.type === 'event.changed' && (e.event as { id: string })?.id === id;
    await b.waitFor(isChange);
    // Anything else published to the admin has arrived once the marker has: exactly one change.
    await drain(t.app, a, admin.user.id);
    const pushed = (s: typeof a) => s.received.filter(isChange);
    expect(pushed(a)).toHaveLength(1);
    expect(pushed(a)[0]?.event).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 1, maybe: 1 } });
    expect(pushed(b)[0]?.event).toMatchObject({ my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1 } });
    for (const s of [a, b]) s.ws.terminate();
  });

  it('refuses a bad answer (422), an outsider (404), an unknown event (404), a completed event (409)', async () => {
    const id = await newEvent('Поход');
    for (const bad of ['yes', '', null, 1]) {
      const res = await rsvp(anna, id, bad);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call(anna.token, 'PUT', `/api/scheduled-actions/${id}/rsvp`, {})).statusCode).toBe(422);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(outsider.token, method, `/api/scheduled-actions/${id}/rsvp`, {
        response: 'going',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: CHAT_TEXTS.eventNotFound });
    }
    const unknown = await rsvp(anna, '00000000-0000-4000-8000-000000000000', 'going');
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin.token, 'PUT', `/api/scheduled-actions/${id}/complete`)).statusCode).toBe(200);
    const late = await rsvp(anna, id, 'going');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: CHAT_TEXTS.eventAlreadyCompleted });
    expect((await listed(anna, id)).rsvp_counts).toEqual({ going: 0, maybe: 0, not_going: 0 });
  });

  it('takes answers only on meetings: a reminder or a birthday refuses them (422) and counts nothing', async () => {
    for (const action_type of ['REMINDER', 'BIRTHDAY']) {
      const made = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
        title: 'Таблетки',
        scheduled_date: '2030-06-01',
        action_type,
      });
      const id = made.json().id as string;
      const res = await rsvp(anna, id, 'going');
      expect(res.statusCode, action_type).toBe(422);
      expect(res.json()).toMatchObject({ detail: EVENT_KIND_TEXTS.rsvpOnlyMeetings });
      expect((await listed(anna, id)).rsvp_counts).toEqual({ going: 0, maybe: 0, not_going: 0 });
    }
    const meeting = await call(admin.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
      title: 'Врач',
      scheduled_date: '2030-06-01',
      action_type: 'APPOINTMENT',
    });
    expect((await rsvp(anna, meeting.json().id, 'going')).statusCode).toBe(200);
  });
});
