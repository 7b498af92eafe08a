import { describe, expect, it } from 'vitest';
import { CreateEventBody, groupTimeLabel, isSoon, messagePreview, shortTime } from './chat.ts';

describe('chat helpers', () => {
  it('cuts the preview at 30 characters plus an ellipsis, "Нет сообщений" when empty', () => {
    expect(messagePreview('a'.repeat(30))).toBe('a'.repeat(30));
    expect(messagePreview('б'.repeat(31))).toBe(`${'б'.repeat(30)}...`);
    expect(messagePreview(null)).toBe('Нет сообщений');
  });

  it('shows scheduled_time as HH:MM', () => {
    expect(shortTime('09:30:00')).toBe('09:30');
    expect(shortTime(null)).toBe('');
  });

  it('Soon excludes past and completed events', () => {
    const e = (scheduled_date: string, scheduled_time: string | null, is_completed = false) => ({
      scheduled_date,
      scheduled_time,
      is_completed,
    });
    expect(isSoon(e('2026-11-23', null), '2026-11-22', '12:00')).toBe(true);
    expect(isSoon(e('2026-11-21', null), '2026-11-22', '12:00')).toBe(false);
    expect(isSoon(e('2026-11-22', '11:59:00'), '2026-11-22', '12:00')).toBe(false);
    expect(isSoon(e('2026-11-22', '12:30'), '2026-11-22', '12:00')).toBe(true);
    expect(isSoon(e('2026-11-22', null), '2026-11-22', '12:00')).toBe(true);
    expect(isSoon(e('2026-12-01', null, true), '2026-11-22', '12:00')).toBe(false);
  });

  it('labels group times: time within 24 h, weekday within 7 days, else day and month', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(groupTimeLabel('2026-11-22T09:05:00Z', now)).toMatch(/\d{2}:\d{2}/);
    expect(groupTimeLabel('2026-11-19T09:05:00Z', now)).toMatch(/^[а-я]{2}$/);
    expect(groupTimeLabel('2026-10-01T09:05:00Z', now)).toMatch(/^1 окт/);
  });

  it('validates events: title, a real date, HH:MM time, known type', () => {
    const ok = CreateEventBody.parse({
      title: ' Ужин ',
      scheduled_date: '2026-12-31T00:00:00.000Z',
      scheduled_time: '19:30',
    });
    expect(ok).toMatchObject({
      title: 'Ужин',
      scheduled_date: '2026-12-31',
      scheduled_time: '19:30',
      action_type: 'EVENT',
    });
    expect(
      CreateEventBody.safeParse({ title: '', scheduled_date: '2026-12-31' }).error?.issues[0]?.message,
    ).toBe('Укажите название события');
    expect(CreateEventBody.safeParse({ title: 'x', scheduled_date: '2026-02-30' }).success).toBe(false);
    expect(
      CreateEventBody.safeParse({ title: 'x', scheduled_date: '2026-12-01', scheduled_time: '25:00' })
        .success,
    ).toBe(false);
    expect(
      CreateEventBody.safeParse({ title: 'x', scheduled_date: '2026-12-01', action_type: 'PARTY' }).success,
    ).toBe(false);
  });
});
