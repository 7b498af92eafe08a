import type { ChangeRequest, Organization } from '@krug/contract/work';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp } from '../../test/render.tsx';
import { MySettings } from './OrgMySettings.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const org = {
  id: ORG,
  user_role: 'EMPLOYEE',
  user_job_title: 'Инженер',
  user_department: 'Продажи',
  user_team: null,
  user_is_owner: false,
  user_is_admin: false,
} as Organization;
const dept = (name: string) => ({
  id: `${name}-id`,
  name,
  description: null,
  color: '#1D4ED8',
  head_id: null,
  member_count: 1,
  post_count: 0,
  announcement_count: 0,
  activity: 0,
  can_edit: false,
  can_delete: false,
});
const pending: ChangeRequest = {
  id: 'r1',
  request_type: 'DEPARTMENT_CHANGE',
  user_id: 'u1',
  user_name: 'Анна Иванова',
  user_email: 'a@b.ru',
  user_avatar_url: null,
  current_role: 'EMPLOYEE',
  requested_role: null,
  current_department: 'Продажи',
  requested_department: 'Разработка',
  current_team: null,
  requested_team: null,
  reason: 'Хочу писать код',
  rejection_reason: null,
  created_at: '2026-11-22T10:00:00.000Z',
  reviewed_at: null,
  status: 'PENDING',
  is_mine: true,
  can_decide: false,
};

/** A server whose PUT /members/me answers `put`; the own-requests list grows after a sent request. */
function server(put: () => Response) {
  // No confetti in jsdom: success toasts are shown with reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  const mine: ChangeRequest[] = [];
  const sent: unknown[] = [];
  stubFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        sent.push(JSON.parse(String(init.body)));
        const res = put();
        if (res.ok) mine.push(pending);
        return res;
      }
      if (url.includes('/change-requests/mine')) return jsonResponse(200, { data: mine });
      if (url.includes('/departments'))
        return jsonResponse(200, { data: [dept('Продажи'), dept('Разработка')] });
      if (url.includes('/members')) return jsonResponse(200, { members: [], departments: {} });
      return jsonResponse(404, { detail: 'нет' });
    }),
  );
  return sent;
}

describe('my settings in an organization', () => {
  it('shows the current role, job title, department and team', async () => {
    server(() => jsonResponse(200, {}));
    renderApp(<MySettings org={org} />);
    const now = screen.getByRole('region', { name: 'Сейчас' });
    expect(within(now).getByText('Сотрудник')).toBeInTheDocument();
    expect(within(now).getByText('Инженер')).toBeInTheDocument();
    expect(within(now).getByText('Продажи')).toBeInTheDocument();
    expect(within(now).getByText('не указано')).toBeInTheDocument();
    expect(await screen.findByText('Запросов на изменения нет.')).toBeInTheDocument();
  });

  it('picks the department from the list, empties the form after sending and shows the request', {
    timeout: 20_000,
  }, async () => {
    const sent = server(() =>
      jsonResponse(200, { job_title_updated: false, change_requests_created: ['r1'], applied: [] }),
    );
    renderApp(<MySettings org={org} />);
    const select = await screen.findByRole('combobox', { name: 'Запросить отдел' });
    // The current department is not offered again.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Без изменений', 'Разработка']),
    );
    await userEvent.selectOptions(select, 'Разработка');
    await userEvent.type(screen.getByRole('textbox', { name: 'Причина' }), 'Хочу писать код');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить запрос' }));
    expect(await screen.findByText('Запрос отправлен администраторам')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        requested_role: null,
        requested_department: 'Разработка',
        requested_team: null,
        reason: 'Хочу писать код',
      },
    ]);
    expect(select).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Причина' })).toBeNull();
    const list = screen.getByRole('region', { name: 'Ваши запросы' });
    expect(await within(list).findByText('Разработка')).toBeInTheDocument();
    expect(within(list).getByText('На рассмотрении')).toBeInTheDocument();
  });

  it('says there is nothing to send without a change, and shows the real error on failure', {
    timeout: 20_000,
  }, async () => {
    server(() => jsonResponse(409, { detail: 'Такой запрос уже отправлен и ждёт решения' }));
    renderApp(<MySettings org={org} />);
    await userEvent.click(screen.getByRole('button', { name: 'Отправить запрос' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Нет изменений для сохранения');
    await userEvent.type(screen.getByRole('textbox', { name: 'Запросить команду' }), 'Ядро');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить запрос' }));
    expect(await screen.findByText('Такой запрос уже отправлен и ждёт решения')).toBeInTheDocument();
    expect(screen.queryByText('Сохранено')).toBeNull();
    // The form keeps what was typed so it can be corrected.
    expect(screen.getByRole('textbox', { name: 'Запросить команду' })).toHaveValue('Ядро');
  });

  it('keeps leaving in a danger zone behind a confirmation', async () => {
    server(() => jsonResponse(200, {}));
    renderApp(<MySettings org={org} />);
    const danger = screen.getByRole('region', { name: 'Опасная зона' });
    await userEvent.click(within(danger).getByRole('button', { name: 'Покинуть организацию' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Вернуться можно будет только по новому приглашению',
    );
  });
});
