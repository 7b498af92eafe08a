import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { renderCalendar } from './ics.ts';

/**
 * The files are read with ical.js (an independent RFC 5545 parser, issue 30 §6), after checking
 * the line rules it does not enforce: CRLF endings and lines of at most 75 octets.
 */
function readIcs(text: string): ICAL.Component {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.slice(0, -2).split('\r\n')) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  return new ICAL.Component(ICAL.parse(text));
}
const vevents = (root: ICAL.Component) => root.getAllSubcomponents('vevent');
/** A property's value as text (dates in their iCalendar form, `20261231T193000Z` or `20261231`). */
function value(component: ICAL.Component, name: string): string | undefined {
  const prop = component.getFirstProperty(name);
  if (!prop) return undefined;
  const v = prop.getFirstValue();
  return v instanceof ICAL.Time ? v.toICALString() : String(v);
}
/** The starts of a series' occurrences in UTC (or as dates), its exceptions applied, as ical.js expands them. */
function occurrences(root: ICAL.Component, uid: string, max = 20): string[] {
  const mine = vevents(root).filter((v) => v.getFirstPropertyValue('uid') === uid);
  const master = mine.find((v) => !v.hasProperty('recurrence-id'));
  if (!master) throw new Error(`no series ${uid}`);
  const event = new ICAL.Event(master, { exceptions: mine.filter((v) => v.hasProperty('recurrence-id')) });
  const iterator = event.iterator();
  const starts: string[] = [];
  for (let next = iterator.next(); next && starts.length < max; next = iterator.next()) {
    const start = event.getOccurrenceDetails(next).startDate;
    starts.push(start.isDate ? start.toString() : start.toJSDate().toISOString());
  }
  return starts;
}

describe('iCalendar writing', () => {
  it('escapes TEXT and folds long lines at 75 octets without splitting a character', () => {
    const title = `Ужин; гости, торт \\ ${'Ж'.repeat(100)}`;
    const root = readIcs(
      renderCalendar('Круг', [
        {
          id: 'long',
          title,
          description: 'Строка 1\nСтрока 2',
          location: null,
          date: '2026-12-31',
          time: '22:30',
          createdAt: new Date('2026-11-01T10:00:00Z'),
          calendar: 'Семья',
        },
      ]),
    );
    const [event] = vevents(root) as [ICAL.Component];
    expect(event.getFirstPropertyValue('summary')).toBe(title);
    expect(event.getFirstPropertyValue('description')).toBe('Строка 1\nСтрока 2\n\nСемья');
  });

  it('writes required properties, UTC times for timed events and DATE for all-day ones', () => {
    const text = renderCalendar(
      'Круг: Семья, дача',
      [
        {
          id: 'a1',
          title: 'Ужин; гости, торт',
          description: 'Строка 1\nСтрока 2 \\ конец',
          location: 'Дача',
          date: '2026-12-31',
          time: '22:30',
          createdAt: new Date('2026-11-01T10:00:00Z'),
          calendar: 'Семья',
        },
        {
          id: 'a2',
          title: 'Весь день',
          description: null,
          location: null,
          date: '2026-12-31',
          time: null,
          createdAt: new Date('2026-11-01T10:00:00Z'),
          calendar: 'Семья',
        },
      ],
      new Date('2026-11-23T12:00:00Z'),
    );
    const root = readIcs(text);
    expect(root.name).toBe('vcalendar');
    expect(value(root, 'version')).toBe('2.0');
    expect(value(root, 'prodid')).toBeTruthy();
    expect(value(root, 'method')).toBe('PUBLISH');
    expect(root.getFirstProperty('x-wr-calname')?.getFirstValue()).toBe('Круг: Семья\\, дача');
    expect(text).toContain('X-WR-CALNAME:Круг: Семья\\, дача\r\n');
    const [timed, allDay] = vevents(root) as [ICAL.Component, ICAL.Component];
    const event = new ICAL.Event(timed);
    expect(event.uid).toBe('a1@krug');
    expect(value(timed, 'dtstamp')).toBe('20261123T120000Z');
    expect(value(timed, 'created')).toBe('20261101T100000Z');
    // 22:30 in Moscow is 19:30 UTC.
    expect(value(timed, 'dtstart')).toBe('20261231T193000Z');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-31T19:30:00.000Z');
    expect(event.summary).toBe('Ужин; гости, торт');
    expect(event.description).toBe('Строка 1\nСтрока 2 \\ конец\n\nСемья');
    expect(event.location).toBe('Дача');
    const day = new ICAL.Event(allDay);
    expect(day.startDate.isDate).toBe(true);
    expect(day.startDate.toString()).toBe('2026-12-31');
    expect(day.endDate.toString()).toBe('2027-01-01');
    expect(day.location).toBeNull();
  });
});

describe('calendar export routes', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerUser>>;
  let outsider: Awaited<ReturnType<typeof registerUser>>;
  let groupId: string;
  let eventId: string;
  const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerUser(t.app, { first_name: 'Анна' });
    outsider = await registerUser(t.app, { first_name: 'Чужой' });
    groupId = (await call(owner.token, 'POST', '/api/chat-groups', { name: 'Семья, дача' })).json().group.id;
    eventId = (
      await call(owner.token, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
        title: 'Шашлыки, баня; песни',
        description: 'Взять угли\nи гитару',
        scheduled_date: '2027-05-01',
        scheduled_time: '14:00',
        color_code: '#059669',
      })
    ).json().id;
  });
  afterAll(() => t.close());

  it("exports a group's events to its members as a text/calendar attachment", async () => {
    const res = await call(owner.token, 'GET', `/api/chat-groups/${groupId}/events.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const root = readIcs(res.body);
    expect(res.body).toContain('X-WR-CALNAME:Круг: Семья\\, дача\r\n');
    expect(vevents(root)).toHaveLength(1);
    const e = new ICAL.Event(vevents(root)[0]);
    expect(e.uid).toBe(`${eventId}@krug`);
    expect(e.summary).toBe('Шашлыки, баня; песни');
    expect(e.startDate.toJSDate().toISOString()).toBe('2027-05-01T11:00:00.000Z');
    expect(e.description).toBe('Взять угли\nи гитару\n\nСемья, дача');
    expect((await call(outsider.token, 'GET', `/api/chat-groups/${groupId}/events.ics`)).statusCode).toBe(
      404,
    );
  });

  it('gives a secret subscription URL that works without a token, rotates and is revoked', async () => {
    expect((await call(owner.token, 'GET', '/api/calendar/feed')).json()).toEqual({
      active: false,
      created_at: null,
    });
    const first = await call(owner.token, 'POST', '/api/calendar/feed');
    expect(first.statusCode).toBe(201);
    const url = new URL(first.json().url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/feed\/[A-Za-z0-9_-]{40,}\.ics$/);
    expect((await call(owner.token, 'GET', '/api/calendar/feed')).json().active).toBe(true);
    const feed = await call(null, 'GET', url.pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(vevents(readIcs(feed.body)).map((e) => e.getFirstPropertyValue('uid'))).toEqual([
      `${eventId}@krug`,
    ]);
    // The outsider's feed does not include the group's events.
    const theirs = new URL((await call(outsider.token, 'POST', '/api/calendar/feed')).json().url);
    expect(vevents(readIcs((await call(null, 'GET', theirs.pathname)).body))).toEqual([]);

    const second = new URL((await call(owner.token, 'POST', '/api/calendar/feed')).json().url);
    expect(second.pathname).not.toBe(url.pathname);
    const old = await call(null, 'GET', url.pathname);
    expect(old.statusCode).toBe(404);
    expect(typeof old.json().detail).toBe('string');
    expect((await call(null, 'GET', second.pathname)).statusCode).toBe(200);
    expect((await call(owner.token, 'DELETE', '/api/calendar/feed')).statusCode).toBe(204);
    expect((await call(null, 'GET', second.pathname)).statusCode).toBe(404);
    expect((await call(owner.token, 'GET', '/api/calendar/feed')).json().active).toBe(false);
    expect((await call(null, 'GET', '/api/calendar/feed/garbage')).statusCode).toBe(404);
  });
});

describe('recurring events in iCalendar (issue 21)', () => {
  const base = {
    description: null,
    location: null,
    createdAt: new Date('2026-11-01T10:00:00Z'),
    calendar: 'Йога',
  };
  it('writes a series as RRULE with EXDATE for cancelled and RECURRENCE-ID for moved occurrences', () => {
    const text = renderCalendar('Круг', [
      {
        ...base,
        id: 's1',
        title: 'Йога',
        date: '2030-06-03',
        time: '19:00',
        recurrence: { freq: 'weekly', interval: 1, until: '2030-06-24', count: null, by_day: [] },
        cancelled: ['2030-06-17'],
        moved: [{ occurrence: '2030-06-10', date: '2030-06-11', time: '20:30' }],
      },
      {
        ...base,
        id: 's2',
        title: 'Годовщина',
        date: '2024-02-29',
        time: null,
        recurrence: { freq: 'yearly', interval: 1, until: null, count: 5, by_day: [] },
        cancelled: ['2028-02-29'],
        moved: [{ occurrence: '2032-02-29', date: '2032-03-01', time: null }],
      },
    ]);
    const root = readIcs(text);
    const all = vevents(root);
    expect(all).toHaveLength(4);
    const [series, moved, yearly, yearlyMoved] = all as [
      ICAL.Component,
      ICAL.Component,
      ICAL.Component,
      ICAL.Component,
    ];
    expect(value(series, 'dtstart')).toBe('20300603T160000Z');
    // UNTIL in DTSTART's form: the last day's start in UTC.
    expect(value(series, 'rrule')).toBe('FREQ=WEEKLY;UNTIL=20300624T160000Z');
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;INTERVAL=1;UNTIL=20300624T160000Z\r\n');
    expect(value(series, 'exdate')).toBe('20300617T160000Z');
    expect(moved.getFirstPropertyValue('uid')).toBe('s1@krug');
    expect(new ICAL.Event(moved).isRecurrenceException()).toBe(true);
    expect(value(moved, 'recurrence-id')).toBe('20300610T160000Z');
    expect(value(moved, 'dtstart')).toBe('20300611T173000Z');
    expect(moved.hasProperty('rrule')).toBe(false);
    expect(moved.getFirstPropertyValue('summary')).toBe('Йога');
    // Expanded by ical.js: the cancelled week is gone, the moved one is at its new time.
    expect(occurrences(root, 's1@krug')).toEqual([
      '2030-06-03T16:00:00.000Z',
      '2030-06-11T17:30:00.000Z',
      '2030-06-24T16:00:00.000Z',
    ]);

    expect(value(yearly, 'rrule')).toBe('FREQ=YEARLY;COUNT=5');
    const exdate = yearly.getFirstProperty('exdate')?.getFirstValue() as ICAL.Time;
    expect([exdate.isDate, exdate.toString()]).toEqual([true, '2028-02-29']);
    const recurrenceId = yearlyMoved.getFirstProperty('recurrence-id')?.getFirstValue() as ICAL.Time;
    expect([recurrenceId.isDate, recurrenceId.toString()]).toEqual([true, '2032-02-29']);
    expect(value(yearlyMoved, 'dtstart')).toBe('20320301');
    expect(value(yearlyMoved, 'dtend')).toBe('20320302');
    // ical.js relates the moved day to the series by that DATE (its expansion of a yearly rule
    // from 29 February differs from RFC 5545, so the dates are not compared here).
    const yearlySeries = new ICAL.Event(yearly, { exceptions: [yearlyMoved] });
    expect(Object.keys(yearlySeries.exceptions)).toEqual(['2032-02-29']);
  });

  it("exports a group's series with its exceptions through the route", async () => {
    const t = await createTestApp();
    try {
      const owner = await registerUser(t.app, { first_name: 'Анна' });
      const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(owner.token), ...(payload ? { payload } : {}) });
      const groupId = (await call('POST', '/api/chat-groups', { name: 'Йога' })).json().group.id;
      const id = (
        await call('POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
          title: 'Йога',
          scheduled_date: '2030-06-05',
          scheduled_time: '08:00',
          recurrence: { freq: 'weekly', by_day: ['MO'] },
        })
      ).json().id;
      await call('DELETE', `/api/scheduled-actions/${id}/occurrences/2030-06-10`);
      await call('PUT', `/api/scheduled-actions/${id}/occurrences/2030-06-12`, {
        scheduled_date: '2030-06-13',
      });
      const root = readIcs((await call('GET', `/api/chat-groups/${groupId}/events.ics`)).body);
      const all = vevents(root);
      expect(all).toHaveLength(2);
      const [series, moved] = all as [ICAL.Component, ICAL.Component];
      // The first event's weekday (Wednesday) joins BYDAY, as readers expect DTSTART on the rule.
      expect(value(series, 'rrule')).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
      expect(value(series, 'exdate')).toBe('20300610T050000Z');
      expect(value(moved, 'recurrence-id')).toBe('20300612T050000Z');
      expect(value(moved, 'dtstart')).toBe('20300613T050000Z');
      expect(occurrences(root, `${id}@krug`, 4)).toEqual([
        '2030-06-05T05:00:00.000Z',
        '2030-06-13T05:00:00.000Z',
        '2030-06-17T05:00:00.000Z',
        '2030-06-19T05:00:00.000Z',
      ]);
    } finally {
      await t.close();
    }
  });
});
