import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

test('search palette: Ctrl+K from the top bar finds a post, a comment and a chat message by another form of the word; Enter opens each; a hashtag leads to its posts; full screen at 390 px', async ({
  browser,
  request,
}) => {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const a = await apiUser(request, 'Вера', `Палитрова${suffix}`);
  const tag = `дача${suffix}`;
  const post = await call<{ id: string }>(request, a, 'POST', '/api/posts', {
    content: `Поехали на дачу ${suffix} #${tag}`,
    visibility: 'PUBLIC',
    source_module: 'family',
  });
  const comment = await call<{ id: string }>(request, a, 'POST', `/api/posts/${post.id}/comments`, {
    content: `Мы тоже будем на даче ${suffix}`,
  });
  const { group } = await call<{ group: { id: string } }>(request, a, 'POST', '/api/chat-groups', {
    name: `Дачники ${suffix}`,
  });
  await call(request, a, 'POST', `/api/chat-groups/${group.id}/messages`, {
    content: `Кто везёт рассаду на дачу ${suffix}?`,
  });

  // A laptop: Ctrl+K anywhere opens the palette; «дачи» finds «дачу», «даче» and «дачу».
  const { ctx, page } = await signedIn(browser, a);
  await page.goto('/family/wall');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Поиск' })).toBeVisible();
  const open = async () => {
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Поиск по Кругу' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox').fill(`дачи ${suffix}`);
    return dialog;
  };
  let dialog = await open();
  const options = dialog.getByRole('option');
  await expect(options.filter({ hasText: `Поехали на дачу ${suffix}` })).toBeVisible();
  await expect(options.filter({ hasText: `Мы тоже будем на даче ${suffix}` })).toBeVisible();
  await expect(options.filter({ hasText: `Кто везёт рассаду на дачу ${suffix}` })).toBeVisible();
  await expect(
    options
      .filter({ hasText: `Поехали на дачу ${suffix}` })
      .locator('mark')
      .first(),
  ).toBeVisible();
  await expect(dialog.locator('[cmdk-group-heading]')).toHaveText(['Записи', 'Комментарии', 'Сообщения']);
  // The open palette passes axe (a labelled dialog, a combobox over a listbox of options).
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  const box = await dialog.boundingBox();
  expect(box && box.width < 1366 / 2 && box.x > 0).toBe(true);

  // The first result (the post) is chosen: Enter opens its page.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/family/posts/${post.id}$`));
  await expect(dialog).toBeHidden();

  // Down to the comment: Enter opens the post at the comment.
  dialog = await open();
  await expect(options.filter({ hasText: `на даче ${suffix}` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(options.filter({ hasText: `на даче ${suffix}` })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/family/posts/${post.id}#comment-${comment.id}$`));

  // Down twice to the message: Enter opens the chat.
  dialog = await open();
  await expect(options.filter({ hasText: `рассаду на дачу ${suffix}` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/family/chat\\?group=${group.id}$`));

  // The hashtag in the post is a link to the tag's search, which finds the post.
  await page.goto(`/family/posts/${post.id}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: `#${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/family/search\\?q=${encodeURIComponent(`#${tag}`)}$`));
  const posts = page.getByRole('region', { name: /Записи/ });
  await expect(posts.getByRole('article').filter({ hasText: `Поехали на дачу ${suffix}` })).toBeVisible();
  await expect(posts.getByRole('article')).toHaveCount(1);
  // The kind filter keeps the query in the address.
  await page.getByRole('button', { name: 'Комментарии', exact: true }).click();
  await expect(page).toHaveURL(/kind=comments/);
  await expect(page.getByRole('button', { name: 'Комментарии', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await ctx.close();

  // A phone: the top bar's control opens the palette over the whole screen; the search is remembered.
  const phone = await signedIn(browser, a, { width: 390, height: 844 });
  await phone.page.goto('/family/wall');
  await phone.page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
  const sheet = phone.page.getByRole('dialog', { name: 'Поиск по Кругу' });
  await expect(sheet).toBeVisible();
  expect(await sheet.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await sheet.getByRole('combobox').fill(`дачи ${suffix}`);
  await expect(sheet.getByRole('option').filter({ hasText: `Поехали на дачу ${suffix}` })).toBeVisible();
  await sheet.getByRole('option', { name: `Все результаты по «дачи ${suffix}»` }).click();
  await expect(phone.page).toHaveURL(/\/family\/search\?q=/);
  await expect(phone.page.getByRole('region', { name: /Сообщения/ })).toContainText(
    `рассаду на дачу ${suffix}`,
  );
  await phone.page.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
  await expect(sheet.getByRole('option', { name: `дачи ${suffix}` })).toBeVisible();
  await phone.ctx.close();
});
