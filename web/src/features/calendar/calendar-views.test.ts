import { describe, expect, it } from 'vitest';
import { dayKey } from '../../ui/calendar-grid.ts';
import {
  addDays,
  agendaGroups,
  dayLabel,
  parseView,
  sortByTime,
  weekDays,
  weekStart,
} from './calendar-views.ts';

const item = (scheduled_date: string, scheduled_time: string | null = null, id = scheduled_date) => ({
  id,
  scheduled_date,
  scheduled_time,
});

describe('calendar view helpers', () => {
  it('reads the view from the URL, month for anything else', () => {
    expect(parseView('week')).toBe('week');
    expect(parseView('agenda')).toBe('agenda');
    expect(parseView(null)).toBe('month');
    expect(parseView('year')).toBe('month');
  });

  it('starts a week on Monday, Sunday included in the week before it', () => {
    expect(dayKey(weekStart(new Date(2026, 10, 27)))).toBe('2026-11-23'); // Friday
    expect(dayKey(weekStart(new Date(2026, 10, 23)))).toBe('2026-11-23'); // Monday itself
    expect(dayKey(weekStart(new Date(2026, 10, 29)))).toBe('2026-11-23'); // Sunday
    expect(dayKey(weekStart(new Date(2027, 0, 2)))).toBe('2026-12-28'); // across the year
  });

  it('lists 7 days Monday to Sunday, across a month end', () => {
    const days = weekDays(new Date(2026, 10, 30)).map(dayKey);
    expect(days).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
  });

  it('adds calendar days on local dates, also over a DST change', () => {
    // 29 March 2026 is a DST day in much of Europe: a day is not always 24 hours.
    expect(dayKey(addDays(new Date(2026, 2, 28), 2))).toBe('2026-03-30');
    expect(dayKey(addDays(new Date(2026, 9, 24), 2))).toBe('2026-10-26');
  });

  it('labels today, tomorrow and other days', () => {
    const today = new Date(2026, 10, 30, 23, 30);
    expect(dayLabel(new Date(2026, 10, 30), today)).toBe('today');
    expect(dayLabel(new Date(2026, 11, 1), today)).toBe('tomorrow');
    expect(dayLabel(new Date(2026, 11, 2), today)).toBe('date');
    expect(dayLabel(new Date(2026, 10, 29), today)).toBe('date');
  });

  it('groups the next 30 days by date, leaving out the past and beyond', () => {
    const today = new Date(2026, 10, 23, 18, 0);
    const groups = agendaGroups(
      [
        item('2026-11-27', '10:00', 'a'),
        item('2026-11-22', null, 'past'),
        item('2026-11-23', '19:00', 'b'),
        item('2026-11-27', null, 'c'),
        item('2026-12-22', null, 'last'),
        item('2026-12-23', null, 'beyond'),
      ],
      today,
    );
    expect(groups.map((g) => g.key)).toEqual(['2026-11-23', '2026-11-27', '2026-12-22']);
    expect(groups[1]?.items.map((i) => i.id)).toEqual(['c', 'a']);
    expect(groups[1]?.date.getDate()).toBe(27);
    expect(agendaGroups([], today)).toEqual([]);
  });

  it('orders a day all-day first, then by time', () => {
    expect(
      sortByTime([item('d', '18:30', 'x'), item('d', '09:00', 'y'), item('d', null, 'z')]).map((i) => i.id),
    ).toEqual(['z', 'y', 'x']);
  });
});
