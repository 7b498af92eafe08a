import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { AdminPage } from './AdminPage.tsx';
import { instance, renderAdmin } from './test-server.tsx';

describe('«Исходящая почта»', () => {
  it('lists the mails kept without SMTP, with their text', async () => {
    const mail = {
      id: '99999999-9999-4999-8999-999999999999',
      at: '2026-11-26T10:00:00.000Z',
      to: 'babushka@example.com',
      subject: 'Смена пароля в Круге',
      text: 'Здравствуйте, Бабушка!\n\nЗадать новый пароль: http://krug.test/reset-password#token=abc',
    };
    renderAdmin(
      <AdminPage />,
      { 'GET /api/instance': instance, 'GET /api/admin/outbox': () => jsonResponse(200, [mail]) },
      { path: '/admin/outbox' },
    );
    expect(await screen.findByRole('heading', { name: 'Исходящая почта' })).toBeVisible();
    const [row] = await screen.findAllByTestId('outbox-mail');
    expect(within(row as HTMLElement).getByText('Смена пароля в Круге')).toBeVisible();
    expect(within(row as HTMLElement).getByText(/Кому: babushka@example.com/)).toBeVisible();
    expect(within(row as HTMLElement).getByText(/reset-password#token=abc/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Исходящая почта' })).toHaveAttribute('href', '/admin/outbox');
  });

  it('says when there is nothing', async () => {
    renderAdmin(
      <AdminPage />,
      { 'GET /api/instance': instance, 'GET /api/admin/outbox': () => jsonResponse(200, []) },
      { path: '/admin/outbox' },
    );
    expect(await screen.findByText('Писем нет')).toBeVisible();
  });
});
