import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newPerson, signUpToShell } from './helpers.ts';

// Stored content that would run script if any view rendered it as HTML or as a link.
const PAYLOAD =
  '<script>window.__xss=1</script><img src=x onerror="window.__xss=2"> [link](javascript:window.__xss=3) javascript:alert(1)';
// Names are short (100 characters at most), so they carry a shorter payload.
const SHORT = '<img src=x onerror="window.__xss=4">javascript:alert(5)';

/** Nothing ran, nothing became a script link, and the text is on the page as typed. */
async function expectInert(page: Page, dialogs: string[], literal: string) {
  await expect(page.getByText(literal, { exact: false }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('a[href^="javascript:" i], [href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('#root img[onerror], #root script, #root iframe[srcdoc]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

test('hostile content in a post, a comment, a chat message, family and organization texts is shown as text and never runs', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signUpToShell(page, newPerson('Хакер', `Злой${Date.now() % 100000}`));
  const token = await page.evaluate(() => localStorage.getItem('krug.token'));
  const api = (method: 'POST' | 'GET', url: string, data?: object) =>
    page.request.fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}` },
      ...(data ? { data } : {}),
    });

  // A family and an organization whose names and descriptions are the payload (the API stores them as given).
  const family = await api('POST', '/api/family/create-with-members', {
    name: SHORT,
    description: PAYLOAD,
    privacy_level: 'PUBLIC',
  });
  expect(family.status()).toBe(201);
  const familyId = (await family.json()).id;
  const org = await api('POST', '/api/work/organizations', {
    name: SHORT,
    description: PAYLOAD,
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: SHORT,
  });
  expect(org.status()).toBe(201);
  const orgId = (await org.json()).id;
  // A javascript: website would become a link; the server refuses it.
  const website = await api('POST', '/api/work/organizations', {
    name: 'Сайт',
    description: 'x',
    industry: 'Technology',
    creator_role: 'CEO',
    creator_job_title: 'CEO',
    website: 'javascript:alert(1)',
  });
  expect(website.status()).toBe(422);

  // A post and a comment through the composer and the comment form.
  await page.goto('/family/wall');
  await page.getByRole('button', { name: 'Что у вас нового?' }).click();
  const composer = page.getByRole('dialog', { name: 'Создать запись' });
  await composer.getByLabel('Текст записи').fill(PAYLOAD);
  await composer.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(composer).toBeHidden();
  const post = page.getByRole('article').filter({ hasText: '<script>window.__xss=1</script>' });
  await post.getByRole('button', { name: /Комментарии/ }).click();
  await post.getByLabel('Комментарий').fill(`Ответ: ${PAYLOAD}`);
  await post.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(post.getByText(`Ответ: ${PAYLOAD}`)).toBeVisible();

  // A chat group named with the payload, and a message.
  await page.goto('/family/chat');
  await page.getByRole('button', { name: 'Новая группа' }).click();
  await page.getByLabel('Название группы').fill(SHORT);
  await page.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByRole('heading', { name: SHORT })).toBeVisible();
  // The family's own chat group has the same name and is open first: wait for the new group's.
  await expect(page.getByRole('region', { name: SHORT })).toContainText('обычная группа');
  await page.getByLabel('Сообщение', { exact: true }).fill(PAYLOAD);
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveValue('');
  await expectInert(page, dialogs, PAYLOAD);

  // Every view again, from a fresh load.
  await page.goto('/family/wall');
  const reloaded = page.getByRole('article').filter({ hasText: '<script>window.__xss=1</script>' });
  await expect(reloaded.getByText(PAYLOAD, { exact: true })).toBeVisible();
  await reloaded.getByRole('button', { name: /Комментарии/ }).click();
  await expectInert(page, dialogs, `Ответ: ${PAYLOAD}`);

  await page.goto('/family/chat');
  // Two groups carry the name; the list may first paint from the saved copy in another order, so
  // pick the one whose last message is the payload.
  await page
    .getByRole('button', { name: SHORT })
    .filter({ hasText: '<script>window.__xss=1</script' })
    .click();
  await expectInert(page, dialogs, PAYLOAD);

  await page.goto('/family/my-family-profile');
  await expectInert(page, dialogs, SHORT);
  await expectInert(page, dialogs, PAYLOAD);

  await page.goto(`/family/family-public-view?id=${familyId}`);
  await expectInert(page, dialogs, SHORT);

  await page.goto(`/organizations/org-profile?id=${orgId}`);
  await expectInert(page, dialogs, PAYLOAD);

  await page.goto(`/organizations/org-public?id=${orgId}`);
  await expectInert(page, dialogs, PAYLOAD);

  await page.goto('/organizations/my-work');
  await expectInert(page, dialogs, SHORT);
});
