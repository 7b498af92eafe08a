import { expect, test } from './fixtures.ts';
import { apiAs, newPerson, signUpToShell } from './helpers.ts';

test('people: B finds A through a shared group, A accepts from «Входящие», follows B and reads B’s public post', async ({
  browser,
}) => {
  const suffix = Date.now() % 100000;
  const aCtx = await browser.newContext();
  const a = await aCtx.newPage();
  await signUpToShell(a, newPerson('Алла', `Дружная${suffix}`));
  const bCtx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const b = await bCtx.newPage();
  await signUpToShell(b, newPerson('Борис', `Знакомый${suffix}`));
  const aMe = await apiAs<{ id: string }>(a, 'GET', '/api/auth/me');
  const bMe = await apiAs<{ id: string }>(b, 'GET', '/api/auth/me');

  // A and B share a chat group; B's post is public.
  const { group } = await apiAs<{ group: { id: string } }>(a, 'POST', '/api/chat-groups', {
    name: `Соседи ${suffix}`,
  });
  await apiAs(a, 'POST', `/api/chat-groups/${group.id}/members`, { user_ids: [bMe.id] });
  const text = `Открытая запись Бориса ${suffix}`;
  await apiAs(b, 'POST', '/api/posts', { content: text, visibility: 'PUBLIC' });

  // B, on a phone, finds A among the suggestions, with the reason, and sends a request.
  await b.goto('/family/friends?tab=suggestions');
  const row = b.getByRole('listitem').filter({ hasText: `Алла Дружная${suffix}` });
  await expect(row.getByText(`Вместе в группе «Соседи ${suffix}»`)).toBeVisible();
  await row.getByRole('button', { name: 'Добавить в друзья' }).click();
  await expect(b.getByText('Заявка в друзья отправлена')).toBeVisible();
  await b.getByRole('tab', { name: /Исходящие/ }).click();
  await expect(b).toHaveURL(/\/family\/friends\?tab=outgoing$/);
  await expect(b.getByRole('button', { name: 'Отменить заявку' })).toBeVisible();

  // A's notification leads to the incoming tab; A accepts there.
  await a.goto('/family/wall');
  await a.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).click();
  await a.getByRole('link', { name: /Борис/ }).first().click();
  await expect(a).toHaveURL(/\/family\/friends\?tab=incoming$/);
  await expect(a.getByRole('tab', { name: /Входящие/ })).toHaveAttribute('aria-selected', 'true');
  await a.getByRole('button', { name: 'Принять заявку' }).click();
  await expect(a.getByText('Заявка принята')).toBeVisible();
  await expect(a.getByText('Входящих заявок нет')).toBeVisible();
  await a.getByRole('tab', { name: /^Друзья/ }).click();
  await a.getByRole('link', { name: new RegExp(`Борис Знакомый${suffix}`) }).click();

  // B's page: friends now; A follows B and sees B's public post and the counts.
  await expect(a).toHaveURL(new RegExp(`/family/people/${bMe.id}$`));
  await expect(a.getByRole('heading', { level: 1, name: `Борис Знакомый${suffix}` })).toBeVisible();
  await expect(a.getByText('У вас в друзьях')).toBeVisible();
  await a.getByRole('button', { name: 'Подписаться' }).click();
  await expect(a.getByRole('button', { name: 'Отписаться' })).toBeVisible();
  await expect(a.getByRole('article').filter({ hasText: text })).toBeVisible();
  const counts = a.locator('dl');
  await expect(counts).toContainText('Друзья1');
  await expect(counts).toContainText('Подписчики1');

  // B sees A among the friends on the phone, and the page links back to A.
  await b.goto('/family/friends');
  await expect(b.getByRole('link', { name: new RegExp(`Алла Дружная${suffix}`) })).toHaveAttribute(
    'href',
    `/family/people/${aMe.id}`,
  );
  await aCtx.close();
  await bCtx.close();
});
