import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { HouseholdPage } from './HouseholdSection.tsx';

const me = testUser();
const HOME = '55555555-5555-4555-8555-555555555555';
const CHORE = '66666666-6666-4666-8666-666666666666';
const resident = (id: string, first: string, patch: object = {}) => ({
  id: crypto.randomUUID(),
  user_id: id,
  first_name: first,
  last_name: 'Иванова',
  relationship: null,
  is_creator: false,
  status: 'active',
  profile_picture: null,
  // The viewer (the Owner) removes anyone but themself.
  can_remove: true,
  ...patch,
});
const household = (members: object[]) => ({
  household: {
    id: HOME,
    household_name: 'Квартира на Ленина',
    address_street: 'Ленина 1',
    address_city: 'Тула',
    address_state: null,
    address_country: 'Россия',
    address_postal_code: null,
    can_add_members: true,
    can_hand_over: true,
  },
  members,
});
const boris = {
  id: '99999999-9999-4999-8999-999999999999',
  name: 'Борис',
  surname: 'Соседов',
  email: null,
  profile_picture: null,
};

afterEach(() => localStorage.clear());
// Reduced motion: the success toast comes without confetti (no canvas in jsdom).
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});

function renderPage() {
  const owner = resident(me.id, 'Анна', { is_creator: true, can_remove: false });
  const calls: { method: string; url: string }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url.startsWith('/api/users/search')) return jsonResponse(200, { users: [boris] });
      if (url.includes('/email-invitations')) return jsonResponse(200, []);
      if (url.startsWith(`/api/home/household/${HOME}/chores`))
        return jsonResponse(200, {
          chores: [
            {
              id: CHORE,
              title: 'Вынести мусор',
              assignee: null,
              start_date: '2026-01-01',
              due_time: null,
              recurrence: { freq: 'daily', interval: 1, until: null, count: null, by_day: [] },
              remind_minutes_before: null,
            },
          ],
          occurrences: [{ chore_id: CHORE, date: '2026-01-01', status: null, marked_by: null }],
          people: [],
        });
      if (method === 'POST')
        return jsonResponse(
          200,
          household([owner, resident(boris.id, 'Борис', { status: 'invited', relationship: 'tenant' })]),
        );
      return jsonResponse(200, household([owner]));
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>
        <HouseholdPage />
      </Providers>
    </MemoryRouter>,
  );
  return calls;
}

describe('household view', () => {
  it('is a page of its own: the owner marked «Владелец»; the search clears after adding a resident', async () => {
    const calls = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Домохозяйство' })).toBeVisible();
    expect(await screen.findByText('Владелец')).toBeVisible();
    expect(screen.queryByText('Owner')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Кем приходится'), 'tenant');
    const search = screen.getByLabelText('Найти пользователя');
    await userEvent.type(search, 'Бор');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(search).toHaveValue('');
    const residents = screen.getAllByRole('list')[0] as HTMLElement;
    expect(await within(residents).findByText('Арендатор')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Добавить' })).toBeNull();
  });

  it('shows today’s chores of the household', async () => {
    const calls = renderPage();
    const card = await screen.findByRole('region', { name: 'Дела на сегодня' });
    expect(await within(card).findByText('Вынести мусор')).toBeVisible();
    expect(calls.some((c) => /\/chores\?from=(\d{4}-\d{2}-\d{2})&to=\1$/.test(c.url))).toBe(true);
  });
});
