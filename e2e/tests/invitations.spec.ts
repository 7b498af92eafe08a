import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiUser, newPerson, signedIn, signUpToShell } from './helpers.ts';

/** Opens a feed and waits until its first page of posts has arrived, so an absence means something. */
async function openFeed(page: Page, url = '/family/wall?scope=all') {
  const posts = page.waitForResponse((r) => r.url().includes('/api/posts') && r.request().method() === 'GET');
  await page.goto(url);
  expect((await posts).status()).toBe(200);
}

test('consent: B is invited to A’s family, sees nothing of it until accepting, accepts, then leaves', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const familyName = `Семья Согласных${suffix}`;
  const secret = `Только для своих ${suffix}`;

  // B, on a phone, is registered through the API (signing up is auth-onboarding's journey).
  const bob = await apiUser(request, 'Борис', `Приглашённый${suffix}`);
  const { ctx: bCtx, page: b } = await signedIn(
    browser,
    bob,
    { width: 390, height: 844 },
    { hasTouch: true },
  );

  // A, on a laptop, creates a family.
  const aCtx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const a = await aCtx.newPage();
  const alice = newPerson('Алиса', `Зовущая${suffix}`);
  await signUpToShell(a, alice);
  await a.goto('/family/my-family-profile');
  await a.getByLabel('Название семьи').fill(familyName);
  await a.getByRole('button', { name: 'Создать семью' }).click();
  await expect(a.getByRole('heading', { name: familyName })).toBeVisible();

  // A adds B from the family's members: B is invited, not added.
  const manage = a.getByRole('link', { name: 'Управление' });
  const familyId = new URL(String(await manage.getAttribute('href')), a.url()).searchParams.get('id');
  expect(familyId).toBeTruthy();
  await a.goto(`/family/family-manage?id=${familyId}&tab=members`);
  await a.getByLabel('Родство').selectOption('sibling');
  await a.getByLabel('Найти пользователя').fill(bob.lastName);
  await a.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(a.getByText('Приглашение отправлено').first()).toBeVisible();
  const bobRow = a.getByRole('listitem').filter({ hasText: `${bob.firstName} ${bob.lastName}` });
  await expect(bobRow.getByText('Приглашение отправлено')).toBeVisible();

  // A posts for the family only, from the family's own wall.
  await a.goto(`/family/family-view?id=${familyId}`);
  await a.getByRole('button', { name: 'Что у вас нового?' }).click();
  const composer = a.getByRole('dialog');
  await expect(composer.getByLabel('Кто увидит')).toHaveValue('FAMILY_ONLY');
  await composer.getByLabel('Текст записи').fill(secret);
  await composer.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(composer).toBeHidden();
  await expect(a.getByText(secret)).toBeVisible();

  // Before accepting, B sees nothing of the family: not its post, not the family itself.
  await openFeed(b);
  await expect(b.getByText(secret)).toHaveCount(0);

  // B is told: the bell has the invitation and leads to the invitations view.
  const bell = b.getByRole('button', { name: /Уведомления, непрочитанных: 1/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await b.getByRole('link', { name: new RegExp(`приглашает вас в семью «${familyName}»`) }).click();
  await expect(b).toHaveURL(/\/family\/family-invitations$/);
  const card = b.getByRole('article', {
    name: `${alice.firstName} ${alice.lastName} приглашает вас в семью «${familyName}»`,
  });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Родство: Брат или сестра/)).toBeVisible();
  await expect(
    card.getByText('Вы увидите записи «Только для семьи», семейный чат и календарь'),
  ).toBeVisible();

  // B accepts: the family opens, with A's family-only post on its wall and in B's feed.
  await card.getByRole('button', { name: 'Принять' }).click();
  await expect(b).toHaveURL(new RegExp(`/family/family-view\\?id=${familyId}`));
  await expect(b.getByRole('heading', { name: familyName })).toBeVisible();
  await expect(b.getByText(secret)).toBeVisible();
  await openFeed(b, '/family/feed');
  await expect(b.getByText(secret)).toBeVisible();

  // A sees B as a member now (no invitation badge any more).
  await a.goto(`/family/family-manage?id=${familyId}&tab=members`);
  await expect(bobRow).toBeVisible();
  await expect(bobRow.getByText('Приглашение отправлено')).toHaveCount(0);

  // B leaves, after a confirmation that says what is lost.
  await b.goto(`/family/family-view?id=${familyId}`);
  await b.getByRole('button', { name: 'Покинуть семью' }).click();
  const confirm = b.getByRole('alertdialog', { name: `Покинуть семью «${familyName}»?` });
  await expect(confirm).toContainText('Вы перестанете видеть записи «Только для семьи»');
  await confirm.getByRole('button', { name: 'Покинуть', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(b).toHaveURL(/\/family\/my-family-profile$/);
  await expect(b.getByRole('button', { name: 'Создать семью' })).toBeVisible();
  await expect(b.getByRole('heading', { name: familyName })).toHaveCount(0);
  await openFeed(b);
  await expect(b.getByText(secret)).toHaveCount(0);

  // The creator cannot leave: no such control on A's page.
  await a.goto(`/family/family-view?id=${familyId}`);
  await expect(a.getByRole('heading', { name: familyName })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Покинуть семью' })).toHaveCount(0);

  await aCtx.close();
  await bCtx.close();
});
