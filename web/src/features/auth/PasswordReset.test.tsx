import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const SENT = 'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.';

afterEach(() => vi.unstubAllGlobals());

describe('«Забыли пароль?»', () => {
  it('the sign-in page links to it', async () => {
    stubFetch(
      vi.fn(() => Promise.resolve(jsonResponse(200, { instance_name: 'Круг', registration_mode: 'open' }))),
    );
    renderApp(<LoginPage />);
    expect(await screen.findByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('checks the email, sends it and shows the server’s one answer', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(202, { message: SENT })),
    );
    stubFetch(fetch);
    renderApp(<ForgotPasswordPage />);
    await userEvent.type(await screen.findByLabelText('Электронная почта'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Некорректный email')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Электронная почта'));
    await userEvent.type(screen.getByLabelText('Электронная почта'), ' Babushka@Example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/password-reset/request');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'babushka@example.com' });
  });
});

describe('the page of the mail’s link', () => {
  it('sends the token of the fragment with the new password, then offers to sign in', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(200, { message: 'Пароль изменён. Войдите с новым паролем.' })),
    );
    stubFetch(fetch);
    renderApp(<ResetPasswordPage />, { path: '/reset-password#token=abc_DEF-123' });
    await userEvent.type(await screen.findByLabelText('Новый пароль'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText('Минимум 6 символов')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Новый пароль'), '456789');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Пароль изменён. Войдите с новым паролем.');
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/password-reset/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc_DEF-123', password: '123456789' });
  });

  it('shows the server’s refusal of a used or expired link', async () => {
    stubFetch(
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(422, {
            detail: 'Ссылка недействительна или устарела. Запросите новую.',
            field: 'token',
          }),
        ),
      ),
    );
    renderApp(<ResetPasswordPage />, { path: '/reset-password#token=used' });
    await userEvent.type(await screen.findByLabelText('Новый пароль'), 'newsecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка недействительна или устарела. Запросите новую.',
    );
    expect(screen.getByRole('link', { name: 'Запросить новую ссылку' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('without a token says so and sends nothing', async () => {
    const fetch = vi.fn();
    stubFetch(fetch);
    renderApp(<ResetPasswordPage />, { path: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('В ссылке нет кода.');
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
