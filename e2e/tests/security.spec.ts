import { Secret, TOTP } from 'otpauth';
import { expect, test } from './fixtures.ts';
import { apiUser, signedIn } from './helpers.ts';

/** The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 s from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

test('security: two devices, «Выйти на всех других устройствах», then two-factor sign-in', async ({
  browser,
  request,
}) => {
  const user = await apiUser(request, 'Ирина', `Осторожная${Date.now() % 100000}`);
  const { page: laptop } = await signedIn(browser, user);
  await laptop.goto('/family/settings');
  const sessions = laptop.getByRole('region', { name: 'Сеансы и устройства' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);

  // A phone signs in with the password alone.
  const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneCtx.newPage();
  await phone.goto('/login');
  await phone.getByLabel('Электронная почта').fill(user.email);
  await phone.getByLabel('Пароль').fill(user.password);
  await phone.getByRole('button', { name: 'Войти' }).click();
  await expect(phone).not.toHaveURL(/\/login/);

  // The laptop sees both, itself marked, and signs the phone out.
  await laptop.reload();
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('Этот сеанс')).toHaveCount(1);
  await sessions.getByRole('button', { name: 'Выйти на всех других устройствах' }).click();
  const confirm = laptop.getByRole('alertdialog', { name: 'Выйти на всех других устройствах?' });
  await confirm.getByRole('button', { name: 'Выйти' }).click();
  await expect(laptop.getByText('Завершён 1 сеанс')).toBeVisible();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  // The phone's live channel closes and its token is refused: it leaves by itself.
  await expect(phone).toHaveURL(/\/login/, { timeout: 15_000 });
  await phoneCtx.close();

  // Two-factor sign-in: the key typed by hand into an "app" (computed here), then recovery codes.
  await laptop.getByRole('button', { name: 'Включить', exact: true }).click();
  const setup = laptop.getByRole('dialog', { name: 'Включение двухфакторного входа' });
  await setup.getByLabel('Текущий пароль').fill(user.password);
  await setup.getByRole('button', { name: 'Продолжить' }).click();
  await expect(setup.getByRole('img', { name: 'QR-код для приложения-аутентификатора' })).toBeVisible();
  const secret = (await setup.getByLabel(/Введите ключ вручную/).inputValue()).replace(/\s/g, '');
  await setup.getByLabel(/Код из приложения/).fill(codeOf(secret));
  await setup.getByRole('button', { name: 'Включить', exact: true }).click();
  const codes = laptop.getByRole('dialog', { name: 'Резервные коды' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'Я сохранил коды' }).click();
  await expect(laptop.getByText('Включён', { exact: true })).toBeVisible();

  // Signing out and in again: the password is not enough, the code is asked next.
  await laptop.getByRole('button', { name: 'Меню пользователя' }).click();
  await laptop.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(laptop).toHaveURL(/\/login/);
  await laptop.getByLabel('Электронная почта').fill(user.email);
  await laptop.getByLabel('Пароль').fill(user.password);
  await laptop.getByRole('button', { name: 'Войти' }).click();
  const code = laptop.getByLabel('Код из приложения');
  await expect(code).toBeFocused();
  await expect(laptop.getByRole('button', { name: 'Использовать резервный код' })).toBeVisible();
  // The code just used to enable is spent; the app's next one (within the allowed drift) signs in.
  await code.fill(codeOf(secret, 1));
  await laptop.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(laptop).not.toHaveURL(/\/login/);
  await laptop.goto('/family/settings');
  await expect(laptop.getByText('Включён', { exact: true })).toBeVisible();
  // Only this sign-in is live: signing out ended the previous session.
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
});
