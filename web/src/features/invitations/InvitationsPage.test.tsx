import type { Invitation } from '@krug/contract/invitations';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { jsonResponse } from '../../test/render.tsx';
import { familyKeys } from '../family/api.ts';
import { householdKey } from '../household/api.ts';
import { InvitationsPage } from './InvitationsPage.tsx';

const familyInvitation: Invitation = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'family',
  target: { id: '22222222-2222-4222-8222-222222222222', name: 'Семья Петровых' },
  inviter: { id: '33333333-3333-4333-8333-333333333333', first_name: 'Иван', last_name: 'Петров' },
  relationship: 'child',
  role: null,
  job_title: null,
  created_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
};
const householdInvitation: Invitation = {
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'household',
  target: { id: '55555555-5555-4555-8555-555555555555', name: 'Квартира на Ленина' },
  inviter: null,
  relationship: 'roommate',
  role: null,
  job_title: null,
  created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
};

const groupInvitation: Invitation = {
  id: '66666666-6666-4666-8666-666666666666',
  kind: 'chat_group',
  target: { id: '77777777-7777-4777-8777-777777777777', name: 'Поход' },
  inviter: { id: '33333333-3333-4333-8333-333333333333', first_name: 'Иван', last_name: 'Петров' },
  relationship: null,
  role: null,
  job_title: null,
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
};
const orgInvitation: Invitation = {
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'organization',
  target: { id: '99999999-9999-4999-8999-999999999999', name: 'Ромашка' },
  inviter: { id: '33333333-3333-4333-8333-333333333333', first_name: 'Иван', last_name: 'Петров' },
  relationship: null,
  role: 'TEAM_LEAD',
  job_title: 'Бариста',
  created_at: new Date(Date.now() - 60 * 60_000).toISOString(),
};

type Answer = { status: number; body: unknown };

/** A fake API: GET /api/invitations answers from `lists` in turn (the last one repeats); POSTs are recorded. */
function server(lists: Answer[], post: Answer = { status: 200, body: {} }) {
  const calls: { method: string; url: string }[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      if (url === '/api/invitations') {
        const answer = lists[Math.min(reads, lists.length - 1)] as Answer;
        reads += 1;
        return jsonResponse(answer.status, answer.body);
      }
      if (method === 'POST') return jsonResponse(post.status, post.body);
      return jsonResponse(200, { family_profiles: [] });
    }),
  );
  return calls;
}

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderPageWithUnmount() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={['/family/family-invitations']}>
      <Providers client={client}>
        <InvitationsPage />
        <Location />
      </Providers>
    </MemoryRouter>,
  );
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // Data the family page and the household section already hold: accepting must mark it stale.
  client.setQueryData(familyKeys.profiles, { family_profiles: [] });
  client.setQueryData(householdKey, { household: null, members: [] });
  render(
    <MemoryRouter initialEntries={['/family/family-invitations']}>
      <Providers client={client}>
        <InvitationsPage />
        <Location />
      </Providers>
    </MemoryRouter>,
  );
  return client;
}

describe('invitations view', () => {
  // Success toasts throw confetti unless motion is reduced; jsdom has no canvas to draw it on.
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });

  it('shows a loading state, then one card per invitation with who, where, as whom, when and what it gives', async () => {
    server([{ status: 200, body: [familyInvitation, householdInvitation] }]);
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    const family = await screen.findByRole('article', {
      name: 'Иван Петров приглашает вас в семью «Семья Петровых»',
    });
    expect(within(family).getByText(/Родство: Ребёнок/)).toBeInTheDocument();
    expect(within(family).getByText('2 ч назад')).toBeInTheDocument();
    expect(
      within(family).getByText('Вы увидите записи «Только для семьи», семейный чат и календарь'),
    ).toBeInTheDocument();
    const household = screen.getByRole('article', {
      name: 'Приглашение в домохозяйство «Квартира на Ленина»',
    });
    expect(within(household).getByText(/Кем вы приходитесь: Сосед\(ка\)/)).toBeInTheDocument();
    expect(within(household).getByText('3 дн. назад')).toBeInTheDocument();
    expect(
      within(household).getByText('Вы увидите домохозяйство и записи «Только для домохозяйства»'),
    ).toBeInTheDocument();
    // Enum values are never shown as such.
    expect(screen.queryByText(/roommate|child/)).toBeNull();
  });

  it('shows chat group and organization invitations with what accepting gives', async () => {
    server([{ status: 200, body: [groupInvitation, orgInvitation] }]);
    renderPage();
    const group = await screen.findByRole('article', { name: 'Иван Петров приглашает вас в группу «Поход»' });
    expect(within(group).getByText(/Группа чата/)).toBeInTheDocument();
    expect(within(group).getByText(/Вы увидите сообщения, события и участников группы/)).toBeInTheDocument();
    const org = screen.getByRole('article', { name: 'Иван Петров приглашает вас в организацию «Ромашка»' });
    expect(
      within(org).getByText(/Организация · Роль: Руководитель команды · Должность: Бариста/),
    ).toBeInTheDocument();
    expect(within(org).getByText(/Вы станете участником организации/)).toBeInTheDocument();
    expect(screen.queryByText(/TEAM_LEAD|chat_group/)).toBeNull();
  });

  it('accepting a group invitation opens its conversation; an organization’s, its page', async () => {
    for (const [invitation, where, toast] of [
      [groupInvitation, `/family/chat?group=${groupInvitation.target.id}`, 'Вы вступили в группу «Поход»'],
      [
        orgInvitation,
        `/organizations/org-profile?id=${orgInvitation.target.id}`,
        'Вы вступили в организацию «Ромашка»',
      ],
    ] as const) {
      const calls = server([
        { status: 200, body: [invitation] },
        { status: 200, body: [] },
      ]);
      const { unmount } = renderPageWithUnmount();
      await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(where));
      expect(calls).toContainEqual({ method: 'POST', url: `/api/invitations/${invitation.id}/accept` });
      expect(await screen.findByText(toast)).toBeInTheDocument();
      unmount();
    }
  });

  it('says what to do when there are no invitations', async () => {
    server([{ status: 200, body: [] }]);
    renderPage();
    expect(await screen.findByText('Приглашений нет')).toBeInTheDocument();
    expect(screen.getByText(/приглашение появится здесь/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К моей семье' })).toHaveAttribute(
      'href',
      '/family/my-family-profile',
    );
  });

  it('shows a failed load with the server detail and «Повторить», which loads again', async () => {
    const calls = server([
      { status: 503, body: { detail: 'Сервис временно недоступен. Попробуйте позже.' } },
      { status: 200, body: [familyInvitation] },
    ]);
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить приглашения');
    expect(alert).toHaveTextContent('Сервис временно недоступен. Попробуйте позже.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Принять' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/invitations')).toHaveLength(2);
  });

  it('accepts through POST …/accept, refreshes the family and household data and opens the family', async () => {
    const calls = server([
      { status: 200, body: [familyInvitation] },
      { status: 200, body: [] },
    ]);
    const client = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/family/family-view?id=${familyInvitation.target.id}`,
      ),
    );
    expect(calls).toContainEqual({ method: 'POST', url: `/api/invitations/${familyInvitation.id}/accept` });
    expect(calls.some((c) => c.url.endsWith('/decline'))).toBe(false);
    expect(client.getQueryState(familyKeys.profiles)?.isInvalidated).toBe(true);
    expect(client.getQueryState(householdKey)?.isInvalidated).toBe(true);
    expect(await screen.findByText('Вы вступили в семью «Семья Петровых»')).toBeInTheDocument();
  });

  it('declines through POST …/decline, stays on the view and reads the list again', async () => {
    const calls = server([
      { status: 200, body: [householdInvitation] },
      { status: 200, body: [] },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText('Приглашений нет')).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: `/api/invitations/${householdInvitation.id}/decline`,
    });
    expect(calls.some((c) => c.url.endsWith('/accept'))).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/family/family-invitations');
    expect(await screen.findByText('Приглашение отклонено')).toBeInTheDocument();
  });

  it('shows the server detail when an answer is refused and keeps the card', async () => {
    server([{ status: 200, body: [householdInvitation] }], {
      status: 409,
      body: {
        detail: 'Вы уже живёте в другом домохозяйстве. Сначала покиньте его, затем примите приглашение.',
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    expect(await screen.findByText(/Вы уже живёте в другом домохозяйстве/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/family/family-invitations');
    expect(screen.getByRole('button', { name: 'Принять' })).toBeEnabled();
  });
});
