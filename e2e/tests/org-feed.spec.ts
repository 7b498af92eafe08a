import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

test('organization feed: follow from the public page, post as a member, a department and an URGENT announcement with its badge, reacted to, pinned and removed', async ({
  browser,
}) => {
  const name = `Лента ${Date.now() % 100000}`;
  const ctx = await browser.newContext();
  const a = await ctx.newPage();
  await signUpToShell(a, newPerson('Ольга', 'Админова'));
  // Create through the API with the page's token: the wizard has its own journey.
  const token = await a.evaluate(() => localStorage.getItem('krug.token'));
  const created = await a.request.post('/api/work/organizations', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: 'Про ленту', industry: 'Technology', creator_job_title: 'Директор' },
  });
  const orgId = (await created.json()).id as string;

  // Follow from the public page: the count changes.
  await a.goto(`/organizations/org-public?id=${orgId}`);
  const followers = a.getByRole('definition').nth(1);
  await expect(followers).toHaveText('0');
  await a.getByRole('button', { name: 'Подписаться' }).click();
  await expect(followers).toHaveText('1');
  await expect(a.getByRole('button', { name: 'Отписаться' })).toBeVisible();

  // Post in the feed as a member.
  await a.goto(`/organizations/org-profile?id=${orgId}`);
  await a.getByRole('tab', { name: 'Публикации' }).click();
  await expect(a.getByText('Публикаций пока нет — напишите первую.')).toBeVisible();
  await a.getByLabel('Публикация организации').fill('Первый пост компании');
  await expect(a.getByText('20/5000')).toBeVisible();
  await a.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(a.getByText('Первый пост компании')).toBeVisible();

  // A department and an URGENT announcement; the widget shows the URGENT badge.
  await a.getByRole('button', { name: 'Управлять отделами' }).click();
  const dialog = a.getByRole('dialog', { name: 'Управлять отделами' });
  await dialog.getByLabel('Название отдела').fill('Разработка');
  await dialog.getByRole('button', { name: 'Создать отдел' }).click();
  await expect(a.getByText('Отдел создан!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(a.getByRole('button', { name: /Разработка/ })).toBeVisible();

  await a.getByRole('button', { name: 'Добавить объявление' }).click();
  await a.getByLabel('Заголовок').fill('Собрание в 10:00');
  await a.getByLabel('Текст').fill('Всем быть');
  await a.getByLabel('Приоритет').selectOption('URGENT');
  await a.getByRole('button', { name: 'Опубликовать объявление' }).click();
  await expect(a.getByText('Собрание в 10:00')).toBeVisible();
  await expect(a.getByLabel('Срочных: 1')).toBeVisible();

  // The admin reacts and pins it; removing it asks first.
  const item = a.getByRole('listitem', { name: 'Собрание в 10:00' });
  await item.getByRole('button', { name: 'Нравится' }).click();
  await expect(item.getByRole('button', { name: 'Нравится' })).toHaveAttribute('aria-pressed', 'true');
  await expect(item.getByRole('button', { name: 'Нравится' })).toContainText('1');
  await item.getByRole('button', { name: 'Закрепить' }).click();
  await expect(item.getByLabel('Закреплено')).toBeVisible();
  await item.getByRole('button', { name: 'Удалить объявление' }).click();
  await a
    .getByRole('alertdialog', { name: 'Удалить это объявление?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(a.getByText('Объявлений нет')).toBeVisible();
  await ctx.close();
});
