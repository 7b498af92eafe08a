import type { User } from '@krug/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { meKey } from '../auth/api.ts';
import { EmailSection } from './EmailSection.tsx';
import { renderWithServer } from './test-server.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

describe('changing the email', () => {
  it('checks the fields, shows the server’s errors under them, and shows the address waiting for its link', async () => {
    const server = renderWithServer(<EmailSection />, {
      'GET /api/users/email-change': () => jsonResponse(200, { pending_email: null }),
      'POST /api/users/email-change': (body) => {
        const b = body as { email: string; current_password: string };
        if (b.current_password !== 'secret123')
          return jsonResponse(422, { detail: 'Текущий пароль неверен', field: 'current_password' });
        if (b.email === 'taken@b.ru')
          return jsonResponse(409, {
            detail: 'Пользователь с таким email уже зарегистрирован',
            field: 'email',
          });
        return jsonResponse(202, { message: `Ссылка отправлена на ${b.email}`, pending_email: b.email });
      },
    });
    expect(screen.getByText('Сейчас: a@b.ru')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Изменить почту' }));
    const email = screen.getByLabelText('Новая почта');
    const password = screen.getByLabelText(/Текущий пароль/);
    expect(email).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить почту' }));
    expect(screen.getByText('Введите новую почту')).toBeVisible();
    expect(screen.getByText('Введите текущий пароль')).toBeVisible();
    await userEvent.type(email, 'a@b.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить почту' }));
    expect(screen.getByText('Это ваша текущая почта')).toBeVisible();
    expect(server.sent('POST /api/users/email-change')).toHaveLength(0);

    await userEvent.clear(email);
    await userEvent.type(email, 'taken@b.ru');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить почту' }));
    expect(await screen.findByText('Текущий пароль неверен')).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(password);
    await userEvent.type(password, 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить почту' }));
    expect(await screen.findByText('Пользователь с таким email уже зарегистрирован')).toBeVisible();

    await userEvent.clear(email);
    await userEvent.type(email, ' New@B.ru ');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить почту' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Ссылка отправлена на new@b.ru' }),
    );
    expect(server.sent('POST /api/users/email-change').at(-1)).toEqual({
      email: 'new@b.ru',
      current_password: 'secret123',
    });
    // The address changes only when the link is used: until then it waits, shown as such.
    expect(server.client.getQueryData<User>(meKey)?.email).toBe('a@b.ru');
    expect(screen.getByText('Сейчас: a@b.ru')).toBeVisible();
    expect(await screen.findByText(/Ждёт подтверждения: new@b.ru/)).toBeVisible();
    expect(screen.queryByLabelText('Новая почта')).toBeNull();
  }, 20_000);
});
