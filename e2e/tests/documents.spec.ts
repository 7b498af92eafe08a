import { deflateSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { apiAs, newPerson, signUpToShell } from './helpers.ts';

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
  // Серия и номер together, typed into the mask (issue 32).
  await dialog.getByLabel('Серия и номер').pressSequentially('4510123456');
  await expect(dialog.getByLabel('Серия и номер')).toHaveValue('45 10 123456');
  await dialog.getByLabel('Серия', { exact: true }).fill('4510');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Документ успешно создан!')).toBeVisible();
  // The number is hidden on the card until it is tapped.
  await expect(page.getByTestId('document-number')).toHaveText('•• •• ••3456');
  await page.getByRole('button', { name: 'Показать номер' }).click();
  await expect(page.getByTestId('document-number')).toHaveText('45 10 123456');

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

/** A `width`×`height` PNG of noise (several MB: a phone photo's weight), built without libraries. */
function noisePng(width: number, height: number): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (table[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let i = 0; i < rows.length; i += 1)
    rows[i] = i % (width * 3 + 1) === 0 ? 0 : (Math.random() * 256) | 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('documents: details keep their order, Cancel restores; a photo scan shows a small thumbnail that opens large', async ({
  page,
}) => {
  await signUpToShell(page, newPerson('Захар', 'Сканов'));
  await apiAs(page, 'POST', '/api/my-documents', {
    document_type: 'PASSPORT',
    country: 'Россия',
    document_number: '123456',
    document_data: {
      series: '4510',
      issued_by: 'Отделением УФМС России по городу Москве по району Хамовники',
      issue_date: '2015-03-01',
      department_code: '770-001',
    },
  });
  await page.goto('/family/my-documents');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Паспорт' }) });
  const labels = card.getByLabel('Данные документа').getByRole('term');
  await expect(labels).toHaveText(['Серия', 'Кем выдан', 'Дата выдачи', 'Код подразделения']);

  // Edit, then Cancel: the saved values come back; a saved edit keeps the order.
  await card.getByRole('button', { name: 'Изменить документ' }).click();
  await card.getByLabel('Серия', { exact: true }).fill('9999');
  await card.getByRole('button', { name: 'Отмена' }).click();
  await expect(card.getByText('4510')).toBeVisible();
  await card.getByRole('button', { name: 'Изменить документ' }).click();
  await expect(card.getByLabel('Серия', { exact: true })).toHaveValue('4510');
  await card.getByLabel('Серия', { exact: true }).fill('4511');
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByText('Изменения сохранены')).toBeVisible();
  await expect(card.getByText('4511')).toBeVisible();
  await expect(labels).toHaveText(['Серия', 'Кем выдан', 'Дата выдачи', 'Код подразделения']);

  // A 3.6 MB photo scan: the card loads a small WebP, never the original.
  const photo = noisePng(1200, 1000);
  const thumbResponse = page.waitForResponse((r) => r.url().includes('variant=thumb'));
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: photo });
  await expect(page.getByText('Документ успешно загружен!')).toBeVisible({ timeout: 20_000 });
  const thumb = await thumbResponse;
  expect(thumb.status()).toBe(200);
  expect(thumb.headers()['content-type']).toBe('image/webp');
  expect((await thumb.body()).length).toBeLessThan(80 * 1024);
  expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
  await expect(card.getByRole('img', { name: 'Скан документа: Паспорт' })).toBeVisible();

  await card.getByRole('button', { name: 'Открыть скан крупно' }).click();
  const large = page.getByRole('dialog', { name: 'Скан документа: Паспорт' });
  const full = large.getByRole('img');
  await expect(full).toBeVisible();
  await expect
    .poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  await page.keyboard.press('Escape');
  await expect(large).toBeHidden();
});
