import { expect, test } from './fixtures.ts';
import {
  acceptInvitation,
  apiAs,
  apiUser,
  DEFAULT_VIEWPORT,
  newPerson,
  signedIn,
  signUpToShell,
} from './helpers.ts';

// With motion (the config reduces it elsewhere): creating a family celebrates with confetti, drawn
// here under the journeys' CSP check.
test.use({ reducedMotion: 'no-preference' });

test('family: create with a spouse and a child → profile → private → an outsider sees the private message', async ({
  browser,
  request,
}) => {
  const ownerPage = await browser.newPage();
  const owner = newPerson('Иван', 'Петров');
  await signUpToShell(ownerPage, owner);
  // The cabinet links to the family profile; open it by its URL (a click right after the gender
  // dialog closes can land while the dialog still holds pointer events).
  await expect(ownerPage.getByRole('link', { name: 'Семейный профиль' })).toHaveAttribute(
    'href',
    '/family/my-family-profile',
  );
  await ownerPage.goto('/family/my-family-profile');

  // The status form: the default name, a spouse with both names, one child with the surname by default.
  await expect(ownerPage.getByLabel('Название семьи')).toHaveValue('Семья Петров');
  const spouse = ownerPage.getByRole('group', { name: 'Супруг(а)' });
  await spouse.getByLabel('Имя').fill('Мария');
  await spouse.getByLabel('Фамилия').fill('Петрова');
  await ownerPage.getByRole('button', { name: 'Добавить ребёнка' }).click();
  await ownerPage.getByRole('group', { name: 'Дети' }).getByLabel('Имя').fill('Петя');
  await ownerPage.getByRole('button', { name: 'Создать семью' }).click();
  await expect(ownerPage.getByText('Семейный профиль создан!')).toBeVisible();

  // The profile page with real figures.
  await expect(ownerPage.getByRole('heading', { name: 'Семья Петров' })).toBeVisible();
  await expect(ownerPage.getByText('Участников: 3')).toBeVisible();

  // The profile's Chat tab opens the family's FAMILY group.
  await ownerPage.getByRole('tab', { name: 'Чат' }).click();
  await ownerPage.getByRole('link', { name: 'Открыть семейный чат' }).click();
  await expect(ownerPage.getByRole('region', { name: 'Семья Петров' })).toBeVisible();
  await ownerPage.goBack();

  // Settings → members lists the creator and both relatives; privacy → private.
  await ownerPage.getByRole('link', { name: 'Управление' }).click();
  await ownerPage.getByRole('tab', { name: 'Члены семьи' }).click();
  await expect(ownerPage.getByText('Создатель', { exact: true })).toBeVisible();
  await expect(ownerPage.getByText('Мария Петрова')).toBeVisible();
  await expect(ownerPage.getByText('Петя Петров')).toBeVisible();
  await ownerPage.getByRole('tab', { name: 'Приватность' }).click();
  await ownerPage.getByLabel('Закрытый профиль').check();
  await expect(ownerPage.getByLabel('Разрешить находить семью в поиске')).toBeDisabled();
  await ownerPage.getByRole('button', { name: 'Сохранить' }).click();
  await expect(ownerPage.getByText('Настройки приватности обновлены')).toBeVisible();
  const familyUrl = new URL(ownerPage.url());
  const familyId = familyUrl.searchParams.get('id');
  expect(familyId).toBeTruthy();

  // The owner's preview of the public view.
  await ownerPage.goto(`/family/family-public-view?id=${familyId}`);
  await expect(ownerPage.getByText('Так ваш семейный профиль видят другие.')).toBeVisible();

  // Another user (registered through the API: signing up is auth-onboarding's journey) sees the
  // private-profile message.
  const other = await signedIn(browser, await apiUser(request, 'Чужой', 'Человек'), DEFAULT_VIEWPORT);
  await other.page.goto(`/family/family-public-view?id=${familyId}`);
  await expect(other.page.getByText('Этот семейный профиль закрыт и недоступен.')).toBeVisible();
  await other.ctx.close();
  await ownerPage.close();
});

test('household: create one and add a resident found by search', async ({ browser, request }) => {
  // The neighbour is registered through the API (signing up is auth-onboarding's journey).
  const { ctx: neighbourCtx, page: neighbourPage } = await signedIn(
    browser,
    await apiUser(request, 'Сосед', 'Уникальнов'),
    DEFAULT_VIEWPORT,
  );

  const page = await browser.newPage();
  await signUpToShell(page, newPerson('Ольга', 'Домова'));
  await page.goto('/family/my-family-profile');
  const section = page.getByRole('region', { name: 'Домохозяйство' });
  await section.getByRole('button', { name: 'Создать домохозяйство' }).click();
  await section.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(section.getByText('Укажите название домохозяйства')).toBeVisible();
  await section.getByLabel('Название').fill('Квартира на Ленина');
  await section.getByLabel('Улица и номер дома').fill('ул. Ленина, 5');
  await section.getByLabel('Город').fill('Казань');
  await section.getByLabel('Страна').fill('Россия');
  await section.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(page.getByText('Домохозяйство создано!')).toBeVisible();
  await expect(section.getByText('Владелец')).toBeVisible();

  await section.getByLabel('Найти пользователя').fill('Уникальн');
  await section.getByRole('button', { name: 'Добавить' }).click();
  // The neighbour is invited (CONTRACT §4 "Consent"): listed with a muted badge until they accept.
  await expect(page.getByText('Приглашение отправлено').first()).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: 'Сосед Уникальнов' });
  await expect(row.getByText('Приглашение отправлено')).toBeVisible();

  // The neighbour accepts and moves in; the badge goes.
  await acceptInvitation(neighbourPage, 'Квартира на Ленина');
  await expect(
    neighbourPage.getByRole('region', { name: 'Домохозяйство' }).getByText('Квартира на Ленина'),
  ).toBeVisible();
  await page.reload();
  await expect(row).toBeVisible();
  await expect(row.getByText('Приглашение отправлено')).toHaveCount(0);
  await neighbourCtx.close();
  await page.close();
});

test('family: relatives entered by name are edited and removed on the profile; one family only; household in the menu', async ({
  page,
}) => {
  await signUpToShell(page, newPerson('Вера', 'Лебедева'));
  await apiAs(page, 'POST', '/api/family/create-with-members', {
    name: 'Семья Лебедевых',
    members: [{ first_name: 'Коля', last_name: 'Лебедев', relationship: 'child' }],
  });

  // A second family cannot be made: the wizard's URL leads to the family, and the menu offers neither.
  await page.goto('/family/family-setup');
  await expect(page).toHaveURL(/\/family\/my-family-profile$/);
  await expect(page.getByText('У вас уже есть семья')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Семья Лебедевых' })).toBeVisible();
  const cabinet = page.getByRole('navigation', { name: 'Личный кабинет' });
  await expect(cabinet.getByRole('link', { name: 'Мастер настройки семьи' })).toHaveCount(0);
  await expect(cabinet.getByRole('link', { name: 'Создать семью' })).toHaveCount(0);

  // The relative is edited from the profile's member list…
  const members = page.getByRole('region', { name: 'Члены семьи' });
  await members.getByRole('button', { name: 'Изменить: Коля Лебедев' }).click();
  const dialog = page.getByRole('dialog', { name: 'Родственник без аккаунта' });
  await dialog.getByLabel('Имя').fill('Николай');
  await dialog.getByLabel('Родство').selectOption('sibling');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const row = members.getByRole('listitem').filter({ hasText: 'Николай Лебедев' });
  // Named from the viewer, with the gender of the first name (issue 32 item 3): «Брат».
  await expect(row.getByText('Брат', { exact: true })).toBeVisible();

  // …and removed, after a confirmation.
  await row.getByRole('button', { name: 'Удалить: Николай Лебедев' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить запись' }).click();
  await expect(page.getByText('Запись о родственнике удалена')).toBeVisible();
  await expect(members.getByText('Николай Лебедев')).toHaveCount(0);

  // The household has its own place in the menu.
  await cabinet.getByRole('link', { name: 'Домохозяйство' }).click();
  await expect(page).toHaveURL(/\/family\/household$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Домохозяйство' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать домохозяйство' })).toBeVisible();
});
