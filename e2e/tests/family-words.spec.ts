import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, apiUser, call, signedIn } from './helpers.ts';

/** Saves a screenshot when KRUG_SCREENSHOTS names a folder (docs/screenshots). */
async function shot(page: Page, name: string) {
  const dir = process.env.KRUG_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

// Issue 32 items 2, 3, 5, 22, 23: the family's words in Russian — surnames by gender, kinship from
// the viewer, managing apart from kinship, «Не указано» until the status is picked.
test('family words: a son is «Смирнов», the grandmother is «Мама» and no manager until the creator says so', async ({
  browser,
  request,
}) => {
  const anna = await apiUser(request, 'Анна', 'Смирнова');
  await call(request, anna, 'PUT', '/api/users/gender', { gender: 'FEMALE' });
  const nina = await apiUser(request, 'Нина', 'Смирнова');
  await call(request, nina, 'PUT', '/api/users/gender', { gender: 'FEMALE' });

  const { ctx, page } = await signedIn(browser, anna);
  await page.goto('/family/my-family-profile');
  // The son added with the family surname takes the man's form.
  await page.getByRole('button', { name: 'Добавить ребёнка' }).click();
  await page.getByRole('group', { name: 'Дети' }).getByLabel('Имя').fill('Иван');
  await expect(page.getByRole('group', { name: 'Дети' }).getByLabel('Фамилия')).toHaveAttribute(
    'placeholder',
    'Смирнов',
  );
  // A Krug relative: the relationship is a required choice, nothing preselected.
  await page.getByLabel('Найти пользователя').fill('Нина Смирнова');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  const kin = page.getByLabel('Родство');
  await expect(kin).toHaveValue('');
  await page.getByRole('button', { name: 'Создать семью' }).click();
  await expect(page.getByText('Укажите, кем вам приходится этот человек')).toBeVisible();
  await kin.selectOption('parent');
  await page.getByRole('button', { name: 'Создать семью' }).click();
  await expect(page.getByText('Семейный профиль создан!')).toBeVisible();
  await acceptInvitationsOf(request, nina);

  // The profile: kinship from Анна's position, the son with the man's surname.
  await page.reload();
  const members = page.getByRole('region', { name: 'Члены семьи' });
  await expect(members.getByText('Иван Смирнов', { exact: true })).toBeVisible();
  await expect(members.getByText('Мама', { exact: true })).toBeVisible();
  await expect(members.getByText('Сын', { exact: true })).toBeVisible();
  await expect(members.getByText('Вы', { exact: true })).toBeVisible();
  await shot(page, 'family-members-kinship-1366');

  // The grandmother may not delete her daughter's family post.
  const post = await call<{ id: string }>(request, anna, 'POST', '/api/posts', {
    content: 'Наш день на даче',
    source_module: 'family',
    visibility: 'FAMILY_ONLY',
  });
  const refused = await request.delete(`/api/posts/${post.id}`, {
    headers: { authorization: `Bearer ${nina.token}` },
  });
  expect(refused.status()).toBe(403);
  // The profile's counters and wall are the family feed.
  // Written behind the page's back (through the API): a reload brings it once the cached feed is
  // refetched.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Наш день на даче')).toBeVisible({ timeout: 3000 });
  }).toPass();

  // Settings: «Управляет семьёй» is the creator's to give.
  const manageHref = await page.getByRole('link', { name: 'Управление' }).getAttribute('href');
  const familyId = new URL(`http://x${manageHref}`).searchParams.get('id');
  await page.goto(`/family/family-manage?id=${familyId}&tab=members`);
  const ninaRow = page.getByRole('listitem').filter({ hasText: 'Нина Смирнова' });
  const manages = ninaRow.getByRole('checkbox', { name: 'Управляет семьёй' });
  await expect(manages).not.toBeChecked();
  await shot(page, 'family-settings-members-1366');
  // The box follows the server's answer (the list comes back with the new state).
  await manages.click();
  await expect(page.getByText('Права управления изменены')).toBeVisible();
  await expect(manages).toBeChecked();

  // Marital status: «Не указано» until picked.
  await page.goto('/family/my-info');
  const status = page.getByRole('region', { name: 'Семейное положение' });
  await expect(status.getByText('Не указано')).toBeVisible();
  await shot(page, 'my-info-marital-1366');

  // The same screens on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/family/family-manage?id=${familyId}&tab=members`);
  await expect(ninaRow.getByRole('checkbox', { name: 'Управляет семьёй' })).toBeChecked();
  await shot(page, 'family-settings-members-390');
  await page.goto('/family/my-family-profile');
  await expect(page.getByText('Мама', { exact: true })).toBeVisible();
  await shot(page, 'family-members-kinship-390');
  await page.goto('/family/my-info');
  await expect(
    page.getByRole('region', { name: 'Семейное положение' }).getByText('Не указано'),
  ).toBeVisible();
  await shot(page, 'my-info-marital-390');
  await ctx.close();
});
