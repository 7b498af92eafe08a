import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { BIRTHDAY_REMINDERS_JOB, EVENT_REMINDERS_JOB } from './reminders.jobs.ts';

/** Issue 21: two server processes on one PostgreSQL tick at once; each reminder is sent once. */
let first: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  first = await createTestApp();
  second = await createSecondProcess(first, {}, 4);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

it('sends every due reminder exactly once when two processes claim concurrently', async () => {
  const owner = await registerUser(first.app);
  const others = await Promise.all([1, 2, 3, 4].map(() => registerUser(first.app)));
  await allowGroupAdds(first.app, ...others.map((o) => o.token));
  const group = (
    await first.app.inject({
      method: 'POST',
      url: '/api/chat-groups',
      headers: bearer(owner.token),
      payload: { name: 'Два процесса', member_ids: others.map((o) => o.user.id) },
    })
  ).json().group.id;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 3_600_000);
  const moscow = new Date(start.getTime() + 3 * 3_600_000).toISOString();
  const eventIds: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/chat-groups/${group}/scheduled-actions`,
      headers: bearer(owner.token),
      payload: {
        title: `Событие ${i}`,
        scheduled_date: moscow.slice(0, 10),
        scheduled_time: moscow.slice(11, 16),
        color_code: '#059669',
      },
    });
    eventIds.push(res.json().id);
  }
  // Every member sets a reminder on every event: 25 reminders, due at the same moment.
  for (const who of [owner, ...others])
    for (const id of eventIds) {
      const res = await first.app.inject({
        method: 'PUT',
        url: `/api/scheduled-actions/${id}/reminder`,
        headers: bearer(who.token),
        payload: { minutes_before: 10 },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  const at = new Date(start.getTime() - 5 * 60_000);
  // Both processes tick several times at once.
  const ticks = await Promise.all(
    [first.app, second, first.app, second].map((app) => app.reminders.sendDue(at)),
  );
  expect(ticks.reduce((n, sent) => n + sent.length, 0)).toBe(25);
  // The work was claimed by whichever process got to each row first; none twice.
  for (const who of [owner, ...others]) {
    const rows = await first.db
      .select({ text: notifications.text })
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.type, 'event_reminder')));
    expect(rows.map((r) => r.text).sort()).toEqual(
      eventIds.map((_, i) => `Напоминание: «Событие ${i}» через 10 минут`).sort(),
    );
  }
});

it('sends each occurrence of a recurring event once when two processes claim concurrently', async () => {
  const owner = await registerUser(first.app);
  const others = await Promise.all([1, 2, 3].map(() => registerUser(first.app)));
  await allowGroupAdds(first.app, ...others.map((o) => o.token));
  const inject = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    first.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const group = (
    await inject(owner.token, 'POST', '/api/chat-groups', {
      name: 'Серия',
      member_ids: others.map((o) => o.user.id),
    })
  ).json().group.id;
  // Daily at 19:00 Moscow (16:00 UTC) from 3 June 2030; the 4 June one moves to 21:00, 5 June is cancelled.
  const id = (
    await inject(owner.token, 'POST', `/api/chat-groups/${group}/scheduled-actions`, {
      title: 'Зарядка',
      scheduled_date: '2030-06-03',
      scheduled_time: '19:00',
      recurrence: { freq: 'daily' },
    })
  ).json().id;
  await inject(owner.token, 'PUT', `/api/scheduled-actions/${id}/occurrences/2030-06-04`, {
    scheduled_date: '2030-06-04',
    scheduled_time: '21:00',
  });
  await inject(owner.token, 'DELETE', `/api/scheduled-actions/${id}/occurrences/2030-06-05`);
  for (const who of [owner, ...others])
    expect(
      (await inject(who.token, 'PUT', `/api/scheduled-actions/${id}/reminder`, { minutes_before: 10 }))
        .statusCode,
    ).toBe(200);
  const tickBoth = async (at: string) =>
    (
      await Promise.all(
        [first.app, second, first.app, second].map((app) => app.reminders.sendDue(new Date(at))),
      )
    ).reduce((n, sent) => n + sent.length, 0);
  expect(await tickBoth('2030-06-03T15:55:00Z')).toBe(4);
  expect(await tickBoth('2030-06-03T15:58:00Z')).toBe(0);
  expect(await tickBoth('2030-06-04T15:55:00Z')).toBe(0);
  expect(await tickBoth('2030-06-04T17:55:00Z')).toBe(4);
  expect(await tickBoth('2030-06-05T15:55:00Z')).toBe(0);
  expect(await tickBoth('2030-06-06T15:51:00Z')).toBe(4);
  const rows = await first.db
    .select({ text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, others[0]?.user.id ?? ''), eq(notifications.type, 'event_reminder')));
  expect(rows).toHaveLength(3);
});

/** Both processes run the due jobs of `kind` at `now` at once; answers how many were claimed in all. */
const bothRun = async (kind: string, now: Date) =>
  (await Promise.all([first.app, second].map((app) => app.jobs.runDue({ now, kinds: [kind] })))).reduce(
    (a, b) => a + b,
  );
const noticesOf = async (userId: string, type: 'event_reminder' | 'birthday_reminder') =>
  first.db
    .select({ text: notifications.text })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

it('the reminders job: set up on a process that stops, run once by whichever process claims it', async () => {
  const third = await createSecondProcess(first);
  const owner = await registerUser(third);
  const member = await registerUser(third);
  await allowGroupAdds(third, member.token);
  const call = (token: string, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    third.inject({ method, url, headers: bearer(token), payload });
  const group = (
    await call(owner.token, '/api/chat-groups', { name: 'Рестарт', member_ids: [member.user.id] })
  ).json().group.id;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5 * 3_600_000);
  const moscow = new Date(start.getTime() + 3 * 3_600_000).toISOString();
  const event = await call(owner.token, `/api/chat-groups/${group}/scheduled-actions`, {
    title: 'После рестарта',
    scheduled_date: moscow.slice(0, 10),
    scheduled_time: moscow.slice(11, 16),
  });
  const set = await call(
    member.token,
    `/api/scheduled-actions/${event.json().id}/reminder`,
    { minutes_before: 10 },
    'PUT',
  );
  expect(set.statusCode, set.body).toBe(200);
  await third.close();

  const at = new Date(start.getTime() - 5 * 60_000);
  expect(await bothRun(EVENT_REMINDERS_JOB, at)).toBe(1);
  expect(await bothRun(EVENT_REMINDERS_JOB, new Date(at.getTime() + 1000))).toBe(0);
  expect((await noticesOf(member.user.id, 'event_reminder')).map((n) => n.text)).toEqual([
    'Напоминание: «После рестарта» через 10 минут',
  ]);
});

it('the birthdays job: run once across processes at its time', async () => {
  const parent = await registerUser(first.app, { first_name: 'Ольга', last_name: 'Кузнецова' });
  const family = await first.app.inject({
    method: 'POST',
    url: '/api/family/create-with-members',
    headers: bearer(parent.token),
    payload: {
      name: 'Кузнецовы',
      privacy_level: 'PRIVATE',
      members: [
        {
          first_name: 'Бабушка',
          last_name: 'Кузнецова',
          date_of_birth: '1950-07-20',
          relationship: 'parent',
        },
      ],
    },
  });
  expect(family.statusCode, family.body).toBe(201);
  // 19 July 2031, noon in Moscow: tomorrow is the grandmother's birthday.
  expect(await bothRun(BIRTHDAY_REMINDERS_JOB, new Date('2031-07-19T09:00:00Z'))).toBe(1);
  expect((await noticesOf(parent.user.id, 'birthday_reminder')).map((n) => n.text)).toEqual([
    'Завтра день рождения: Бабушка Кузнецова (семья «Кузнецовы»)',
  ]);
});
