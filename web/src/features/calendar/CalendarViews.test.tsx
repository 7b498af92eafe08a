import type { ChatGroupEntry, ScheduledAction } from '@krug/contract/chat';
import type { FamilyProfile } from '@krug/contract/family';
import { ruleDates } from '@krug/contract/recurrence';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { formatDayMonth, formatWith } from '../../lib/format.ts';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { dayKey } from '../../ui/calendar-grid.ts';
import { meKey } from '../auth/api.ts';
import { CalendarPanel } from './CalendarPanel.tsx';
import { addDays, weekStart } from './calendar-views.ts';

const me = testUser();
/** The machine running the tests may be busy: loading a lazy chunk can take more than a second. */
const SLOW = { timeout: 5000 };
const G = '44444444-4444-4444-8444-444444444444';
const F = '77777777-7777-4777-8777-777777777777';
const today = new Date();
const event = (id: string, over: Partial<ScheduledAction>): ScheduledAction => ({
  id,
  group_id: G,
  title: 'Дача',
  description: null,
  action_type: 'EVENT',
  scheduled_date: dayKey(today),
  scheduled_time: null,
  location: null,
  invitees: null,
  color_code: '#059669',
  is_completed: false,
  created_at: '2026-11-22T10:00:00.000Z',
  created_by: me.id,
  participants: [],
  rsvp_counts: { going: 0, maybe: 0, not_going: 0 },
  my_rsvp: null,
  can_edit: true,
  ...over,
});
const EVENTS = [
  event('66666666-6666-4666-8666-666666666661', { title: 'Дача' }),
  event('66666666-6666-4666-8666-666666666662', {
    title: 'Врач',
    action_type: 'APPOINTMENT',
    scheduled_date: dayKey(addDays(today, 1)),
    scheduled_time: '18:30',
  }),
  event('66666666-6666-4666-8666-666666666663', { title: 'Ужин', scheduled_date: dayKey(addDays(today, 3)) }),
  event('66666666-6666-4666-8666-666666666664', {
    title: 'Отпуск',
    scheduled_date: dayKey(addDays(today, 40)),
  }),
];
const group: ChatGroupEntry = {
  group: { id: G, name: 'Семья', description: null, group_type: 'FAMILY', color_code: '#059669' },
  member_count: 2,
  user_role: 'ADMIN',
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: false,
  can_leave: false,
};
const family = { id: F, is_user_member: true, chat_group_id: G } as FamilyProfile;

/** The server's range answer: each event's occurrences in [from, to] (a series expanded by its rule). */
function rangeAnswer(events: ScheduledAction[], url: string) {
  const q = new URL(url, 'http://x').searchParams;
  const [from, to] = [q.get('from') ?? '', q.get('to') ?? ''];
  const occurrences = events.flatMap((e) =>
    (e.recurrence
      ? ruleDates(e.scheduled_date, e.recurrence, from, to)
      : [e.scheduled_date].filter((d) => d >= from && d <= to)
    ).map((d) => ({
      action_id: e.id,
      occurrence_date: d,
      scheduled_date: d,
      scheduled_time: e.scheduled_time,
      moved: false,
    })),
  );
  const used = new Set(occurrences.map((o) => o.action_id));
  return { scheduled_actions: events.filter((e) => used.has(e.id)), occurrences };
}

let calls: string[] = [];
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

function mount(
  path: string,
  events: ScheduledAction[] = EVENTS,
  withBirthday = true,
  role: ChatGroupEntry['user_role'] = 'ADMIN',
) {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}${init?.body ? ` ${init.body}` : ''}`);
      if (init?.method === 'DELETE') return new Response(null, { status: 204 });
      if (init?.method === 'PUT' && url.includes('/occurrences/'))
        return jsonResponse(200, { ...JSON.parse(String(init.body)), moved: true });
      if (url === '/api/chat-groups')
        return jsonResponse(200, { chat_groups: [{ ...group, user_role: role }] });
      if (url.includes('/scheduled-actions?')) return jsonResponse(200, rangeAnswer(events, url));
      if (url === '/api/family-profiles') return jsonResponse(200, { family_profiles: [family] });
      if (url.includes('/birthdays'))
        return jsonResponse(200, {
          birthdays: withBirthday
            ? [
                {
                  date: dayKey(addDays(today, 3)),
                  family_id: F,
                  member_id: '88888888-8888-4888-8888-888888888888',
                  user_id: null,
                  first_name: 'Лиза',
                  last_name: 'Соколова',
                  age: 15,
                },
              ]
            : [],
        });
      return jsonResponse(200, me);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <CalendarPanel module="family" isView />
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}

const switchButtons = () =>
  within(screen.getByRole('group', { name: 'Вид календаря' })).getAllByRole('button');
const pressedView = () => switchButtons().find((b) => b.getAttribute('aria-pressed') === 'true')?.textContent;

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

describe('calendar view switch', () => {
  it('opens on the month, keeps the chosen view in the URL and reads it back', async () => {
    mount('/calendar');
    expect(switchButtons().map((b) => b.textContent)).toEqual(['Месяц', 'Неделя', 'Список']);
    expect(pressedView()).toBe('Месяц');
    // Month opens on today's month.
    expect(screen.getByRole('table')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    // The week's code loads on first use.
    await waitFor(() => expect(pressedView()).toBe('Неделя'), SLOW);
    expect(screen.getByTestId('where').textContent).toBe('?view=week');
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Список' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('?view=agenda'));
    expect(await screen.findByText('Ближайшие 30 дней', {}, SLOW)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Месяц' }));
    expect(screen.getByTestId('where').textContent).toBe('');
  });

  it('is keyboard reachable: Tab reaches the switch, Enter chooses', async () => {
    mount('/calendar');
    const buttons = switchButtons();
    buttons[0]?.focus();
    await userEvent.tab();
    expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pressedView()).toBe('Неделя'), SLOW);
  });
});

describe('week view', () => {
  it('shows Monday to Sunday of this week with each day’s events, moves by weeks and back to today', async () => {
    mount('/calendar?view=week');
    expect(pressedView()).toBe('Неделя');
    await screen.findByRole('button', { name: 'Следующая неделя' }, SLOW);
    const monday = weekStart(today);
    const days = () =>
      screen
        .getAllByRole('listitem')
        .filter((li) => li.tagName === 'LI' && li.parentElement?.tagName === 'OL');
    expect(days().map((d) => d.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 7 }, (_, i) =>
        formatWith(addDays(monday, i), { weekday: 'long', day: 'numeric', month: 'long' }),
      ),
    );
    const todayCell = screen.getByRole('listitem', {
      name: formatWith(today, { weekday: 'long', day: 'numeric', month: 'long' }),
    });
    expect(
      await within(todayCell).findByRole('button', { name: 'Весь день, Дача (Событие)' }, SLOW),
    ).toBeVisible();
    expect(within(todayCell).getByText('· Сегодня')).toBeVisible();
    expect(
      screen.getByText(`${formatDayMonth(monday)} – ${formatDayMonth(addDays(monday, 6))}`),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    const next = addDays(monday, 7);
    expect(screen.getByText(`${formatDayMonth(next)} – ${formatDayMonth(addDays(next, 6))}`)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Весь день, Дача (Событие)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая неделя' }));
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущая неделя' }));
    const prev = addDays(monday, -7);
    expect(screen.getByText(`${formatDayMonth(prev)} – ${formatDayMonth(addDays(prev, 6))}`)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(screen.getByRole('button', { name: 'Весь день, Дача (Событие)' })).toBeVisible();
  });

  it('opens the same day card as the month, with RSVP', async () => {
    mount('/calendar?view=week');
    await userEvent.click(await screen.findByRole('button', { name: 'Весь день, Дача (Событие)' }, SLOW));
    const panel = screen.getByRole('complementary', { name: formatDayMonth(today) });
    expect(within(panel).getByText('Дача')).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'Ваш ответ' })).toBeVisible();
  });
});

describe('agenda view', () => {
  it('groups the next 30 days under «Сегодня», «Завтра» and dated headings, birthdays included', async () => {
    mount('/calendar?view=agenda');
    const todayGroup = await screen.findByRole('region', { name: 'Сегодня' }, SLOW);
    expect(
      await within(todayGroup).findByRole('button', { name: 'Весь день, Дача (Событие)' }, SLOW),
    ).toBeVisible();
    const tomorrow = screen.getByRole('region', { name: 'Завтра' });
    expect(within(tomorrow).getByRole('button', { name: '18:30, Врач (Встреча)' })).toBeVisible();
    const third = formatWith(addDays(today, 3), { weekday: 'short', day: 'numeric', month: 'long' });
    const thirdGroup = screen.getByRole('region', { name: third });
    expect(
      within(thirdGroup)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(
      expect.arrayContaining([
        'Весь день, Ужин (Событие)',
        'Весь день, День рождения: Лиза Соколова (День рождения)',
      ]),
    );
    // Beyond 30 days is not listed.
    expect(screen.queryByText('Отпуск')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Сегодня',
      'Завтра',
      third,
    ]);
    // Birthdays are asked for the agenda's 30 days.
    expect(calls.find((c) => c.includes('/birthdays'))).toContain(
      `from=${dayKey(today)}&to=${dayKey(addDays(today, 29))}`,
    );
    await userEvent.click(within(tomorrow).getByRole('button', { name: '18:30, Врач (Встреча)' }));
    const panel = screen.getByRole('complementary', { name: formatDayMonth(addDays(today, 1)) });
    expect(within(panel).getByText('Врач')).toBeVisible();
  });

  it('says «Ближайших событий нет» when nothing is coming', async () => {
    mount('/calendar?view=agenda', [EVENTS[3] as ScheduledAction], false);
    await waitFor(() => expect(calls.some((c) => c.includes('/birthdays'))).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.includes('/scheduled-actions?from='))).toBe(true));
    expect(await screen.findByText('Ближайших событий нет', {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});

describe('recurring events (issue 21)', () => {
  const SERIES = event('66666666-6666-4666-8666-666666666669', {
    title: 'Йога',
    // Started two weeks ago, same weekday as today, at 19:00.
    scheduled_date: dayKey(addDays(today, -14)),
    scheduled_time: '19:00',
    recurrence: { freq: 'weekly', interval: 1, until: null, count: null, by_day: [] },
  });
  const yoga = 'Йога (Событие, Повторяется каждую неделю)';

  it('shows an occurrence in this week and the next, with the repeat icon and label', async () => {
    mount('/calendar?view=week', [SERIES], false);
    const item = await screen.findByRole('button', { name: `19:00, ${yoga}` }, SLOW);
    expect(within(item).getByTestId('repeats')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
    expect(await screen.findByRole('button', { name: `19:00, ${yoga}` }, SLOW)).toBeVisible();
    // The week's range is asked for, not the whole list.
    const next = addDays(weekStart(today), 7);
    expect(calls).toContain(
      `GET /api/chat-groups/${G}/scheduled-actions?from=${dayKey(next)}&to=${dayKey(addDays(next, 6))}`,
    );
  });

  it('cancels one occurrence after a confirmation, from the day card', async () => {
    mount('/calendar?view=agenda', [SERIES], false);
    // Today's is the first of the 30 days' occurrences (this week's and the next four).
    const [first] = await screen.findAllByRole('button', { name: `19:00, ${yoga}` }, SLOW);
    expect(screen.getAllByRole('button', { name: `19:00, ${yoga}` })).toHaveLength(5);
    await userEvent.click(first as HTMLElement);
    const card = within(screen.getByRole('complementary', { name: formatDayMonth(today) }));
    expect(card.getByText('Повторяется каждую неделю')).toBeVisible();
    expect(card.getByRole('button', { name: /Напомнить/ })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Действия с событием' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Перенести это событие',
      'Отменить это событие',
      'Изменить серию',
      'Удалить серию',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Отменить это событие' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отменить событие' }));
    await waitFor(() =>
      expect(calls).toContain(`DELETE /api/scheduled-actions/${SERIES.id}/occurrences/${dayKey(today)}`),
    );
  });

  it('moves one occurrence to another date and time through a dialog', async () => {
    mount('/calendar?view=agenda', [SERIES], false);
    // Today's is the first of the 30 days' occurrences (this week's and the next four).
    const [first] = await screen.findAllByRole('button', { name: `19:00, ${yoga}` }, SLOW);
    expect(screen.getAllByRole('button', { name: `19:00, ${yoga}` })).toHaveLength(5);
    await userEvent.click(first as HTMLElement);
    const card = within(screen.getByRole('complementary', { name: formatDayMonth(today) }));
    await userEvent.click(card.getByRole('button', { name: 'Действия с событием' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Перенести это событие' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Перенести это событие' }));
    const date = dialog.getByLabelText('Новая дата');
    await userEvent.clear(date);
    await userEvent.type(date, dayKey(addDays(today, 1)));
    await userEvent.click(dialog.getByRole('button', { name: 'Перенести' }));
    await waitFor(() =>
      expect(calls).toContain(
        `PUT /api/scheduled-actions/${SERIES.id}/occurrences/${dayKey(today)} ${JSON.stringify({
          scheduled_date: dayKey(addDays(today, 1)),
          scheduled_time: '19:00',
        })}`,
      ),
    );
  });

  it('offers no actions to a plain member who did not create the event', async () => {
    const others = { ...SERIES, created_by: '99999999-9999-4999-8999-999999999999', can_edit: false };
    mount('/calendar?view=agenda', [others], false, 'MEMBER');
    // Today's is the first of the 30 days' occurrences (this week's and the next four).
    const [first] = await screen.findAllByRole('button', { name: `19:00, ${yoga}` }, SLOW);
    expect(screen.getAllByRole('button', { name: `19:00, ${yoga}` })).toHaveLength(5);
    await userEvent.click(first as HTMLElement);
    const card = within(screen.getByRole('complementary', { name: formatDayMonth(today) }));
    expect(card.getByText('Повторяется каждую неделю')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Действия с событием' })).toBeNull();
  });
});
