import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/render.tsx';
import { notify } from '../../ui/toast.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { renderWithServer } from './test-server.tsx';

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

describe('two-factor sign-in', () => {
  it('sets up: password, QR code and key, a wrong code under the field, then the recovery codes', async () => {
    let enabled = false;
    const server = renderWithServer(<TwoFactorSection />, {
      'GET /api/users/2fa': () => jsonResponse(200, { enabled, recovery_codes_left: enabled ? 10 : 0 }),
      'POST /api/users/2fa/setup': (body) =>
        (body as { password: string }).password === 'secret123'
          ? jsonResponse(200, {
              secret: SECRET,
              otpauth_uri: `otpauth://totp/x?secret=${SECRET}`,
              qr_svg: SVG,
            })
          : jsonResponse(422, { detail: 'Неверный пароль', field: 'password' }),
      'POST /api/users/2fa/enable': (body) => {
        if ((body as { code: string }).code !== '123456')
          return jsonResponse(422, { detail: 'Неверный код', field: 'code' });
        enabled = true;
        return jsonResponse(200, { recovery_codes: CODES });
      },
    });
    expect(await screen.findByText('Выключен')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Включить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Включение двухфакторного входа' });
    const password = within(dialog).getByLabelText('Текущий пароль');
    expect(password).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(within(dialog).getByText('Введите текущий пароль')).toBeVisible();
    await userEvent.type(password, 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await within(dialog).findByText('Неверный пароль')).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'secret123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));

    const qr = await within(dialog).findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`);
    expect(within(dialog).getByLabelText(/Введите ключ вручную/)).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const code = within(dialog).getByLabelText(/Код из приложения/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));
    expect(within(dialog).getByText('Код состоит из 6 цифр')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));
    expect(await within(dialog).findByText('Неверный код')).toBeVisible();
    expect(server.sent('POST /api/users/2fa/enable')).toEqual([{ code: '654321' }]);
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Включить' }));

    const codesDialog = await screen.findByRole('dialog', { name: 'Резервные коды' });
    const list = within(codesDialog).getByRole('list', { name: 'Резервные коды' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Двухфакторный вход включён' });
    // Escape does not lose the codes: only «Я сохранил коды» closes.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Резервные коды' })).toBeVisible();
    await userEvent.click(within(codesDialog).getByRole('button', { name: 'Я сохранил коды' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Включён')).toBeVisible();
    expect(screen.getByText('Осталось резервных кодов: 10')).toBeVisible();
  }, 20_000);

  it('copies the recovery codes', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithServer(<TwoFactorSection />, {
      'GET /api/users/2fa': () => jsonResponse(200, { enabled: true, recovery_codes_left: 3 }),
      'POST /api/users/2fa/recovery-codes': () => jsonResponse(200, { recovery_codes: CODES }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Новые резервные коды' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новые резервные коды' });
    await userEvent.type(within(dialog).getByLabelText('Код из приложения'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Получить новые коды' }));
    const codes = await screen.findByRole('dialog', { name: 'Резервные коды' });
    await userEvent.click(within(codes).getByRole('button', { name: 'Копировать' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Коды скопированы' }),
    );
  });

  it('turns off only with the password and a code; a wrong code stays under its field', async () => {
    const server = renderWithServer(<TwoFactorSection />, {
      'GET /api/users/2fa': () => jsonResponse(200, { enabled: true, recovery_codes_left: 9 }),
      'POST /api/users/2fa/disable': (body) =>
        (body as { code: string }).code === 'abcdefghjk'
          ? jsonResponse(200, { enabled: false, recovery_codes_left: 0 })
          : jsonResponse(422, { detail: 'Неверный код', field: 'code' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Отключить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отключить двухфакторный вход?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect(within(dialog).getByText('Введите текущий пароль')).toBeVisible();
    expect(within(dialog).getByText('Введите код')).toBeVisible();
    expect(server.sent('POST /api/users/2fa/disable')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Текущий пароль'), 'secret123');
    const code = within(dialog).getByLabelText('Код из приложения или резервный код');
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect(await within(dialog).findByText('Неверный код')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, 'abcde-fghjk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.sent('POST /api/users/2fa/disable').at(-1)).toEqual({
      password: 'secret123',
      code: 'abcdefghjk',
    });
    expect(await screen.findByText('Выключен')).toBeVisible();
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Двухфакторный вход отключён' });
  });
});
