import type { ChatGroupEntry, ScheduledAction } from '@krug/contract/chat';
import type { FamilyProfile } from '@krug/contract/family';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { dayKey } from '../../ui/calendar-grid.ts';
import { meKey } from '../auth/api.ts';
import { useGroupEvents } from '../chat/api.ts';
import { CalendarPanel } from './CalendarPanel.tsx';
import { applyRsvp, RsvpControl } from './Rsvp.tsx';
import { rsvpEn, rsvpRu } from './rsvp-texts.ts';

const me = testUser();
const G = '44444444-4444-4444-8444-444444444444';
const F = '77777777-7777-4777-8777-777777777777';
const event = (over: Partial<ScheduledAction> = {}): ScheduledAction => ({
  id: '66666666-6666-4666-8666-666666666666',
  group_id: G,
  title: 'Дача',
  description: null,
  action_type: 'EVENT',
  scheduled_date: dayKey(new Date()),
  scheduled_time: null,
  location: null,
  invitees: null,
  color_code: '#059669',
  is_completed: false,
  created_at: '2026-11-22T10:00:00.000Z',
  created_by: me.id,
  participants: [],
  rsvp_counts: { going: 3, maybe: 1, not_going: 0 },
  my_rsvp: null,
  can_edit: true,
  ...over,
});

type Handler = (method: string, url: string) => Promise<Response> | Response;
let calls: string[] = [];

function mount(ui: ReactNode, handle: Handler) {
  calls = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      return handle(method, url);
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

function Card() {
  const events = useGroupEvents(G);
  const e = events.data?.[0];
  return e ? <RsvpControl event={e} /> : null;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('RSVP on an event card', () => {
  it('shows the counts and answers at once, before the server confirms', async () => {
    let release: (r: Response) => void = () => {};
    mount(<Card />, (method) =>
      method === 'GET'
        ? jsonResponse(200, { scheduled_actions: [event()] })
        : new Promise<Response>((r) => {
            release = r;
          }),
    );
    const group = await screen.findByRole('group', { name: 'Ваш ответ' });
    expect(screen.getByText('3 пойдут · 1 может быть')).toBeVisible();
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Пойду', 'Может быть', 'Не пойду']);
    expect(pressed()).toEqual([]);
    await userEvent.click(within(group).getByRole('button', { name: 'Может быть' }));
    // Optimistic: pressed and counted while the request is still open.
    expect(pressed()).toEqual(['Может быть']);
    expect(screen.getByText('3 пойдут · 2 может быть')).toBeVisible();
    expect(calls.at(-1)).toBe(`PUT /api/scheduled-actions/${event().id}/rsvp {"response":"maybe"}`);
    release(
      jsonResponse(200, event({ my_rsvp: 'maybe', rsvp_counts: { going: 3, maybe: 2, not_going: 0 } })),
    );
    await waitFor(() => expect(pressed()).toEqual(['Может быть']));
  });

  it('switches answers (one pressed at most) and clears when the pressed one is pressed again', async () => {
    let current = event({ my_rsvp: 'going', rsvp_counts: { going: 1, maybe: 0, not_going: 0 } });
    mount(<Card />, (method) => {
      if (method === 'PUT')
        current = event({ my_rsvp: 'not_going', rsvp_counts: { going: 0, maybe: 0, not_going: 1 } });
      if (method === 'DELETE')
        current = event({ my_rsvp: null, rsvp_counts: { going: 0, maybe: 0, not_going: 0 } });
      return jsonResponse(200, method === 'GET' ? { scheduled_actions: [current] } : current);
    });
    await screen.findByText('1 пойдёт');
    expect(pressed()).toEqual(['Пойду']);
    await userEvent.click(screen.getByRole('button', { name: 'Не пойду' }));
    expect(pressed()).toEqual(['Не пойду']);
    expect(await screen.findByText('1 не пойдёт')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Не пойду' }));
    expect(await screen.findByText('Пока никто не ответил')).toBeVisible();
    expect(pressed()).toEqual([]);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      `PUT /api/scheduled-actions/${event().id}/rsvp {"response":"not_going"}`,
      `DELETE /api/scheduled-actions/${event().id}/rsvp`,
    ]);
  });

  it('puts the answer back and says so when the server refuses', async () => {
    mount(<Card />, (method) =>
      method === 'GET'
        ? jsonResponse(200, { scheduled_actions: [event()] })
        : jsonResponse(409, { detail: 'Событие уже завершено' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Пойду' }));
    expect(await screen.findByText('Событие уже завершено')).toBeVisible();
    await waitFor(() => expect(pressed()).toEqual([]));
    expect(screen.getByText('3 пойдут · 1 может быть')).toBeVisible();
  });

  it('shows only the counts on a completed event', async () => {
    mount(<Card />, () => jsonResponse(200, { scheduled_actions: [event({ is_completed: true })] }));
    expect(await screen.findByText('3 пойдут · 1 может быть')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Ваш ответ' })).toBeNull();
  });

  it('moves the counts with the answer (applyRsvp) and has the same texts in Russian and English', () => {
    const e = event({ my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1, not_going: 0 } });
    expect(applyRsvp(e, 'going')).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 2, maybe: 0 } });
    expect(applyRsvp(e, null)).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 1, maybe: 0 } });
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(rsvpEn).sort()).toEqual(keys(rsvpRu).sort());
  });
});

describe('birthdays in the family calendar', () => {
  it('marks the day with a cake and lists «День рождения: {name}» all day, next to events', async () => {
    const today = dayKey(new Date());
    const family = { id: F, is_user_member: true, chat_group_id: G } as FamilyProfile;
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
    mount(<CalendarPanel module="family" isView />, (_method, url) => {
      if (url === '/api/chat-groups') return jsonResponse(200, { chat_groups: [group] });
      if (url.includes('/scheduled-actions?')) return jsonResponse(200, { scheduled_actions: [event()] });
      if (url === '/api/family-profiles') return jsonResponse(200, { family_profiles: [family] });
      if (url.includes('/birthdays'))
        return jsonResponse(200, {
          birthdays: [
            {
              date: today,
              family_id: F,
              member_id: '88888888-8888-4888-8888-888888888888',
              user_id: null,
              first_name: 'Лиза',
              last_name: 'Соколова',
              age: 15,
            },
          ],
        });
      return jsonResponse(200, me);
    });
    const day = await screen.findByRole('button', { name: /Событий: 2 \(День рождения, Событие\)/ });
    const asked = calls.find((c) => c.includes('/birthdays')) ?? '';
    expect(asked).toMatch(new RegExp(`^GET /api/family/${F}/birthdays\\?from=\\d{4}-\\d{2}-\\d{2}&to=`));
    await userEvent.click(day);
    const panel = screen.getByRole('complementary');
    expect(within(panel).getByText('День рождения: Лиза Соколова')).toBeVisible();
    expect(within(panel).getByText('День рождения · Исполняется 15')).toBeVisible();
    // The event in the same day has its answers; the birthday has none.
    expect(within(panel).getAllByRole('group', { name: 'Ваш ответ' })).toHaveLength(1);
  });
});
