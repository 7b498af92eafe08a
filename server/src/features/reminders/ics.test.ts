import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { bearer, registerUser } from '../../test/factories.ts';
import { escapeText, foldLine, renderCalendar } from './ics.ts';

/** A small RFC 5545 reader for the tests: checks the line rules, unfolds, unescapes. */
interface Prop {
  name: string;
  params: Record<string, string>;
  value: string;
}
function parseIcs(text: string): { calendar: Prop[]; events: Prop[][] } {
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    // No bare CR or LF, every line at most 75 octets.
    expect(line).not.toMatch(/[\r\n]/);
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescapeText = (v: string) =>
    v.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const calendar: Prop[] = [];
  const events: Prop[][] = [];
  let current: Prop[] | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    const prop: Prop = {
      name,
      params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
      value: unescapeText(line.slice(colon + 1)),
    };
    if (name === 'BEGIN' && prop.value === 'VEVENT') current = [];
    else if (name === 'END' && prop.value === 'VEVENT') {
      if (current) events.push(current);
      current = null;
    } else (current ?? calendar).push(prop);
  }
  return { calendar, events };
}
const prop = (props: Prop[], name: string) => props.find((p) => p.name === name);

describe('iCalendar writing', () => {
  it('escapes TEXT and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const long = `SUMMARY:${'Ж'.repeat(100)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(long);
  });

  it('writes required properties, UTC times for timed events and DATE for all-day ones', () => {
    const text = renderCalendar(
      'Круг: Семья',
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
    const { calendar, events } = parseIcs(text);
    expect(prop(calendar, 'BEGIN')?.value).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    expect(prop(calendar, 'PRODID')?.value).toBeTruthy();
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toBe('Круг: Семья');
    const [timed, allDay] = events as [Prop[], Prop[]];
    expect(prop(timed, 'UID')?.value).toBe('a1@krug');
    expect(prop(timed, 'DTSTAMP')?.value).toBe('20261123T120000Z');
    // 22:30 in Moscow is 19:30 UTC.
    expect(prop(timed, 'DTSTART')?.value).toBe('20261231T193000Z');
    expect(prop(timed, 'SUMMARY')?.value).toBe('Ужин; гости, торт');
    expect(prop(timed, 'DESCRIPTION')?.value).toBe('Строка 1\nСтрока 2 \\ конец\n\nСемья');
    expect(prop(timed, 'LOCATION')?.value).toBe('Дача');
    expect(prop(allDay, 'DTSTART')).toEqual({
      name: 'DTSTART',
      params: { VALUE: 'DATE' },
      value: '20261231',
    });
    expect(prop(allDay, 'DTEND')?.value).toBe('20270101');
    expect(prop(allDay, 'LOCATION')).toBeUndefined();
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
    const { calendar, events } = parseIcs(res.body);
    expect(prop(calendar, 'X-WR-CALNAME')?.value).toBe('Круг: Семья, дача');
    expect(events).toHaveLength(1);
    const [e] = events as [Prop[]];
    expect(prop(e, 'UID')?.value).toBe(`${eventId}@krug`);
    expect(prop(e, 'SUMMARY')?.value).toBe('Шашлыки, баня; песни');
    expect(prop(e, 'DTSTART')?.value).toBe('20270501T110000Z');
    expect(prop(e, 'DESCRIPTION')?.value).toBe('Взять угли\nи гитару\n\nСемья, дача');
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
    const { events } = parseIcs(feed.body);
    expect(events.map((e) => prop(e, 'UID')?.value)).toEqual([`${eventId}@krug`]);
    // The outsider's feed does not include the group's events.
    const theirs = new URL((await call(outsider.token, 'POST', '/api/calendar/feed')).json().url);
    expect(parseIcs((await call(null, 'GET', theirs.pathname)).body).events).toEqual([]);

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
    const { events } = parseIcs(text);
    expect(events).toHaveLength(4);
    const [series, moved, yearly, yearlyMoved] = events as [Prop[], Prop[], Prop[], Prop[]];
    expect(prop(series, 'DTSTART')?.value).toBe('20300603T160000Z');
    // UNTIL in DTSTART's form: the last day's start in UTC.
    expect(prop(series, 'RRULE')?.value).toBe('FREQ=WEEKLY;INTERVAL=1;UNTIL=20300624T160000Z');
    expect(prop(series, 'EXDATE')?.value).toBe('20300617T160000Z');
    expect(prop(moved, 'UID')?.value).toBe('s1@krug');
    expect(prop(moved, 'RECURRENCE-ID')?.value).toBe('20300610T160000Z');
    expect(prop(moved, 'DTSTART')?.value).toBe('20300611T173000Z');
    expect(prop(moved, 'RRULE')).toBeUndefined();
    expect(prop(moved, 'SUMMARY')?.value).toBe('Йога');
    expect(prop(yearly, 'RRULE')?.value).toBe('FREQ=YEARLY;INTERVAL=1;COUNT=5');
    expect(prop(yearly, 'EXDATE')).toEqual({ name: 'EXDATE', params: { VALUE: 'DATE' }, value: '20280229' });
    expect(prop(yearlyMoved, 'RECURRENCE-ID')).toEqual({
      name: 'RECURRENCE-ID',
      params: { VALUE: 'DATE' },
      value: '20320229',
    });
    expect(prop(yearlyMoved, 'DTSTART')?.value).toBe('20320301');
    expect(prop(yearlyMoved, 'DTEND')?.value).toBe('20320302');
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
      const { events } = parseIcs((await call('GET', `/api/chat-groups/${groupId}/events.ics`)).body);
      expect(events).toHaveLength(2);
      const [series, moved] = events as [Prop[], Prop[]];
      // The first event's weekday (Wednesday) joins BYDAY, as readers expect DTSTART on the rule.
      expect(prop(series, 'RRULE')?.value).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE');
      expect(prop(series, 'EXDATE')?.value).toBe('20300610T050000Z');
      expect(prop(moved, 'RECURRENCE-ID')?.value).toBe('20300612T050000Z');
      expect(prop(moved, 'DTSTART')?.value).toBe('20300613T050000Z');
    } finally {
      await t.close();
    }
  });
});
