import { TOKEN_STORAGE_KEY } from '@krug/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const user = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'anna@example.com',
  first_name: 'Анна',
  last_name: 'Иванова',
  middle_name: null,
  phone: null,
  name_alias: null,
  profile_picture: null,
  gender: null,
  affiliations: [],
  language: 'ru',
  theme: 'system',
  instance_role: 'user',
  email_verified: false,
  onboarding_completed: false,
  created_at: '2026-11-22T10:00:00.000Z',
};

/** fetch that answers `GET /api/instance` with the mode, and every other call with `rest`. */
function fetchWith(rest: (url: string, init?: RequestInit) => unknown, mode = 'open') {
  return vi.fn((url: string, init?: RequestInit) =>
    String(url).startsWith('/api/instance')
      ? Promise.resolve(jsonResponse(200, { instance_name: 'Круг', registration_mode: mode }))
      : rest(url, init),
  );
}

describe('registration form', () => {
  it('shows the spec rules for empty required fields and sends nothing', async () => {
    const fetch = vi.fn();
    stubFetch(fetchWith(fetch));
    renderApp(<RegisterPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Имя обязательно')).toBeVisible();
    expect(screen.getByText('Фамилия обязательна')).toBeVisible();
    expect(screen.getByText('Укажите электронную почту')).toBeVisible();
    expect(screen.getByText('Пароль обязателен')).toBeVisible();
    expect(screen.getByLabelText('Имя')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires an email-shaped email and at least 6 password characters', async () => {
    const fetch = vi.fn();
    stubFetch(fetchWith(fetch));
    renderApp(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Пароль'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Минимум 6 символов')).toBeVisible();
    expect(screen.getByText('Некорректный email')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('registers, stores the token under the fixed key, optional fields left empty', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValue(jsonResponse(201, { access_token: 'jwt-token', token_type: 'bearer', user }));
    stubFetch(fetchWith(fetch));
    renderApp(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'Anna@Example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-token'));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Анна',
      last_name: 'Иванова',
      middle_name: null,
      email: 'anna@example.com',
      phone: null,
      password: '123456',
    });
  });

  it('shows the server detail, or "Registration failed" without one', async () => {
    stubFetch(
      fetchWith(
        vi
          .fn()
          .mockResolvedValueOnce(
            jsonResponse(409, { detail: 'Пользователь с таким email уже зарегистрирован' }),
          )
          .mockResolvedValueOnce(new Response('oops', { status: 500 })),
      ),
    );
    renderApp(<RegisterPage />);
    await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Пользователь с таким email уже зарегистрирован',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Не удалось зарегистрироваться'));
  });
});

describe('sign-in form', () => {
  it('requires email and password', async () => {
    const fetch = vi.fn();
    stubFetch(fetchWith(fetch));
    renderApp(<LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Укажите электронную почту')).toBeVisible();
    expect(screen.getByText('Пароль обязателен')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server detail on 401 and "Network error" when the server cannot be reached', async () => {
    stubFetch(
      fetchWith(
        vi
          .fn()
          .mockResolvedValueOnce(jsonResponse(401, { detail: 'Неверный email или пароль' }))
          .mockRejectedValueOnce(new TypeError('Failed to fetch')),
      ),
    );
    renderApp(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный email или пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Ошибка сети. Проверьте подключение.'),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('registration by the instance’s mode (CONTRACT §8)', () => {
  const fillAndSend = async () => {
    await userEvent.type(await screen.findByLabelText('Имя'), 'Анна');
    await userEvent.type(screen.getByLabelText('Фамилия'), 'Иванова');
    await userEvent.type(screen.getByLabelText('Электронная почта'), 'anna@example.com');
    await userEvent.type(screen.getByLabelText('Пароль'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
  };

  it('invite-only without a link: explains how to get one; a pasted link opens the form and is sent', async () => {
    const rest = vi
      .fn()
      .mockResolvedValue(jsonResponse(201, { access_token: 'jwt', token_type: 'bearer', user }));
    stubFetch(fetchWith(rest, 'invite_only'));
    renderApp(<RegisterPage />, { path: '/register' });
    expect(await screen.findByRole('heading', { name: 'Регистрация по приглашению' })).toBeVisible();
    expect(screen.queryByLabelText('Имя')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Вставьте ссылку-приглашение')).toBeVisible();
    await userEvent.type(
      screen.getByLabelText('Ссылка-приглашение'),
      'https://krug.example/register?invite=tok_en-123456',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Вы регистрируетесь по приглашению.')).toBeVisible();
    await fillAndSend();
    await waitFor(() => expect(rest).toHaveBeenCalled());
    const [url, init] = rest.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/register');
    expect(JSON.parse(String(init.body))).toMatchObject({ invite_token: 'tok_en-123456' });
  });

  it('a link /register?invite=TOKEN opens the form with the token filled in; the server’s refusal is shown', async () => {
    const detail = 'Приглашение уже использовано. Попросите новую ссылку у администратора.';
    const rest = vi.fn().mockResolvedValue(jsonResponse(403, { detail }));
    stubFetch(fetchWith(rest, 'invite_only'));
    renderApp(<RegisterPage />, { path: '/register?invite=abcdefgh' });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(JSON.parse(String((rest.mock.calls[0] as [string, RequestInit])[1].body)).invite_token).toBe(
      'abcdefgh',
    );
  });

  it('closed: no form, only the way to sign in', async () => {
    stubFetch(fetchWith(vi.fn(), 'closed'));
    renderApp(<RegisterPage />);
    expect(await screen.findByRole('heading', { name: 'Регистрация закрыта' })).toBeVisible();
    expect(screen.queryByLabelText('Имя')).toBeNull();
    expect(screen.getByRole('link', { name: 'Войти в аккаунт' })).toHaveAttribute('href', '/login');
  });

  it('the sign-in page tells how to register in each mode', async () => {
    stubFetch(fetchWith(vi.fn(), 'invite_only'));
    const { unmount } = renderApp(<LoginPage />);
    expect(await screen.findByText(/Регистрация только по приглашению/)).toBeVisible();
    unmount();
    stubFetch(fetchWith(vi.fn(), 'closed'));
    renderApp(<LoginPage />);
    expect(await screen.findByText('Регистрация новых аккаунтов на этом сервере закрыта.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Зарегистрироваться' })).toBeNull();
  });
});
