import type { Organization } from '@krug/contract/work';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { stubFetch } from '../../test/fetch.ts';
import { jsonResponse, renderApp, testUser } from '../../test/render.tsx';
import { meKey } from '../auth/api.ts';
import { InviteDialog } from './InviteDialog.tsx';
import { MembersTab } from './OrgMembers.tsx';
import { OrgSettingsDialog } from './OrgSettingsDialog.tsx';

const ORG = '33333333-3333-4333-8333-333333333333';
const org = (overrides: Partial<Organization> = {}) =>
  ({
    id: ORG,
    name: 'Ромашка',
    organization_type: 'COMPANY',
    description: 'Делаем софт',
    industry: 'Technology',
    organization_size: '11-50',
    founded_year: 2010,
    website: null,
    official_email: null,
    address_street: null,
    address_city: 'Казань',
    address_state: null,
    address_country: 'Россия',
    address_postal_code: null,
    is_private: false,
    allow_public_discovery: true,
    logo_url: '/api/work/organizations/x/images/logo?sig=1',
    banner_url: '/api/work/organizations/x/images/banner?sig=1',
    creator_id: '11111111-1111-4111-8111-111111111111',
    owner_id: '11111111-1111-4111-8111-111111111111',
    member_count: 1,
    user_role: 'CEO',
    user_is_admin: true,
    user_is_owner: true,
    user_can_invite: true,
    user_can_post: true,
    user_job_title: 'Директор',
    user_department: null,
    user_team: null,
    ...overrides,
  }) as Organization;

type Call = { url: string; method: string; body: Record<string, unknown> | null };
/** Records calls; members and join requests answer empty lists, writes answer 200/201. */
function stubApi(answer?: (c: Call) => Response | undefined) {
  const calls: Call[] = [];
  // Success toasts throw confetti unless motion is reduced; jsdom has no canvas to draw it on.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  stubFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url: String(url),
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
      };
      calls.push(call);
      const own = answer?.(call);
      if (own) return own;
      if (call.url.endsWith('/members') && call.method === 'GET')
        return jsonResponse(200, { members: [], departments: {} });
      if (call.url.includes('join-requests')) return jsonResponse(200, { requests: [] });
      if (call.url.includes('change-requests')) return jsonResponse(200, { data: [] });
      return jsonResponse(call.method === 'POST' ? 201 : 200, {});
    }),
  );
  return calls;
}
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('invite dialog', () => {
  it('offers the organization’s departments as a choice once it has any (one notion of department)', async () => {
    stubApi((c) =>
      c.url.endsWith('/departments')
        ? jsonResponse(200, {
            data: [
              { id: 'd1', name: 'Разработка' },
              { id: 'd2', name: 'Продажи' },
            ],
          })
        : undefined,
    );
    renderApp(<InviteDialog org={org()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Пригласить в «Ромашка»' });
    // Free text (an input with suggestions) until the departments arrive, then a choice.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Отдел' }).tagName).toBe('SELECT'),
    );
    const department = within(dialog).getByRole('combobox', { name: 'Отдел' });
    const options = within(department)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['—', 'Разработка', 'Продажи']);
  });

  it('offers every invite-payload field, labels the role as the member’s, never «Ваша роль»', async () => {
    stubApi();
    renderApp(<InviteDialog org={org()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Пригласить в «Ромашка»' });
    const d = within(dialog);
    expect(d.getByLabelText('Электронная почта пользователя')).toBeInTheDocument();
    expect(d.getByLabelText('Должность')).toBeInTheDocument();
    expect(d.getByRole('combobox', { name: 'Роль участника' })).toHaveValue('EMPLOYEE');
    expect(d.getByLabelText('Отдел')).toBeInTheDocument();
    expect(d.getByLabelText('Команда')).toBeInTheDocument();
    expect(d.getByRole('checkbox', { name: 'Администратор' })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Может приглашать' })).not.toBeChecked();
    expect(d.getByRole('checkbox', { name: 'Может публиковать' })).toBeChecked();
    expect(d.queryByText('Ваша роль')).not.toBeInTheDocument();
    expect(d.queryByLabelText('Название роли')).not.toBeInTheDocument();
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Роль участника' }), 'CUSTOM');
    expect(d.getByLabelText('Название роли')).toBeInTheDocument();
  });

  it('a member who may only invite is not offered admin or invite rights', async () => {
    stubApi();
    renderApp(<InviteDialog org={org({ user_is_admin: false })} onClose={() => {}} />);
    const d = within(await screen.findByRole('dialog'));
    expect(d.queryByRole('checkbox', { name: 'Администратор' })).not.toBeInTheDocument();
    expect(d.queryByRole('checkbox', { name: 'Может приглашать' })).not.toBeInTheDocument();
    expect(d.getByRole('checkbox', { name: 'Может публиковать' })).toBeInTheDocument();
  });

  it('Cancel closes without a call', async () => {
    const calls = stubApi();
    const onClose = vi.fn();
    renderApp(<InviteDialog org={org()} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([]);
  });

  it('checks the payload with the contract schema before sending', async () => {
    const calls = stubApi();
    renderApp(<InviteDialog org={org()} onClose={() => {}} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Пригласить' }));
    expect(d.getAllByText('Email и должность обязательны').length).toBeGreaterThan(0);
    await userEvent.type(d.getByLabelText('Электронная почта пользователя'), 'boris@example.com');
    await userEvent.type(d.getByLabelText('Должность'), 'Бариста');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Роль участника' }), 'CUSTOM');
    await userEvent.click(d.getByRole('button', { name: 'Пригласить' }));
    expect(d.getByText('Укажите название роли')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('sends team, custom role and can_post, then says the invitation was sent by email', async () => {
    const calls = stubApi();
    renderApp(<InviteDialog org={org()} onClose={() => {}} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Электронная почта пользователя'), 'Boris@Example.com');
    await userEvent.type(d.getByLabelText('Должность'), 'Бариста');
    await userEvent.selectOptions(d.getByRole('combobox', { name: 'Роль участника' }), 'CUSTOM');
    await userEvent.type(d.getByLabelText('Название роли'), 'Старший бариста');
    await userEvent.type(d.getByLabelText('Отдел'), 'Зал');
    await userEvent.type(d.getByLabelText('Команда'), 'Утро');
    await userEvent.click(d.getByRole('checkbox', { name: 'Может публиковать' }));
    await userEvent.click(d.getByRole('button', { name: 'Пригласить' }));
    expect(await d.findByText('Приглашение отправлено на email.')).toBeInTheDocument();
    expect(d.getByText('boris@example.com станет участником, когда примет приглашение.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      {
        url: `/api/work/organizations/${ORG}/members`,
        method: 'POST',
        body: {
          user_email: 'Boris@Example.com',
          job_title: 'Бариста',
          role: 'CUSTOM',
          custom_role_name: 'Старший бариста',
          department: 'Зал',
          team: 'Утро',
          is_admin: false,
          can_invite: false,
          can_post: false,
        },
      },
    ]);
  });

  it('shows the server’s refusal', async () => {
    stubApi((c) =>
      c.method === 'POST'
        ? jsonResponse(429, { detail: 'Слишком много приглашений. Попробуйте позже.' })
        : undefined,
    );
    renderApp(<InviteDialog org={org()} onClose={() => {}} />);
    const d = within(await screen.findByRole('dialog'));
    await userEvent.type(d.getByLabelText('Электронная почта пользователя'), 'nobody@example.com');
    await userEvent.type(d.getByLabelText('Должность'), 'QA');
    await userEvent.click(d.getByRole('button', { name: 'Пригласить' }));
    expect(await d.findByRole('alert')).toHaveTextContent('Слишком много приглашений. Попробуйте позже.');
  });
});

describe('settings dialog', () => {
  const openMedia = async () => {
    renderApp(<OrgSettingsDialog org={org()} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Логотип и обложка' }));
  };

  it('has company and my settings; company tabs basic, contact, media, privacy, requests', async () => {
    stubApi();
    renderApp(<OrgSettingsDialog org={org()} onClose={() => {}} />);
    expect(await screen.findByRole('tab', { name: 'Настройки компании' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Мои настройки' })).toBeInTheDocument();
    for (const name of ['Основное', 'Контакты', 'Логотип и обложка', 'Приватность', 'Запросы'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Контакты' }));
    for (const name of ['Улица и дом', 'Город', 'Регион', 'Почтовый индекс', 'Страна'])
      expect(screen.getByLabelText(name)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Приватность' }));
    const danger = screen.getByRole('region', { name: 'Опасная зона' });
    expect(within(danger).getByRole('button', { name: 'Покинуть организацию' })).toBeDisabled();
  });

  it('non-admins see only their own settings', async () => {
    stubApi();
    renderApp(
      <OrgSettingsDialog org={org({ user_is_admin: false, user_is_owner: false })} onClose={() => {}} />,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('tab', { name: 'Настройки компании' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Логотип и обложка' })).not.toBeInTheDocument();
  });

  it('previews the current logo and banner, the banner uncropped', async () => {
    stubApi();
    await openMedia();
    expect(screen.getByRole('img', { name: 'Текущий логотип' })).toHaveAttribute('src', org().logo_url);
    const banner = screen.getByRole('img', { name: 'Текущая обложка' });
    expect(banner).toHaveAttribute('src', org().banner_url);
    expect(banner).toHaveClass('object-contain', 'h-auto');
  });

  it('removes the banner alone, after a confirmation', async () => {
    const calls = stubApi();
    await openMedia();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить обложку' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Удалить обложку организации?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Удалить обложку' }));
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Текущая обложка' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Обложка не загружена')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Текущий логотип' })).toBeInTheDocument();
    const put = writes(calls);
    expect(put).toHaveLength(1);
    expect(put[0]?.method).toBe('PUT');
    expect(put[0]?.body).toMatchObject({ banner_url: null, name: 'Ромашка' });
    expect(put[0]?.body).not.toHaveProperty('logo_url');
  });

  it('cancelling the confirmation removes nothing', async () => {
    const calls = stubApi();
    await openMedia();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить логотип' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отмена' }),
    );
    expect(screen.getByRole('img', { name: 'Текущий логотип' })).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  });

  it('clears «Пожалуйста, выберите изображение» once a valid image is chosen', async () => {
    stubApi();
    await openMedia();
    const logo = screen.getByRole('region', { name: 'Логотип (до 5 МБ)' });
    const input = logo.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['hi'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(logo).getByRole('alert')).toHaveTextContent('Пожалуйста, выберите изображение');
    fireEvent.change(input, {
      target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' })] },
    });
    await waitFor(() =>
      expect(within(logo).getByRole('img', { name: 'Текущий логотип' }).getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
    expect(within(logo).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Пожалуйста, выберите изображение')).not.toBeInTheDocument();
    expect(within(logo).getByText('Новое изображение сохранится по кнопке «Сохранить».')).toBeInTheDocument();
  });
});

describe('members tab', () => {
  const me = testUser();
  const member = (over: Record<string, unknown>) => ({
    id: String(over.user_id),
    user_first_name: 'Имя',
    user_last_name: 'Фамилия',
    user_email: 'x@example.com',
    user_avatar_url: null,
    role: 'EMPLOYEE',
    custom_role_name: null,
    department: null,
    team: null,
    job_title: null,
    can_invite: false,
    can_post: true,
    is_admin: false,
    is_owner: false,
    ...over,
  });
  const list = [
    member({
      user_id: me.id,
      user_first_name: 'Анна',
      user_last_name: 'Иванова',
      is_owner: true,
      is_admin: true,
    }),
    member({
      user_id: '22222222-2222-4222-8222-222222222222',
      user_first_name: 'Борис',
      user_last_name: 'Петров',
      role: 'CUSTOM',
      custom_role_name: 'Старший бариста',
      job_title: 'Бариста',
      team: 'Утро',
    }),
  ];
  const show = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(meKey, me);
    localStorage.setItem('krug.token', 'x');
    render(
      <MemoryRouter>
        <Providers client={client}>
          <MembersTab org={org()} />
        </Providers>
      </MemoryRouter>,
    );
  };

  it('shows the custom role and team; an actions menu for others, none for oneself or the owner', async () => {
    stubApi((c) =>
      c.method === 'GET' && c.url.endsWith('/members')
        ? jsonResponse(200, { members: list, departments: { 'Без отдела': list } })
        : undefined,
    );
    show();
    const boris = await screen.findByRole('listitem', { name: 'Борис Петров' });
    expect(within(boris).getByText('Бариста · Старший бариста')).toBeInTheDocument();
    expect(within(boris).getByText('Команда: Утро')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Действия: Анна Иванова' })).not.toBeInTheDocument();
    const trigger = within(boris).getByRole('button', { name: 'Действия: Борис Петров' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Изменить данные', 'Сделать администратором', 'Удалить']);
  });

  it('removing asks first and calls DELETE only after the confirmation', async () => {
    const calls = stubApi((c) =>
      c.method === 'GET' && c.url.endsWith('/members')
        ? jsonResponse(200, { members: list, departments: { 'Без отдела': list } })
        : c.method === 'DELETE'
          ? new Response(null, { status: 204 })
          : undefined,
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Действия: Борис Петров' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Удалить' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Удалить этого участника из организации?' });
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(ask).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          url: `/api/work/organizations/${ORG}/members/22222222-2222-4222-8222-222222222222`,
          method: 'DELETE',
          body: null,
        },
      ]),
    );
  });
});
