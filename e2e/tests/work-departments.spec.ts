import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, apiUser, call, signedIn } from './helpers.ts';

test('organization departments: counts and the feed filter agree; nobody approves their own request; outsiders see the public profile', async ({
  browser,
  request,
}) => {
  const [olga, boris, vera, gleb] = await Promise.all([
    apiUser(request, 'Ольга', 'Владелица'),
    apiUser(request, 'Борис', 'Админов'),
    apiUser(request, 'Вера', 'Разработчица'),
    apiUser(request, 'Глеб', 'Гость'),
  ]);
  const name = `Отделы ${Date.now() % 100000}`;
  const org = await call<{ id: string }>(request, olga, 'POST', '/api/work/organizations', {
    name,
    description: 'Компания с отделами',
    industry: 'Technology',
    address_city: 'Казань',
    website: 'https://otdely.example.com',
    creator_job_title: 'Директор',
  });
  const base = `/api/organizations/${org.id}/departments`;
  await call(request, olga, 'POST', base, { name: 'Разработка', color: '#059669' });
  const sales = await call<{ id: string }>(request, olga, 'POST', base, { name: 'Продажи' });
  for (const [u, isAdmin] of [
    [boris, true],
    [vera, false],
  ] as const)
    await call(request, olga, 'POST', `/api/work/organizations/${org.id}/members`, {
      user_email: u.email,
      job_title: isAdmin ? 'Тимлид' : 'Инженер',
      department: 'Разработка',
      is_admin: isAdmin,
    });
  for (const u of [boris, vera]) await acceptInvitationsOf(request, u, org.id);
  await call(request, vera, 'POST', `/api/work/organizations/${org.id}/posts`, { content: 'Вера пишет код' });
  await call(request, olga, 'POST', `/api/work/organizations/${org.id}/posts`, {
    content: 'Новости продаж',
    department_id: sales.id,
  });

  // The navigator's count is the members in the department; picking it shows its posts.
  const owner = await signedIn(browser, olga);
  const a = owner.page;
  await a.goto(`/organizations/org-profile?id=${org.id}`);
  const dev = a.getByRole('button', { name: /Разработка/ });
  await expect(dev).toContainText('Участников 2 · записей 1');
  await dev.click();
  await expect(a.getByRole('tab', { name: 'Публикации' })).toHaveAttribute('aria-selected', 'true');
  await expect(a.getByText('Вера пишет код')).toBeVisible();
  await expect(a.getByText('Новости продаж')).toBeHidden();
  await a.getByRole('button', { name: /Продажи/ }).click();
  await expect(a.getByText('Новости продаж')).toBeVisible();
  await expect(a.getByText('Вера пишет код')).toBeHidden();

  // Boris (an admin) asks to change his team: he cannot decide it, Olga can.
  await call(request, boris, 'PUT', `/api/work/organizations/${org.id}/members/me`, {
    requested_team: 'Платформа',
    reason: 'Перехожу в платформу',
  });
  const admin = await signedIn(browser, boris);
  const b = admin.page;
  await b.goto(`/organizations/org-profile?id=${org.id}`);
  await b.getByRole('tab', { name: /Запросы/ }).click();
  const own = b.getByRole('article', { name: 'Борис Админов: Смена команды' });
  await expect(own).toContainText('Платформа');
  await expect(own).toContainText('Причина: Перехожу в платформу');
  await expect(own).toContainText('его рассматривает другой администратор или владелец');
  await expect(own.getByRole('button', { name: 'Одобрить' })).toHaveCount(0);

  await a.getByRole('tab', { name: /Запросы/ }).click();
  const card = a.getByRole('article', { name: 'Борис Админов: Смена команды' });
  await card.getByRole('button', { name: 'Одобрить' }).click();
  await expect(a.getByText('Запрос одобрен')).toBeVisible();
  await a.getByRole('tab', { name: 'Одобрен' }).click();
  await expect(card).toContainText(/Рассмотрен/);

  // Boris's own settings show the approved team.
  await b.reload();
  await b.getByRole('tab', { name: 'Мои настройки' }).click();
  await expect(b.getByRole('region', { name: 'Сейчас' })).toContainText('Платформа');
  await expect(b.getByRole('region', { name: 'Ваши запросы' })).toContainText('Одобрен');

  // An outsider following the organization's link sees its public profile and asks to join.
  const guest = await signedIn(browser, gleb);
  const g = guest.page;
  await g.goto(`/organizations/org-profile?id=${org.id}`);
  await expect(g.getByRole('heading', { name })).toBeVisible();
  await expect(g.getByRole('region', { name: 'Информация' })).toContainText('otdely.example.com');
  await g.getByRole('button', { name: 'Вступить' }).click();
  await g
    .getByRole('dialog', { name: 'Запрос на вступление' })
    .getByRole('button', { name: 'Отправить запрос' })
    .click();
  await expect(g.getByRole('button', { name: 'Запрос отправлен' })).toBeDisabled();

  // Signed out, the public page opens too, with sign-in to join.
  const anonymous = await browser.newContext();
  const x = await anonymous.newPage();
  await x.goto(`/organizations/org-public?id=${org.id}`);
  await expect(x.getByRole('heading', { name })).toBeVisible();
  await expect(x).toHaveURL(/org-public/);
  await x.getByRole('link', { name: 'Вступить' }).click();
  await expect(x).toHaveURL(/\/login$/);

  for (const c of [owner.ctx, admin.ctx, guest.ctx, anonymous]) await c.close();
});
