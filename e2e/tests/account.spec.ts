import { expect, test } from './fixtures.ts';
import { newPerson, PNG_40x30, signUpToShell } from './helpers.ts';

test('my information: edit basic info and reload; change the password (another device is signed out) and sign in with it; delete the account with the password', async ({
  page,
  browser,
}) => {
  const person = newPerson('Вера', 'Настройкина');
  await signUpToShell(page, person);
  await page.goto('/family/my-info');
  await expect(page.getByRole('heading', { name: 'МОЯ ИНФОРМАЦИЯ' })).toBeVisible();

  const basic = page.getByRole('region', { name: 'Основная информация' });
  await basic.getByRole('button', { name: 'Изменить' }).click();
  await basic.getByLabel('Отчество').fill('Павловна');
  await basic.getByRole('button', { name: 'Отмена' }).click();
  await expect(basic.getByText('Павловна')).toHaveCount(0);
  await basic.getByRole('button', { name: 'Изменить' }).click();
  await basic.getByLabel('Отчество').fill('Павловна');
  await basic.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения успешно сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Основная информация' }).getByText('Павловна')).toBeVisible();

  // Spouse fields appear only while married.
  const marriage = page.getByRole('region', { name: 'Семейное положение' });
  await marriage.getByRole('button', { name: 'Изменить' }).click();
  await expect(marriage.getByLabel('Имя супруга(и)')).toHaveCount(0);
  await marriage.getByLabel('Семейное положение').selectOption('MARRIED');
  await expect(marriage.getByLabel('Имя супруга(и)')).toBeVisible();
  await marriage.getByRole('button', { name: 'Отмена' }).click();

  // Another device signed in with the old password.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto('/login');
  await other.getByLabel('Электронная почта').fill(person.email);
  await other.getByLabel('Пароль').fill(person.password);
  await other.getByRole('button', { name: 'Войти' }).click();
  await expect(other).not.toHaveURL(/\/login/);
  if (/\/onboarding/.test(other.url())) await other.getByRole('button', { name: 'Пропустить' }).click();
  await expect(other.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  // Password.
  await page.getByRole('button', { name: 'Безопасность: смена пароля' }).click();
  await page.getByLabel('Текущий пароль').fill(person.password);
  await page.getByLabel('Новый пароль', { exact: true }).fill('brandnew1');
  await page.getByLabel('Повторите новый пароль').fill('brandnew2');
  await expect(page.getByText('Новые пароли не совпадают')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Изменить пароль' })).toBeDisabled();
  await page.getByLabel('Повторите новый пароль').fill('brandnew1');
  await page.getByRole('button', { name: 'Изменить пароль' }).click();
  await expect(page.getByText('Пароль успешно изменен')).toBeVisible();
  // This device goes on; the other one is signed out by itself (its live socket is closed and the
  // old token refused).
  await expect(other).toHaveURL(/\/login/);
  await otherContext.close();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await page.getByLabel('Электронная почта').fill(person.email);
  await page.getByLabel('Пароль').fill('brandnew1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  // Delete the account: the word must be typed exactly, and the current password proves it is theirs.
  await page.goto('/family/my-info');
  await page.getByRole('button', { name: 'Опасная зона: удаление аккаунта' }).click();
  const danger = page.getByRole('region', { name: 'Опасная зона: удаление аккаунта' });
  await danger.getByLabel('Введите УДАЛИТЬ').fill('удалить');
  await expect(danger.getByRole('button', { name: 'Удалить аккаунт' })).toBeDisabled();
  await danger.getByLabel('Введите УДАЛИТЬ').fill('УДАЛИТЬ');
  await danger.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(danger.getByText('Введите текущий пароль, чтобы удалить аккаунт')).toBeVisible();
  await danger.getByLabel('Текущий пароль').fill(person.password);
  await danger.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(danger.getByText('Текущий пароль указан неверно')).toBeVisible();
  await danger.getByLabel('Текущий пароль').fill('brandnew1');
  await danger.getByRole('button', { name: 'Удалить аккаунт' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.getByLabel('Электронная почта').fill(person.email);
  await page.getByLabel('Пароль').fill('brandnew1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный email или пароль')).toBeVisible();
});

test("my information: the server's error lands under its field; a deleted photo can be chosen again", async ({
  page,
}) => {
  const person = newPerson('Ефим', 'Полев');
  await signUpToShell(page, person);
  await page.goto('/family/my-info');

  // An address the browser's check lets through but the server refuses: its error under Email.
  const basic = page.getByRole('region', { name: 'Основная информация' });
  await basic.getByRole('button', { name: 'Изменить' }).click();
  const email = basic.getByLabel('Электронная почта', { exact: true });
  await email.fill('efim@example.c');
  await basic.getByLabel(/^Текущий пароль/).fill(person.password);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/my-info') && r.request().method() === 'PUT',
  );
  await basic.getByRole('button', { name: 'Сохранить' }).click();
  expect(await (await saved).json()).toMatchObject({ field: 'email' });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Некорректный email');
  await expect(email).toBeFocused();
  await expect(page.getByRole('status')).toHaveCount(0);
  await basic.getByRole('button', { name: 'Отмена' }).click();

  // Upload a photo, delete it, choose the very same file again: it is uploaded again.
  const photoSection = page.getByRole('region', { name: 'Фото профиля' });
  const input = photoSection.locator('input[type="file"]');
  const file = { name: 'me.png', mimeType: 'image/png', buffer: PNG_40x30 };
  const avatar = photoSection.locator('img');
  await input.setInputFiles(file);
  await expect(avatar).toBeVisible();
  expect(await input.inputValue()).toBe('');
  await photoSection.getByRole('button', { name: 'Удалить фото' }).click();
  await page
    .getByRole('alertdialog', { name: 'Удалить фото профиля?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(avatar).toHaveCount(0);
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/profile-picture') && r.request().method() === 'PUT',
  );
  await input.setInputFiles(file);
  expect((await uploaded).status()).toBe(200);
  await expect(avatar).toBeVisible();
});
