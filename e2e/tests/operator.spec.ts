import type { APIRequestContext, Browser } from '@playwright/test';
import { INSTANCE_OWNER } from '../instance-owner.ts';
import { expect, test } from './fixtures.ts';
import { type ApiUser, apiUser, call, newPerson, signedIn } from './helpers.ts';

/**
 * Issue 33 (CONTRACT §8), the operator's journeys: the owner (the run's first account, see
 * global-setup.ts) switches registration to invite-only, a stranger cannot register, an invite
 * link works exactly once; a report is resolved by hiding the post, which then disappears for
 * everyone but its author. Runs after every other journey (its own project): registration is
 * closed to strangers while it runs.
 */

/**
 * The owner, signed in (onboarding and the gender question done), in «Администрирование» reached
 * from the user menu.
 */
async function openAdmin(browser: Browser, request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: INSTANCE_OWNER.email, password: INSTANCE_OWNER.password },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { access_token: string; user: { id: string; instance_role: string } };
  expect(body.user.instance_role).toBe('owner');
  const owner = { token: body.access_token, id: body.user.id } as ApiUser;
  const { ctx, page } = await signedIn(browser, owner);
  await page.goto('/family/wall');
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Администрирование' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Пользователи' })).toBeVisible();
  return { ctx, page, owner };
}

/** Fills the registration form (already open) and sends it. */
async function fillRegistration(page: import('@playwright/test').Page, person: ReturnType<typeof newPerson>) {
  await page.getByLabel('Имя', { exact: true }).fill(person.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(person.lastName);
  await page.getByLabel('Электронная почта', { exact: true }).fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

test('owner switches to invite-only: a stranger cannot register, an invite link works once', async ({
  browser,
  request,
}) => {
  const { ctx, page, owner } = await openAdmin(browser, request);
  await page.getByRole('link', { name: 'Настройки' }).click();
  await page.getByLabel('Только по приглашениям').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();

  try {
    // A stranger: the sign-in page explains; the registration page asks for a link, no form.
    const stranger = await browser.newContext();
    const spage = await stranger.newPage();
    await spage.goto('/login');
    await expect(spage.getByText(/Регистрация только по приглашению/)).toBeVisible();
    await spage.getByRole('link', { name: 'Создать аккаунт' }).click();
    await expect(spage.getByRole('heading', { name: 'Регистрация по приглашению' })).toBeVisible();
    await expect(spage.getByLabel('Имя', { exact: true })).toHaveCount(0);
    // Nor does the API let them in.
    const refused = await spage.request.post('/api/auth/register', {
      data: { email: newPerson().email, password: 'secret123', first_name: 'Чужой', last_name: 'Человек' },
    });
    expect(refused.status()).toBe(403);

    // The owner makes a one-use link.
    await page.getByRole('link', { name: 'Приглашения' }).click();
    await page.getByLabel('Сколько раз можно использовать').fill('1');
    await page.getByRole('button', { name: 'Создать ссылку' }).click();
    const link = page.getByTestId('admin-invite').first().getByLabel('Ссылка-приглашение');
    await expect(link).toHaveValue(/\/register\?invite=/);
    const url = new URL(await link.inputValue());

    // The invited person opens it: the form, the token filled in; they register and are in.
    const invited = newPerson('Приглашённая', 'Гостья');
    await spage.goto(url.pathname + url.search);
    await expect(spage.getByText('Вы регистрируетесь по приглашению.')).toBeVisible();
    await fillRegistration(spage, invited);
    await expect(spage).toHaveURL(/\/onboarding/);
    await stranger.close();

    // The same link a second time: refused with the reason.
    const late = await browser.newContext();
    const lpage = await late.newPage();
    await lpage.goto(url.pathname + url.search);
    await fillRegistration(lpage, newPerson('Опоздавший', 'Гость'));
    await expect(lpage.getByRole('alert')).toHaveText(
      'Приглашение уже использовано. Попросите новую ссылку у администратора.',
    );
    await late.close();
    await page.reload();
    await expect(page.getByTestId('admin-invite').first()).toContainText('Использовано 1 из 1');
    // Back to open registration through the screen.
    await page.getByRole('link', { name: 'Настройки' }).click();
    await page.getByLabel('Открытая — зарегистрироваться может любой').check();
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Настройки сохранены')).toBeVisible();
  } finally {
    // Whatever happened, registration is open again for whatever runs next.
    await call(request, owner, 'PUT', '/api/admin/settings', { registration_mode: 'open' });
    await ctx.close();
  }
});

test('a report is resolved by hiding the post, which then disappears for others', async ({
  browser,
  request,
}) => {
  const author = await apiUser(request, 'Спамер', 'Рекламов');
  const reporter = await apiUser(request, 'Бдительная', 'Соседка');
  const other = await apiUser(request, 'Третий', 'Читатель');
  const post = await call<{ id: string }>(request, author, 'POST', '/api/posts', {
    content: 'Купите наши окна со скидкой',
    visibility: 'PUBLIC',
    source_module: 'family',
  });
  // A third person follows the author: the post is in their feed.
  await call(request, other, 'POST', `/api/people/${author.id}/follow`);
  const o = await signedIn(browser, other);
  await o.page.goto('/family/feed');
  await expect(o.page.getByText('Купите наши окна со скидкой')).toBeVisible();

  // The reporter reports it from the post's menu.
  const r = await signedIn(browser, reporter);
  await r.page.goto(`/family/posts/${post.id}`);
  await r.page.getByRole('button', { name: 'Действия с записью' }).click();
  await r.page.getByRole('menuitem', { name: 'Пожаловаться' }).click();
  const dialog = r.page.getByRole('dialog', { name: 'Пожаловаться на запись' });
  await dialog.getByLabel('Спам').check();
  await dialog.getByLabel(/Комментарий/).fill('Реклама в ленте');
  await dialog.getByRole('button', { name: 'Отправить жалобу' }).click();
  await expect(r.page.getByText('Жалоба отправлена. Спасибо!')).toBeVisible();

  // The owner sees it in the queue, in its context, and hides the post.
  const { ctx, page } = await openAdmin(browser, request);
  await page.getByRole('link', { name: 'Жалобы' }).click();
  const card = page.getByRole('listitem', { name: 'Запись: Купите наши окна со скидкой' });
  await expect(card).toContainText('Автор: Спамер Рекламов');
  await expect(card).toContainText('Жалоба от Бдительная Соседка');
  await expect(card).toContainText('Комментарий: «Реклама в ленте»');
  await card.getByLabel(/Пояснение/).fill('Реклама запрещена правилами');
  await card.getByRole('button', { name: 'Скрыть' }).click();
  // The report leaves the open queue (other journeys may have left reports of their own there).
  await expect(card).toBeHidden();

  // Gone for the reporter and for anyone else, by link and in the feed.
  await r.page.reload();
  await expect(r.page.getByText('Запись не найдена', { exact: true })).toBeVisible();
  await o.page.reload();
  // The feed has loaded, and it was their only post there.
  await expect(o.page.getByText('Записей пока нет. Поделитесь новостью первым!')).toBeVisible();
  await expect(o.page.getByText('Купите наши окна со скидкой')).toHaveCount(0);
  await o.page.goto(`/family/posts/${post.id}`);
  await expect(o.page.getByText('Запись не найдена', { exact: true })).toBeVisible();

  // Its author still sees it, and why.
  const a = await signedIn(browser, author);
  await a.page.goto(`/family/posts/${post.id}`);
  await expect(a.page.getByText('Купите наши окна со скидкой')).toBeVisible();
  await expect(a.page.getByRole('note')).toContainText('Причина: Реклама запрещена правилами');

  // The reporter is told the outcome.
  const notes = await call<{ type: string; text: string }[]>(request, reporter, 'GET', '/api/notifications');
  expect(notes[0]).toMatchObject({
    type: 'report_resolved',
    text: 'Ваша жалоба рассмотрена: содержимое скрыто.',
  });
  await Promise.all([ctx.close(), r.ctx.close(), o.ctx.close(), a.ctx.close()]);
});
