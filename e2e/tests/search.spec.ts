import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

test('search: A finds «на дачу» by «дача» from the top bar’s palette, highlighted; a stranger never finds A’s family-only post', async ({
  browser,
  request,
}) => {
  const suffix = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const a = await apiUser(request, 'Алла', `Дачная${suffix}`);
  const b = await apiUser(request, 'Борис', `Чужой${suffix}`);
  await call(request, a, 'POST', '/api/posts', {
    content: `Поехали на дачу ${suffix}`,
    visibility: 'PUBLIC',
    source_module: 'family',
  });
  await call(request, a, 'POST', '/api/posts', {
    content: `Семейная дача ${suffix}, только для своих`,
    visibility: 'FAMILY_ONLY',
    source_module: 'family',
  });

  // A, on a laptop: the top bar's search, then the word in another form.
  const { ctx: aCtx, page: pa } = await signedIn(browser, a);
  await pa.goto('/family/wall');
  await pa.getByRole('banner').getByRole('button', { name: 'Поиск' }).click();
  const palette = pa.getByRole('dialog', { name: 'Поиск по Кругу' });
  await palette.getByRole('combobox').fill(`дача ${suffix}`);
  await palette.getByRole('option', { name: `Все результаты по «дача ${suffix}»` }).click();
  await expect(pa).toHaveURL(/\/family\/search\?q=/);
  const postsA = pa.getByRole('region', { name: /Записи/ });
  const hit = postsA.getByRole('article').filter({ hasText: `Поехали на дачу ${suffix}` });
  await expect(hit.locator('mark', { hasText: 'дачу' })).toBeVisible();
  await expect(postsA.getByRole('article').filter({ hasText: `Семейная дача ${suffix}` })).toBeVisible();
  // The author is found among people too, by part of the surname.
  await hit.getByRole('link', { name: 'Открыть запись' }).click();
  await expect(pa).toHaveURL(/\/family\/posts\//);
  await aCtx.close();

  // B, a stranger on a phone: the public post only.
  const { ctx: bCtx, page: pb } = await signedIn(browser, b, { width: 390, height: 844 });
  await pb.goto('/family/wall');
  await pb.goto('/family/search');
  await pb.getByRole('searchbox', { name: 'Что найти' }).fill(`дача ${suffix}`);
  await pb.getByRole('button', { name: 'Найти' }).click();
  const postsB = pb.getByRole('region', { name: /Записи/ });
  await expect(postsB.getByRole('article').filter({ hasText: `Поехали на дачу ${suffix}` })).toBeVisible();
  await expect(postsB.getByRole('article')).toHaveCount(1);
  await expect(pb.getByText(`Семейная дача ${suffix}`)).toHaveCount(0);
  // A's surname, typed in part, finds A among people.
  await pb.getByRole('searchbox', { name: 'Что найти' }).fill(`Дачная${suffix}`.slice(0, -2));
  await pb.getByRole('button', { name: 'Найти' }).click();
  await expect(
    pb.getByRole('region', { name: /Люди/ }).getByRole('link', { name: `Алла Дачная${suffix}` }),
  ).toBeVisible();
  await bCtx.close();
});
