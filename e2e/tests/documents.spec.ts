import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

test('documents: add a passport, upload a 7 MB scan in chunks, see it, then delete the document', async ({
  page,
}) => {
  await signUpToShell(page, newPerson('Дина', 'Документова'));
  await page.goto('/family/my-documents');
  await expect(page.getByRole('heading', { name: 'МОИ ДОКУМЕНТЫ' })).toBeVisible();
  await expect(page.getByText('Нет документов')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить документ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить документ' });
  await dialog.getByLabel('Страна').fill('Россия');
  await dialog.getByLabel('Номер документа').fill('45 10 123456');
  await dialog.getByLabel('Серия').fill('4510');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Документ успешно создан!')).toBeVisible();
  await expect(page.getByText('Россия · 45 10 123456')).toBeVisible();

  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(7 * 1024 * 1024, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  await expect(page.getByRole('button', { name: 'Загрузить скан' })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Документ успешно загружен!')).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole('link', { name: 'Открыть скан' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  const scan = await page.request.get(href ?? '');
  expect(scan.status()).toBe(200);
  expect((await scan.body()).length).toBe(pdf.length);
  await expect(page.getByText('Заменить скан')).toBeVisible();

  await page.getByRole('button', { name: 'Удалить документ' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Удалить этот документ?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByText('Нет документов')).toBeVisible();
});
