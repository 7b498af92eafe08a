import type { ChangeRequest, Organization } from '@krug/contract/work';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { RequestsTab } from './OrgRequests.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const request = (status: ChangeRequest['status'], user_name: string, extra: Partial<ChangeRequest> = {}) =>
  ({
    id: `${status}-1`,
    request_type: 'DEPARTMENT_CHANGE',
    user_id: '55555555-5555-4555-8555-555555555555',
    user_name,
    user_email: 'p@krug.ru',
    user_avatar_url: null,
    current_role: 'EMPLOYEE',
    requested_role: null,
    current_department: 'Продажи',
    requested_department: 'Разработка',
    current_team: null,
    requested_team: null,
    reason: 'Хочу писать код',
    rejection_reason: null,
    created_at: '2026-11-20T09:30:00.000Z',
    reviewed_at: status === 'PENDING' ? null : '2026-11-21T12:00:00.000Z',
    status,
    is_mine: false,
    can_decide: status === 'PENDING',
    ...extra,
  }) satisfies ChangeRequest;
const byStatus: Record<string, ChangeRequest[]> = {
  PENDING: [
    request('PENDING', 'Пётр Ждущий'),
    { ...request('PENDING', 'Анна Иванова', { is_mine: true, can_decide: false }), id: 'mine-1' },
  ],
  APPROVED: [request('APPROVED', 'Анна Одобренная')],
  REJECTED: [request('REJECTED', 'Олег Отклонённый', { rejection_reason: 'Нет мест' })],
};

function server() {
  const asked: string[] = [];
  const posted: string[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(url);
        return new Response(null, { status: 204 });
      }
      const status = new URL(url, 'http://x').searchParams.get('status') ?? '';
      asked.push(status);
      return jsonResponse(200, { data: byStatus[status] ?? [] });
    }),
  );
  return { asked, posted };
}

describe('change requests on the organization page', () => {
  it('asks for the status of the chosen tab and shows those requests', async () => {
    const { asked } = server();
    renderApp(<RequestsTab org={{ id: ORG } as Organization} joinRequests={[]} />);
    expect(await screen.findByText('Пётр Ждущий')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'На рассмотрении' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Одобрен' }));
    expect(await screen.findByText('Анна Одобренная')).toBeInTheDocument();
    expect(screen.queryByText('Пётр Ждущий')).not.toBeInTheDocument();
    // Decided requests are only shown, not decided again.
    expect(screen.queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Рассмотрен /)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Отклонён' }));
    expect(await screen.findByText('Причина отказа: Нет мест')).toBeInTheDocument();
    expect(asked).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  });

  it('shows who, the old and the requested value, the reason and the date', async () => {
    server();
    renderApp(<RequestsTab org={{ id: ORG } as Organization} joinRequests={[]} />);
    const card = await screen.findByRole('article', { name: 'Пётр Ждущий: Смена отдела' });
    expect(within(card).getByText('Продажи')).toBeInTheDocument();
    expect(within(card).getByText('Разработка')).toBeInTheDocument();
    expect(within(card).getByText('Причина: Хочу писать код')).toBeInTheDocument();
    expect(within(card).getByText(/^Отправлен /)).toBeInTheDocument();
    expect(within(card).getByText('p@krug.ru')).toBeInTheDocument();
  });

  it("offers no decision on the admin's own request; approves another's", async () => {
    const { posted } = server();
    renderApp(<RequestsTab org={{ id: ORG } as Organization} joinRequests={[]} />);
    const mine = await screen.findByRole('article', { name: 'Анна Иванова: Смена отдела' });
    expect(within(mine).queryByRole('button', { name: 'Одобрить' })).toBeNull();
    expect(within(mine).getByText(/его рассматривает другой администратор или владелец/)).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Пётр Ждущий: Смена отдела' });
    await userEvent.click(within(other).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() =>
      expect(posted).toEqual([`/api/work/organizations/${ORG}/change-requests/PENDING-1/approve`]),
    );
  });
});
