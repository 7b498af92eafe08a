import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

/**
 * Issue 21: two family members answer an event differently and both see the counts (live), and a
 * relative's birthday shows in the family calendar's month, all day, with a cake.
 */
test('calendar: RSVP «Пойду / Может быть» with counts, and a birthday in the month', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Ответова${suffix}`),
    apiUser(request, 'Борис', `Ответов${suffix}`),
  ]);
  const now = new Date();
  const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const family = await call<{ id: string; chat_group_id: string }>(
    request,
    anna,
    'POST',
    '/api/family/create-with-members',
    {
      name: `Ответовы ${suffix}`,
      members: [
        { user_id: boris.id, relationship: 'spouse' },
        {
          first_name: 'Лиза',
          last_name: 'Ответова',
          date_of_birth: `2010-${month.slice(5)}-10`,
          relationship: 'child',
        },
      ],
    },
  );
  const [invitation] = await call<{ id: string }[]>(request, boris, 'GET', '/api/invitations');
  await call(request, boris, 'POST', `/api/invitations/${invitation?.id}/accept`);
  await call(request, anna, 'POST', `/api/chat-groups/${family.chat_group_id}/scheduled-actions`, {
    title: 'Пикник',
    scheduled_date: `${month}-20`,
    scheduled_time: '12:00',
  });

  const a = await signedIn(browser, anna);
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  const openDay = async (page: typeof a.page, day: number, label: RegExp) => {
    await page.getByRole('button', { name: new RegExp(`^${day} [^:]+: ${label.source}`) }).click();
  };
  for (const { page } of [a, b]) {
    await page.goto('/family/calendar');
    await expect(page.getByRole('heading', { name: 'семейный календарь' })).toBeVisible();
  }

  // Анна: «Пойду».
  await openDay(a.page, 20, /Событий: 1 \(Событие\)/);
  const aCard = a.page.getByRole('listitem').filter({ hasText: 'Пикник' });
  await expect(aCard.getByText('Пока никто не ответил')).toBeVisible();
  await aCard.getByRole('button', { name: 'Пойду', exact: true }).click();
  await expect(aCard.getByRole('button', { name: 'Пойду', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(aCard.getByText('1 пойдёт', { exact: true })).toBeVisible();

  // Борис, on a phone: «Может быть»; both see «1 пойдёт · 1 может быть».
  await openDay(b.page, 20, /Событий: 1 \(Событие\)/);
  const bCard = b.page.getByRole('listitem').filter({ hasText: 'Пикник' });
  await expect(bCard.getByText('1 пойдёт', { exact: true })).toBeVisible();
  await bCard.getByRole('button', { name: 'Может быть' }).click();
  await expect(bCard.getByRole('button', { name: 'Может быть' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bCard.getByRole('button', { name: 'Пойду', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(bCard.getByText('1 пойдёт · 1 может быть')).toBeVisible();
  await expect(bCard.getByRole('button', { name: 'Не пойду' })).toBeInViewport();
  await b.page.screenshot({ path: test.info().outputPath('calendar-rsvp-390.png') });
  await expect(aCard.getByText('1 пойдёт · 1 может быть')).toBeVisible();
  await expect(aCard.getByRole('button', { name: 'Пойду', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The relative's birthday, on the 10th, all day.
  await openDay(a.page, 10, /Событий: 1 \(День рождения\)/);
  await expect(a.page.getByText(`День рождения: Лиза Ответова`)).toBeVisible();
  await expect(a.page.getByText(`Исполняется ${now.getFullYear() - 2010}`)).toBeVisible();
  await a.page.screenshot({ path: test.info().outputPath('calendar-rsvp-1366.png') });

  await a.ctx.close();
  await b.ctx.close();
});
