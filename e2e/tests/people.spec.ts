import { expect, test } from './fixtures.ts';
import { type ApiUser, apiAs, apiUser, call, newPerson, signedIn, signUpToShell } from './helpers.ts';

test('people: B finds A through a shared group, A accepts from «Входящие», follows B and reads B’s public post', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const aCtx = await browser.newContext();
  const a = await aCtx.newPage();
  await signUpToShell(a, newPerson('Алла', `Дружная${suffix}`));
  // B is registered through the API (signing up is auth-onboarding's journey); A through the form.
  const { ctx: bCtx, page: b } = await signedIn(
    browser,
    await apiUser(request, 'Борис', `Знакомый${suffix}`),
    { width: 390, height: 844 },
  );
  await b.goto('/family/wall'); // in the app, so apiAs reads B's token from the page
  const aMe = await apiAs<{ id: string }>(a, 'GET', '/api/auth/me');
  const bMe = await apiAs<{ id: string }>(b, 'GET', '/api/auth/me');

  // A and B share a chat group (B lets anyone add them at once); B's post is public.
  await apiAs(b, 'PUT', '/api/users/privacy', { who_can_add_me_to_groups: 'everyone' });
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
  // The friends list's row (the friends-online widget links to the page too).
  await a.getByRole('link', { name: new RegExp(`Борис Знакомый${suffix} Друзья с`) }).click();

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
  await expect(b.getByRole('link', { name: new RegExp(`Алла Дружная${suffix} Друзья с`) })).toHaveAttribute(
    'href',
    `/family/people/${aMe.id}`,
  );
  await aCtx.close();
  await bCtx.close();
});

test('people: A finds B by search and asks; B accepts on a phone; A follows C; «Подписки» shows both; C hidden from a stranger', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris, clara, denis] = await Promise.all([
    apiUser(request, 'Анна', `Ищущая${suffix}`),
    apiUser(request, 'Борис', `Найденный${suffix}`),
    apiUser(request, 'Клара', `Открытая${suffix}`),
    apiUser(request, 'Денис', `Посторонний${suffix}`),
  ]);
  // Set-up: a post by each; Денис's must not reach Анна's «Подписки», nor Борис's own-eyes-only one.
  const post = (u: ApiUser, content: string, visibility = 'PUBLIC') =>
    call(request, u, 'POST', '/api/posts', { content, visibility });
  await post(boris, `Новости Бориса ${suffix}`);
  await post(boris, `Черновик Бориса ${suffix}`, 'ONLY_ME');
  await post(clara, `Заметка Клары ${suffix}`);
  await post(denis, `Шум Дениса ${suffix}`);

  // A (desktop) finds B through the search under «Друзья», opens the page and asks.
  const a = await signedIn(browser, anna);
  await a.page.goto('/family/friends');
  await a.page.getByRole('searchbox', { name: 'Поиск по имени' }).fill(`Найденный${suffix}`);
  const people = a.page.getByRole('region', { name: 'Люди' });
  await people.getByRole('link', { name: new RegExp(`Борис Найденный${suffix}`) }).click();
  await expect(a.page).toHaveURL(new RegExp(`/family/people/${boris.id}$`));
  await a.page.getByRole('button', { name: 'Добавить в друзья' }).click();
  await expect(a.page.getByText('Заявка в друзья отправлена')).toBeVisible();

  // B, on a phone, opens the notification and accepts in «Входящие».
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  await b.page.goto('/family/wall');
  await b.page.getByRole('button', { name: 'Уведомления, непрочитанных: 1' }).click();
  await b.page.getByRole('link', { name: /Анна/ }).first().click();
  await expect(b.page).toHaveURL(/\/family\/friends\?tab=incoming$/);
  const incoming = b.page.getByRole('listitem').filter({ hasText: `Анна Ищущая${suffix}` });
  await incoming.getByRole('button', { name: 'Принять заявку' }).click();
  await expect(b.page.getByText('Заявка принята')).toBeVisible();
  // Her name in the list leads to her page.
  await b.page.getByRole('tab', { name: /^Друзья/ }).click();
  await expect(
    b.page.getByRole('link', { name: new RegExp(`Анна Ищущая${suffix} Друзья с`) }),
  ).toHaveAttribute('href', `/family/people/${anna.id}`);

  // A follows C from C's page; «Подписки» shows B's post (a friend) and C's (followed), not Денис's.
  await a.page.goto(`/family/people/${clara.id}`);
  await a.page.getByRole('button', { name: 'Подписаться' }).click();
  await expect(a.page.getByRole('button', { name: 'Отписаться' })).toBeVisible();
  await a.page.goto('/family/feed');
  const feed = a.page.getByRole('main');
  await expect(feed.getByRole('article').filter({ hasText: `Новости Бориса ${suffix}` })).toBeVisible();
  await expect(feed.getByRole('article').filter({ hasText: `Заметка Клары ${suffix}` })).toBeVisible();
  await expect(feed.getByText(`Шум Дениса ${suffix}`)).toHaveCount(0);
  await expect(feed.getByText(`Черновик Бориса ${suffix}`)).toHaveCount(0);
  // The author's name on a post leads to their page.
  await feed
    .getByRole('article')
    .filter({ hasText: `Заметка Клары ${suffix}` })
    .getByRole('link', { name: `Клара Открытая${suffix}` })
    .click();
  await expect(a.page).toHaveURL(new RegExp(`/family/people/${clara.id}$`));

  // C hides her page from the public: a stranger sees name and photo only, and cannot find her.
  await call(request, clara, 'PUT', '/api/users/privacy', { profile_visible_to_public: false });
  const d = await signedIn(browser, denis);
  await d.page.goto(`/family/people/${clara.id}`);
  await expect(d.page.getByRole('heading', { level: 1, name: `Клара Открытая${suffix}` })).toBeVisible();
  await expect(d.page.getByText('Закрытая страница')).toBeVisible();
  await expect(d.page.getByText(`Заметка Клары ${suffix}`)).toHaveCount(0);
  await d.page.goto('/family/friends');
  const searched = d.page.waitForResponse(
    (r) => r.url().includes('/api/users/search') && r.url().includes(encodeURIComponent(`Открытая${suffix}`)),
  );
  await d.page.getByRole('searchbox', { name: 'Поиск по имени' }).fill(`Открытая${suffix}`);
  expect((await searched).status()).toBe(200);
  // Others with similar names may be found (typos are tolerated); she is not among them.
  const found = d.page.getByRole('region', { name: 'Люди' });
  await expect(found.getByRole('status')).toHaveCount(0);
  await expect(found.getByText(`Клара Открытая${suffix}`)).toHaveCount(0);
  for (const c of [a.ctx, b.ctx, d.ctx]) await c.close();
});
