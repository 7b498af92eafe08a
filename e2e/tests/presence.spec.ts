import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

test('presence: a friend opening the app appears in «Друзья онлайн» live, and leaves it when they close it', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const anna = await apiUser(request, 'Анна', `Онлайн${suffix}`);
  const boris = await apiUser(request, 'Борис', `Онлайн${suffix}`);
  const sent = await call<{ id: string }>(request, anna, 'POST', '/api/friends/requests', {
    user_id: boris.id,
  });
  await call(request, boris, 'POST', `/api/friends/requests/${sent.id}/accept`);

  // Anna's feed: nobody online yet.
  const a = await signedIn(browser, anna);
  await a.page.goto('/family/wall');
  const widget = a.page.getByRole('region', { name: /Друзья онлайн/ });
  await expect(widget.getByText('Сейчас никого нет в сети')).toBeVisible();

  // Boris opens the app on his phone: he appears on Anna's feed without a reload.
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  await b.page.goto('/family/wall');
  const borisLink = widget.getByRole('link', { name: `Борис Онлайн${suffix} в сети` });
  await expect(borisLink).toBeVisible();
  await expect(widget.getByTestId('online-dot')).toHaveCount(1);

  // His page says «в сети»; so does the «Друзья» page's row of faces.
  await borisLink.click();
  await expect(a.page).toHaveURL(new RegExp(`/family/people/${boris.id}$`));
  const header = a.page.getByRole('region', { name: `Борис Онлайн${suffix}` });
  await expect(header.getByText('в сети', { exact: true })).toBeVisible();

  // He closes the app: after the short delay he is «был(а) в сети …», live.
  await b.ctx.close();
  await expect(header.getByText(/был\(а\) в сети/)).toBeVisible({ timeout: 15_000 });
  await a.page.goto('/family/friends');
  await expect(
    a.page.getByRole('region', { name: /Друзья онлайн/ }).getByText('Сейчас никого нет в сети'),
  ).toBeVisible();
  await a.ctx.close();
});
