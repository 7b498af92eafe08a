import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiAs, apiUser, DEFAULT_VIEWPORT, newPerson, signedIn, signUpToShell } from './helpers.ts';

/** DELETE as the user signed in on the page (apiAs covers the other methods). */
async function deleteAs(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem('krug.token'));
  const res = await page.request.delete(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `DELETE ${path}: ${res.status()}`).toBe(true);
}

test('a notification opens the post with the comment; it goes with the comment; a post has its own URL', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const aCtx = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const a = await aCtx.newPage();
  await signUpToShell(a, newPerson('Алиса', `Ссылкина${suffix}`));
  // B is registered through the API (signing up is auth-onboarding's journey); A through the form.
  const { ctx: bCtx, page: b } = await signedIn(
    browser,
    await apiUser(request, 'Борис', `Комментов${suffix}`),
    DEFAULT_VIEWPORT,
  );
  await b.goto('/family/wall'); // in the app, so apiAs reads B's token from the page

  const text = `Открытая запись ${suffix}`;
  const post = await apiAs<{ id: string }>(a, 'POST', '/api/posts', { content: text, visibility: 'PUBLIC' });
  const comment = await apiAs<{ id: string }>(b, 'POST', `/api/posts/${post.id}/comments`, {
    content: `Комментарий Бориса ${suffix}`,
  });

  // A's bell shows it; clicking it opens the post's page with the comment, and it is read.
  await a.goto('/family/wall');
  await a.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).click();
  await a
    .getByRole('link', { name: /прокомментировала? вашу запись|прокомментировал\(а\) вашу запись/ })
    .click();
  await expect(a).toHaveURL(new RegExp(`/family/posts/${post.id}#comment-${comment.id}$`));
  const card = a.getByRole('article').filter({ hasText: text });
  await expect(card.getByText(`Комментарий Бориса ${suffix}`)).toBeVisible();
  // Scrolled to the comment, focused and marked for a moment.
  await expect(a.locator(`#comment-${comment.id}`)).toBeFocused();
  await expect(a.getByRole('button', { name: 'Уведомления, непрочитанных: 0' })).toBeVisible();

  // «Скопировать ссылку» copies the post's own URL, which opens it after a reload; the old form redirects.
  await card.getByRole('button', { name: 'Действия с записью' }).click();
  await a.getByRole('menuitem', { name: 'Скопировать ссылку' }).click();
  const copied = await a.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/family/posts/${post.id}$`));
  await a.goto('/family/wall');
  await a.goto(copied);
  await a.reload();
  await expect(a.getByRole('article').filter({ hasText: text })).toBeVisible();
  await a.goto(`/family/wall?post=${post.id}`);
  await expect(a).toHaveURL(new RegExp(`/family/posts/${post.id}$`));
  await expect(a.getByRole('article').filter({ hasText: text })).toBeVisible();

  // B deletes the comment: A's notification about it is gone.
  await deleteAs(b, `/api/comments/${comment.id}`);
  await a.reload();
  await a.getByRole('button', { name: /Уведомления, непрочитанных/ }).click();
  await expect(a.getByText('Новых уведомлений нет.')).toBeVisible();
  await a.keyboard.press('Escape');

  // A deleted post's URL says it is not found, with the way back.
  await deleteAs(a, `/api/posts/${post.id}`);
  await a.goto(`/family/posts/${post.id}`);
  await expect(a.getByText('Запись не найдена')).toBeVisible();
  await a.getByRole('main').getByRole('link', { name: 'Вернуться на стену' }).last().click();
  await expect(a).toHaveURL(/\/family\/wall$/);

  await aCtx.close();
  await bCtx.close();
});
