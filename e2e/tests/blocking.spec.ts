import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

test('blocking: A blocks B from B’s page; B can no longer message A nor find A’s page; A unblocks in settings', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Блокирующая${suffix}`),
    apiUser(request, 'Борис', `Блокируемый${suffix}`),
  ]);
  const asked = await call<{ id: string }>(request, anna, 'POST', '/api/friends/requests', {
    user_id: boris.id,
  });
  await call(request, boris, 'POST', `/api/friends/requests/${asked.id}/accept`);
  // B already writes to A: the conversation exists before the block.
  const direct = await call<{ group: { id: string } }>(
    request,
    boris,
    'POST',
    `/api/people/${anna.id}/direct`,
  );
  await call(request, boris, 'POST', `/api/chat-groups/${direct.group.id}/messages`, {
    content: 'Привет, Анна!',
  });

  const a = await signedIn(browser, anna);
  const b = await signedIn(browser, boris);

  // A blocks B from B's page, after confirming.
  await a.page.goto(`/family/people/${boris.id}`);
  await a.page.getByRole('button', { name: 'Заблокировать' }).click();
  const dialog = a.page.getByRole('alertdialog');
  await expect(dialog.getByText(`Заблокировать Борис Блокируемый${suffix}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(a.page.getByText('Вы заблокировали этого пользователя')).toBeVisible();

  // B cannot send in the existing conversation: the message is refused and A gets nothing.
  await b.page.goto(`/family/chat?group=${direct.group.id}`);
  const conversation = b.page.getByRole('region', { name: `Анна Блокирующая${suffix}` });
  await expect(conversation.getByText('Привет, Анна!')).toBeVisible();
  await conversation.getByLabel('Сообщение', { exact: true }).fill('Ты меня слышишь?');
  await conversation.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(b.page.getByText('Пользователь не найден')).toBeVisible();
  const messages = await call<{ messages: { content: string }[] }>(
    request,
    anna,
    'GET',
    `/api/chat-groups/${direct.group.id}/messages`,
  );
  expect(messages.messages.map((m) => m.content)).toEqual(['Привет, Анна!']);

  // B does not find A's page (the block is silent: A is simply not found).
  await b.page.goto(`/family/people/${anna.id}`);
  await expect(b.page.getByText('Страница не найдена')).toBeVisible();
  await expect(b.page.getByRole('button', { name: 'Написать сообщение' })).toHaveCount(0);

  // A finds B under «Заблокированные» in settings and unblocks.
  await a.page.goto('/family/settings');
  const blocked = a.page.getByRole('region', { name: 'Заблокированные' });
  await expect(blocked.getByRole('link', { name: `Борис Блокируемый${suffix}` })).toBeVisible();
  await blocked.getByRole('button', { name: `Разблокировать: Борис Блокируемый${suffix}` }).click();
  await expect(blocked.getByText('Вы никого не заблокировали')).toBeVisible();

  await a.ctx.close();
  await b.ctx.close();
});
