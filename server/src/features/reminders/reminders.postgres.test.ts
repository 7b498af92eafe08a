import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createSecondProcess, createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';

/** Issue 21: two server processes on one PostgreSQL tick at once; each reminder is sent once. */
let first: TestApp;
let second: Awaited<ReturnType<typeof createSecondProcess>>;

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
    [first.app, second, first.app, second].map((app) => app.reminderScheduler.sendDue(at)),
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
        [first.app, second, first.app, second].map((app) => app.reminderScheduler.sendDue(new Date(at))),
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
