import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { MyInfoPage } from './MyInfoPage.tsx';

const me = testUser();
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
  // A fresh response each call: a body is read only once.
  vi.stubGlobal(
    'fetch',
    vi.fn().mockImplementation(async () => jsonResponse(200, info)),
  );
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

  it('asks for the current password under the email only when the email changes, and sends it', async () => {
    setup();
    const fetchMock = vi.mocked(fetch);
    const basic = await screen.findByRole('region', { name: 'Основная информация' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Изменить' }));
    expect(within(basic).queryByLabelText(/^Текущий пароль/)).toBeNull();
    const email = within(basic).getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@b.ru');
    expect(within(basic).getByText('Чтобы изменить email, введите текущий пароль')).toBeVisible();
    await userEvent.type(within(basic).getByLabelText(/^Текущий пароль/), 'secret123');
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      email: 'new@b.ru',
      current_password: 'secret123',
    });
  });

  it('sends no password when the email stays the same', async () => {
    setup();
    const fetchMock = vi.mocked(fetch);
    const basic = await screen.findByRole('region', { name: 'Основная информация' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Изменить' }));
    await userEvent.type(within(basic).getByLabelText('Имя'), 'я');
    expect(within(basic).queryByLabelText(/^Текущий пароль/)).toBeNull();
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).not.toHaveProperty(
      'current_password',
    );
  });
});
