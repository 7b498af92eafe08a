import { expect, test } from './fixtures.ts';
import { apiAs, apiUser, newPerson, signedIn, signUpToShell } from './helpers.ts';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

test('chat: a stranger is invited and joins by accepting, one who allows it is added live, messages live, joining is not completing', async ({
  browser,
  request,
}) => {
  const stamp = Date.now() % 100000;
  // B and C are registered through the API (signing up is auth-onboarding's journey); A through the form.
  const bob = await apiUser(request, 'Борис', `Чатов${stamp}`);
  const { ctx: bContext, page: b } = await signedIn(browser, bob, DESKTOP);
  const carl = await apiUser(request, 'Карл', `Позднов${stamp}`);
  const { ctx: cContext, page: c } = await signedIn(browser, carl, DESKTOP);
  const aContext = await browser.newContext({ viewport: DESKTOP });
  const a = await aContext.newPage();
  await signUpToShell(a, newPerson('Алла', 'Писарева'));

  // C lets anyone add them to groups at once, in settings (CONTRACT §4 "Consent, continued").
  await c.goto('/family/settings');
  const groupAdds = c.getByLabel('Кто может сразу добавлять меня в группы');
  await expect(groupAdds).toHaveValue('friends_and_family');
  await groupAdds.selectOption('everyone');
  await expect(c.getByText('Настройка приватности сохранена')).toBeVisible();

  // B and C have the chat open before any group exists.
  await b.goto('/family/chat');
  await c.goto('/family/chat');
  await expect(b.getByRole('heading', { name: 'Группы' })).toBeVisible();
  await expect(c.getByRole('heading', { name: 'Группы' })).toBeVisible();

  await a.goto('/family/chat');
  await expect(a.getByText('Выберите группу', { exact: true })).toBeVisible();
  await a.getByRole('button', { name: 'Новая группа' }).click();
  await a.getByLabel('Название группы').fill('Дачники');
  await a.getByTitle('Синий').click();
  await expect(a.getByRole('radio', { name: 'Синий' })).toBeChecked();
  await a.getByLabel('Найти пользователя').fill(bob.lastName);
  // Names are found with typos tolerated, so people with similar names may be listed too.
  await a
    .getByRole('listitem')
    .filter({ hasText: bob.lastName })
    .getByRole('button', { name: 'Добавить', exact: true })
    .click();
  // The search clears for the next person.
  await expect(a.getByLabel('Найти пользователя')).toHaveValue('');
  await a.getByRole('button', { name: 'Создать', exact: true }).click();
  await expect(a.getByRole('heading', { name: 'Дачники' })).toBeVisible();
  await expect(a.getByText('Администратор').first()).toBeVisible();
  // B is a stranger to A: invited, not added, and A is told so.
  await expect(a.getByText(`Приглашения отправлены: Борис ${bob.lastName}`)).toBeVisible();
  await expect(b.getByRole('button', { name: /Дачники/ })).toHaveCount(0);

  // B sees the invitation (the bell leads to it), with what accepting gives, and accepts.
  await b.getByRole('button', { name: /Уведомления, непрочитанных: 1/ }).click();
  await b.getByRole('link', { name: /приглашает вас в группу «Дачники»/ }).click();
  await expect(b).toHaveURL(/\/family\/family-invitations/);
  const card = b.getByRole('article', { name: 'Алла Писарева приглашает вас в группу «Дачники»' });
  await expect(card.getByText(/Вы увидите сообщения, события и участников группы/)).toBeVisible();
  await card.getByRole('button', { name: 'Принять' }).click();
  await expect(b.getByText('Вы вступили в группу «Дачники»')).toBeVisible();
  await expect(b).toHaveURL(/\/family\/chat\?group=/);
  await expect(b.getByRole('heading', { name: 'Дачники' })).toBeVisible();
  await expect(b.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();
  await expect(c.getByRole('button', { name: /Дачники/ })).toHaveCount(0);

  await a.getByLabel('Сообщение', { exact: true }).fill('Привет, едем в субботу?');
  await a.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(a.getByLabel('Сообщение', { exact: true })).toHaveValue('');
  // Live: no reload on B's side.
  await expect(b.getByRole('region', { name: 'Дачники' }).getByText('Привет, едем в субботу?')).toBeVisible();
  await expect(b.getByRole('region', { name: 'Дачники' }).getByText('Алла Писарева')).toBeVisible();

  // A adds C to the existing group (C allows anyone): C sees it appear live.
  await a.getByRole('button', { name: 'Добавить участников' }).click();
  await a.getByLabel('Найти пользователя').fill(carl.lastName);
  await a.getByRole('button', { name: 'Добавить', exact: true }).click();
  await expect(a.getByLabel('Найти пользователя')).toHaveValue('');
  await expect(a.getByText(`Добавлен(а) в группу: Карл ${carl.lastName}`)).toBeVisible();
  await expect(a.getByRole('region', { name: 'Участники группы' }).getByText(carl.lastName)).toBeVisible();
  await c.getByRole('button', { name: /Дачники/ }).click();
  await expect(c.getByRole('region', { name: 'Дачники' }).getByText('Привет, едем в субботу?')).toBeVisible();

  // A creates an event for the 15th of next month, and a birthday on the 16th.
  const now = new Date();
  const target = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const month = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}`;
  await a.getByRole('tab', { name: 'Создать событие' }).click();
  await a.getByLabel('Название', { exact: true }).fill('Шашлыки');
  await a.getByLabel('Дата').fill(`${month}-15`);
  await a.getByLabel('Время').fill('14:00');
  await a.getByRole('button', { name: 'Создать событие' }).click();
  await a.getByRole('tab', { name: 'Скоро' }).click();
  await expect(a.getByRole('listitem', { name: 'Шашлыки' })).toBeVisible();
  const groupId = new URL(a.url()).searchParams.get('group') as string;
  await apiAs(a, 'POST', `/api/chat-groups/${groupId}/scheduled-actions`, {
    title: 'День рождения Карла',
    action_type: 'BIRTHDAY',
    scheduled_date: `${month}-16`,
  });

  // B joins: the event stays open; only its creator (or a group admin) completes it.
  const bCard = b.getByRole('listitem', { name: 'Шашлыки' });
  await bCard.getByRole('button', { name: 'Пойду', exact: true }).click();
  await expect(bCard.getByRole('button', { name: 'Пойду', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(bCard.getByText('1 пойдёт')).toBeVisible();
  await expect(bCard.getByRole('button', { name: 'Завершить' })).toHaveCount(0);
  await expect(bCard.getByLabel('Выполнено')).toHaveCount(0);
  const aCard = a.getByRole('listitem', { name: 'Шашлыки' });
  await expect(aCard.getByText(`Идут: Борис ${bob.lastName}`)).toBeVisible();
  await a.screenshot({ path: test.info().outputPath('chat-1366.png') });
  await aCard.getByRole('button', { name: 'Завершить' }).click();
  const confirm = a.getByRole('alertdialog', { name: 'Отметить событие завершённым?' });
  await confirm.getByRole('button', { name: 'Завершить' }).click();
  await expect(confirm).toBeHidden();
  await expect(a.getByRole('listitem', { name: 'Шашлыки' })).toHaveCount(0);
  await a.getByRole('tab', { name: 'Все события' }).click();
  await expect(a.getByRole('listitem', { name: 'Шашлыки' }).getByLabel('Выполнено')).toBeVisible();

  // On a phone the conversation fills the screen, the composer stays in view, and the group's
  // members (with leaving) open from the header.
  await b.setViewportSize(PHONE);
  await expect(b.getByLabel('Сообщение', { exact: true })).toBeInViewport();
  await b.getByRole('button', { name: 'Участники и события' }).click();
  const sheet = b.getByRole('dialog', { name: 'Дачники' });
  await expect(sheet.getByRole('button', { name: 'Покинуть группу' })).toBeVisible();
  await b.screenshot({ path: test.info().outputPath('chat-390-panel.png') });
  await sheet.getByRole('button', { name: 'Закрыть' }).click();
  await b.screenshot({ path: test.info().outputPath('chat-390.png') });
  await b.setViewportSize(DESKTOP);

  // B's calendar tells the two types apart.
  await b.goto('/family/calendar');
  await expect(b.getByRole('heading', { name: 'семейный календарь' })).toBeVisible();
  await b.getByRole('button', { name: 'Следующий месяц' }).click();
  await expect(b.getByRole('button', { name: /^16 .*: Событий: 1 \(День рождения\)$/ })).toBeVisible();
  await b.getByRole('button', { name: /^15 .*: Событий: 1 \(Событие\)$/ }).click();
  // The title is in the month cell and in the opened day's list: the day's entry says when and where.
  await expect(b.getByText('Шашлыки').last()).toBeVisible();
  await expect(b.getByText(/14:00 · Дачники/)).toBeVisible();
  await expect(b.getByRole('list', { name: 'Типы событий' })).toBeVisible();
  await b.screenshot({ path: test.info().outputPath('calendar-1366.png') });

  await aContext.close();
  await bContext.close();
  await cContext.close();
});
