import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { type ApiUser, apiUser, call, signedIn } from './helpers.ts';

/** Issue 34: the family tree, shared lists and chores, and «В этот день». */

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

/** A family made by the wizard's call: a spouse with an account (accepted) and relatives by name. */
async function familyOf(
  request: Parameters<typeof apiUser>[0],
  owner: ApiUser,
  spouse: ApiUser | null,
  name: string,
) {
  const family = await call<{ id: string }>(request, owner, 'POST', '/api/family/create-with-members', {
    name,
    members: [
      ...(spouse ? [{ user_id: spouse.id, relationship: 'spouse' }] : []),
      { first_name: 'Маша', last_name: owner.lastName, relationship: 'child', date_of_birth: '2015-03-01' },
      { first_name: 'Нина', last_name: owner.lastName, relationship: 'parent', date_of_birth: '1960-05-05' },
      { first_name: 'Пётр', last_name: owner.lastName, relationship: 'parent' },
    ],
  });
  if (spouse) {
    const invitations = await call<{ id: string; target: { id: string } }[]>(
      request,
      spouse,
      'GET',
      '/api/invitations',
    );
    const invitation = invitations.find((i) => i.target.id === family.id);
    await call(request, spouse, 'POST', `/api/invitations/${invitation?.id}/accept`);
  }
  return family;
}

/** Today and a date on the Moscow calendar (the server's days are Moscow days). */
const moscowDay = (d = new Date()) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

for (const viewport of VIEWPORTS) {
  test(`tree at ${viewport.width} px: three generations from the wizard's relatives, a grandparent added from the tree, PNG and PDF`, async ({
    browser,
    request,
  }) => {
    const suffix = `${viewport.width}${Date.now() % 100000}`;
    const owner = await apiUser(request, 'Иван', `Соколов${suffix}`);
    await familyOf(request, owner, null, `Соколовы ${suffix}`);
    const { ctx, page } = await signedIn(browser, owner, viewport);
    await page.goto('/family/my-family-profile');
    await page.getByRole('tab', { name: 'Древо' }).click();
    const tree = page.getByRole('region', { name: 'Семейное древо' });
    await expect(tree.getByRole('button', { name: /Маша/ })).toContainText('ребёнок');
    await expect(tree.getByRole('button', { name: /Иван/ })).toContainText('Вы');

    // Nina has no gender yet: «родитель». Tapping her makes her the centre and opens her card.
    const nina = tree.getByRole('button', { name: /Нина/ });
    await expect(nina).toContainText('родитель');
    await expect(nina).toContainText('1960');
    await nina.click();
    const card = page.getByRole('region', { name: `Нина Соколов${suffix}` });
    await card.getByRole('button', { name: 'Изменить' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Пол').selectOption('FEMALE');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(tree.getByRole('button', { name: /Нина/ })).toContainText('мама');

    // A grandmother from the tree: a record with dates, drawn above Nina with her kinship.
    await card.getByRole('button', { name: 'Добавить родителя' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имя').fill('Вера');
    await dialog.getByLabel('Пол').selectOption('FEMALE');
    await dialog.getByLabel('Дата рождения').fill('1935-01-01');
    await dialog.getByLabel('Дата смерти').fill('2010-01-01');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    const vera = tree.getByRole('button', { name: /Вера/ });
    await expect(vera).toContainText('бабушка');
    await expect(vera).toContainText('1935 – 2010');
    const [veraBox, ninaBox, mashaBox] = await Promise.all([
      vera.boundingBox(),
      tree.getByRole('button', { name: /Нина/ }).boundingBox(),
      tree.getByRole('button', { name: /Маша/ }).boundingBox(),
    ]);
    expect(veraBox?.y ?? 0).toBeLessThan(ninaBox?.y ?? 0);
    expect(ninaBox?.y ?? 0).toBeLessThan(mashaBox?.y ?? 0);

    // «Скачать»: a PNG and a PDF of the tree.
    for (const [item, ext] of [
      ['Картинка PNG', '.png'],
      ['PDF для печати', '.pdf'],
    ] as const) {
      await page.getByRole('button', { name: 'Скачать' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: item }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`\\${ext}$`));
    }
    await ctx.close();
  });
}

test('lists: two browsers on one shopping list see each other’s ticks live', async ({ browser, request }) => {
  const suffix = `${Date.now() % 100000}`;
  const anna = await apiUser(request, 'Анна', `Покупкина${suffix}`);
  const boris = await apiUser(request, 'Борис', `Покупкин${suffix}`);
  await familyOf(request, anna, boris, `Покупкины ${suffix}`);
  const a = await signedIn(browser, anna);
  const b = await signedIn(browser, boris, { width: 390, height: 844 });

  await a.page.goto('/family/home');
  await a.page.getByLabel('Название списка').fill('Продукты');
  await a.page.getByRole('button', { name: 'Новый список' }).click();
  const listA = a.page.getByRole('list', { name: 'Продукты' });
  await a.page.getByLabel('Что добавить').fill('Молоко');
  await a.page.getByLabel('Количество').fill('2 л');
  await a.page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(listA.getByRole('checkbox', { name: 'Молоко' })).not.toBeChecked();

  await b.page.goto('/family/home');
  await b.page.getByRole('button', { name: /Продукты/ }).click();
  const listB = b.page.getByRole('list', { name: 'Продукты' });
  await expect(listB.getByRole('checkbox', { name: 'Молоко' })).not.toBeChecked();

  // Anna ticks: Boris's phone shows it, with who ticked.
  await listA.getByRole('checkbox', { name: 'Молоко' }).check();
  await expect(listB.getByRole('checkbox', { name: 'Молоко' })).toBeChecked();
  await expect(listB.getByText(`отметил(а) Анна Покупкина${suffix}`)).toBeVisible();

  // Boris adds and ticks: Anna's screen follows.
  await b.page.getByLabel('Что добавить').fill('Хлеб');
  await b.page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(listA.getByRole('checkbox', { name: 'Хлеб' })).toBeVisible();
  await listB.getByRole('checkbox', { name: 'Молоко' }).uncheck();
  await expect(listA.getByRole('checkbox', { name: 'Молоко' })).not.toBeChecked();
  await a.ctx.close();
  await b.ctx.close();
});

test('chores: a weekly chore appears on its days', async ({ browser, request }) => {
  const suffix = `${Date.now() % 100000}`;
  const anna = await apiUser(request, 'Анна', `Делова${suffix}`);
  await familyOf(request, anna, null, `Деловы ${suffix}`);
  const { ctx, page } = await signedIn(browser, anna);
  await page.goto('/family/home?tab=chores');
  await page.getByRole('button', { name: 'Новое дело' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое дело' });
  await dialog.getByLabel('Что сделать').fill('Полить цветы');
  await dialog.getByLabel('Повторять').selectOption('weekly');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog).toBeHidden();

  const today = await page.evaluate(() => {
    const d = new Date();
    return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())).toISOString().slice(0, 10);
  });
  const plus = (n: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  await expect(page.locator(`[data-day="${today}"]`).getByText('Полить цветы')).toBeVisible();
  // Other days of this week have none; the same weekday of next week has it.
  const week = page.locator('[data-day]');
  await expect(week.filter({ hasText: 'Полить цветы' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Следующая неделя' }).click();
  await expect(page.locator(`[data-day="${plus(7)}"]`).getByText('Полить цветы')).toBeVisible();
  await expect(week.filter({ hasText: 'Полить цветы' })).toHaveCount(1);

  // Done: marked for that day only.
  await page
    .locator(`[data-day="${plus(7)}"]`)
    .getByRole('button', { name: 'Отметить «Полить цветы» сделанным' })
    .click();
  await expect(page.locator(`[data-day="${plus(7)}"]`).getByText('Сделано', { exact: false })).toBeVisible();
  await ctx.close();
});

test('«В этот день»: a photo taken a year ago today appears on the Journal and on the journal wall', async ({
  browser,
  request,
}) => {
  const anna = await apiUser(request, 'Анна', `Памятная${Date.now() % 100000}`);
  const today = moscowDay();
  // On 29 February the same day of an earlier year is four years back.
  const back = today.endsWith('-02-29') ? 4 : 1;
  const day = `${Number(today.slice(0, 4)) - back}${today.slice(4)}`;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Камера' },
      IFD2: { DateTimeOriginal: `${day.replaceAll('-', ':')} 12:00:00` },
    })
    .toBuffer();
  const { ctx, page } = await signedIn(browser, anna);
  await page.goto('/family/media-photos');
  await page
    .locator('#media-upload-input')
    .setInputFiles({ name: 'дача.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Загружено файлов: 1')).toBeVisible();

  await page.goto('/journal/memories');
  const memories = page.getByRole('region', { name: 'В этот день' });
  await expect(memories.getByRole('heading', { name: day.slice(0, 4) })).toBeVisible();
  await expect(memories.getByRole('button', { name: 'Фото 1' })).toBeVisible();

  // An entry written today is not a memory yet; the wall of the Journal shows the card too.
  await page.getByLabel('Что хочется запомнить').fill('Сегодня снова на даче');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Сегодня снова на даче' })).toBeVisible();
  await expect(memories.getByText('Сегодня снова на даче')).toHaveCount(0);
  await page.goto('/journal/wall');
  await expect(
    page.getByRole('region', { name: 'В этот день' }).getByRole('button', { name: 'Фото 1' }),
  ).toBeVisible();
  await ctx.close();
});
