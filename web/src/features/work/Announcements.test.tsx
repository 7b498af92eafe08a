import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { Announcements } from './Announcements.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const ann = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Учения',
  content: 'В пятницу в 15:00',
  priority: 'URGENT' as const,
  is_pinned: false,
  created_at: '2026-11-22T10:00:00.000Z',
  author_name: 'Анна Иванова',
  department_id: null,
  views: 3,
  reactions: { like: 2 },
  user_reaction: null,
};

/** Answers the list from `items`; records every other call. */
function server(items = [ann]) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET') return jsonResponse(200, { data: items });
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    return method === 'DELETE' || url.endsWith('/reactions')
      ? new Response(null, { status: 204 })
      : jsonResponse(200, { id: ann.id });
  });
  stubFetch(fetch);
  return calls;
}

describe('announcements widget', () => {
  it('previews content cut at 80 characters with an ellipsis', async () => {
    server([{ ...ann, content: 'я'.repeat(81) }]);
    renderApp(<Announcements orgId={ORG} admin={false} />);
    expect(await screen.findByText(`${'я'.repeat(80)}…`)).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    server([]);
    renderApp(<Announcements orgId={ORG} admin={false} />);
    expect(await screen.findByText('Объявлений нет')).toBeInTheDocument();
  });

  it('lets a member react but offers no pin or delete', async () => {
    const calls = server();
    renderApp(<Announcements orgId={ORG} admin={false} />);
    const item = await screen.findByRole('listitem', { name: 'Учения' });
    expect(within(item).getByRole('button', { name: 'Нравится' })).toHaveTextContent('2');
    expect(within(item).queryByRole('button', { name: 'Закрепить' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Удалить объявление' })).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Поддерживаю' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          url: `/api/organizations/${ORG}/announcements/${ann.id}/reactions`,
          body: { kind: 'support' },
        },
      ]),
    );
  });

  it('lets an admin pin (the whole announcement is sent back) and delete only after confirming', async () => {
    const calls = server();
    renderApp(<Announcements orgId={ORG} admin />);
    const item = await screen.findByRole('listitem', { name: 'Учения' });
    await userEvent.click(within(item).getByRole('button', { name: 'Закрепить' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'PUT',
      url: `/api/organizations/${ORG}/announcements/${ann.id}`,
      body: {
        title: 'Учения',
        content: 'В пятницу в 15:00',
        priority: 'URGENT',
        is_pinned: true,
        department_id: null,
      },
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Удалить объявление' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Удалить это объявление?' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Отмена' }));
    expect(calls).toHaveLength(1);
    await userEvent.click(within(item).getByRole('button', { name: 'Удалить объявление' }));
    const again = await screen.findByRole('alertdialog', { name: 'Удалить это объявление?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({
      method: 'DELETE',
      url: `/api/organizations/${ORG}/announcements/${ann.id}`,
    });
  });
});
