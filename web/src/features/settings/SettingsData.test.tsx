import type { DataExport } from '@krug/contract/data-export';
import { NOTIFICATION_TYPES } from '@krug/contract/notifications';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { notificationArrived } from '../notifications/api.ts';
import { DataExportSection } from './DataExportSection.tsx';
import { NotificationPrefsSection } from './NotificationPrefsSection.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const allOn = Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, true]));
const EXPORT_ID = '22222222-2222-4222-8222-222222222222';
const exportOf = (over: Partial<DataExport>): DataExport => ({
  id: EXPORT_ID,
  status: 'pending',
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: null,
  size_bytes: null,
  expires_at: null,
  download_url: null,
  ...over,
});

/** Answers by method and path from `routes`; each value is a list used in turn (the last one repeats). */
function server(routes: Record<string, Response[]>) {
  const calls: [string, RequestInit][] = [];
  stubFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push([url, init]);
      const list = routes[`${init.method ?? 'GET'} ${url}`] ?? [];
      const next = list.length > 1 ? list.shift() : list[0]?.clone();
      return next ?? jsonResponse(500, { detail: 'нет ответа' });
    }),
  );
  return calls;
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MemoryRouter>
      <Providers client={client}>{ui}</Providers>
    </MemoryRouter>,
  );
  return client;
}

beforeEach(() => vi.mocked(notify).mockClear());

describe('«Уведомления»', () => {
  it('groups a switch per type, keeps invitations always on, and saves a flipped one at once', async () => {
    const calls = server({
      'GET /api/users/notification-preferences': [jsonResponse(200, { ...allOn, reply: false })],
      'PUT /api/users/notification-preferences': [jsonResponse(200, { ...allOn, reply: false, like: false })],
    });
    renderWith(<NotificationPrefsSection />);
    const section = screen.getByRole('region', { name: 'Уведомления' });
    const like = await within(section).findByRole('switch', { name: 'Отметки «Нравится» к вашим записям' });
    expect(within(section).getAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length);
    expect(within(section).getByRole('group', { name: 'Отметки и реакции' })).toContainElement(like);
    expect(within(section).getByRole('switch', { name: 'Ответы на ваши комментарии' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const invitation = within(section).getByRole('switch', {
      name: 'Приглашения в семью, домохозяйство, группу или организацию',
    });
    expect(invitation).toHaveAttribute('aria-checked', 'true');
    expect(invitation).toBeDisabled();
    expect(invitation).toHaveAccessibleDescription('Нельзя отключить');

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-checked', 'false');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Настройки уведомлений сохранены' }),
    );
    const put = calls.find(([, init]) => init.method === 'PUT');
    expect(JSON.parse(String(put?.[1].body))).toEqual({ like: false });
    await waitFor(() => expect(like).toBeEnabled());
    expect(like).toHaveAttribute('aria-checked', 'false');
  });

  it('puts a switch back and shows the server’s reason when the save fails', async () => {
    server({
      'GET /api/users/notification-preferences': [jsonResponse(200, allOn)],
      'PUT /api/users/notification-preferences': [
        jsonResponse(422, { detail: 'Неизвестный тип уведомления' }),
      ],
    });
    renderWith(<NotificationPrefsSection />);
    const comment = await screen.findByRole('switch', { name: 'Комментарии к вашим записям' });
    await userEvent.click(comment);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Неизвестный тип уведомления' }),
    );
    await waitFor(() => expect(comment).toHaveAttribute('aria-checked', 'true'));
  });

  it('offers a retry when the preferences cannot be loaded', async () => {
    server({ 'GET /api/users/notification-preferences': [jsonResponse(500, { detail: 'Сбой' })] });
    renderWith(<NotificationPrefsSection />);
    expect(await screen.findByText('Не удалось загрузить настройки уведомлений')).toBeVisible();
    expect(screen.getByRole('button', { name: /Повторить|Попробовать/ })).toBeVisible();
  });
});

describe('«Мои данные»', () => {
  it('asks for the export, shows it preparing, and turns ready when the notification arrives', async () => {
    const url = `/api/users/export/${EXPORT_ID}/download?exp=1&sig=abc`;
    const calls = server({
      'GET /api/users/export': [
        jsonResponse(200, { export: null }),
        jsonResponse(200, {
          export: exportOf({
            status: 'ready',
            size_bytes: 2_400_000,
            finished_at: '2026-11-23T10:01:00.000Z',
            expires_at: '2026-11-30T10:01:00.000Z',
            download_url: url,
          }),
        }),
      ],
      'POST /api/users/export': [jsonResponse(202, exportOf({}))],
    });
    const client = renderWith(<DataExportSection />);
    const section = screen.getByRole('region', { name: 'Мои данные' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Скачать мои данные' }));
    expect(await within(section).findByText('Готовим архив…')).toBeVisible();
    expect(within(section).getByText(/пришлём уведомление/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Скачать мои данные' })).toBeNull();
    expect(notify).toHaveBeenCalledWith({
      type: 'success',
      message: 'Готовим архив. Мы пришлём уведомление, когда он будет готов.',
    });
    expect(calls.filter(([u, i]) => u === '/api/users/export' && i.method === 'POST')).toHaveLength(1);

    notificationArrived(client); // what the live connection does with `data_export_ready`
    const link = await within(section).findByRole('link', { name: 'Скачать архив' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('download');
    expect(within(section).getByText('Архив готов')).toBeVisible();
    expect(within(section).getByText(/2,29\sМБ · доступен до 30 ноября/)).toBeVisible();
  });

  it('shows a failed export with a retry, and the server’s reason when a new one is refused', async () => {
    const calls = server({
      'GET /api/users/export': [jsonResponse(200, { export: exportOf({ status: 'failed' }) })],
      'POST /api/users/export': [jsonResponse(409, { detail: 'Выгрузка уже готовится' })],
    });
    renderWith(<DataExportSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось подготовить архив');
    await userEvent.click(screen.getByRole('button', { name: 'Попробовать ещё раз' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Выгрузка уже готовится' }),
    );
    await waitFor(() => expect(calls.filter(([u]) => u === '/api/users/export')).toHaveLength(3));
  });

  it('says when an archive has expired and offers a new one', async () => {
    server({ 'GET /api/users/export': [jsonResponse(200, { export: exportOf({ status: 'expired' }) })] });
    renderWith(<DataExportSection />);
    expect(await screen.findByText('Срок хранения архива истёк')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Подготовить новый архив' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Скачать архив' })).toBeNull();
  });
});
