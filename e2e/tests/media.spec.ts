import { formatFileSize } from '@krug/contract/sizes';
import { expect, test } from './fixtures.ts';
import { newPerson, PNG_40x30, signUpToShell } from './helpers.ts';

test('upload a photo → it appears under today → opens in the lightbox → download works', async ({ page }) => {
  await signUpToShell(page, newPerson('Олег', 'Смирнов'));
  await page.goto('/family/media-photos');
  await expect(page.getByRole('heading', { name: 'Мои фото' })).toBeVisible();
  await expect(page.getByText('Здесь пока нет файлов')).toBeVisible();

  await page.locator('#media-upload-input').setInputFiles([
    { name: 'Море.png', mimeType: 'image/png', buffer: PNG_40x30 },
    { name: 'not-a-photo.png', mimeType: 'image/png', buffer: Buffer.from('plain text pretending') },
  ]);
  await expect(page.getByText('Загружено файлов: 1')).toBeVisible();
  await expect(page.getByText(/Не загружены: not-a-photo\.png/)).toBeVisible();

  // The timeline (issue 22): under today's header, a tile named for the file.
  const today = page.getByRole('region', { name: 'Хронология' });
  await expect(today.getByRole('heading', { name: 'Сегодня' })).toBeVisible();
  await expect(today.getByRole('button', { name: 'Открыть: Море.png' })).toBeVisible();
  // The media statistics count it under Семья.
  await expect(page.getByRole('region', { name: 'Медиафайлы' })).toContainText('Семья');
  // The storage quota: what the library takes of the 5 GB, with a bar (issue 16 §3).
  await expect(page.getByRole('region', { name: 'Медиафайлы' })).toContainText(
    `Использовано ${formatFileSize(PNG_40x30.length, 'ru')} из 5 ГБ`,
  );
  await expect(page.getByRole('progressbar', { name: 'Занято хранилища' })).toBeVisible();

  await today.getByRole('button', { name: 'Открыть: Море.png' }).click();
  // Titled by the day (issue 32 item 16), not by the file name.
  const lightbox = page.getByRole('dialog', { name: /^\d{1,2} [а-я]+ \d{4} г\.$/ });
  await expect(lightbox).toBeVisible();
  const image = lightbox.getByRole('img');
  await expect(image).toBeVisible();
  // The library's lightbox shows the variants (issue 22), the download below is the original.
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const href = await lightbox.getByRole('link', { name: 'Скачать' }).getAttribute('href');
  const download = await page.request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toContain('attachment');
  expect(Buffer.from(await download.body()).equals(PNG_40x30)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  // Search by name and the list view survive a reload (they live in the URL).
  await page.getByLabel('Поиск по названию файла').fill('мор');
  await page.getByRole('button', { name: 'Списком' }).click();
  await expect(page).toHaveURL(/layout=list/);
  await expect(page).toHaveURL(/q=/);
  await page.reload();
  await expect(page.getByRole('cell', { name: 'Море.png', exact: true })).toBeVisible();
});
