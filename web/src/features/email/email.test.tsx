import type { User } from '@krug/contract/auth';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { meKey } from '../auth/api.ts';
import { DigestSection } from './DigestSection.tsx';
import { EmailLinkPage } from './EmailLinkPage.tsx';
import { VerifyEmailBanner } from './VerifyEmailBanner.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

type Handler = (body: unknown) => Response | Promise<Response>;

/** Renders `ui` at `path` against a fake server (`METHOD /path` → handler; else 404). */
function renderAt(
  ui: ReactNode,
  routes: Record<string, Handler>,
  o: { path?: string; user?: User | null } = {},
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const handler = routes[`${init.method ?? 'GET'} ${url}`];
    if (!handler) return jsonResponse(404, { detail: 'нет' });
    return handler(init.body ? JSON.parse(String(init.body)) : undefined);
  });
  stubFetch(fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = o.user === undefined ? testUser() : o.user;
  if (user) {
    localStorage.setItem('krug.token', 'x');
    client.setQueryData(meKey, user);
  } else localStorage.removeItem('krug.token');
  render(
    <MemoryRouter initialEntries={[o.path ?? '/']}>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  const sent = (key: string) =>
    fetchMock.mock.calls
      .filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === key)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { sent, client };
}

describe('the page an email link opens', () => {
  it('uses a verification link once and says the address is confirmed', async () => {
    const { sent } = renderAt(
      <EmailLinkPage kind="verify" />,
      { 'POST /api/auth/verify-email/confirm': () => jsonResponse(200, { message: 'Адрес подтверждён.' }) },
      { path: '/verify-email#token=abc', user: null },
    );
    expect(screen.getByText('Проверяем ссылку…')).toBeVisible();
    expect(await screen.findByText('Адрес подтверждён.')).toBeVisible();
    expect(sent('POST /api/auth/verify-email/confirm')).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
  });

  it('shows why a used change link failed', async () => {
    renderAt(
      <EmailLinkPage kind="change" />,
      {
        'POST /api/auth/email-change/confirm': () =>
          jsonResponse(422, {
            detail: 'Ссылка недействительна или устарела. Запросите новую.',
            field: 'token',
          }),
      },
      { path: '/confirm-email#token=used' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ссылка не сработала: Ссылка недействительна или устарела. Запросите новую.',
    );
    expect(screen.getByRole('link', { name: 'Перейти в Круг' })).toHaveAttribute('href', '/');
  });

  it('without a token says so and sends nothing', async () => {
    const { sent } = renderAt(<EmailLinkPage kind="verify" />, {}, { path: '/verify-email', user: null });
    expect(await screen.findByText(/В ссылке нет кода/)).toBeVisible();
    expect(sent('POST /api/auth/verify-email/confirm')).toEqual([]);
  });
});

describe('the verification banner', () => {
  const instance = (required: boolean) => () =>
    jsonResponse(200, {
      instance_name: 'Круг',
      registration_mode: 'open',
      require_email_verification: required,
    });

  it('asks an unverified user to confirm, and resends the mail', async () => {
    const { sent } = renderAt(
      <VerifyEmailBanner />,
      {
        'GET /api/instance': instance(false),
        'POST /api/auth/verify-email/request': () =>
          jsonResponse(200, { message: 'Мы отправили письмо со ссылкой для подтверждения адреса.' }),
      },
      { user: testUser({ email_verified: false }) },
    );
    expect(screen.getByText(/Подтвердите адрес a@b.ru: мы отправили на него письмо/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'success',
        message: 'Мы отправили письмо со ссылкой для подтверждения адреса.',
      }),
    );
    expect(sent('POST /api/auth/verify-email/request')).toHaveLength(1);
  });

  it('says what is closed when the instance requires it; a refused resend is shown', async () => {
    renderAt(
      <VerifyEmailBanner />,
      {
        'GET /api/instance': instance(true),
        'POST /api/auth/verify-email/request': () =>
          jsonResponse(429, { detail: 'Слишком много писем. Попробуйте через час.' }),
      },
      { user: testUser({ email_verified: false }) },
    );
    expect(await screen.findByText(/пока он не подтверждён, нельзя публиковать/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить письмо ещё раз' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        message: 'Слишком много писем. Попробуйте через час.',
      }),
    );
  });

  it('is not there once the address is confirmed', () => {
    renderAt(<VerifyEmailBanner />, { 'GET /api/instance': instance(true) });
    expect(screen.queryByText(/Подтвердите адрес/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Отправить письмо ещё раз' })).toBeNull();
  });
});

describe('the digest setting', () => {
  it('shows the saved choice and saves another', async () => {
    const { sent } = renderAt(<DigestSection />, {
      'GET /api/users/digest': () => jsonResponse(200, { frequency: 'off' }),
      'PUT /api/users/digest': (body) => jsonResponse(200, body),
    });
    expect(screen.getByText('Загружаем…')).toBeVisible();
    expect(await screen.findByRole('radio', { name: 'Не присылать' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Раз в день' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Раз в день' })).toBeChecked());
    expect(sent('PUT /api/users/digest')).toEqual([{ frequency: 'daily' }]);
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Настройка сохранена' });
  });

  it('offers a retry when the setting cannot be loaded', async () => {
    renderAt(<DigestSection />, { 'GET /api/users/digest': () => jsonResponse(500, { detail: 'сбой' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить настройку');
    expect(screen.getByRole('button', { name: 'Попробовать ещё раз' })).toBeVisible();
  });
});
