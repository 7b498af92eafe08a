import { describe, expect, it } from 'vitest';
import { CreateEventBody, EventRangeQuery, MoveOccurrenceBody } from './chat.ts';
import {
  formatRrule,
  isRuleDate,
  parseRrule,
  RECURRENCE_TEXTS,
  Recurrence,
  ruleDates,
  weekdayOf,
} from './recurrence.ts';

const rule = (r: Partial<Recurrence> & { freq: Recurrence['freq'] }) => Recurrence.parse(r);

describe('recurrence rule schema', () => {
  it('defaults the interval to 1 and orders weekdays Monday first', () => {
    expect(Recurrence.parse({ freq: 'weekly', by_day: ['FR', 'MO', 'MO'] })).toEqual({
      freq: 'weekly',
      interval: 1,
      until: null,
      count: null,
      by_day: ['MO', 'FR'],
    });
  });

  it('refuses unknown frequencies, intervals outside 1–99 and counts above 500, in Russian', () => {
    const messages = (v: unknown) => Recurrence.safeParse(v).error?.issues.map((i) => i.message) ?? ['ok'];
    expect(messages({ freq: 'hourly' })).toEqual([RECURRENCE_TEXTS.freqInvalid]);
    expect(messages({ freq: 'daily', interval: 0 })).toEqual([RECURRENCE_TEXTS.intervalInvalid]);
    expect(messages({ freq: 'daily', interval: 100 })).toEqual([RECURRENCE_TEXTS.intervalInvalid]);
    expect(messages({ freq: 'daily', interval: 1.5 })).toEqual([RECURRENCE_TEXTS.intervalInvalid]);
    expect(messages({ freq: 'daily', count: 501 })).toEqual([RECURRENCE_TEXTS.countInvalid]);
    expect(messages({ freq: 'daily', until: '2026-02-30' })).toEqual(['Такой даты не существует']);
    expect(messages({ freq: 'daily', interval: 99, count: 500 })).toEqual(['ok']);
  });

  it('checks the rule against the event: until before start, until and count, BYDAY weekly only', () => {
    const body = (recurrence: unknown) => ({ title: 'Йога', scheduled_date: '2026-12-01', recurrence });
    const issues = (recurrence: unknown) =>
      CreateEventBody.safeParse(body(recurrence)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ freq: 'weekly', until: '2026-11-30' })).toEqual([
      ['recurrence.until', RECURRENCE_TEXTS.untilBeforeStart],
    ]);
    expect(issues({ freq: 'weekly', until: '2026-12-31', count: 3 })).toEqual([
      ['recurrence.count', RECURRENCE_TEXTS.untilAndCount],
    ]);
    expect(issues({ freq: 'monthly', by_day: ['MO'] })).toEqual([
      ['recurrence.by_day', RECURRENCE_TEXTS.byDayInvalid],
    ]);
    expect(issues({ freq: 'weekly', until: '2026-12-01' })).toBeUndefined();
    expect(CreateEventBody.parse(body(null)).recurrence).toBeNull();
    expect(CreateEventBody.parse({ title: 'Раз', scheduled_date: '2026-12-01' }).recurrence).toBeNull();
  });

  it('bounds the range query to 400 days, both ends or neither', () => {
    expect(EventRangeQuery.safeParse({}).success).toBe(true);
    expect(EventRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-04' }).success).toBe(true);
    expect(EventRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-05' }).success).toBe(false);
    expect(EventRangeQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(EventRangeQuery.safeParse({ from: '2026-01-01' }).success).toBe(false);
  });

  it('moves an occurrence to a date and optionally a time', () => {
    expect(MoveOccurrenceBody.parse({ scheduled_date: '2026-12-02', scheduled_time: '' })).toEqual({
      scheduled_date: '2026-12-02',
      scheduled_time: null,
    });
    expect(
      MoveOccurrenceBody.safeParse({ scheduled_date: '2026-12-02', scheduled_time: '25:00' }).success,
    ).toBe(false);
  });
});

describe('rule dates', () => {
  it('repeats daily and weekly with an interval, jumping to the range', () => {
    expect(ruleDates('2026-11-30', rule({ freq: 'daily', interval: 2 }), '2026-11-30', '2026-12-06')).toEqual(
      ['2026-11-30', '2026-12-02', '2026-12-04', '2026-12-06'],
    );
    expect(ruleDates('2020-01-06', rule({ freq: 'weekly' }), '2026-11-30', '2026-12-13')).toEqual([
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(ruleDates('2026-12-01', rule({ freq: 'weekly' }), '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('repeats weekly on several weekdays, always including the first date', () => {
    expect(weekdayOf('2026-12-02')).toBe(2); // Wednesday
    const r = rule({ freq: 'weekly', by_day: ['MO', 'FR'] });
    expect(ruleDates('2026-12-02', r, '2026-11-30', '2026-12-13')).toEqual([
      '2026-12-02',
      '2026-12-04',
      '2026-12-07',
      '2026-12-09',
      '2026-12-11',
    ]);
    expect(ruleDates('2026-12-02', { ...r, interval: 2, count: 4 }, '2026-01-01', '2027-12-31')).toEqual([
      '2026-12-02',
      '2026-12-04',
      '2026-12-14',
      '2026-12-16',
    ]);
  });

  it('monthly on the 31st skips months without one (RFC 5545), and COUNT counts only real dates', () => {
    expect(ruleDates('2026-01-31', rule({ freq: 'monthly' }), '2026-01-01', '2026-08-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-08-31',
    ]);
    expect(ruleDates('2026-01-31', rule({ freq: 'monthly', count: 3 }), '2026-01-01', '2030-01-01')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
    ]);
  });

  it('yearly on 29 February recurs in leap years only', () => {
    expect(ruleDates('2024-02-29', rule({ freq: 'yearly' }), '2024-01-01', '2032-12-31')).toEqual([
      '2024-02-29',
      '2028-02-29',
      '2032-02-29',
    ]);
    expect(isRuleDate('2024-02-29', rule({ freq: 'yearly' }), '2025-02-28')).toBe(false);
  });

  it('stops at UNTIL (inclusive) and after COUNT, whatever the range', () => {
    const until = rule({ freq: 'daily', until: '2026-12-03' });
    expect(ruleDates('2026-12-01', until, '2026-11-01', '2026-12-31')).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    const count = rule({ freq: 'weekly', count: 3 });
    expect(ruleDates('2026-12-01', count, '2026-12-10', '2027-12-31')).toEqual(['2026-12-15']);
    expect(isRuleDate('2026-12-01', count, '2026-12-22')).toBe(false);
    expect(isRuleDate('2026-12-01', count, '2026-12-08')).toBe(true);
    expect(isRuleDate('2026-12-01', count, '2026-12-09')).toBe(false);
  });

  it('keeps the rule as RRULE text and reads it back', () => {
    const r = rule({ freq: 'weekly', interval: 2, by_day: ['MO', 'WE'], until: '2027-01-01' });
    expect(formatRrule(r)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270101');
    expect(parseRrule(formatRrule(r))).toEqual(r);
    const c = rule({ freq: 'yearly', count: 5 });
    expect(parseRrule(formatRrule(c))).toEqual(c);
    expect(parseRrule(null)).toBeNull();
    expect(parseRrule('FREQ=HOURLY')).toBeNull();
  });
});
