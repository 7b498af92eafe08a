import type { ChatGroupEntry, ScheduledAction } from '@krug/contract/chat';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { CalendarSubscription } from './CalendarSubscription.tsx';
import { eventStartsAt, ReminderMenu } from './ReminderMenu.tsx';

const me = testUser();
const G = '44444444-4444-4444-8444-444444444444';
const E = '66666666-6666-4666-8666-666666666666';
/** Moscow wall-clock date and time (UTC+3) of an instant. */
const moscow = (at: number) => {
  const iso = new Date(at + 3 * 3_600_000).toISOString();
  return { scheduled_date: iso.slice(0, 10), scheduled_time: iso.slice(11, 16) };
};
const event = (over: Partial<ScheduledAction> = {}): ScheduledAction => ({
  id: E,
  group_id: G,
  title: 'Дача',
  description: null,
  action_type: 'EVENT',
  ...moscow(Date.now() + 2 * 86_400_000),
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
const group: ChatGroupEntry = {
  group: { id: G, name: 'Семья', description: null, group_type: 'CUSTOM', color_code: '#059669' },
  member_count: 2,
  user_role: 'ADMIN',
  latest_message: null,
  unread_count: 0,
  peer: null,
  can_add_members: true,
  can_leave: true,
};

type Handler = (method: string, url: string, body: string | undefined) => Promise<Response> | Response;
let calls: string[] = [];

function mount(ui: ReactNode, handle: Handler) {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? String(init.body) : undefined;
      calls.push(`${method} ${url}${body ? ` ${body}` : ''}`);
      return handle(method, url, body);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

describe('«Напомнить» on an event card', () => {
  it('reads the event time as Moscow time', () => {
    expect(
      new Date(eventStartsAt({ scheduled_date: '2026-12-31', scheduled_time: '22:30' })).toISOString(),
    ).toBe('2026-12-31T19:30:00.000Z');
    expect(
      new Date(eventStartsAt({ scheduled_date: '2026-12-31', scheduled_time: null })).toISOString(),
    ).toBe('2026-12-31T06:00:00.000Z');
  });

  it('sets a reminder «за 10 минут», then shows it on the button, and turns it off', async () => {
    let current: number | null = null;
    mount(<ReminderMenu event={event()} />, (method, url, body) => {
      if (url.endsWith('/reminders'))
        return jsonResponse(200, {
          reminders: current === null ? [] : [{ action_id: E, minutes_before: current, remind_at: 'x' }],
        });
      if (method === 'PUT') {
        current = JSON.parse(body ?? '{}').minutes_before;
        return jsonResponse(200, { action_id: E, minutes_before: current, remind_at: 'x' });
      }
      current = null;
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Напомнить' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Не напоминать' })).toHaveAttribute('data-disabled');
    await user.click(within(menu).getByRole('menuitemradio', { name: 'за 10 минут' }));
    await waitFor(() =>
      expect(calls).toContain(`PUT /api/scheduled-actions/${E}/reminder {"minutes_before":10}`),
    );
    await user.click(await screen.findByRole('button', { name: 'Напомню за 10 минут' }));
    const again = await screen.findByRole('menu');
    expect(within(again).getByRole('menuitemradio', { name: 'за 10 минут' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(again).getByRole('menuitem', { name: 'Не напоминать' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/scheduled-actions/${E}/reminder`));
    expect(await screen.findByRole('button', { name: 'Напомнить' })).toBeInTheDocument();
  });

  it('greys out the choices whose time has passed and shows nothing on a completed event', async () => {
    const soon = event(moscow(Date.now() + 30 * 60_000));
    mount(
      <>
        <ReminderMenu event={soon} />
        <ReminderMenu event={event({ id: '77777777-7777-4777-8777-777777777777', is_completed: true })} />
      </>,
      () => jsonResponse(200, { reminders: [] }),
    );
    const user = userEvent.setup();
    const buttons = await screen.findAllByRole('button', { name: 'Напомнить' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'за 10 минут' })).not.toHaveAttribute(
      'data-disabled',
    );
    expect(within(menu).getByRole('menuitemradio', { name: 'за час' })).toHaveAttribute('data-disabled');
    expect(within(menu).getByRole('menuitemradio', { name: 'за день' })).toHaveAttribute('data-disabled');
  });
});

describe('«Подписка на календарь»', () => {
  it('creates a link to copy, makes a new one after a confirmation, and turns it off', async () => {
    let n = 0;
    let active = false;
    mount(<CalendarSubscription module="family" />, (method, url) => {
      if (url === '/api/chat-groups') return jsonResponse(200, { chat_groups: [group] });
      if (url === '/api/calendar/feed' && method === 'GET')
        return jsonResponse(200, { active, created_at: active ? '2026-11-23T10:00:00.000Z' : null });
      if (method === 'POST') {
        n += 1;
        active = true;
        return jsonResponse(201, {
          url: `http://localhost/api/calendar/feed/token${n}xxxxxxxxxxxxxxxxxxxx.ics`,
        });
      }
      active = false;
      return new Response(null, { status: 204 });
    });
    const user = userEvent.setup();
    // After setup, which installs a clipboard of its own.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Подписка на календарь' }));
    const dialog = await screen.findByRole('dialog', { name: 'Подписка на календарь' });
    expect(await within(dialog).findByText('Подписки пока нет.')).toBeInTheDocument();
    expect(within(dialog).getByText('Семья')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Скачать .ics: Семья' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Создать ссылку' }));
    const input = await within(dialog).findByLabelText('Ваша личная ссылка');
    expect(input).toHaveValue('http://localhost/api/calendar/feed/token1xxxxxxxxxxxxxxxxxxxx.ics');
    await user.click(within(dialog).getByRole('button', { name: 'Копировать' }));
    expect(writeText).toHaveBeenCalledWith(
      'http://localhost/api/calendar/feed/token1xxxxxxxxxxxxxxxxxxxx.ics',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Создать новую ссылку' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Создать новую ссылку?' });
    expect(within(confirm).getByText(/Старая ссылка перестанет работать/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Создать новую ссылку' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Ваша личная ссылка')).toHaveValue(
        'http://localhost/api/calendar/feed/token2xxxxxxxxxxxxxxxxxxxx.ics',
      ),
    );
    expect(calls.filter((c) => c === 'POST /api/calendar/feed')).toHaveLength(2);

    await user.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    const off = await screen.findByRole('alertdialog', { name: 'Отключить подписку?' });
    await user.click(within(off).getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/calendar/feed'));
    expect(await within(dialog).findByText('Подписки пока нет.')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Ваша личная ссылка')).toBeNull();
  });
});
