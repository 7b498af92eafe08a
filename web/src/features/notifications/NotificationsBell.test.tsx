import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
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
  stubFetch(
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

const POST = '00000000-0000-4000-8000-0000000000aa';
const linked = [
  {
    ...note(1),
    text: 'Пётр прокомментировал(а) вашу запись',
    link: { kind: 'comment', id: note(9).id, post_id: POST },
  },
  { ...note(2), text: 'Семью пересоздали', link: null },
];

/** The server with linked notifications: it records every call and remembers what was read. */
function linkedServer(unread: number) {
  const calls: string[] = [];
  const items = linked.map((n) => ({ ...n }));
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (init?.method === 'PUT') {
        for (const n of items) if (url === `/api/notifications/${n.id}/read`) n.is_read = true;
        return new Response(null, { status: 204 });
      }
      if (url === '/api/notifications/unread-count')
        return jsonResponse(200, { count: unread - items.filter((n) => n.is_read).length });
      return jsonResponse(200, items);
    }),
  );
  return calls;
}

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderBellAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Providers client={client}>
        <Routes>
          <Route
            path="/:module/*"
            element={
              <>
                <NotificationsBell />
                <Where />
              </>
            }
          />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
  return client;
}

describe('opening a notification', () => {
  it('opens the post a comment is on, marks it read and closes the panel', async () => {
    const calls = linkedServer(2);
    renderBellAt('/family/wall');
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const item = await screen.findByRole('link', { name: /Пётр прокомментировал\(а\) вашу запись/ });
    expect(item).toHaveAttribute('href', `/family/posts/${POST}#comment-${note(9).id}`);
    calls.length = 0;
    await userEvent.click(item);
    expect(screen.getByTestId('where')).toHaveTextContent(`/family/posts/${POST}#comment-${note(9).id}`);
    expect(calls).toContain(`PUT /api/notifications/${note(1).id}/read`);
    expect(screen.queryByRole('link', { name: /Пётр/ })).not.toBeInTheDocument(); // the panel closed
  });

  it('counts down at once, before the server answers', async () => {
    linkedServer(2);
    const client = renderBellAt('/organizations/my-work');
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const item = await screen.findByRole('link', { name: /Пётр/ });
    expect(item).toHaveAttribute('href', `/organizations/posts/${POST}#comment-${note(9).id}`);
    // The PUT never answers: only the optimistic change can lower the figure.
    stubFetch(vi.fn(() => new Promise(() => {})));
    await userEvent.click(item);
    expect(client.getQueryData(['notifications', 'unread-count'])).toEqual({ count: 1 });
    expect(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 1' })).toBeInTheDocument();
  });

  it('one without a target is a button: Enter marks it read and stays on the page', async () => {
    const calls = linkedServer(2);
    renderBellAt('/family/feed');
    await userEvent.click(await screen.findByRole('button', { name: 'Уведомления, непрочитанных: 2' }));
    const item = await screen.findByRole('button', { name: /Семью пересоздали/ });
    expect(item).toHaveTextContent('Не прочитано');
    item.focus();
    await userEvent.keyboard('{Enter}');
    expect(calls).toContain(`PUT /api/notifications/${note(2).id}/read`);
    expect(screen.getByTestId('where')).toHaveTextContent('/family/feed');
    expect(await screen.findByRole('button', { name: /Семью пересоздали/ })).not.toHaveTextContent(
      'Не прочитано',
    );
  });
});
