import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newPerson, PNG_40x30, signUpToShell } from './helpers.ts';

// Issue 18, the components' share: honest states (an error with «Повторить» within a second, no
// retries of a 4xx), faces (the uploaded photo in the top bar and on posts), the one file picker,
// and real dialogs instead of the browser's own.

function watchNativeDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (d) => {
    seen.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return seen;
}

test('a failed list says so with «Повторить» within a second; a 4xx is not retried', async ({ page }) => {
  const dialogs = watchNativeDialogs(page);
  await signUpToShell(page, newPerson('Ольга', 'Состояний'));

  // A server error: one retry, then the error state (never "Нет документов").
  let calls = 0;
  await page.route('**/api/my-documents', (route) => {
    calls += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Сервис временно недоступен' }),
    });
  });
  const started = Date.now();
  await page.goto('/family/my-documents');
  const failure = page.getByRole('alert').filter({ hasText: 'Не удалось загрузить' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText('Сервис временно недоступен');
  expect(Date.now() - started).toBeLessThan(3_000);
  expect(calls).toBe(2);
  await expect(page.getByText('Нет документов')).toHaveCount(0);

  // «Повторить» asks again; this time the list is there (empty, and says so).
  await page.unroute('**/api/my-documents');
  await failure.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Нет документов')).toBeVisible();

  // A 4xx answer is final: exactly one request.
  calls = 0;
  await page.route('**/api/my-documents', (route) => {
    calls += 1;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Недостаточно прав' }),
    });
  });
  await page.reload();
  // The error shows only once the query has given up (a retry would come before it): the count is final.
  await expect(page.getByRole('alert').filter({ hasText: 'Недостаточно прав' })).toBeVisible();
  expect(calls).toBe(1);
  expect(dialogs).toEqual([]);
});

test('the profile photo goes through the file picker and shows in the top bar and on posts; deletes ask in a dialog', async ({
  page,
}) => {
  const dialogs = watchNativeDialogs(page);
  await signUpToShell(page, newPerson('Фаина', 'Лицова'));
  await page.goto('/family/my-info');

  // The picker is a button; a wrong type is refused before anything is sent.
  await expect(page.getByRole('button', { name: 'Загрузить фото' })).toBeVisible();
  await expect(page.locator('#profile-photo')).toHaveAttribute('aria-hidden', 'true');
  let uploads = 0;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/')) uploads += 1;
  });
  const input = page.locator('#profile-photo');
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: 'Пожалуйста, выберите изображение' })).toBeVisible();
  expect(uploads).toBe(0);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_40x30 });
  await expect(page.getByText('Фото профиля обновлено')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Меню пользователя' });
  await expect(menu.locator('img')).toHaveAttribute('src', /\/api\/users\/avatars\/.+\.webp/);
  await expect(menu.locator('img')).toHaveAttribute('loading', 'lazy');

  // A post carries the face; deleting it asks in a dialog, not the browser's confirm.
  await page.goto('/family/wall');
  await page.getByRole('button', { name: 'Что у вас нового?' }).click();
  const composer = page.getByRole('dialog', { name: 'Создать запись' });
  await composer.getByLabel('Текст записи').fill('Лицо на месте');
  await composer.getByRole('button', { name: 'Опубликовать' }).click();
  const post = page.getByRole('article', { name: /Фаина Лицова: Лицо на месте/ });
  await expect(post).toBeVisible();
  await expect(post.locator('header img')).toHaveAttribute('src', /\/api\/users\/avatars\/.+\.webp/);
  await post.getByRole('button', { name: 'Действия с записью' }).click();
  await page.getByRole('menuitem', { name: 'Удалить запись' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Удалить эту запись?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Отмена' }).click();
  await expect(post).toBeVisible();
  await post.getByRole('button', { name: 'Действия с записью' }).click();
  await page.getByRole('menuitem', { name: 'Удалить запись' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(post).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
