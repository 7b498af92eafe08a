import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { homeChanged } from './api.ts';
import { HomePage } from './HomePage.tsx';

const me = testUser();
const FAMILY = '22222222-2222-4222-8222-222222222222';
const LIST = '33333333-3333-4333-8333-333333333333';
const person = { id: me.id, first_name: 'Анна', last_name: 'Иванова', profile_picture: null };
const item = (id: string, text: string, checked = false) => ({
  id,
  text,
  quantity: null,
  note: null,
  checked,
  checked_by: checked ? person : null,
  checked_at: null,
  added_by: person,
  version: 1,
  created_at: '2026-11-26T10:00:00Z',
});
const list = {
  id: LIST,
  scope: 'family',
  scope_id: FAMILY,
  kind: 'shopping',
  title: 'Продукты',
  item_count: 1,
  checked_count: 0,
  created_by: person,
  created_at: '2026-11-26T10:00:00Z',
  can_delete: true,
};

const CHORE = '44444444-4444-4444-8444-444444444444';
const chore = {
  id: CHORE,
  title: 'Вынести мусор',
  assignee: person,
  start_date: '2026-01-05',
  due_time: '20:00',
  recurrence: { freq: 'weekly', interval: 2, until: null, count: null, by_day: ['MO', 'TH'] },
  remind_minutes_before: 30,
};
/** The chore falls on every day of the shown week (the test does not depend on today's date). */
const chores = () => {
  const monday = new Date();
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const day = monday.toLocaleDateString('sv');
  return {
    chores: [chore],
    occurrences: [{ chore_id: CHORE, date: day, status: null, marked_by: null }],
    people: [person],
  };
};

afterEach(() => localStorage.clear());

function renderAt(path: string, items: () => object[]) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/family-profiles')
        return jsonResponse(200, {
          family_profiles: [
            { id: FAMILY, family_name: 'Ивановы', is_user_member: true, user_role: 'PARENT' },
          ],
        });
      if (url === '/api/household') return jsonResponse(200, { household: null, members: [] });
      if (url === `/api/home/family/${FAMILY}/lists`) return jsonResponse(200, { lists: [list] });
      if (url === `/api/lists/${LIST}`) return jsonResponse(200, { list, items: items() });
      if (url.startsWith(`/api/home/family/${FAMILY}/chores?`)) return jsonResponse(200, chores());
      if (method === 'PUT' && url === `/api/chores/${CHORE}`) return jsonResponse(200, chore);
      if (method === 'PATCH') return jsonResponse(200, item('a', 'Молоко', true));
      return jsonResponse(404, { detail: 'Не найдено' });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <HomePage />
      </Providers>
    </MemoryRouter>,
  );
  return { calls, client };
}

describe('shared lists', () => {
  it('opens a list from the family’s lists and ticks an item as «set checked» (not a toggle)', async () => {
    const { calls } = renderAt('/family/home', () => [item('a', 'Молоко')]);
    await userEvent.click(await screen.findByRole('button', { name: /Продукты/ }));
    const box = await screen.findByRole('checkbox', { name: 'Молоко' });
    await userEvent.click(box);
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ checked: true }));
    expect(calls.find((c) => c.method === 'PATCH')?.url).toBe(`/api/lists/${LIST}/items/a`);
  });

  it('shows another member’s change when the live event for the list arrives', async () => {
    let current = [item('a', 'Молоко')];
    const { client } = renderAt(`/family/home?scope=family&id=${FAMILY}&list=${LIST}`, () => current);
    const rows = await screen.findByRole('list', { name: 'Продукты' });
    expect(within(rows).getByRole('checkbox', { name: 'Молоко' })).not.toBeChecked();
    current = [item('a', 'Молоко', true), item('b', 'Хлеб')];
    act(() =>
      homeChanged(client, {
        type: 'home.changed',
        scope: 'family',
        scope_id: FAMILY,
        what: 'list',
        list_id: LIST,
      }),
    );
    expect(await within(rows).findByRole('checkbox', { name: 'Хлеб' })).toBeVisible();
    expect(within(rows).getByRole('checkbox', { name: 'Молоко' })).toBeChecked();
    expect(within(rows).getByText('отметил(а) Анна Иванова')).toBeVisible();
  });
});

describe('chores', () => {
  it('edits a chore in place: the new title goes out with the chore’s own repeat rule and reminder kept', async () => {
    const { calls } = renderAt(`/family/home?scope=family&id=${FAMILY}&tab=chores`, () => []);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить дело: Вынести мусор' }));
    const title = await screen.findByLabelText('Что сделать');
    expect(title).toHaveValue('Вынести мусор');
    await userEvent.clear(title);
    await userEvent.type(title, 'Вынести мусор и стекло');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe(`/api/chores/${CHORE}`);
    expect(put?.body).toMatchObject({
      title: 'Вынести мусор и стекло',
      assignee_id: me.id,
      due_time: '20:00',
      recurrence: { freq: 'weekly', interval: 2, by_day: ['MO', 'TH'] },
      remind_minutes_before: 30,
    });
  });
});
