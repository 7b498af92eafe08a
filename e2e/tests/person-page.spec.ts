import { expect, test } from './fixtures.ts';
import { type ApiUser, apiUser, call, PNG_40x30, signedIn } from './helpers.ts';

// Issue 32 item 14: a person's page gets a cover, «О себе» and mutual friends, like VK.
async function befriend(request: Parameters<typeof call>[0], a: ApiUser, b: ApiUser) {
  const sent = await call<{ id: string }>(request, a, 'POST', '/api/friends/requests', { user_id: b.id });
  await call(request, b, 'POST', `/api/friends/requests/${sent.id}/accept`);
}

test('person page: A adds a cover and «О себе»; B on a phone sees them and their mutual friend; A removes the cover', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris, clara] = await Promise.all([
    apiUser(request, 'Анна', `Обложкина${suffix}`),
    apiUser(request, 'Борис', `Гость${suffix}`),
    apiUser(request, 'Клара', `Общая${suffix}`),
  ]);
  await befriend(request, anna, clara);
  await befriend(request, clara, boris);

  // A, on a wide screen, on her own page: no cover yet, nothing about herself, no mutual friends.
  const a = await signedIn(browser, anna);
  await a.page.goto(`/family/people/${anna.id}`);
  await expect(a.page.getByRole('heading', { level: 1, name: `Анна Обложкина${suffix}` })).toBeVisible();
  await expect(a.page.getByRole('region', { name: /Общие друзья/ })).toHaveCount(0);
  await a.page.getByRole('button', { name: 'Добавить обложку' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Обложка страницы' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'sea.png',
    mimeType: 'image/png',
    buffer: PNG_40x30,
  });
  await expect(a.page.getByText('Обложка обновлена')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const cover = a.page.getByTestId('person-cover').getByRole('img', { name: 'Обложка страницы' });
  await expect(cover).toHaveAttribute('src', /^\/api\/users\/covers\/[0-9a-f-]{36}\.webp$/);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1500);

  const about = a.page.getByRole('region', { name: 'О себе' });
  await about.getByRole('button', { name: 'Рассказать о себе' }).click();
  await about.getByRole('textbox', { name: 'Текст «О себе»' }).fill('Люблю походы и пироги.');
  await expect(about.getByText('22 из 500')).toBeVisible();
  await about.getByRole('button', { name: 'Сохранить' }).click();
  await expect(about.getByText('Люблю походы и пироги.')).toBeVisible();
  await a.page.screenshot({ path: test.info().outputPath('person-page-1366.png'), fullPage: true });

  // B, on a phone, sees the cover, «О себе» and Клара among the mutual friends, and opens her page.
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  await b.page.goto(`/family/people/${anna.id}`);
  await expect(b.page.getByTestId('person-cover').getByRole('img')).toBeVisible();
  await expect(b.page.getByTestId('person-cover').getByRole('button')).toHaveCount(0);
  await expect(b.page.getByRole('region', { name: 'О себе' })).toContainText('Люблю походы и пироги.');
  const mutual = b.page.getByRole('region', { name: /Общие друзья/ });
  await expect(mutual).toContainText('1 общий друг');
  await b.page.screenshot({ path: test.info().outputPath('person-page-390.png'), fullPage: true });
  await mutual.getByRole('link', { name: `Клара Общая${suffix}` }).click();
  await expect(b.page).toHaveURL(new RegExp(`/family/people/${clara.id}$`));
  await expect(b.page.getByRole('heading', { level: 1, name: `Клара Общая${suffix}` })).toBeVisible();

  // A removes the cover, after confirming.
  await a.page.getByRole('button', { name: 'Убрать обложку' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Убрать' }).click();
  await expect(a.page.getByText('Обложка убрана')).toBeVisible();
  await expect(a.page.getByTestId('person-cover').getByRole('img')).toHaveCount(0);
  await expect(a.page.getByRole('button', { name: 'Добавить обложку' })).toBeVisible();
  await a.ctx.close();
  await b.ctx.close();
});
