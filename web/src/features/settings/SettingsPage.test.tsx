import { DEFAULT_PUSH_SETTINGS } from '@krug/contract/push';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp, testUser } from '../../test/render.tsx';
import { setThemeChoice } from '../../ui/theme.ts';
import { notify } from '../../ui/toast.ts';
import { SettingsPage } from './SettingsPage.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const user = testUser();
const privacy = {
  work_visible_in_services: true,
  school_visible_in_events: true,
  location_sharing_enabled: false,
  profile_visible_to_public: true,
  family_visible_to_friends: true,
};

/**
 * The server: `GET /api/users/privacy` answers the settings above (the privacy section loads them);
 * every other call gets the next of `answers`, and is recorded in the returned mock's calls.
 */
function server(...answers: Response[]) {
  const saves = vi.fn((_url: string, _init: RequestInit) => answers.shift() ?? jsonResponse(500, {}));
  stubFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if ((init.method ?? 'GET') !== 'GET') return saves(url, init);
      // The notifications and «Мои данные» sections load theirs (NotificationPrefsSection.test).
      if (url === '/api/users/notification-preferences') return jsonResponse(200, { like: true });
      if (url === '/api/users/export') return jsonResponse(200, { export: null });
      // «Безопасность» and «Сеансы и устройства» load theirs (features/security tests).
      if (url === '/api/users/2fa') return jsonResponse(200, { enabled: false, recovery_codes_left: 0 });
      if (url === '/api/users/sessions') return jsonResponse(200, []);
      // «Приложение и push-уведомления» loads the devices and the push settings (features/pwa tests).
      if (url === '/api/push/subscriptions') return jsonResponse(200, []);
      if (url === '/api/push/settings') return jsonResponse(200, DEFAULT_PUSH_SETTINGS);
      // «События безопасности» (issue 33).
      if (url.startsWith('/api/users/security-events')) return jsonResponse(200, []);
      // The digest by mail and the address waiting for its link (features/email tests).
      if (url === '/api/users/digest') return jsonResponse(200, { frequency: 'off' });
      if (url === '/api/users/email-change') return jsonResponse(200, { pending_email: null });
      // «Заблокированные» (CONTRACT §8 "Blocking").
      if (url.startsWith('/api/blocks')) return jsonResponse(200, []);
      return url === '/api/users/privacy' ? jsonResponse(200, privacy) : saves(url, init);
    }),
  );
  return saves;
}

afterEach(async () => {
  await setLanguage('ru');
  setThemeChoice('system');
});

describe('settings page', () => {
  it('switches to English at once and stores the choice on the user', async () => {
    const fetch = server(jsonResponse(200, { ...user, language: 'en', theme: 'system' }));
    renderApp(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    expect(screen.getByLabelText('Русский')).toBeChecked();

    await userEvent.click(screen.getByLabelText('English'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Theme' })).toBeVisible();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/users/settings');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ language: 'en' });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Settings saved' }));
  });

  it('applies the dark theme at once and saves it; a failed save puts the old theme back', async () => {
    const fetch = server(
      jsonResponse(200, { ...user, language: 'ru', theme: 'dark' }),
      jsonResponse(500, { detail: 'Сервер недоступен' }),
    );
    renderApp(<SettingsPage />);
    await userEvent.click(screen.getByLabelText('Тёмная'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((fetch.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({
      theme: 'dark',
    });
    await waitFor(() => expect(screen.getByLabelText('Светлая')).toBeEnabled());

    await userEvent.click(screen.getByLabelText('Светлая'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByLabelText('Тёмная')).toBeChecked());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(notify).toHaveBeenLastCalledWith({ type: 'error', message: 'Не удалось сохранить настройки' });
  });

  it('shows the five privacy switches with their hints and saves a flipped one at once', async () => {
    const saves = server(jsonResponse(200, { ...privacy, profile_visible_to_public: false }));
    renderApp(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Приватность' })).toBeVisible();
    const publicPage = await screen.findByRole('switch', { name: 'Страница видна всем' });
    expect(publicPage).toHaveAttribute('aria-checked', 'true');
    expect(publicPage).toHaveAccessibleDescription(/посторонние увидят только имя и фото/);
    expect(within(screen.getByRole('region', { name: 'Приватность' })).getAllByRole('switch')).toHaveLength(
      5,
    );
    expect(screen.getByRole('switch', { name: 'Делиться местоположением' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(publicPage);
    expect(publicPage).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(saves).toHaveBeenCalledTimes(1));
    const [url, init] = saves.mock.calls[0] as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/users/privacy',
      'PUT',
      { profile_visible_to_public: false },
    ]);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Настройка приватности сохранена' }),
    );
    await waitFor(() => expect(publicPage).toBeEnabled());
    expect(publicPage).toHaveAttribute('aria-checked', 'false');
  });

  it('puts a privacy switch back and says why when the save fails', async () => {
    server(jsonResponse(422, { detail: 'Неизвестная настройка' }));
    renderApp(<SettingsPage />);
    const family = await screen.findByRole('switch', { name: 'Показывать мои семьи друзьям' });
    await userEvent.click(family);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Неизвестная настройка' }),
    );
    await waitFor(() => expect(family).toHaveAttribute('aria-checked', 'true'));
  });
});
