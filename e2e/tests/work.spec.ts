import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

test('organizations: A creates, B asks to join, A approves, B asks for a role, A approves, B sees it in My Roles, A transfers ownership', async ({
  browser,
}) => {
  const name = `Ромашка ${Date.now() % 100000}`;
  const aCtx = await browser.newContext();
  const a = await aCtx.newPage();
  await signUpToShell(a, newPerson('Алла', 'Основатель'));
  await a.goto('/organizations/my-work');
  await expect(a.getByText('Организаций пока нет')).toBeVisible();
  await a.getByRole('link', { name: 'Создать организацию' }).first().click();
  await a.getByRole('button', { name: 'Далее' }).click();
  await expect(a.getByRole('alert')).toHaveText('Укажите название организации');
  await a.getByLabel('Название', { exact: true }).fill(name);
  await a.getByLabel('Описание').fill('Делаем хорошие вещи');
  await a.getByLabel('Отрасль').selectOption('Technology');
  await a.getByRole('button', { name: 'Далее' }).click();
  await a.getByLabel('Год основания').fill('1799');
  await a.getByRole('button', { name: 'Далее' }).click();
  await expect(a.getByRole('alert')).toContainText('Год основания: от 1800');
  await a.getByLabel('Год основания').fill('2010');
  await a.getByLabel('Город').fill('Казань');
  await a.getByRole('button', { name: 'Далее' }).click();
  await a.getByLabel('Должность').fill('Директор');
  await a.getByRole('button', { name: 'Создать организацию' }).click();
  await expect(a.getByText('Организация успешно создана!')).toBeVisible();
  await expect(a.getByRole('heading', { name })).toBeVisible();

  const bCtx = await browser.newContext();
  const b = await bCtx.newPage();
  await signUpToShell(b, newPerson('Борис', 'Соискатель'));
  await b.goto('/organizations/org-search');
  await b.getByLabel('Название организации').fill(name.toUpperCase());
  await b.getByLabel('Название организации').press('Enter');
  await b.getByRole('button', { name: 'Вступить' }).click();
  await expect(b.getByRole('button', { name: 'Запрос отправлен' })).toBeDisabled();

  // A approves from the Requests tab (with its pending badge).
  await a.reload();
  await a.getByRole('tab', { name: /Запросы/ }).click();
  await a
    .getByRole('region', { name: 'Запросы на вступление' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await a.getByRole('tab', { name: 'Участники' }).click();
  await expect(a.getByText('Борис Соискатель')).toBeVisible();

  // B asks for a role change; A approves; B sees the role in My Roles.
  await b.goto('/organizations/my-work');
  await b.getByRole('link', { name: 'Открыть профиль' }).click();
  await b.getByRole('tab', { name: 'Мои настройки' }).click();
  await b.getByLabel('Запросить роль').selectOption('TEAM_LEAD');
  await b.getByLabel('Причина').fill('Веду команду');
  await b.getByRole('button', { name: 'Сохранить' }).click();
  await expect(b.getByText('Сохранено')).toBeVisible();

  await a.reload();
  await a.getByRole('tab', { name: /Запросы/ }).click();
  await a
    .getByRole('region', { name: 'Запросы на изменения' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await expect(
    a.getByRole('region', { name: 'Запросы на изменения' }).getByText('Запросов нет'),
  ).toBeVisible();

  await b.goto('/organizations/my-work');
  await b.reload();
  const roles = b.getByRole('region', { name: 'Мои роли' });
  await expect(roles.getByText(name)).toBeVisible();
  await expect(roles.getByText('Руководитель команды')).toBeVisible();

  // A makes B an admin, then transfers ownership to B.
  await a.getByRole('tab', { name: 'Участники' }).click();
  await a.getByRole('button', { name: 'Сделать администратором' }).click();
  await expect(a.getByRole('button', { name: 'Снять права администратора' })).toBeVisible();
  await a.getByRole('tab', { name: 'Мои настройки' }).click();
  await a.getByLabel('Новый владелец').selectOption({ label: 'Борис Соискатель' });
  await a.getByRole('button', { name: 'Передать владение' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Передать владение' }).click();
  await expect(a.getByRole('button', { name: 'Покинуть организацию' })).toBeVisible();

  await aCtx.close();
  await bCtx.close();
});
