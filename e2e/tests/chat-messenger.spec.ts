import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, apiUser, call, signedIn } from './helpers.ts';

test('messenger: B answers A’s message, A edits it, each browser sees the other’s change live and A’s read marks move', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Мессенджер${suffix}`),
    apiUser(request, 'Борис', `Отвечающий${suffix}`),
  ]);
  const group = await call<{ group: { id: string } }>(request, anna, 'POST', '/api/chat-groups', {
    name: `Поездка ${suffix}`,
    member_ids: [boris.id],
  });
  await acceptInvitationsOf(request, boris);
  const url = `/family/chat?group=${group.group.id}`;
  const title = `Поездка ${suffix}`;

  const a = await signedIn(browser, anna);
  await a.page.goto(url);
  const aChat = a.page.getByRole('region', { name: title });
  await expect(aChat.getByText('Сообщений пока нет. Напишите первым!')).toBeVisible();
  await aChat.getByLabel('Сообщение', { exact: true }).fill('Едем в субботу?');
  await aChat.getByRole('button', { name: 'Отправить', exact: true }).click();
  // The first message of the conversation (replies quoting it contain its text too).
  const aMessage = aChat.getByTestId('chat-message').first();
  await expect(aMessage).toContainText('Едем в субботу?');
  // Sent, not read yet: one tick; the day is «Сегодня».
  await expect(aMessage.getByRole('img', { name: 'Отправлено' })).toBeVisible();
  await expect(aChat.getByTestId('day-separator')).toHaveText('Сегодня');

  // B opens the conversation (reading it): A's tick turns into «Прочитали: Борис», live.
  const b = await signedIn(browser, boris);
  await b.page.goto(url);
  const bChat = b.page.getByRole('region', { name: title });
  const bOriginal = bChat.getByTestId('chat-message').first();
  await expect(bOriginal).toContainText('Едем в субботу?');
  await expect(aMessage.getByRole('button', { name: 'Прочитали: Борис' })).toBeVisible();

  // B answers A's message: the quote is above B's message in both browsers.
  await bOriginal.getByRole('button', { name: 'Действия с сообщением' }).click();
  await b.page.getByRole('menuitem', { name: 'Ответить' }).click();
  await expect(bChat.getByTestId('composer-banner')).toContainText(`Ответ Анна Мессенджер${suffix}`);
  await bChat.getByLabel('Сообщение', { exact: true }).fill('Да, едем!');
  await bChat.getByRole('button', { name: 'Отправить', exact: true }).click();
  const aReply = aChat.getByTestId('chat-message').filter({ hasText: 'Да, едем!' });
  await expect(aReply.getByTestId('reply-quote')).toContainText('Едем в субботу?');

  // A edits the message: B sees the new text with «изменено», and the quote of it follows.
  await aMessage.getByRole('button', { name: 'Действия с сообщением' }).click();
  await a.page.getByRole('menuitem', { name: 'Изменить' }).click();
  const aField = aChat.getByLabel('Сообщение', { exact: true });
  await expect(aField).toHaveValue('Едем в субботу?');
  await aField.fill('Едем в воскресенье?');
  await aChat.getByRole('button', { name: 'Сохранить' }).click();
  const bEdited = bChat.getByTestId('chat-message').first();
  await expect(bEdited).toContainText('Едем в воскресенье?');
  await expect(bEdited.getByTestId('edited-mark')).toHaveText('изменено');
  await expect(
    bChat.getByTestId('chat-message').filter({ hasText: 'Да, едем!' }).getByTestId('reply-quote'),
  ).toContainText('Едем в воскресенье?');

  // A writes again while B looks at the conversation: its read mark moves to the new message.
  await aField.fill('Берите зонты');
  await aChat.getByRole('button', { name: 'Отправить', exact: true }).click();
  const aLast = aChat.getByTestId('chat-message').filter({ hasText: 'Берите зонты' });
  await expect(bChat.getByText('Берите зонты')).toBeVisible();
  await expect(aLast.getByRole('button', { name: 'Прочитали: Борис' })).toBeVisible();

  await a.ctx.close();
  await b.ctx.close();
});
