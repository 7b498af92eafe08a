import type { ChatGroupEntry, ScheduledAction } from '@krug/contract/chat';
import type { FamilyProfile } from '@krug/contract/family';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { dayKey } from '../../ui/calendar-grid.ts';
import { meKey } from '../auth/api.ts';
import { birthdayItems } from './birthdays.ts';
import { CalendarPanel } from './CalendarPanel.tsx';

/** Issue 32 item 10 and 19: the calendar makes events, shows titles, RSVP only on meetings, birthdays once. */
const me = testUser();
const FAMILY_G = '44444444-4444-4444-8444-444444444444';
const DACHA_G = '55555555-5555-4555-8555-555555555555';
const F = '77777777-7777-4777-8777-777777777777';
const SISTER = '99999999-9999-4999-8999-999999999999';
const today = dayKey(new Date());

const entry = (id: string, name: string, type: 'FAMILY' | 'CUSTOM'): ChatGroupEntry => ({
  group: { id, name, description: null, group_type: type, color_code: '#059669' },
  member_count: 2,
  user_role: 'MEMBER',
  latest_message: null,
  unread_count: 0,
  peer: null,
});
const event = (over: Partial<ScheduledAction> = {}): ScheduledAction => ({
  id: '66666666-6666-4666-8666-666666666666',
  group_id: FAMILY_G,
  title: 'Поездка на дачу к бабушке',
  description: null,
  action_type: 'EVENT',
  scheduled_date: today,
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
  ...over,
});
const birthday = (familyId: string, memberId: string) => ({
  date: today,
  family_id: familyId,
  member_id: memberId,
  user_id: SISTER,
  first_name: 'Ольга',
  last_name: 'Смирнова',
  age: 30,
});

let calls: string[] = [];
function Chat() {
  const state = useLocation().state as { draft?: string } | null;
  return <p>Чат: {state?.draft}</p>;
}

function mount(
  events: ScheduledAction[],
  extra: (method: string, url: string) => Response | null = () => null,
) {
  calls = [];
  const families = [
    { id: F, is_user_member: true, chat_group_id: FAMILY_G },
    { id: '78787878-7878-4878-8878-787878787878', is_user_member: true, chat_group_id: null },
  ] as FamilyProfile[];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
      const answer = extra(method, url);
      if (answer) return answer;
      if (url === '/api/chat-groups')
        return jsonResponse(200, {
          chat_groups: [entry(DACHA_G, 'Дача', 'CUSTOM'), entry(FAMILY_G, 'Семья', 'FAMILY')],
        });
      if (url.includes(`${FAMILY_G}/scheduled-actions?`))
        return jsonResponse(200, { scheduled_actions: events });
      if (url.includes('/scheduled-actions?')) return jsonResponse(200, { scheduled_actions: [] });
      if (url === '/api/family-profiles') return jsonResponse(200, { family_profiles: families });
      // Both families list the same sister: she is in the calendar once.
      if (url.includes('/birthdays')) {
        const familyId = url.split('/')[3] ?? '';
        return jsonResponse(200, { birthdays: [birthday(familyId, `${familyId.slice(0, 35)}1`)] });
      }
      return jsonResponse(200, me);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter initialEntries={['/family/calendar']}>
      <Providers client={client}>
        <Routes>
          <Route path="/family/calendar" element={<CalendarPanel module="family" isView />} />
          <Route path="/family/chat" element={<Chat />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  localStorage.setItem('krug.token', 'x');
});
afterEach(() => vi.unstubAllGlobals());

describe('the family calendar (issue 32)', () => {
  it('is titled «Семейный календарь» in sentence case and shows event titles in the month grid', async () => {
    mount([event()]);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Семейный календарь');
    expect(heading.className).not.toMatch(/capitalize/);
    const titles = await screen.findAllByTestId('month-title');
    expect(titles.map((t) => t.textContent)).toContain('Поездка на дачу к бабушке');
  });

  it('«+» creates an event in the chosen group', async () => {
    mount([]);
    await userEvent.click(await screen.findByRole('button', { name: 'Новое событие' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    const group = within(dialog).getByLabelText('Группа');
    // The family group first, then the others.
    expect([...group.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Семья', 'Дача']);
    await userEvent.selectOptions(group, 'Дача');
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Шашлыки');
    await userEvent.type(within(dialog).getByLabelText(/Дата/), '2030-06-01');
    await userEvent.click(within(dialog).getByRole('button', { name: /Создать событие/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.startsWith('POST')) ?? '';
    expect(post).toContain(`POST /api/chat-groups/${DACHA_G}/scheduled-actions`);
    expect(post).toContain('"title":"Шашлыки"');
    expect(post).toContain('"scheduled_date":"2030-06-01"');
  });

  it('a click on a day offers «Добавить событие» with that day filled in', async () => {
    mount([]);
    const day = await screen.findByRole('button', { name: /Событий: 1 \(День рождения\)/ });
    await userEvent.click(day);
    await userEvent.click(
      within(screen.getByRole('complementary')).getByRole('button', { name: 'Добавить событие' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Новое событие' });
    expect(within(dialog).getByLabelText(/Дата/)).toHaveValue(today);
  });

  it('asks for answers only on meetings, not on a reminder; the birthday in two families is listed once', async () => {
    mount([
      event(),
      event({ id: '67676767-6767-4767-8767-676767676767', title: 'Таблетки', action_type: 'REMINDER' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Событий: 3/ }));
    const panel = screen.getByRole('complementary');
    const reminder = within(panel).getByRole('listitem', { name: 'Таблетки' });
    expect(within(reminder).queryByRole('group', { name: 'Ваш ответ' })).toBeNull();
    const meeting = within(panel).getByRole('listitem', { name: 'Поездка на дачу к бабушке' });
    expect(within(meeting).getByRole('group', { name: 'Ваш ответ' })).toBeVisible();
    expect(within(panel).getAllByText('День рождения: Ольга Смирнова')).toHaveLength(1);
  });

  it('«Поздравить» opens the chat with the person with a greeting ready', async () => {
    const DIRECT = '12121212-1212-4212-8212-121212121212';
    mount([], (method, url) =>
      method === 'POST' && url === `/api/people/${SISTER}/direct`
        ? jsonResponse(200, {
            ...entry(DIRECT, '', 'CUSTOM'),
            group: { ...entry(DIRECT, '', 'CUSTOM').group, group_type: 'DIRECT' },
          })
        : null,
    );
    await userEvent.click(await screen.findByRole('button', { name: /Событий: 1 \(День рождения\)/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Поздравить' }));
    expect(await screen.findByText('Чат: С днём рождения, Ольга! 🎂')).toBeVisible();
    expect(calls).toContain(`POST /api/people/${SISTER}/direct`);
  });
});

describe('birthdayItems', () => {
  it('keeps one item per person and day, and tells apart people without an account by name', () => {
    const noAccount = { ...birthday(F, 'b'), user_id: null, first_name: 'Лиза' };
    const items = birthdayItems([
      birthday(F, 'a'),
      birthday('other', 'c'),
      noAccount,
      { ...noAccount, family_id: 'x' },
    ]);
    expect(items.map((i) => i.name)).toEqual(['Ольга Смирнова', 'Лиза Смирнова']);
  });
});

describe('the week view', () => {
  it('never hyphenates a title, and has seven columns only in a container wide enough for whole words', async () => {
    mount([event({ title: 'Родительское собрание' })]);
    await screen.findByRole('heading', { level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Неделя' }));
    const title = (await screen.findAllByTestId('item-title')).find(
      (t) => t.textContent === 'Родительское собрание',
    );
    expect(title?.className).not.toMatch(/hyphens-auto/);
    const days = screen.getByTestId('week-days');
    expect(days.className).not.toMatch(/(^|\s)lg:grid-cols-7/);
    expect(days.className).toMatch(/@\[\d+rem\]:grid-cols-7/);
    expect(days.parentElement?.className).toMatch(/@container/);
  });
});
