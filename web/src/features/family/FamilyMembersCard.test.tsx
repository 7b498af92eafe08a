import type { FamilyMember, FamilyProfile } from '@krug/contract/family';
import type { FamilyTreeResponse, TreePerson } from '@krug/contract/family-tree';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { FamilyCreateForm } from './FamilyCreateForm.tsx';
import { FamilyMembersCard } from './FamilyMembersCard.tsx';

const ID = '22222222-2222-4222-8222-222222222222';
const me = testUser();
const base: FamilyMember = {
  id: '66666666-6666-4666-8666-666666666666',
  user_id: me.id,
  first_name: 'Анна',
  last_name: 'Иванова',
  name: 'Анна',
  surname: 'Иванова',
  date_of_birth: null,
  role: 'PARENT',
  relationship: null,
  family_role: 'PARENT',
  is_creator: true,
  manages: true,
  status: 'active',
  profile_picture: null,
};
const petya: FamilyMember = {
  ...base,
  id: '77777777-7777-4777-8777-777777777777',
  user_id: null,
  first_name: 'Петя',
  name: 'Петя',
  // No birth date: the dialog's empty date field must still save (the date is optional).
  date_of_birth: null,
  role: 'CHILD',
  relationship: 'child',
  family_role: 'CHILD',
  is_creator: false,
  manages: false,
};
const family = (role: 'PARENT' | 'CHILD') =>
  ({
    id: ID,
    family_name: 'Семья Ивановых',
    user_role: role,
    is_user_member: true,
    is_private: true,
  }) as FamilyProfile;

/** The family tree as the viewer (Анна, the creator, Петя's mother) sees it: kinship from her. */
const treeOf = (_url: string): FamilyTreeResponse => ({
  people: [
    { ...person(base), kinship: 'я', path: [] },
    { ...person(petya), kinship: 'ребёнок', path: [{ rel: 'child', gender: null }] },
  ],
  links: [{ id: null, from: base.id, to: petya.id, kind: 'parent' }],
  me: base.id,
  can_edit: true,
});
const person = (m: FamilyMember): TreePerson => ({
  id: m.id,
  user_id: m.user_id,
  first_name: m.first_name,
  last_name: m.last_name,
  gender: null,
  date_of_birth: null,
  date_of_death: null,
  is_deceased: false,
  photo_url: null,
  status: 'active',
  kinship: null,
  path: null,
});

function renderWith(ui: ReactNode) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      });
      if (url.includes('/tree')) return jsonResponse(200, treeOf(url));
      return jsonResponse(200, { members: [base, petya] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
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

describe('family members on the profile', () => {
  it('lets a PARENT edit and remove a relative entered by name, right from the profile', async () => {
    const calls = renderWith(<FamilyMembersCard family={family('PARENT')} />);
    const list = (await screen.findByText('Петя Иванова')).closest('ul') as HTMLElement;
    // What Петя is to the viewer, his gender told by his first name (issue 32 item 3).
    expect(within(list).getByText('Сын')).toBeVisible();
    expect(within(list).getByText('Создатель')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Изменить: Петя Иванова' }));
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByLabelText('Имя');
    await userEvent.clear(first);
    await userEvent.type(first, 'Пётр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Данные родственника сохранены')).toBeVisible();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: `/api/family/${ID}/members/${petya.id}`,
      body: { first_name: 'Пётр', last_name: 'Иванова', relationship: 'child', date_of_birth: null },
    });
    expect(within(list).getByRole('button', { name: 'Удалить: Петя Иванова' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Добавить родственника' })).toHaveAttribute(
      'href',
      `/family/family-manage?id=${ID}&tab=members`,
    );
  });

  it('shows members without actions to those who do not manage the family', async () => {
    renderWith(<FamilyMembersCard family={family('CHILD')} />);
    const list = (await screen.findByText('Петя Иванова')).closest('ul') as HTMLElement;
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Добавить родственника' })).toBeNull();
  });
});

describe('family form: names of relatives', () => {
  it('shows the default last name and asks for missing names on the fields instead of dropping people', async () => {
    const calls = renderWith(<FamilyCreateForm />);
    expect(
      screen.getByText('Для детей и родителей достаточно имени: фамилия по умолчанию ваша — Иванова.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ребёнка' }));
    const lastNames = screen.getAllByLabelText('Фамилия');
    expect(lastNames[1]).toHaveAttribute('placeholder', 'Иванова');
    // The spouse's first name without a last name, and a child with only a birth date.
    await userEvent.type(screen.getAllByLabelText('Имя')[0] as HTMLElement, 'Олег');
    await userEvent.type(screen.getAllByLabelText('Дата рождения')[1] as HTMLElement, '2015-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Создать семью' }));
    expect(await screen.findByText('Укажите фамилию')).toBeVisible();
    expect(screen.getByText('Укажите имя')).toBeVisible();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
