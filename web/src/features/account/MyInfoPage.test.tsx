import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
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

/** `onPut` answers the PUT calls (saving a section, changing the password); GETs answer the info. */
function setup(onPut?: (url: string, body: unknown) => Response) {
  // A fresh response each call: a body is read only once.
  const fetchMock = stubFetch(
    vi
      .fn()
      .mockImplementation(async (url: string, init?: RequestInit) =>
        init?.method === 'PUT' && onPut ? onPut(url, JSON.parse(String(init.body))) : jsonResponse(200, info),
      ),
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
  return fetchMock;
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
    const fetchMock = setup();
    const basic = await screen.findByRole('region', { name: 'Основная информация' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Изменить' }));
    expect(within(basic).queryByLabelText(/^Текущий пароль/)).toBeNull();
    const email = within(basic).getByLabelText('Электронная почта');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@b.ru');
    expect(within(basic).getByText('Чтобы изменить электронную почту, введите текущий пароль')).toBeVisible();
    await userEvent.type(within(basic).getByLabelText(/^Текущий пароль/), 'secret123');
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    expect(JSON.parse(String((put?.[1] as RequestInit | undefined)?.body))).toMatchObject({
      email: 'new@b.ru',
      current_password: 'secret123',
    });
  });

  it('sends no password when the email stays the same', async () => {
    const fetchMock = setup();
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

describe('errors land on their fields', () => {
  const editBasic = async () => {
    const basic = await screen.findByRole('region', { name: 'Основная информация' });
    await userEvent.click(within(basic).getByRole('button', { name: 'Изменить' }));
    return basic;
  };

  it('checks the name and the email before sending, under each input, focusing the first', async () => {
    const fetchMock = setup();
    const basic = await editBasic();
    await userEvent.clear(within(basic).getByLabelText('Имя'));
    const email = within(basic).getByLabelText('Электронная почта');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    const name = within(basic).getByLabelText('Имя');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Имя обязательно');
    expect(name).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Некорректный email');
    expect(fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'PUT')).toBe(
      false,
    );
    expect(screen.queryByRole('status')).toBeNull();
    // Typing fixes the field: its error goes.
    await userEvent.type(name, 'Анна');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it("puts the server's error under the field it names, and no message at the top", async () => {
    setup(() =>
      jsonResponse(409, { detail: 'Пользователь с таким email уже зарегистрирован', field: 'email' }),
    );
    const basic = await editBasic();
    const email = within(basic).getByLabelText('Электронная почта');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@b.ru');
    await userEvent.type(within(basic).getByLabelText(/^Текущий пароль/), 'secret123');
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    expect(await within(basic).findByText('Пользователь с таким email уже зарегистрирован')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Пользователь с таким email уже зарегистрирован');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a wrong current password for a new email lands under the password input', async () => {
    setup(() => jsonResponse(422, { detail: 'Текущий пароль указан неверно', field: 'current_password' }));
    const basic = await editBasic();
    const email = within(basic).getByLabelText('Электронная почта');
    await userEvent.clear(email);
    await userEvent.type(email, 'new@b.ru');
    const password = within(basic).getByLabelText(/^Текущий пароль/);
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(basic).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Текущий пароль указан неверно'));
    expect(password).toHaveFocus();
  });

  it('shows an error about no field of the form at the top', async () => {
    setup(() => jsonResponse(422, { detail: 'Некорректное тело запроса' }));
    const address = await screen.findByRole('region', { name: 'Адрес' });
    await userEvent.click(within(address).getByRole('button', { name: 'Изменить' }));
    await userEvent.click(within(address).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Некорректное тело запроса');
    for (const input of within(address).getAllByRole('textbox'))
      expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('an address error from the server goes under its input', async () => {
    setup(() => jsonResponse(422, { detail: 'Максимум 20 символов', field: 'address_postal_code' }));
    const address = await screen.findByRole('region', { name: 'Адрес' });
    await userEvent.click(within(address).getByRole('button', { name: 'Изменить' }));
    await userEvent.type(within(address).getByLabelText('Почтовый индекс'), '1'.repeat(21));
    await userEvent.click(within(address).getByRole('button', { name: 'Сохранить' }));
    const postal = within(address).getByLabelText('Почтовый индекс');
    await waitFor(() => expect(postal).toHaveAccessibleDescription('Максимум 20 символов'));
    expect(postal).toHaveFocus();
  });

  it('the password form: a wrong current password under it, a short new one under the new', async () => {
    let answer = { detail: 'Текущий пароль указан неверно', field: 'current_password' };
    setup(() => jsonResponse(422, answer));
    const security = await screen.findByRole('region', { name: 'Безопасность: смена пароля' });
    await userEvent.click(within(security).getByRole('button', { name: 'Безопасность: смена пароля' }));
    const current = within(security).getByLabelText('Текущий пароль');
    await userEvent.type(current, 'wrong1');
    await userEvent.type(within(security).getByLabelText('Новый пароль'), 'newsecret');
    await userEvent.type(within(security).getByLabelText('Повторите новый пароль'), 'newsecret');
    await userEvent.click(within(security).getByRole('button', { name: 'Изменить пароль' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Текущий пароль указан неверно'));
    expect(current).toHaveFocus();
    expect(within(security).queryByRole('status')).toBeNull();
    answer = { detail: 'Новый пароль должен содержать минимум 6 символов', field: 'new_password' };
    await userEvent.click(within(security).getByRole('button', { name: 'Изменить пароль' }));
    const next = within(security).getByLabelText('Новый пароль');
    await waitFor(() => expect(next).toHaveAccessibleDescription(answer.detail));
    expect(current).not.toHaveAttribute('aria-invalid');
  });
});
