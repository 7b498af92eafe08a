import type { FamilyMember, FamilyProfile } from '@krug/contract/family';
import type { FamilyTreeResponse } from '@krug/contract/family-tree';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { FamilyMembersCard } from './FamilyMembersCard.tsx';
import { FamilySettingsMembers } from './FamilySettingsMembers.tsx';

// Issue 32 items 3 and 22: kinship from the viewer's position, a relationship chosen without a
// preselection, and «Управляет семьёй» switched by the creator apart from kinship.
const ID = '22222222-2222-4222-8222-222222222222';
const me = testUser();
const row = (n: number, patch: Partial<FamilyMember>): FamilyMember => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  user_id: `10000000-0000-4000-8000-00000000000${n}`,
  first_name: 'Имя',
  last_name: 'Смирнова',
  name: 'Имя',
  surname: 'Смирнова',
  date_of_birth: null,
  role: null,
  relationship: null,
  family_role: null,
  is_creator: false,
  manages: false,
  status: 'active',
  profile_picture: null,
  ...patch,
});
const anna = row(1, { first_name: 'Анна', role: 'PARENT', is_creator: true, manages: true });
const nina = row(2, { first_name: 'Нина', relationship: 'parent' });
const oleg = row(3, { first_name: 'Олег', last_name: 'Смирнов', role: 'SPOUSE', relationship: 'spouse' });

/** The tree as Олег (Анна's husband) sees it: his wife, and her mother — his тёща. */
const olegsTree: FamilyTreeResponse = {
  people: [anna, nina, oleg].map((m) => ({
    id: m.id,
    user_id: m.user_id,
    first_name: m.first_name,
    last_name: m.last_name,
    gender: m === oleg ? 'MALE' : 'FEMALE',
    date_of_birth: null,
    date_of_death: null,
    is_deceased: false,
    photo_url: null,
    status: 'active',
    kinship: m === anna ? 'жена' : m === nina ? 'тёща' : 'я',
    path:
      m === anna
        ? [{ rel: 'spouse', gender: 'FEMALE' }]
        : m === nina
          ? [
              { rel: 'spouse', gender: 'FEMALE' },
              { rel: 'parent', gender: 'FEMALE' },
            ]
          : [],
  })),
  links: [],
  me: oleg.id,
  can_edit: false,
};
const family = {
  id: ID,
  family_name: 'Смирновы',
  user_role: 'PARENT',
  is_user_member: true,
} as FamilyProfile;

function renderAs(viewer: FamilyMember, ui: React.ReactNode) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let members = [anna, nina, oleg];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method, url, body });
      if (url.includes('/tree')) return jsonResponse(200, olegsTree);
      if (url.includes('/email-invitations')) return jsonResponse(200, []);
      if (url.includes('/api/users/search'))
        return jsonResponse(200, {
          users: [
            {
              id: '99999999-9999-4999-8999-999999999999',
              name: 'Пётр',
              surname: 'Петров',
              email: null,
              profile_picture: null,
            },
          ],
        });
      if (url.endsWith('/manager')) {
        members = members.map((m) =>
          url.includes(m.id) ? { ...m, manages: body.manages, role: body.manages ? 'PARENT' : null } : m,
        );
      }
      return jsonResponse(200, { members });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, { ...me, id: viewer.user_id });
  localStorage.setItem('krug.token', 'x');
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  return calls;
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
});
afterEach(() => localStorage.clear());

describe('members from the viewer’s position (issue 32 item 3)', () => {
  it('the husband sees his wife and his mother-in-law, not «Родитель»', async () => {
    renderAs(oleg, <FamilyMembersCard family={family} />);
    const list = (await screen.findByText('Нина Смирнова')).closest('ul') as HTMLElement;
    expect(await within(list).findByText('Тёща')).toBeVisible();
    expect(within(list).getByText('Жена')).toBeVisible();
    expect(within(list).getByText('Вы')).toBeVisible();
    expect(within(list).queryByText('Родитель')).toBeNull();
  });
});

describe('family settings: members', () => {
  it('asks for the relationship of a Krug user, with nothing preselected', async () => {
    const calls = renderAs(anna, <FamilySettingsMembers family={family} />);
    const select = await screen.findByLabelText('Родство');
    expect(select).toHaveValue('');
    await userEvent.type(screen.getByLabelText('Найти пользователя'), 'Пётр');
    const pick = await screen.findByRole('button', { name: 'Добавить' });
    await userEvent.click(pick);
    expect(await screen.findByText('Укажите, кем вам приходится этот человек')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(select, 'sibling');
    await userEvent.type(screen.getByLabelText('Найти пользователя'), 'Пётр');
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/family/${ID}/members`,
        body: { user_id: '99999999-9999-4999-8999-999999999999', relationship: 'sibling' },
      }),
    );
  });

  it('lets the creator make her mother a manager, apart from kinship (issue 32 item 22)', async () => {
    const calls = renderAs(anna, <FamilySettingsMembers family={family} />);
    const ninaRow = (await screen.findByText('Нина Смирнова')).closest('li') as HTMLElement;
    const box = within(ninaRow).getByRole('checkbox', { name: 'Управляет семьёй' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        url: `/api/family/${ID}/members/${nina.id}/manager`,
        body: { manages: true },
      }),
    );
    await waitFor(() =>
      expect(within(ninaRow).getByRole('checkbox', { name: 'Управляет семьёй' })).toBeChecked(),
    );
  });

  it('shows others who manages without letting them change it', async () => {
    renderAs(oleg, <FamilySettingsMembers family={family} />);
    await screen.findByText('Нина Смирнова');
    expect(screen.queryByRole('checkbox', { name: 'Управляет семьёй' })).toBeNull();
  });
});
