import type { CreateEventBody, ScheduledAction } from '@krug/contract/chat';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { EventForm } from './EventForm.tsx';
import { nextDate, occurrenceItems, ruleFromForm } from './occurrences.ts';
import { recurrenceEn, recurrenceRu } from './recurrence-texts.ts';

const SERIES: ScheduledAction = {
  id: '66666666-6666-4666-8666-666666666669',
  group_id: '44444444-4444-4444-8444-444444444444',
  title: 'Йога',
  description: null,
  action_type: 'EVENT',
  scheduled_date: '2030-06-03',
  scheduled_time: '19:00',
  location: null,
  invitees: null,
  color_code: '#059669',
  is_completed: false,
  created_at: '2026-11-22T10:00:00.000Z',
  created_by: null,
  participants: [],
  rsvp_counts: { going: 0, maybe: 0, not_going: 0 },
  my_rsvp: null,
  can_edit: true,
  recurrence: { freq: 'weekly', interval: 2, until: null, count: 10, by_day: ['MO', 'TH'] },
};

describe('the event form’s «Повторять»', () => {
  it('offers the five choices, shows «До» only when repeating, and sends the rule', async () => {
    const sent = vi.fn(async (_body: CreateEventBody) => undefined);
    renderApp(<EventForm color="#059669" submitLabel="Создать событие" onSubmit={sent} />);
    const repeat = screen.getByLabelText('Повторять');
    expect([...(repeat as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Не повторять',
      'Каждый день',
      'Каждую неделю',
      'Каждый месяц',
      'Каждый год',
    ]);
    expect(screen.queryByLabelText('До')).toBeNull();
    await userEvent.type(screen.getByLabelText('Название'), 'Йога');
    await userEvent.type(screen.getByLabelText('Дата'), '2030-06-03');
    await userEvent.selectOptions(repeat, 'weekly');
    // «До» before the date: the contract's message under the field, nothing sent.
    await userEvent.type(screen.getByLabelText('До'), '2030-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Создать событие' }));
    expect(await screen.findByText('Дата окончания повторений раньше даты события')).toBeVisible();
    expect(screen.getByLabelText('До')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText('До'));
    await userEvent.type(screen.getByLabelText('До'), '2030-08-31');
    await userEvent.click(screen.getByRole('button', { name: 'Создать событие' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0]).toMatchObject({
      title: 'Йога',
      scheduled_date: '2030-06-03',
      recurrence: { freq: 'weekly', interval: 1, until: '2030-08-31' },
    });
    // The form empties after creating.
    await waitFor(() => expect(screen.getByLabelText('Повторять')).toHaveValue('none'));
  });

  it('edits a series with its rule, keeping what the form does not show', async () => {
    const sent = vi.fn(async (_body: CreateEventBody) => undefined);
    renderApp(<EventForm event={SERIES} color="#059669" submitLabel="Сохранить" onSubmit={sent} />);
    expect(screen.getByLabelText('Повторять')).toHaveValue('weekly');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]?.[0].recurrence).toEqual(SERIES.recurrence);
    await userEvent.selectOptions(screen.getByLabelText('Повторять'), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(2));
    expect(sent.mock.calls[1]?.[0].recurrence).toBeNull();
  });
});

describe('occurrence helpers', () => {
  it('turns a range answer into one item per occurrence, keyed apart', () => {
    const items = occurrenceItems(
      [SERIES],
      [
        {
          action_id: SERIES.id,
          occurrence_date: '2030-06-03',
          scheduled_date: '2030-06-03',
          scheduled_time: '19:00',
          moved: false,
        },
        {
          action_id: SERIES.id,
          occurrence_date: '2030-06-06',
          scheduled_date: '2030-06-07',
          scheduled_time: '20:00',
          moved: true,
        },
        {
          action_id: 'gone',
          occurrence_date: '2030-06-06',
          scheduled_date: '2030-06-06',
          scheduled_time: null,
          moved: false,
        },
      ],
    );
    expect(items.map((i) => [i.key, i.scheduled_date, i.scheduled_time, i.moved, i.title])).toEqual([
      [`${SERIES.id}:2030-06-03`, '2030-06-03', '19:00', false, 'Йога'],
      [`${SERIES.id}:2030-06-06`, '2030-06-07', '20:00', true, 'Йога'],
    ]);
    // Without occurrences (an older answer) each event is its own.
    expect(occurrenceItems([SERIES], undefined).map((i) => i.key)).toEqual([`${SERIES.id}:2030-06-03`]);
  });

  it('finds a series’ next date, so a series started long ago is still coming', () => {
    const weekly = {
      scheduled_date: '2020-01-06',
      recurrence: { freq: 'weekly' as const, interval: 1, until: null, count: null, by_day: [] },
    };
    expect(nextDate(weekly, '2030-06-04')).toBe('2030-06-10');
    expect(nextDate({ ...weekly, recurrence: { ...weekly.recurrence, count: 3 } }, '2030-06-04')).toBeNull();
    expect(nextDate({ scheduled_date: '2030-06-01', recurrence: null }, '2030-06-04')).toBeNull();
    expect(ruleFromForm('none', '2030-01-01')).toBeNull();
  });

  it('has the same texts in Russian and English', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(recurrenceEn)).toEqual(keys(recurrenceRu));
  });
});
