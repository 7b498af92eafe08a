import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { notificationArrived } from './api.ts';
import { NotificationsBell } from './NotificationsBell.tsx';

const note = (i: number, is_read = false) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'like',
  text: `Уведомление ${i}`,
  created_at: '2026-11-23T10:00:00.000Z',
  is_read,
  actor: null,
  link: null,
});

/** The server: two pages of notifications (linked), and the unread count it is told. */
function server(counts: number[]) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === '/api/notifications/unread-count') return jsonResponse(200, { count: counts.shift() ?? 0 });
      if (url.includes('before=')) return jsonResponse(200, [note(3, true)]);
      return new Response(JSON.stringify([note(1), note(2)]), {
        status: 200,
        headers: { link: '</api/notifications?limit=20&before=c2>; rel="next"' },
      });
    }),
  );
  return asked;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <Providers client={client}>
        <NotificationsBell />
      </Providers>
    </MemoryRouter>,
  );
  return client;
}

afterEach(() => vi.unstubAllGlobals());

describe('the bell and its panel', () => {
  it('shows the unread count from /unread-count and counts a live notification at once', async () => {
    // The count is read again after the live event: the server then says 3.
    server([2, 3]);
    const client = renderBell();
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' })).toBeInTheDocument();
    act(() => notificationArrived(client));
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 3' })).toBeInTheDocument();
  });

  it('lists the first page and follows the Link header for more', async () => {
    const asked = server([2]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    expect(await screen.findByText('Уведомление 1')).toBeInTheDocument();
    expect(screen.getByText('Уведомление 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Уведомление 3')).toBeInTheDocument();
    expect(asked).toContain('/api/notifications?limit=20&before=c2');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });
});
