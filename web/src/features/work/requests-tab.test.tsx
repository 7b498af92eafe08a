import type { Organization } from '@krug/contract/work';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { RequestsTab } from './OrgRequests.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const request = (status: string, user_name: string) => ({
  id: `${status}-1`,
  request_type: 'ROLE_CHANGE',
  user_name,
  current_role: 'EMPLOYEE',
  requested_role: 'MANAGER',
  requested_department: null,
  requested_team: null,
  reason: null,
  status,
});
const byStatus: Record<string, ReturnType<typeof request>[]> = {
  PENDING: [request('PENDING', 'Пётр Ждущий')],
  APPROVED: [request('APPROVED', 'Анна Одобренная')],
  REJECTED: [request('REJECTED', 'Олег Отклонённый')],
};

describe('change requests on the organization page', () => {
  it('asks for the status chosen in the filter and shows those requests', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const status = new URL(url, 'http://x').searchParams.get('status') ?? '';
        asked.push(status);
        return jsonResponse(200, { data: byStatus[status] ?? [] });
      }),
    );
    renderApp(<RequestsTab org={{ id: ORG } as Organization} joinRequests={[]} />);
    expect(await screen.findByText('Пётр Ждущий')).toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Статус' });
    await userEvent.selectOptions(filter, 'APPROVED');
    expect(await screen.findByText('Анна Одобренная')).toBeInTheDocument();
    expect(screen.queryByText('Пётр Ждущий')).not.toBeInTheDocument();
    // Decided requests are only shown, not decided again.
    expect(screen.queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();

    await userEvent.selectOptions(filter, 'REJECTED');
    expect(await screen.findByText('Олег Отклонённый')).toBeInTheDocument();
    expect(asked).toEqual(['PENDING', 'APPROVED', 'REJECTED']);
  });
});
