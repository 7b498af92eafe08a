import { expect, test } from './fixtures.ts';
import { apiUser, call, newPerson, signedIn } from './helpers.ts';
import { expectModuleTabColours } from './module-tabs.ts';

// Issue 32, screen by screen: the family share link signed out and the way back after signing up,
// a view whose chunk does not load, the module tab colours, sizes and words, and the phone layout
// with large text.

test('a family share link opens signed out, and signing up from it comes back to it after onboarding', async ({
  browser,
  request,
}) => {
  const owner = await apiUser(request, 'Ольга', 'Ссылкина');
  const family = await call<{ id: string }>(request, owner, 'POST', '/api/family/create-with-members', {
    name: 'Ссылкины',
    surname: 'Ссылкины',
    description: 'Семья, которой поделились ссылкой',
    members: [],
  });
  // Families are private by default; this one shares its profile.
  await call(request, owner, 'PUT', `/api/family/${family.id}/privacy`, {
    is_private: false,
    allow_public_discovery: false,
    who_can_see_posts: 'family',
    who_can_comment: 'family',
    profile_searchability: 'users_only',
  });
  const link = `/family/family-public-view?id=${family.id}`;

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(link);
  // The public view, not a sign-in wall.
  await expect(page.getByRole('heading', { name: 'Ссылкины' })).toBeVisible();
  await expect(page.getByText('Семья, которой поделились ссылкой')).toBeVisible();
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('button', { name: 'Пожаловаться' })).toHaveCount(0);

  // Sign up from it: registration, then the onboarding, then back at the link.
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const person = newPerson('Гость', 'Ссылкин');
  await page.getByLabel('Имя', { exact: true }).fill(person.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(person.lastName);
  await page.getByLabel('Электронная почта', { exact: true }).fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/onboarding/);
  await page.getByRole('button', { name: 'Пропустить' }).click();
  await expect(page).toHaveURL(link);
  const gender = page.getByRole('dialog', { name: 'Выберите пол' });
  await gender.getByLabel('Женский').check();
  await gender.getByRole('button', { name: 'Сохранить' }).click();
  await expect(gender).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Ссылкины' })).toBeVisible();

  // Signing out and in again from a signed-in-only address returns there too.
  await page.evaluate(() => localStorage.removeItem('krug.token'));
  await page.goto('/family/friends');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Электронная почта', { exact: true }).fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/family\/friends$/);
  await ctx.close();
});

test('a view whose chunk does not load fails alone, after one automatic reload, and «Обновить» brings it', async ({
  browser,
  request,
}) => {
  const user = await apiUser(request, 'Пётр', 'Чанков');
  // The service worker would answer from its cache; this journey is about the network.
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ([token, id]) => {
      localStorage.setItem('krug.token', token);
      localStorage.setItem(`krug.onboarding-completed.${id}`, 'true');
      localStorage.setItem(`krug.gender-asked.${id}`, 'true');
    },
    [user.token, user.id] as const,
  );
  const tab = await context.newPage();
  let blocked = 0;
  await tab.route(/\/assets\/MediaLibraryPage-[^/]+\.js$/, (route) => {
    blocked += 1;
    return route.abort('failed');
  });
  let loads = 0;
  tab.on('load', () => {
    loads += 1;
  });
  await tab.goto('/family/media-photos');
  const failed = tab.getByRole('alert').filter({ hasText: 'Не удалось загрузить этот раздел' });
  await expect(failed).toBeVisible();
  // One reload by itself (a deploy's new index names new chunks), then no loop. The view's alert
  // can show before the reloaded page's `load` event (images still loading): wait for it.
  await expect.poll(() => loads).toBe(2);
  expect(blocked).toBeGreaterThanOrEqual(2);
  expect(await tab.evaluate(() => sessionStorage.getItem('krug.chunk-reload'))).toContain('MediaLibraryPage');
  // The rest of the app is there.
  await expect(tab.getByRole('navigation', { name: 'Модули' })).toBeVisible();
  await expect(tab.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
  expect(loads, 'no second automatic reload').toBe(2);

  await tab.unroute(/\/assets\/MediaLibraryPage-[^/]+\.js$/);
  await failed.getByRole('button', { name: 'Обновить' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Мои фото' })).toBeVisible();
  await context.close();
});

test('every module tab has its colour in both themes; sizes and the feed speak Russian', async ({
  browser,
  request,
}) => {
  const user = await apiUser(request, 'Тамара', 'Цветова');
  const { ctx, page } = await signedIn(browser, user);
  await page.goto('/family/wall');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.evaluate((t) => localStorage.setItem('krug.theme', t), theme);
    // The stored choice is read when the app starts.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectModuleTabColours(page);
  }
  // Sizes in Russian, the feed under one name.
  await page.goto('/family/media-photos');
  await expect(page.getByText(/Использовано 0\sбайт из [\d\s,]+\s[КМГ]Б/)).toBeVisible();
  await page.goto('/family/wall');
  await expect(
    page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Подписки' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Файлы' }),
  ).toBeVisible();
  await ctx.close();
});

test.describe('on a phone, for fingers and eyes (issue 32 items 13 and 17)', () => {
  test.use({ hasTouch: true });

  test('tap targets of 44×44, body text of 16 px, and the layout holds at 125% and 150% text', async ({
    browser,
    request,
  }) => {
    const user = await apiUser(request, 'Нина', 'Пальцева');
    const post = await call<{ id: string }>(request, user, 'POST', '/api/posts', {
      content: 'Пирог получился, всем спасибо за рецепт!',
      source_module: 'family',
      visibility: 'PUBLIC',
    });
    await call(request, user, 'POST', `/api/posts/${post.id}/comments`, { content: 'Рецепт бабушкин' });
    const chat = await call<{ group: { id: string } }>(request, user, 'POST', '/api/chat-groups', {
      name: 'Пироги',
    });
    const { ctx, page } = await signedIn(browser, user, { width: 390, height: 844 });

    await page.goto('/family/wall');
    const card = page.getByRole('article').filter({ hasText: 'Пирог получился' });
    await card.getByRole('button', { name: /Комментарии/ }).click();
    await expect(card.getByText('Рецепт бабушкин')).toBeVisible();
    const small: string[] = [];
    for (const control of [
      card.getByRole('button', { name: 'Действия с записью' }),
      card.getByRole('button', { name: 'Нравится' }).first(),
      card.getByRole('button', { name: 'Реакция' }),
      card.getByRole('button', { name: /Комментарии/ }),
      card.getByRole('button', { name: 'Ответить' }),
      card.getByRole('button', { name: 'Удалить' }),
    ]) {
      const box = await control.boundingBox();
      const name = await control.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent);
      if (!box || box.width < 44 || box.height < 44) small.push(`${name}: ${box?.width}×${box?.height}`);
    }
    expect(small).toEqual([]);
    const bodySize = await card
      .getByText('Пирог получился')
      .evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    expect(bodySize).toBeGreaterThanOrEqual(16);
    // The right column is not stacked under the feed: its widgets fold above it.
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expect(page.getByRole('main').getByText('Поиск и фильтры')).toBeVisible();

    for (const scale of ['125%', '150%']) {
      // Larger text, as the phone's text size setting gives (rem-based sizes follow the root's).
      await page.addInitScript((sz) => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.style.fontSize = sz;
        });
      }, scale);
      await page.goto(`/family/chat?group=${chat.group.id}`);
      await expect(page.locator('html')).toHaveAttribute('style', new RegExp(`font-size: ${scale}`));
      // The module's name is whole, never «Сем…».
      const moduleName = page
        .getByRole('banner')
        .getByText('Семья', { exact: true })
        .filter({ visible: true });
      await expect(moduleName).toBeVisible();
      expect(
        await moduleName.evaluate((el) => el.scrollWidth <= el.clientWidth),
        `module name at ${scale}`,
      ).toBe(true);
      // The chat's send button stays whole on the screen.
      await page.getByLabel('Сообщение', { exact: true }).fill('Спасибо!');
      const box = await page.getByRole('button', { name: 'Отправить', exact: true }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `send at ${scale}: ${JSON.stringify(box)}`).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    await ctx.close();
  });
});
