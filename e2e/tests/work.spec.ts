import { expect, test } from './fixtures.ts';
import {
  acceptInvitationsOf,
  apiAs,
  apiUser,
  DEFAULT_VIEWPORT,
  newPerson,
  PNG_40x30,
  signedIn,
  signUpToShell,
} from './helpers.ts';

test('organizations: A creates, B asks to join, A approves, B asks for a role, A approves, B sees it in My Roles, A transfers ownership', async ({
  browser,
  request,
}) => {
  const name = `Ромашка ${Date.now() % 100000}`;
  const aCtx = await browser.newContext();
  const a = await aCtx.newPage();
  await signUpToShell(a, newPerson('Алла', 'Основатель'));
  await a.goto('/organizations/my-work');
  await expect(a.getByText('Организаций пока нет')).toBeVisible();
  await a.getByRole('link', { name: 'Создать организацию' }).first().click();
  await a.getByRole('button', { name: 'Далее' }).click();
  await expect(a.getByRole('alert')).toHaveText('Укажите название организации');
  await a.getByLabel('Название', { exact: true }).fill(name);
  await a.getByLabel('Описание').fill('Делаем хорошие вещи');
  await a.getByLabel('Отрасль').selectOption('Technology');
  await a.getByRole('button', { name: 'Далее' }).click();
  await a.getByLabel('Год основания').fill('1799');
  await a.getByRole('button', { name: 'Далее' }).click();
  await expect(a.getByRole('alert')).toContainText('Год основания: от 1800');
  await a.getByLabel('Год основания').fill('2010');
  await a.getByLabel('Город').fill('Казань');
  await a.getByRole('button', { name: 'Далее' }).click();
  await a.getByLabel('Должность').fill('Директор');
  await a.getByRole('button', { name: 'Создать организацию' }).click();
  await expect(a.getByText('Организация успешно создана!')).toBeVisible();
  await expect(a.getByRole('heading', { name })).toBeVisible();

  // B is registered through the API (signing up is auth-onboarding's journey); A through the form.
  const { ctx: bCtx, page: b } = await signedIn(
    browser,
    await apiUser(request, 'Борис', 'Соискатель'),
    DEFAULT_VIEWPORT,
  );
  await b.goto('/organizations/org-search');
  await b.getByLabel('Название организации').fill(name.toUpperCase());
  await b.getByLabel('Название организации').press('Enter');
  // Similar names are found too (typos tolerated): join the one that is called exactly so.
  await b.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Вступить' }).click();
  // The request can carry a message to the administrators (issue 32).
  const ask = b.getByRole('dialog', { name: 'Запрос на вступление' });
  await ask.getByLabel(/Сообщение администраторам/).fill('Я ваш новый инженер');
  await ask.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(b.getByRole('button', { name: 'Запрос отправлен' })).toBeDisabled();

  // A approves from the Requests tab (with its pending badge).
  await a.reload();
  await a.getByRole('tab', { name: /Запросы/ }).click();
  await a
    .getByRole('region', { name: 'Запросы на вступление' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await a.getByRole('tab', { name: 'Участники' }).click();
  await expect(a.getByText('Борис Соискатель')).toBeVisible();

  // B asks for a role change; A approves; B sees the role in My Roles.
  await b.goto('/organizations/my-work');
  await b.getByRole('link', { name: 'Открыть профиль' }).click();
  await b.getByRole('tab', { name: 'Мои настройки' }).click();
  await b.getByLabel('Запросить роль').selectOption('TEAM_LEAD');
  await b.getByLabel('Причина').fill('Веду команду');
  await b.getByRole('button', { name: 'Отправить запрос' }).click();
  await expect(b.getByText('Запрос отправлен администраторам')).toBeVisible();

  await a.reload();
  await a.getByRole('tab', { name: /Запросы/ }).click();
  await a
    .getByRole('region', { name: 'Запросы на изменения' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await expect(
    a.getByRole('region', { name: 'Запросы на изменения' }).getByText('Запросов нет'),
  ).toBeVisible();

  await b.goto('/organizations/my-work');
  await b.reload();
  const roles = b.getByRole('region', { name: 'Мои роли' });
  await expect(roles.getByText(name)).toBeVisible();
  await expect(roles.getByText('Руководитель команды')).toBeVisible();

  // A makes B an admin, then transfers ownership to B.
  await a.getByRole('tab', { name: 'Участники' }).click();
  await a.getByRole('button', { name: 'Действия: Борис Соискатель' }).click();
  await a.getByRole('menuitem', { name: 'Сделать администратором' }).click();
  await expect(a.getByText('Права администратора выданы')).toBeVisible();
  await expect(
    a.getByRole('listitem', { name: 'Борис Соискатель' }).getByText('Администратор', { exact: true }),
  ).toBeVisible();
  await a.getByRole('tab', { name: 'Мои настройки' }).click();
  await a.getByLabel('Новый владелец').selectOption({ label: 'Борис Соискатель' });
  await a.getByRole('button', { name: 'Передать владение' }).click();
  await a.getByRole('alertdialog').getByRole('button', { name: 'Передать владение' }).click();
  await expect(a.getByRole('button', { name: 'Покинуть организацию' })).toBeVisible();

  await aCtx.close();
  await bCtx.close();
});

test('organizations: the admin invites with a team and no posting right (an unknown address answers the same), the member accepts, and the banner goes', async ({
  page,
  request,
}) => {
  // The invitee exists only through the API.
  const boris = newPerson('Борис', `Бариста${Date.now() % 100000}`);
  const registered = await request.post('/api/auth/register', {
    data: {
      email: boris.email,
      password: boris.password,
      first_name: boris.firstName,
      last_name: boris.lastName,
    },
  });
  expect(registered.status()).toBe(201);
  const borisToken = (await registered.json()).access_token as string;

  await signUpToShell(page, newPerson('Ольга', 'Управляющая'));
  const png = `data:image/png;base64,${PNG_40x30.toString('base64')}`;
  const org = await apiAs<{ id: string }>(page, 'POST', '/api/work/organizations', {
    name: `Зерно ${Date.now() % 100000}`,
    description: 'Кофейня',
    industry: 'Hospitality',
    creator_job_title: 'Управляющая',
  });
  await apiAs(page, 'PUT', `/api/work/organizations/${org.id}`, {
    name: 'Кофейня «Зерно»',
    description: 'Кофейня',
    industry: 'Hospitality',
    logo_url: png,
    banner_url: png,
  });
  await page.goto(`/organizations/org-profile?id=${org.id}`);

  await page.getByRole('button', { name: 'Пригласить участников' }).click();
  const invite = page.getByRole('dialog', { name: 'Пригласить в «Кофейня «Зерно»»' });
  await invite.getByLabel('Электронная почта пользователя').fill(boris.email);
  await invite.getByLabel('Должность').fill('Бариста');
  await invite.getByLabel('Команда').fill('Утренняя смена');
  await invite.getByRole('checkbox', { name: 'Может публиковать' }).uncheck();
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite.getByText('Приглашение отправлено на email.')).toBeVisible();
  await expect(invite).toBeHidden();

  // An address without an account gets the very same answer (no telling who is registered).
  await page.getByRole('button', { name: 'Пригласить участников' }).click();
  await invite
    .getByLabel('Электронная почта пользователя')
    .fill(newPerson('Никто', 'Незарегистрированный').email);
  await invite.getByLabel('Должность').fill('Бариста');
  await invite.getByRole('button', { name: 'Пригласить' }).click();
  await expect(invite.getByText('Приглашение отправлено на email.')).toBeVisible();
  await expect(invite).toBeHidden();

  // Boris is invited, not yet a member; he accepts his invitation.
  await page.getByRole('tab', { name: 'Участники' }).click();
  await expect(page.getByRole('listitem', { name: `${boris.firstName} ${boris.lastName}` })).toHaveCount(0);
  await acceptInvitationsOf(request, { token: borisToken }, org.id);
  await page.reload();

  await page.getByRole('tab', { name: 'Участники' }).click();
  const card = page.getByRole('listitem', { name: `${boris.firstName} ${boris.lastName}` });
  await expect(card.getByText('Команда: Утренняя смена')).toBeVisible();
  await expect(card.getByText('Может публиковать')).toHaveCount(0);
  await card.getByRole('button', { name: /^Действия/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Изменить данные' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Настройки', exact: true }).click();
  const settings = page.getByRole('dialog', { name: /Настройки/ });
  await settings.getByRole('tab', { name: 'Логотип и обложка' }).click();
  await expect(settings.getByRole('img', { name: 'Текущая обложка' })).toBeVisible();
  await settings.getByRole('button', { name: 'Удалить обложку' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Удалить обложку' }).click();
  await expect(page.getByText('Обложка удалена')).toBeVisible();
  await expect(settings.getByText('Обложка не загружена')).toBeVisible();
  await expect(settings.getByRole('img', { name: 'Текущий логотип' })).toBeVisible();
  const saved = await apiAs<{ logo_url: string | null; banner_url: string | null; name: string }>(
    page,
    'GET',
    `/api/work/organizations/${org.id}`,
  );
  expect(saved.banner_url).toBeNull();
  expect(saved.logo_url).not.toBeNull();
  expect(saved.name).toBe('Кофейня «Зерно»');
});
