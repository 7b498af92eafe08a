import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { renderAdmin } from '../admin/test-server.tsx';
import { ReportButton } from './ReportButton.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));
const { notify } = await import('../../ui/toast.ts');

const TARGET = { type: 'user', id: '22222222-2222-4222-8222-222222222222' } as const;

describe('«Пожаловаться»', () => {
  it('asks for a reason, sends the report with the comment, and thanks', async () => {
    const { calls } = renderAdmin(
      <ReportButton target={TARGET} />,
      {
        'POST /api/reports': () => jsonResponse(201, { id: 'r', status: 'open' }),
      },
      { path: '/', route: '/' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Пожаловаться на пользователя' }));
    const dialog = await screen.findByRole('dialog', { name: 'Пожаловаться на пользователя' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(dialog).findByText('Выберите причину')).toBeVisible();
    expect(calls('POST /api/reports')).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('Оскорбления или травля'));
    await userEvent.type(within(dialog).getByLabelText(/Комментарий/), '  Пишет гадости  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    await waitFor(() =>
      expect(calls('POST /api/reports')[0]?.body).toEqual({
        target_type: 'user',
        target_id: TARGET.id,
        reason: 'abuse',
        comment: 'Пишет гадости',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notify).toHaveBeenCalledWith({ type: 'info', message: 'Жалоба отправлена. Спасибо!' });
  });

  it('shows the server’s refusal (a second open report) in the dialog', async () => {
    const detail = 'Вы уже пожаловались на это. Администраторы рассмотрят жалобу.';
    renderAdmin(
      <ReportButton target={TARGET} />,
      { 'POST /api/reports': () => jsonResponse(409, { detail }) },
      {
        path: '/',
        route: '/',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Пожаловаться на пользователя' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Спам'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить жалобу' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
  });
});
