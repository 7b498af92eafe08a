import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { unzip } from '../../server/src/test/unzip.ts';
import { expect, test } from './fixtures.ts';
import { apiAs, apiUser, call, newPerson, PNG_40x30, signedIn, signUpToShell } from './helpers.ts';

const shots = process.env.KRUG_SCREENSHOTS;
/** Saves a screenshot when KRUG_SCREENSHOTS names a folder (to look at the screens, or for docs/screens.md). */
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

test('albums: upload, create, add, share with the family; a relative opens it and downloads the zip', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signUpToShell(page, newPerson('Ольга', 'Лебедева'));
  const relative = await apiUser(request, 'Иван', 'Лебедев');
  const family = await apiAs<{ id: string }>(page, 'POST', '/api/family/create-with-members', {
    name: 'Лебедевы',
    members: [{ user_id: relative.id, relationship: 'sibling' }],
  });
  const invitations = await call<{ id: string; target: { id: string } }[]>(
    request,
    relative,
    'GET',
    '/api/invitations',
  );
  const invitation = invitations.find((i) => i.target.id === family.id);
  await call(request, relative, 'POST', `/api/invitations/${invitation?.id}/accept`);

  // Three photos into the library.
  await page.goto('/family/media-photos');
  await page.locator('#media-upload-input').setInputFiles(
    ['Дача.png', 'Яблоки.png', 'Закат.png'].map((name) => ({
      name,
      mimeType: 'image/png',
      buffer: PNG_40x30,
    })),
  );
  await expect(page.getByText('Загружено файлов: 3')).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Хронология' });
  await expect(timeline.getByRole('heading', { name: 'Сегодня' })).toBeVisible();
  await shot(page, 'albums-library-1366');

  // The sidebar leads to the albums; none yet.
  await page
    .getByRole('navigation', { name: 'Разделы' })
    .getByRole('link', { name: /Альбомы/ })
    .click();
  await expect(page).toHaveURL(/\/family\/media\/albums$/);
  await expect(page.getByText(/Альбомов пока нет/)).toBeVisible();

  // Create: the title is required (contract validation), then the album opens.
  await page.getByRole('main').getByRole('button', { name: 'Создать альбом' }).click();
  const form = page.getByRole('dialog', { name: 'Новый альбом' });
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Введите название альбома')).toBeVisible();
  await form.getByLabel('Название').fill('Лето на даче');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/family\/media\/albums\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Лето на даче' })).toBeVisible();
  await expect(page.getByText('В альбоме пока нет фото и видео.')).toBeVisible();

  // Add two photos from the library.
  await page.getByRole('button', { name: 'Добавить фото' }).first().click();
  const picker = page.getByRole('dialog', { name: 'Добавить в «Лето на даче»' });
  await picker.getByRole('button', { name: 'Выбрать: Дача.png' }).click();
  await picker.getByRole('button', { name: 'Выбрать: Закат.png' }).click();
  await expect(picker.getByText('Выбрано: 2')).toBeVisible();
  await picker.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(picker).toBeHidden();
  const albumTimeline = page.getByRole('region', { name: 'Хронология' });
  await expect(albumTimeline.getByRole('button', { name: /^Открыть: / })).toHaveCount(2);
  await expect(page.getByText('Файлов: 2 · Видите только вы')).toBeVisible();

  // Share with the family.
  await page.getByRole('button', { name: 'Поделиться' }).click();
  const share = page.getByRole('dialog', { name: 'Кто видит альбом' });
  // The family and its own chat group share a name; the kind tells them apart.
  await share.getByRole('checkbox', { name: /Лебедевы Семья/ }).check();
  await expect(share.getByText('Семья · участников: 2')).toBeVisible();
  await shot(page, 'albums-share-dialog-1366');
  await share.getByRole('button', { name: 'Сохранить' }).click();
  await expect(share).toBeHidden();
  await expect(page.getByText('Файлов: 2 · Видят: Лебедевы')).toBeVisible();
  await shot(page, 'albums-album-1366');

  // The relative finds it under «Общие со мной», opens it and downloads the zip.
  const { ctx, page: theirs } = await signedIn(browser, relative);
  await theirs.goto('/family/media/albums');
  const sharedWithMe = theirs.getByRole('region', { name: 'Общие со мной' });
  await sharedWithMe.getByRole('link', { name: /Лето на даче/ }).click();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Лето на даче' })).toBeVisible();
  await expect(theirs.getByText('Владелец: Ольга Лебедева')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Поделиться' })).toHaveCount(0);
  await expect(theirs.getByRole('region', { name: 'Хронология' }).getByRole('button')).toHaveCount(2);
  const [download] = await Promise.all([
    theirs.waitForEvent('download'),
    theirs.getByRole('main').getByRole('button', { name: 'Скачать', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Лето на даче.zip');
  const entries = unzip(readFileSync((await download.path()) as string));
  // A reader gets the cleaned WebP copies (no EXIF, no GPS), never the owner's originals.
  expect([...entries.keys()].map((k) => k.replace(/^\d{4}-\d{2}\//, '')).sort()).toEqual([
    'Дача.webp',
    'Закат.webp',
  ]);

  // At 390 px the album page fits the width.
  await theirs.setViewportSize({ width: 390, height: 844 });
  await theirs.reload();
  await expect(theirs.getByRole('heading', { level: 1, name: 'Лето на даче' })).toBeVisible();
  const overflow = await theirs.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(theirs, 'albums-album-390');
  await theirs.goto('/family/media-photos');
  await shot(theirs, 'albums-library-390');
  await ctx.close();

  // The owner at 390 px: the library with its timeline.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/family/media-photos');
  await expect(page.getByRole('region', { name: 'Хронология' }).getByRole('button')).toHaveCount(3);
  await shot(page, 'albums-owner-library-390');
});
