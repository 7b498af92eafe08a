import type { Friend, FriendRequest, FriendSuggestion } from '@krug/contract/people';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../../ui/toast.ts';
import { FriendsPage } from './FriendsPage.tsx';
import { boris, renderAt, serve, vera } from './test-kit.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const IN = '00000000-0000-4000-8000-0000000000a1';
const OUT = '00000000-0000-4000-8000-0000000000a2';
const friend: Friend = {
  ...boris,
  friendship_id: '00000000-0000-4000-8000-0000000000a3',
  since: '2026-11-01T10:00:00.000Z',
};
const request = (id: string, direction: 'incoming' | 'outgoing', person = vera): FriendRequest => ({
  id,
  status: 'pending',
  direction,
  person,
  created_at: '2026-11-20T10:00:00.000Z',
  accepted_at: null,
});
const suggestions: FriendSuggestion[] = [
  { ...vera, reason: 'family', via_name: 'Смирновы' },
  { ...boris, id: '44444444-4444-4444-8444-444444444444', reason: 'organization', via_name: 'Школа №5' },
  {
    ...boris,
    id: '55555555-5555-4555-8555-555555555555',
    first_name: 'Глеб',
    reason: 'chat_group',
    via_name: 'Дача',
  },
];

const LISTS = {
  '/api/friends/online': [200, []] as [number, unknown],
  '/api/friends?limit=50': [200, [friend]] as [number, unknown],
  '/api/friends/requests/incoming?limit=50': [200, [request(IN, 'incoming')]] as [number, unknown],
  '/api/friends/requests/outgoing?limit=50': [200, [request(OUT, 'outgoing', boris)]] as [number, unknown],
  '/api/friends/suggestions?limit=20': [200, suggestions] as [number, unknown],
};

const open = (path = '/family/friends') => renderAt(path, '/:module/:view', <FriendsPage module="family" />);

describe('the friends view', () => {
  it('lists the friends with counts on the tabs; each leads to the person’s page', async () => {
    serve(LISTS);
    open();
    expect(await screen.findByRole('link', { name: /Борис Петров/ })).toHaveAttribute(
      'href',
      `/family/people/${boris.id}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Рекомендации/ })).toHaveTextContent('Рекомендации3'),
    );
    expect(screen.getByRole('tab', { name: /Друзья/ })).toHaveTextContent('Друзья1');
    expect(screen.getByRole('tab', { name: /Входящие/ })).toHaveTextContent('Входящие1');
    expect(screen.getByRole('tab', { name: /Друзья/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches the friends by name through ?q=, and says when nobody matches', async () => {
    const calls = serve({ ...LISTS, '/api/friends?limit=50&q=%D0%AF%D0%BD%D0%B0': [200, []] });
    open();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Поиск по имени' }), 'Яна');
    expect(await screen.findByText('Никого не нашлось')).toBeVisible();
    expect(calls).toContain('GET /api/friends?limit=50&q=%D0%AF%D0%BD%D0%B0');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/family/friends?q=%D0%AF%D0%BD%D0%B0'),
    );
  });

  it('removes a friend after asking', async () => {
    const calls = serve({ ...LISTS, [`DELETE /api/friends/${boris.id}`]: [204, null] });
    open();
    // Writing is the row's action; removing sits in the row's menu.
    expect(await screen.findByRole('button', { name: 'Написать сообщение' })).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: `Ещё действия: ${boris.first_name} ${boris.last_name}` }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Убрать из друзей' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Убрать из друзей?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/friends/${boris.id}`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Убран из друзей' }));
  });

  it('?tab=incoming opens the incoming requests: accept and decline', async () => {
    const calls = serve({
      ...LISTS,
      [`POST /api/friends/requests/${IN}/accept`]: [200, { ...request(IN, 'incoming'), status: 'accepted' }],
      [`POST /api/friends/requests/${IN}/decline`]: [204, null],
    });
    open('/family/friends?tab=incoming');
    expect(await screen.findByRole('tab', { name: /Входящие/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Принять заявку' }));
    await waitFor(() => expect(calls).toContain(`POST /api/friends/requests/${IN}/accept`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка принята' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(calls).toContain(`POST /api/friends/requests/${IN}/decline`));
    // The lists are asked again, so counts and rows follow.
    await waitFor(() =>
      expect(calls.filter((c) => c === 'GET /api/friends/requests/incoming?limit=50').length).toBeGreaterThan(
        1,
      ),
    );
  });

  it('the outgoing tab cancels a request, and the tab is in the URL', async () => {
    const calls = serve({ ...LISTS, [`DELETE /api/friends/requests/${OUT}`]: [204, null] });
    open();
    await userEvent.click(await screen.findByRole('tab', { name: /Исходящие/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/family/friends?tab=outgoing');
    await userEvent.click(await screen.findByRole('button', { name: 'Отменить заявку' }));
    await waitFor(() => expect(calls).toContain(`DELETE /api/friends/requests/${OUT}`));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка отменена' }));
  });

  it('suggestions show why, and «Добавить в друзья» sends a request; a failure is shown', async () => {
    const calls = serve({
      ...LISTS,
      'POST /api/friends/requests': (body) =>
        (body as { user_id: string }).user_id === vera.id
          ? [201, request(OUT, 'outgoing')]
          : [409, { detail: 'Вы уже друзья' }],
    });
    open('/family/friends?tab=suggestions');
    expect(await screen.findByText('Вместе в семье «Смирновы»')).toBeVisible();
    expect(screen.getByText('Вместе в организации «Школа №5»')).toBeVisible();
    expect(screen.getByText('Вместе в группе «Дача»')).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Добавить в друзья' });
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Заявка в друзья отправлена' }),
    );
    await userEvent.click(buttons[1] as HTMLElement);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'error', message: 'Вы уже друзья' }));
    expect(calls.filter((c) => c === 'POST /api/friends/requests')).toHaveLength(2);
  });

  it('empty lists say what to do; the friends list leads to the suggestions', async () => {
    serve({
      '/api/friends?limit=50': [200, []],
      '/api/friends/requests/incoming?limit=50': [200, []],
      '/api/friends/requests/outgoing?limit=50': [200, []],
      '/api/friends/suggestions?limit=20': [200, []],
    });
    open();
    expect(await screen.findByText('Друзей пока нет')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Открыть рекомендации' }));
    expect(await screen.findByText('Рекомендаций пока нет')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/family/friends?tab=suggestions');
  });

  it('a failed list shows the error with a retry', async () => {
    serve({ ...LISTS, '/api/friends/requests/incoming?limit=50': [500, { detail: 'Сервер недоступен' }] });
    open('/family/friends?tab=incoming');
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
