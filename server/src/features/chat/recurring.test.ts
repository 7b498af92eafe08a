import { CHAT_TEXTS } from '@krug/contract/chat';
import { RECURRENCE_TEXTS } from '@krug/contract/recurrence';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { allowGroupAdds, bearer, registerUser } from '../../test/factories.ts';
import { occurrencesIn } from './occurrences.ts';

/** Issue 21: recurring events, their exceptions (moved / cancelled) and the range listing. */
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

/** Anna (a plain member) creates a weekly event on Mondays at 19:00 from 2030-06-03. */
async function weekly(extra: object = {}, by: U = anna) {
  const res = await call(by.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title: 'Йога',
    scheduled_date: '2030-06-03',
    scheduled_time: '19:00',
    recurrence: { freq: 'weekly' },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; recurrence: unknown };
}
const range = async (u: U, from: string, to: string) => {
  const res = await call(
    u.token,
    'GET',
    `/api/chat-groups/${groupId}/scheduled-actions?from=${from}&to=${to}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    scheduled_actions: { id: string }[];
    occurrences: {
      action_id: string;
      occurrence_date: string;
      scheduled_date: string;
      scheduled_time: string | null;
      moved: boolean;
    }[];
  };
};
const datesOf = async (id: string, from: string, to: string) =>
  (await range(admin, from, to)).occurrences.filter((o) => o.action_id === id).map((o) => o.scheduled_date);
const exceptionCount = async (id: string) =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from scheduled_action_exceptions where action_id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerUser(t.app, { first_name: 'Админ' });
  anna = await registerUser(t.app, { first_name: 'Анна' });
  boris = await registerUser(t.app, { first_name: 'Борис' });
  outsider = await registerUser(t.app, { first_name: 'Чужой' });
  await allowGroupAdds(t.app, anna.token, boris.token);
  const res = await call(admin.token, 'POST', '/api/chat-groups', {
    name: 'Кружок',
    member_ids: [anna.user.id, boris.user.id],
  });
  expect(res.statusCode, res.body).toBe(201);
  groupId = res.json().group.id;
});
afterAll(() => t.close());

describe('creating a recurring event', () => {
  it('stores the rule and answers it; the plain list shows the series once', async () => {
    const e = await weekly({ recurrence: { freq: 'weekly', interval: 2, count: 10 } });
    expect(e.recurrence).toEqual({ freq: 'weekly', interval: 2, until: null, count: 10, by_day: [] });
    const list = (await call(anna.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json();
    expect(list.scheduled_actions.filter((x: { id: string }) => x.id === e.id)).toHaveLength(1);
    expect(list.occurrences).toBeUndefined();
  });

  it('refuses a bad rule with 422 in Russian and writes nothing', async () => {
    const before = (await call(anna.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json()
      .scheduled_actions.length;
    for (const [recurrence, message] of [
      [{ freq: 'weekly', until: '2030-06-02' }, RECURRENCE_TEXTS.untilBeforeStart],
      [{ freq: 'hourly' }, RECURRENCE_TEXTS.freqInvalid],
      [{ freq: 'daily', interval: 100 }, RECURRENCE_TEXTS.intervalInvalid],
      [{ freq: 'daily', count: 501 }, RECURRENCE_TEXTS.countInvalid],
      [{ freq: 'daily', until: '2030-07-01', count: 2 }, RECURRENCE_TEXTS.untilAndCount],
    ] as const) {
      const res = await call(anna.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
        title: 'Плохо',
        scheduled_date: '2030-06-03',
        recurrence,
      });
      expect(res.statusCode, JSON.stringify(recurrence)).toBe(422);
      expect(res.json().detail).toContain(message);
    }
    const after = (await call(anna.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions`)).json()
      .scheduled_actions.length;
    expect(after).toBe(before);
  });
});

describe('the range listing', () => {
  it('expands a series in the range; a one-off event is its own occurrence; outsiders 404', async () => {
    const e = await weekly({ recurrence: { freq: 'weekly', until: '2030-06-24' } });
    const once = (
      await call(anna.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
        title: 'Разово',
        scheduled_date: '2030-06-12',
      })
    ).json();
    expect(await datesOf(e.id, '2030-06-01', '2030-06-30')).toEqual([
      '2030-06-03',
      '2030-06-10',
      '2030-06-17',
      '2030-06-24',
    ]);
    expect(await datesOf(e.id, '2030-06-11', '2030-06-16')).toEqual([]);
    const r = await range(boris, '2030-06-11', '2030-06-13');
    expect(r.occurrences.filter((o) => o.action_id === once.id)).toEqual([
      {
        action_id: once.id,
        occurrence_date: '2030-06-12',
        scheduled_date: '2030-06-12',
        scheduled_time: null,
        moved: false,
      },
    ]);
    expect(r.scheduled_actions.map((s) => s.id)).toContain(once.id);
    expect(r.scheduled_actions.map((s) => s.id)).not.toContain(e.id);
    const stranger = await call(
      outsider.token,
      'GET',
      `/api/chat-groups/${groupId}/scheduled-actions?from=2030-06-01&to=2030-06-30`,
    );
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a range over 400 days, reversed or half given (422)', async () => {
    for (const q of ['from=2030-01-01&to=2031-02-05', 'from=2030-02-01&to=2030-01-01', 'from=2030-01-01'])
      expect(
        (await call(anna.token, 'GET', `/api/chat-groups/${groupId}/scheduled-actions?${q}`)).statusCode,
        q,
      ).toBe(422);
  });
});

describe('exceptions', () => {
  it('moves and cancels one occurrence without touching the series', async () => {
    const e = await weekly();
    const moved = await call(anna.token, 'PUT', `/api/scheduled-actions/${e.id}/occurrences/2030-06-10`, {
      scheduled_date: '2030-06-11',
      scheduled_time: '20:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      action_id: e.id,
      occurrence_date: '2030-06-10',
      scheduled_date: '2030-06-11',
      scheduled_time: '20:30',
      moved: true,
    });
    const cancelled = await call(
      anna.token,
      'DELETE',
      `/api/scheduled-actions/${e.id}/occurrences/2030-06-17`,
    );
    expect(cancelled.statusCode).toBe(204);
    const r = await range(boris, '2030-06-01', '2030-06-30');
    expect(r.occurrences.filter((o) => o.action_id === e.id)).toEqual([
      expect.objectContaining({ scheduled_date: '2030-06-03', scheduled_time: '19:00', moved: false }),
      expect.objectContaining({ occurrence_date: '2030-06-10', scheduled_date: '2030-06-11', moved: true }),
      expect.objectContaining({ scheduled_date: '2030-06-24', moved: false }),
    ]);
    // A move with the time left empty keeps the series' time; moving into the next range is listed there.
    await call(admin.token, 'PUT', `/api/scheduled-actions/${e.id}/occurrences/2030-07-01`, {
      scheduled_date: '2030-06-30',
    });
    expect((await range(boris, '2030-06-30', '2030-06-30')).occurrences).toEqual([
      expect.objectContaining({ occurrence_date: '2030-07-01', scheduled_time: '19:00', moved: true }),
    ]);
  });

  it('lets the creator and a group ADMIN change occurrences; others 403, outsiders 404; nothing written', async () => {
    const e = await weekly();
    const url = `/api/scheduled-actions/${e.id}/occurrences/2030-06-10`;
    expect((await call(boris.token, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(boris.token, 'PUT', url, { scheduled_date: '2030-06-12' })).statusCode).toBe(403);
    expect((await call(outsider.token, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(outsider.token, 'PUT', url, { scheduled_date: '2030-06-12' })).statusCode).toBe(404);
    expect(await exceptionCount(e.id)).toBe(0);
    expect((await call(admin.token, 'DELETE', url)).statusCode).toBe(204);
    expect(await exceptionCount(e.id)).toBe(1);
  });

  it('answers 422 for a date that is not an occurrence, a non-recurring event or a bad body', async () => {
    const e = await weekly({ recurrence: { freq: 'weekly', count: 2 } });
    const off = await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}/occurrences/2030-06-11`);
    expect(off.statusCode).toBe(422);
    expect(off.json().detail).toBe(RECURRENCE_TEXTS.notAnOccurrence);
    // COUNT=2: the third Monday is not an occurrence.
    expect(
      (await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}/occurrences/2030-06-17`)).statusCode,
    ).toBe(422);
    const bad = await call(anna.token, 'PUT', `/api/scheduled-actions/${e.id}/occurrences/2030-06-10`, {
      scheduled_date: '2030-02-30',
    });
    expect(bad.statusCode).toBe(422);
    const once = (
      await call(anna.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
        title: 'Раз',
        scheduled_date: '2030-06-10',
      })
    ).json();
    const plain = await call(
      anna.token,
      'DELETE',
      `/api/scheduled-actions/${once.id}/occurrences/2030-06-10`,
    );
    expect(plain.statusCode).toBe(422);
    expect(plain.json().detail).toBe(RECURRENCE_TEXTS.notRecurring);
    expect(await exceptionCount(e.id)).toBe(0);
    expect(await exceptionCount(once.id)).toBe(0);
    const missing = await call(
      anna.token,
      'DELETE',
      `/api/scheduled-actions/${crypto.randomUUID()}/occurrences/2030-06-10`,
    );
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing and deleting the series', () => {
  it('keeps the exceptions that still fall on the rule and drops the others', async () => {
    const e = await weekly({ recurrence: { freq: 'daily' } });
    await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}/occurrences/2030-06-04`); // Tuesday
    await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}/occurrences/2030-06-10`); // Monday
    const edited = await call(anna.token, 'PUT', `/api/scheduled-actions/${e.id}`, {
      title: 'Йога по понедельникам',
      scheduled_date: '2030-06-03',
      scheduled_time: '18:00',
      recurrence: { freq: 'weekly' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Йога по понедельникам', recurrence: { freq: 'weekly' } });
    expect(await exceptionCount(e.id)).toBe(1);
    expect(await datesOf(e.id, '2030-06-01', '2030-06-20')).toEqual(['2030-06-03', '2030-06-17']);
    // No longer repeating: every exception goes.
    await call(anna.token, 'PUT', `/api/scheduled-actions/${e.id}`, {
      title: 'Один раз',
      scheduled_date: '2030-06-03',
    });
    expect(await exceptionCount(e.id)).toBe(0);
  });

  it('lets only the creator or an ADMIN edit or delete (403, outsiders 404, bad input 422), nothing written', async () => {
    const e = await weekly();
    const body = { title: 'Чужое', scheduled_date: '2030-06-03' };
    expect((await call(boris.token, 'PUT', `/api/scheduled-actions/${e.id}`, body)).statusCode).toBe(403);
    expect((await call(outsider.token, 'PUT', `/api/scheduled-actions/${e.id}`, body)).statusCode).toBe(404);
    expect((await call(boris.token, 'DELETE', `/api/scheduled-actions/${e.id}`)).statusCode).toBe(403);
    expect((await call(outsider.token, 'DELETE', `/api/scheduled-actions/${e.id}`)).statusCode).toBe(404);
    const bad = await call(anna.token, 'PUT', `/api/scheduled-actions/${e.id}`, {
      ...body,
      recurrence: { freq: 'weekly', until: '2030-01-01' },
    });
    expect(bad.statusCode).toBe(422);
    const listed = (await range(anna, '2030-06-03', '2030-06-03')).scheduled_actions.find(
      (x) => x.id === e.id,
    );
    expect(listed).toMatchObject({ title: 'Йога' });
  });

  it('deleting the series removes its exceptions (FK cascade)', async () => {
    const e = await weekly();
    await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}/occurrences/2030-06-10`);
    expect(await exceptionCount(e.id)).toBe(1);
    expect((await call(admin.token, 'DELETE', `/api/scheduled-actions/${e.id}`)).statusCode).toBe(204);
    expect(await exceptionCount(e.id)).toBe(0);
    const gone = await call(anna.token, 'DELETE', `/api/scheduled-actions/${e.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe(CHAT_TEXTS.eventNotFound);
  });
});

describe('occurrencesIn', () => {
  it('ignores an exception whose date left the rule, and lists a moved occurrence by its new date', () => {
    const series = {
      id: 'a',
      scheduledDate: '2030-01-31',
      scheduledTime: null,
      recurrenceRule: 'FREQ=MONTHLY;INTERVAL=1',
    };
    const x = (occurrenceDate: string, movedDate: string | null, cancelled = false) => ({
      actionId: 'a',
      occurrenceDate,
      cancelled,
      movedDate,
      movedTime: null,
    });
    const got = occurrencesIn(
      series,
      [x('2030-02-28', '2030-02-27'), x('2030-03-31', '2030-03-30'), x('2030-05-31', null, true)],
      '2030-01-01',
      '2030-06-30',
    );
    expect(got.map((o) => [o.occurrence_date, o.scheduled_date])).toEqual([
      ['2030-01-31', '2030-01-31'],
      ['2030-03-31', '2030-03-30'],
    ]);
  });
});
