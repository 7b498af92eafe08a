import type { AdminUser } from '@krug/contract/admin';
import type { AdminReport } from '@krug/contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, testUser } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { AdminPage } from './AdminPage.tsx';
import { instance, renderAdmin } from './test-server.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const person = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: '22222222-2222-4222-8222-222222222222',
  first_name: 'Пётр',
  last_name: 'Смирнов',
  email: 'petr@example.com',
  instance_role: 'user',
  created_at: '2026-11-20T10:00:00.000Z',
  last_seen_at: '2026-11-25T10:00:00.000Z',
  suspended_at: null,
  suspended_reason: null,
  storage_bytes: 4_404_019,
  two_factor_enabled: false,
  ...overrides,
});

describe('«Администрирование»', () => {
  it('is closed to a plain user: «Нет доступа», no section loads', async () => {
    const { fetchMock } = renderAdmin(<AdminPage />, { 'GET /api/instance': instance }, { user: testUser() });
    expect(await screen.findByText('Нет доступа')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Разделы администрирования' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
  });

  it('lists users with their facts, searches, pages, and suspends with a reason', async () => {
    let suspended = false;
    const { calls } = renderAdmin(<AdminPage />, {
      'GET /api/instance': instance,
      'GET /api/admin/users': (_b, url) => {
        if (url.includes('before=c1'))
          return jsonResponse(200, [
            person({ id: '33333333-3333-4333-8333-333333333333', first_name: 'Вера', last_name: 'Новая' }),
          ]);
        const rows = [
          person({
            suspended_at: suspended ? '2026-11-26T10:00:00.000Z' : null,
            suspended_reason: suspended ? 'Спам' : null,
          }),
          person({
            id: '44444444-4444-4444-8444-444444444444',
            first_name: 'Ольга',
            instance_role: 'owner',
            email: 'o@example.com',
          }),
        ];
        return new Response(JSON.stringify(rows), {
          status: 200,
          headers: {
            'content-type': 'application/json',
            link: '</api/admin/users?limit=20&before=c1>; rel="next"',
          },
        });
      },
      'POST /api/admin/users/22222222-2222-4222-8222-222222222222/suspend': () => {
        suspended = true;
        return jsonResponse(
          200,
          person({ suspended_at: '2026-11-26T10:00:00.000Z', suspended_reason: 'Спам' }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Пользователи' })).toBeVisible();
    expect(await screen.findByText('petr@example.com')).toBeVisible();
    const [petr] = screen.getAllByTestId('admin-user');
    expect(within(petr as HTMLElement).getByText(/Хранилище: 4,2\sМБ/)).toBeVisible();
    expect(
      screen.getByText('Управление сервером «Круг Ивановых»: люди, жалобы, приглашения и настройки.'),
    ).toBeVisible();
    // The owner has no actions; a plain user has.
    expect(screen.queryByRole('button', { name: 'Действия: Ольга Смирнов' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Вера Новая')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Поиск по имени или email'), 'пётр');
    await waitFor(() =>
      expect(
        calls('GET /api/admin/users').some((c) => c.url.includes('query=%D0%BF%D1%91%D1%82%D1%80')),
      ).toBe(true),
    );

    await userEvent.click(
      screen.getAllByRole('button', { name: 'Действия: Пётр Смирнов' })[0] as HTMLElement,
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать Пётр Смирнов' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Причина'), 'Спам');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Заблокировать' }));
    await waitFor(() =>
      expect(calls('POST /api/admin/users/22222222-2222-4222-8222-222222222222/suspend')[0]?.body).toEqual({
        reason: 'Спам',
      }),
    );
    expect(await screen.findByText('Заблокирован(а): Спам')).toBeVisible();
  });

  it('creates an invite link, lists it with its uses, and revokes it after asking', async () => {
    const invite = {
      id: '55555555-5555-4555-8555-555555555555',
      url: 'http://localhost/register?invite=tok',
      token: 'tok',
      created_at: '2026-11-26T10:00:00.000Z',
      expires_at: '2099-12-01T10:00:00.000Z',
      max_uses: 3,
      uses: 1,
      revoked_at: null,
      created_by: { id: '11111111-1111-4111-8111-111111111111', name: 'Анна Иванова' },
    };
    const { calls } = renderAdmin(
      <AdminPage />,
      {
        'GET /api/instance': instance,
        'GET /api/admin/invites': () => jsonResponse(200, [invite]),
        'POST /api/admin/invites': () => jsonResponse(201, invite),
        'DELETE /api/admin/invites/55555555-5555-4555-8555-555555555555': () =>
          new Response(null, { status: 204 }),
      },
      { path: '/admin/invites' },
    );
    expect(await screen.findByText('Использовано 1 из 3')).toBeVisible();
    expect(screen.getByDisplayValue('http://localhost/register?invite=tok')).toBeVisible();
    const uses = screen.getByLabelText('Сколько раз можно использовать');
    await userEvent.clear(uses);
    await userEvent.type(uses, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    await waitFor(() =>
      expect(calls('POST /api/admin/invites')[0]?.body).toEqual({ max_uses: 3, expires_in_days: 7 }),
    );
    await userEvent.clear(uses);
    await userEvent.type(uses, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByText('Число использований — от 1 до 1000')).toBeVisible();
    expect(calls('POST /api/admin/invites')).toHaveLength(1);
    // Mailed to an address: a malformed one is refused under the field, a good one is sent.
    await userEvent.clear(uses);
    await userEvent.type(uses, '1');
    const email = screen.getByLabelText(/Отправить на email/);
    await userEvent.type(email, 'гость');
    await userEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    expect(await screen.findByText('Некорректный email')).toBeVisible();
    await userEvent.clear(email);
    await userEvent.type(email, 'Guest@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Создать ссылку' }));
    await waitFor(() =>
      expect(calls('POST /api/admin/invites')[1]?.body).toEqual({
        max_uses: 1,
        expires_in_days: 7,
        email: 'guest@example.com',
      }),
    );
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'info',
        message: 'Ссылка создана и отправлена на guest@example.com',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отозвать' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Отозвать' }),
    );
    await waitFor(() =>
      expect(calls('DELETE /api/admin/invites/55555555-5555-4555-8555-555555555555')).toHaveLength(1),
    );
  });

  it('saves the settings: name, registration mode, email confirmation', async () => {
    const { calls } = renderAdmin(
      <AdminPage />,
      {
        'GET /api/instance': instance,
        'GET /api/admin/settings': () =>
          jsonResponse(200, {
            instance_name: 'Круг',
            registration_mode: 'open',
            require_email_verification: false,
          }),
        'PUT /api/admin/settings': (body) => jsonResponse(200, body),
      },
      { path: '/admin/settings' },
    );
    await userEvent.click(await screen.findByLabelText('Только по приглашениям'));
    const name = screen.getByLabelText(/Название/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Укажите название')).toBeVisible();
    await userEvent.type(name, 'Семья');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls('PUT /api/admin/settings')[0]?.body).toEqual({
        instance_name: 'Семья',
        registration_mode: 'invite_only',
        require_email_verification: false,
      }),
    );
  });

  it('shows a report with the thing in its context and resolves it by hiding, with a note', async () => {
    const report: AdminReport = {
      id: '66666666-6666-4666-8666-666666666666',
      target_type: 'post',
      target_id: '77777777-7777-4777-8777-777777777777',
      reason: 'spam',
      comment: 'Реклама',
      status: 'open',
      created_at: '2026-11-26T10:00:00.000Z',
      reporter: { id: '22222222-2222-4222-8222-222222222222', name: 'Пётр Смирнов' },
      target: {
        owner: { id: '33333333-3333-4333-8333-333333333333', name: 'Вера Новая' },
        context: null,
        text: 'Купите наши окна',
        post_id: '77777777-7777-4777-8777-777777777777',
        hidden: false,
        preview_url: null,
      },
      resolved_at: null,
      resolved_by: null,
      action: null,
      note: null,
    };
    const { calls } = renderAdmin(
      <AdminPage />,
      {
        'GET /api/instance': instance,
        'GET /api/admin/reports': () => jsonResponse(200, [report]),
        'POST /api/admin/reports/66666666-6666-4666-8666-666666666666/resolve': () =>
          jsonResponse(200, { ...report, status: 'resolved', action: 'hide_content' }),
      },
      { path: '/admin/reports' },
    );
    const card = await screen.findByRole('listitem', { name: 'Запись: Купите наши окна' });
    expect(within(card).getByText('Спам')).toBeVisible();
    expect(within(card).getByText(/Автор: Вера Новая/)).toBeVisible();
    expect(within(card).getByText(/Жалоба от Пётр Смирнов/)).toBeVisible();
    expect(within(card).getByText('Комментарий: «Реклама»')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute(
      'href',
      '/family/posts/77777777-7777-4777-8777-777777777777',
    );
    await userEvent.type(within(card).getByLabelText(/Пояснение/), 'Реклама запрещена');
    await userEvent.click(within(card).getByRole('button', { name: 'Скрыть' }));
    await waitFor(() =>
      expect(calls('POST /api/admin/reports/66666666-6666-4666-8666-666666666666/resolve')[0]?.body).toEqual({
        action: 'hide_content',
        note: 'Реклама запрещена',
      }),
    );
  });

  it('filters the audit log by action and by who did it', async () => {
    const entry = {
      id: '88888888-8888-4888-8888-888888888888',
      at: '2026-11-26T10:00:00.000Z',
      actor: { id: '22222222-2222-4222-8222-222222222222', name: 'Пётр Смирнов' },
      action: 'auth.login',
      target_type: null,
      target_id: null,
      ip: '10.0.0.7',
      details: { step: 'password' },
    };
    const { calls } = renderAdmin(
      <AdminPage />,
      { 'GET /api/instance': instance, 'GET /api/admin/audit': () => jsonResponse(200, [entry]) },
      { path: '/admin/audit' },
    );
    const [row] = await screen.findAllByTestId('audit-entry');
    expect(within(row as HTMLElement).getByText('Вход')).toBeVisible();
    expect(within(row as HTMLElement).getByText(/Адрес: 10.0.0.7/)).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Действие'), 'auth.login_failed');
    await waitFor(() =>
      expect(calls('GET /api/admin/audit').at(-1)?.url).toContain('action=auth.login_failed'),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Показать действия: Пётр Смирнов' }));
    await waitFor(() =>
      expect(calls('GET /api/admin/audit').at(-1)?.url).toContain(
        'actor_id=22222222-2222-4222-8222-222222222222',
      ),
    );
    expect(screen.getByRole('button', { name: /Кто: Пётр Смирнов/ })).toBeVisible();
  });
});
