import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { newPerson, registerThroughForm } from './helpers.ts';

const MODULE_TABS = [
  'Семья',
  'Новости',
  'Журнал',
  'Сервисы',
  'Организации',
  'Маркетплейс',
  'Финансы',
  'События',
];

test('registration form shows the spec rules before anything is sent', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Пароль', { exact: true }).fill('123');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Минимум 6 символов')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('register → onboarding → gender → shell → reload keeps the session → logout', async ({ page }) => {
  const person = newPerson();
  await registerThroughForm(page, person);

  // Onboarding wizard: four steps, the school status only after a school is entered.
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByLabel('Место работы', { exact: true }).fill('ООО Ромашка');
  await page.getByLabel('Должность').fill('Инженер');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByLabel('Университет', { exact: true }).fill('МГУ');
  await page.getByLabel('Статус в университете').selectOption({ label: 'Студент' });
  await expect(page.getByLabel('Статус в школе')).toHaveCount(0);
  await page.getByLabel('Школа', { exact: true }).fill('Школа № 57');
  await expect(page.getByLabel('Статус в школе')).toBeVisible();
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(page.getByLabel('Место работы', { exact: true })).toHaveValue('ООО Ромашка');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('button', { name: 'Завершить' }).click();

  // Mandatory gender modal: the button stays disabled until a choice is made.
  const dialog = page.getByRole('dialog', { name: 'Выберите пол' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Женский').check();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('style', /pointer-events: none/);

  // The shell: the user's name, the eight module tabs, My Roles from onboarding.
  const userMenu = page.getByRole('button', { name: 'Меню пользователя' });
  await expect(userMenu).toContainText(`${person.firstName} ${person.lastName}`);
  for (const tab of MODULE_TABS) {
    await expect(page.getByRole('link', { name: tab, exact: true })).toBeVisible();
  }
  await expect(page.getByText('ООО Ромашка').first()).toBeVisible();
  await expect(page.getByText('МГУ').first()).toBeVisible();

  // A module tab is a real URL that survives a reload, and so does the session.
  await page.getByRole('link', { name: 'Организации', exact: true }).click();
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toContainText(person.firstName);
  await expect(page.getByRole('dialog', { name: 'Выберите пол' })).toHaveCount(0);

  const a11y = await new AxeBuilder({ page }).withTags(['wcag2a']).analyze();
  expect(a11y.violations.map((v) => v.id)).toEqual([]);

  // Logout removes the token: a reload stays on the sign-in form.
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();

  // Signing in again goes straight to the shell: onboarding and gender are done.
  await page.getByLabel('Электронная почта').fill(person.email);
  await page.getByLabel('Пароль').fill(person.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();
  await expect(page).not.toHaveURL(/onboarding/);
});

test('sign-in with a wrong password shows the server detail', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Электронная почта').fill('nobody@example.com');
  await page.getByLabel('Пароль').fill('wrongpass');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный email или пароль')).toBeVisible();
});

test('an unknown page shows the 404 view, not a blank screen', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('404').first()).toBeVisible();
});
