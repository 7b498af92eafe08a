import type { UserSession } from '@krug/contract/security';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { parseUserAgent } from './device-label.ts';
import { SessionsSection } from './SessionsSection.tsx';
import { renderWithServer } from './test-server.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const session = (over: Partial<UserSession>): UserSession => ({
  id: '00000000-0000-4000-8000-000000000001',
  created_at: minutesAgo(600),
  last_seen_at: minutesAgo(1),
  user_agent: CHROME_LINUX,
  ip: '10.0.0.1',
  current: false,
  ...over,
});
const mine = session({ id: 'aaaaaaaa-0000-4000-8000-000000000001', current: true });
const phone = session({
  id: 'bbbbbbbb-0000-4000-8000-000000000002',
  user_agent: SAFARI_IPHONE,
  ip: '192.168.1.20',
  last_seen_at: minutesAgo(5),
});

describe('device labels', () => {
  it('reads the common browsers and systems', () => {
    expect(parseUserAgent(CHROME_LINUX)).toEqual({ browser: 'Chrome', os: 'Linux' });
    expect(parseUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      parseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(
      parseUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0'),
    ).toEqual({
      browser: 'Firefox',
      os: 'macOS',
    });
    expect(parseUserAgent('curl/8.4.0')).toEqual({ browser: null, os: null });
  });
});

describe('sessions and devices', () => {
  it('lists each device with its label, address and activity, this one marked', async () => {
    renderWithServer(<SessionsSection />, {
      'GET /api/users/sessions': () => jsonResponse(200, [mine, phone, session({ id: 'c', user_agent: '' })]),
    });
    const section = screen.getByRole('region', { name: 'Сеансы и устройства' });
    const rows = await within(section).findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('Chrome на Linux')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Этот сеанс')).toBeVisible();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Завершить/ })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Safari на iOS')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('192.168.1.20')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('5 мин. назад')).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText('Неизвестное устройство')).toBeVisible();
  });

  it('ends one session after a confirmation and refreshes the list', async () => {
    let list = [mine, phone];
    const server = renderWithServer(<SessionsSection />, {
      'GET /api/users/sessions': () => jsonResponse(200, list),
      [`DELETE /api/users/sessions/${phone.id}`]: () => {
        list = [mine];
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить: Safari на iOS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Завершить сеанс?' });
    expect(within(dialog).getByText('На устройстве «Safari на iOS» потребуется войти снова.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    await waitFor(() => expect(screen.queryByText('Safari на iOS')).toBeNull());
    expect(server.sent(`DELETE /api/users/sessions/${phone.id}`)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Сеанс завершён' });
    expect(screen.getByRole('button', { name: 'Выйти на всех других устройствах' })).toBeDisabled();
    expect(screen.getByText('Других сеансов нет')).toBeVisible();
  });

  it('«Выйти на всех других устройствах» asks, then ends the others; cancelling sends nothing', async () => {
    let list = [mine, phone, session({ id: 'cccccccc-0000-4000-8000-000000000003' })];
    const server = renderWithServer(<SessionsSection />, {
      'GET /api/users/sessions': () => jsonResponse(200, list),
      'POST /api/users/sessions/revoke-others': () => {
        list = [mine];
        return jsonResponse(200, { revoked: 2 });
      },
    });
    const button = await screen.findByRole('button', { name: 'Выйти на всех других устройствах' });
    await userEvent.click(button);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }),
    );
    expect(server.sent('POST /api/users/sessions/revoke-others')).toHaveLength(0);

    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Выйти на всех других устройствах?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Завершено 2 сеанса' });
  });

  it('a failed end keeps the dialog open and says why', async () => {
    renderWithServer(<SessionsSection />, {
      'GET /api/users/sessions': () => jsonResponse(200, [mine, phone]),
      [`DELETE /api/users/sessions/${phone.id}`]: () => jsonResponse(404, { detail: 'Сеанс не найден' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить: Safari на iOS' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Сеанс не найден' }));
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });
});
