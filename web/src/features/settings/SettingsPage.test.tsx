import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import { jsonResponse, renderApp, testUser } from '../../test/render.tsx';
import { setThemeChoice } from '../../ui/theme.ts';
import { notify } from '../../ui/toast.ts';
import { SettingsPage } from './SettingsPage.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const user = testUser();

afterEach(async () => {
  await setLanguage('ru');
  setThemeChoice('system');
});

describe('settings page', () => {
  it('switches to English at once and stores the choice on the user', async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse(200, { ...user, language: 'en', theme: 'system' }));
    vi.stubGlobal('fetch', fetch);
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
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(200, { ...user, language: 'ru', theme: 'dark' }))
      .mockResolvedValueOnce(jsonResponse(500, { detail: 'Сервер недоступен' }));
    vi.stubGlobal('fetch', fetch);
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
});
