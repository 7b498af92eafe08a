import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { MyInfoPage } from './MyInfoPage.tsx';

const me = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'a@b.ru',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: null,
  phone: null,
  name_alias: null,
  profile_picture: null,
  gender: 'FEMALE' as const,
  affiliations: [],
  created_at: '2026-11-22T10:00:00.000Z',
};
const info = {
  ...me,
  date_of_birth: null,
  address_street: null,
  address_city: null,
  address_state: null,
  address_country: null,
  address_postal_code: null,
  marriage_status: 'SINGLE',
  spouse_name: null,
  spouse_phone: null,
  profile_completed: false,
};

function setup() {
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, info)));
  localStorage.setItem('krug.token', 'x');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, me);
  render(
    <MemoryRouter>
      <Providers client={client}>
        <MyInfoPage />
      </Providers>
    </MemoryRouter>,
  );
}

describe('My Information sections', () => {
  it('edits one section at a time, cancel restores, spouse fields only while married, labels by gender', async () => {
    setup();
    const basic = await screen.findByRole('region', { name: 'Основная информация' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Изменить' }));
    const marriage = screen.getByRole('region', { name: 'Семейное положение' });
    expect(within(marriage).getByRole('button', { name: 'Изменить' })).toBeDisabled();
    await userEvent.type(within(basic).getByLabelText('Имя'), 'Мария');
    await userEvent.click(within(basic).getByRole('button', { name: 'Отмена' }));
    expect(within(basic).getByText('Анна')).toBeVisible();
    expect(within(basic).queryByText('АннаМария')).toBeNull();

    await userEvent.click(within(marriage).getByRole('button', { name: 'Изменить' }));
    expect(within(marriage).queryByLabelText('Имя супруга(и)')).toBeNull();
    expect(within(marriage).getByRole('option', { name: 'Не замужем' })).toBeInTheDocument();
    await userEvent.selectOptions(within(marriage).getByLabelText('Семейное положение'), 'MARRIED');
    expect(within(marriage).getByLabelText('Имя супруга(и)')).toBeVisible();
  });
});
