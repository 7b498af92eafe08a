import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

test('direct messages: A writes to a friend from their page; B on a phone sees the badge, reads it away and sees A typing', async ({
  browser,
  request,
}) => {
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Пишущая${suffix}`),
    apiUser(request, 'Борис', `Читающий${suffix}`),
  ]);
  const asked = await call<{ id: string }>(request, anna, 'POST', '/api/friends/requests', {
    user_id: boris.id,
  });
  await call(request, boris, 'POST', `/api/friends/requests/${asked.id}/accept`);

  const a = await signedIn(browser, anna);
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  // B waits on the wall, on a phone: no unread messages yet.
  await b.page.goto('/family/wall');
  const bottomBar = b.page.getByRole('navigation', { name: 'Основные разделы' });
  await expect(bottomBar.getByRole('link', { name: /Чат/ })).toBeVisible();
  await expect(bottomBar.getByText(/непрочитанных/)).toHaveCount(0);

  // A opens B's page and writes.
  await a.page.goto(`/family/people/${boris.id}`);
  await a.page.getByRole('button', { name: 'Написать сообщение' }).click();
  await expect(a.page).toHaveURL(/\/family\/chat\?group=[0-9a-f-]{36}$/);
  const conversation = a.page.getByRole('region', { name: `Борис Читающий${suffix}` });
  await expect(conversation.getByRole('heading', { name: `Борис Читающий${suffix}` })).toBeVisible();
  await conversation.getByLabel('Сообщение', { exact: true }).fill('Привет, Борис!');
  await conversation.getByRole('button', { name: 'Отправить', exact: true }).click();
  // The sent bubble (for a moment the live copy can arrive while the outbox row still shows).
  await expect(conversation.getByTestId('bubble').getByText('Привет, Борис!')).toBeVisible();

  // B's bottom bar shows the unread message live; the chat list names A, in bold, with the count.
  await expect(bottomBar.getByText('непрочитанных: 1')).toBeAttached();
  await bottomBar.getByRole('link', { name: /Чат/ }).click();
  const row = b.page.getByRole('button', { name: new RegExp(`Анна Пишущая${suffix}`) });
  await expect(row.getByText('Непрочитанных сообщений: 1')).toBeAttached();
  await expect(row.getByText(`Анна Пишущая${suffix}`)).toHaveClass(/font-bold/);

  // Opening the conversation reads it: the badges clear.
  await row.click();
  const bConversation = b.page.getByRole('region', { name: `Анна Пишущая${suffix}` });
  await expect(bConversation.getByText('Привет, Борис!')).toBeVisible();
  await expect(bottomBar.getByText(/непрочитанных/)).toHaveCount(0);

  // A types: B sees «печатает…» under the header; then A's message arrives and stays read.
  await conversation.getByLabel('Сообщение', { exact: true }).pressSequentially('Как дела?', { delay: 60 });
  await expect(bConversation.getByText('Анна печатает…')).toBeVisible();
  await conversation.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(bConversation.getByText('Как дела?')).toBeVisible();
  await expect(bottomBar.getByText(/непрочитанных/)).toHaveCount(0);

  // B answers; A, looking at the conversation, gets it without a badge on the sidebar's «Чат».
  await bConversation.getByLabel('Сообщение', { exact: true }).fill('Отлично!');
  await bConversation.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(conversation.getByText('Отлично!')).toBeVisible();
  const sidebar = a.page.getByRole('navigation', { name: 'Личный кабинет' });
  await expect(sidebar.getByRole('link', { name: /Сообщения/ })).toBeVisible();
  await expect(sidebar.getByText(/непрочитанных/)).toHaveCount(0);

  await a.ctx.close();
  await b.ctx.close();
});
