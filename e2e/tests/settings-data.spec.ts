import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { apiAs, apiUser, call, newPerson, signUpToShell } from './helpers.ts';

// Issue 20: notification preferences per type, and «Скачать мои данные».
test('settings: likes turned off stop like notifications; «Скачать мои данные» gets ready and downloads a zip', async ({
  page,
  request,
}) => {
  await signUpToShell(page, newPerson('Дарья', `Настройкина${Date.now() % 100000}`));
  await page.goto('/family/settings');

  const prefs = page.getByRole('region', { name: 'Уведомления' });
  const likes = prefs.getByRole('switch', { name: 'Отметки «Нравится» к вашим записям' });
  await expect(likes).toHaveAttribute('aria-checked', 'true');
  await likes.click();
  await expect(page.getByText('Настройки уведомлений сохранены')).toBeVisible();
  await expect(likes).toHaveAttribute('aria-checked', 'false');
  await expect(
    prefs.getByRole('switch', { name: 'Приглашения в семью, домохозяйство, группу или организацию' }),
  ).toBeDisabled();

  // Someone else likes and comments on her post: only the comment reaches her.
  const post = await apiAs<{ id: string }>(page, 'POST', '/api/posts', {
    content: 'Запись для настроек',
    visibility: 'PUBLIC',
  });
  const fan = await apiUser(request, 'Егор', 'Поклонников');
  await call(request, fan, 'POST', `/api/posts/${post.id}/like`);
  await call(request, fan, 'POST', `/api/posts/${post.id}/comments`, { content: 'Отличная запись' });
  const notes = await apiAs<{ type: string }[]>(page, 'GET', '/api/notifications');
  expect(notes.map((n) => n.type)).toEqual(['comment']);

  // The export: preparing, then ready (the notification turns the section), then the zip downloads.
  const data = page.getByRole('region', { name: 'Мои данные' });
  await data.getByRole('button', { name: 'Скачать мои данные' }).click();
  const download = data.getByRole('link', { name: 'Скачать архив' });
  await expect(download).toBeVisible({ timeout: 15_000 });
  await expect(data.getByText(/доступен до/)).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^krug-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.length).toBeGreaterThan(100);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304'); // a zip's local file header

  // The bell has the ready notice; opening it leads back to «Мои данные».
  const ready = await apiAs<{ type: string }[]>(page, 'GET', '/api/notifications');
  expect(ready.map((n) => n.type)).toContain('data_export_ready');
});
