import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';

/** Answers GET /api/users/2fa; the DELETE calls are recorded and answered by `onDelete`. */
function setup(twoFactor: boolean, onDelete: (body: unknown) => Response) {
  const deletes: unknown[] = [];
  stubFetch(
    vi.fn().mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        const body = JSON.parse(String(init.body));
        deletes.push(body);
        return onDelete(body);
      }
      if (String(url).includes('/api/users/2fa'))
        return jsonResponse(200, { enabled: twoFactor, recovery_codes_left: twoFactor ? 10 : 0 });
      return jsonResponse(404, { detail: 'нет' });
    }),
  );
  localStorage.setItem('krug.token', 'x');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meKey, testUser());
  render(
    <MemoryRouter>
      <Providers client={client}>
        <DeleteAccountSection />
      </Providers>
    </MemoryRouter>,
  );
  return deletes;
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Опасная зона: удаление аккаунта' }));
  const zone = screen.getByRole('region', { name: 'Опасная зона: удаление аккаунта' });
  await userEvent.type(within(zone).getByLabelText('Введите УДАЛИТЬ'), 'УДАЛИТЬ');
  return zone;
};

describe('deleting the account', () => {
  it('asks for the current password and shows the server’s answer under it', async () => {
    const deletes = setup(false, () =>
      jsonResponse(422, { detail: 'Текущий пароль указан неверно', field: 'current_password' }),
    );
    const zone = await open();
    const submit = within(zone).getByRole('button', { name: 'Удалить аккаунт' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await within(zone).findByText('Введите текущий пароль, чтобы удалить аккаунт')).toBeVisible();
    expect(deletes).toEqual([]);
    expect(within(zone).queryByLabelText('Код из приложения-аутентификатора или резервный код')).toBeNull();

    await userEvent.type(within(zone).getByLabelText('Текущий пароль'), 'wrong-one');
    await userEvent.click(submit);
    expect(await within(zone).findByText('Текущий пароль указан неверно')).toBeVisible();
    expect(deletes).toEqual([{ current_password: 'wrong-one' }]);
  });

  it('with two-factor sign-in on, asks for a code too and sends it', async () => {
    const deletes = setup(true, () => jsonResponse(422, { detail: 'Неверный код', field: 'code' }));
    const zone = await open();
    const codeField = await within(zone).findByLabelText(
      'Код из приложения-аутентификатора или резервный код',
    );
    await userEvent.type(within(zone).getByLabelText('Текущий пароль'), 'secret123');
    await userEvent.click(within(zone).getByRole('button', { name: 'Удалить аккаунт' }));
    expect(
      await within(zone).findByText('Введите код из приложения-аутентификатора, чтобы удалить аккаунт'),
    ).toBeVisible();
    expect(deletes).toEqual([]);
    await userEvent.type(codeField, '123456');
    await userEvent.click(within(zone).getByRole('button', { name: 'Удалить аккаунт' }));
    expect(await within(zone).findByText('Неверный код')).toBeVisible();
    expect(deletes).toEqual([{ current_password: 'secret123', code: '123456' }]);
  });
});
