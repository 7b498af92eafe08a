import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { LoginPage } from '../auth/LoginPage.tsx';
import { renderWithServer } from './test-server.tsx';

const signedIn = () =>
  jsonResponse(200, { access_token: 'fresh-token', token_type: 'bearer', user: testUser() });

async function passwordStep() {
  await userEvent.type(screen.getByLabelText('Электронная почта'), 'a@b.ru');
  await userEvent.type(screen.getByLabelText('Пароль'), 'secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('signing in with two-factor', () => {
  it('asks for the code after the password, keeps a wrong one under the field, then signs in', async () => {
    const server = renderWithServer(
      <LoginPage />,
      {
        'POST /api/auth/login': () => jsonResponse(200, { two_factor_required: true, challenge: 'ch-1' }),
        'POST /api/auth/login/2fa': (body) =>
          (body as { code: string }).code === '123456'
            ? signedIn()
            : jsonResponse(422, { detail: 'Неверный код', field: 'code' }),
      },
      false,
    );
    await passwordStep();
    const code = await screen.findByLabelText('Код из приложения');
    expect(screen.getByRole('heading', { name: 'Подтверждение входа' })).toBeVisible();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(localStorage.getItem('krug.token')).toBeNull();

    await userEvent.type(code, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getByText('Код состоит из 6 цифр')).toBeVisible();
    expect(server.sent('POST /api/auth/login/2fa')).toHaveLength(0);
    await userEvent.clear(code);
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный код')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(localStorage.getItem('krug.token')).toBe('fresh-token'));
    expect(server.sent('POST /api/auth/login/2fa').at(-1)).toEqual({ challenge: 'ch-1', code: '123456' });
  });

  it('takes a recovery code instead, and can go back to the password step', async () => {
    const server = renderWithServer(
      <LoginPage />,
      {
        'POST /api/auth/login': () => jsonResponse(200, { two_factor_required: true, challenge: 'ch-2' }),
        'POST /api/auth/login/2fa': () => signedIn(),
      },
      false,
    );
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Использовать резервный код' }));
    const code = screen.getByLabelText('Резервный код');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Войти под другим аккаунтом' }));
    expect(await screen.findByLabelText('Пароль')).toHaveValue('');
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Использовать резервный код' }));
    await userEvent.type(screen.getByLabelText('Резервный код'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(localStorage.getItem('krug.token')).toBe('fresh-token'));
    expect(server.sent('POST /api/auth/login/2fa').at(-1)).toEqual({ challenge: 'ch-2', code: 'abcdefghjk' });
  });

  it('a user without two-factor is signed in by the password alone', async () => {
    const server = renderWithServer(<LoginPage />, { 'POST /api/auth/login': () => signedIn() }, false);
    await passwordStep();
    await waitFor(() => expect(localStorage.getItem('krug.token')).toBe('fresh-token'));
    expect(server.sent('POST /api/auth/login/2fa')).toHaveLength(0);
  });
});
