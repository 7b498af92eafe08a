import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

test('chat: A writes, B sees it appear without reloading; A creates an event, it appears in B calendar', async ({
  browser,
}) => {
  const bContext = await browser.newContext();
  const b = await bContext.newPage();
  const bob = newPerson('Борис', `Чатов${Date.now() % 100000}`);
  await signUpToShell(b, bob);

  const aContext = await browser.newContext();
  const a = await aContext.newPage();
  await signUpToShell(a, newPerson('Алла', 'Писарева'));
  await a.goto('/family/chat');
  await expect(a.getByText('Выберите группу', { exact: true })).toBeVisible();
  await a.getByRole('button', { name: 'Новая группа' }).click();
  await a.getByLabel('Название группы').fill('Дачники');
  await a.getByLabel('Найти пользователя').fill(bob.lastName);
  await a.getByRole('button', { name: 'Добавить' }).click();
  await a.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(a.getByRole('heading', { name: 'Дачники' })).toBeVisible();
  await expect(a.getByText('Администратор').first()).toBeVisible();

  // B opens the chat: the group is there; B selects it and waits.
  await b.goto('/family/chat');
  await b.getByRole('button', { name: /Дачники/ }).click();
  await expect(b.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();

  await a.getByLabel('Сообщение').fill('Привет, едем в субботу?');
  await a.getByRole('button', { name: 'Отправить' }).click();
  await expect(a.getByLabel('Сообщение')).toHaveValue('');
  // Live: no reload on B's side.
  await expect(b.getByRole('region', { name: 'Дачники' }).getByText('Привет, едем в субботу?')).toBeVisible();
  await expect(b.getByRole('region', { name: 'Дачники' }).getByText('Алла Писарева')).toBeVisible();

  // A creates an event for the 15th of next month.
  const now = new Date();
  const target = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const iso = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-15`;
  await a.getByRole('tab', { name: 'Создать событие' }).click();
  await a.getByLabel('Название', { exact: true }).fill('Шашлыки');
  await a.getByLabel('Дата').fill(iso);
  await a.getByLabel('Время').fill('14:00');
  await a.getByRole('button', { name: 'Создать событие' }).click();
  await a.getByRole('tab', { name: 'Скоро' }).click();
  await expect(a.getByText('Шашлыки')).toBeVisible();

  // B's calendar shows it on that day.
  await b.goto('/family/calendar');
  await expect(b.getByRole('heading', { name: 'семейный календарь' })).toBeVisible();
  await b.getByRole('button', { name: 'Следующий месяц' }).click();
  await b.getByRole('button', { name: /^15 .*: Событий: 1$/ }).click();
  await expect(b.getByText('Шашлыки')).toBeVisible();
  await expect(b.getByText(/14:00 · Дачники/)).toBeVisible();

  await aContext.close();
  await bContext.close();
});
