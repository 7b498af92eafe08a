import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, apiUser, call, signedIn } from './helpers.ts';

// Issue 31: a long conversation on a phone is virtualised and keeps every scrolling rule.
test('a long conversation opens at «Новые сообщения», keeps its place when older messages load, follows new ones and jumps to a quoted one', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Длинная${suffix}`),
    apiUser(request, 'Борис', `Длинный${suffix}`),
  ]);
  const title = `Длинная ${suffix}`;
  const g = await call<{ group: { id: string } }>(request, anna, 'POST', '/api/chat-groups', {
    name: title,
    member_ids: [boris.id],
  });
  await acceptInvitationsOf(request, boris);
  const send = (as: { token: string }, content: string, reply_to_id?: string) =>
    call<{ id: string }>(request, as, 'POST', `/api/chat-groups/${g.group.id}/messages`, {
      content,
      reply_to_id,
    });
  // 100 of Boris's (some of three lines), then 10 of Anna's that Boris has not read: three pages.
  const ids: string[] = [];
  for (let i = 1; i <= 110; i++)
    ids[i] = (
      await send(i > 100 ? anna : boris, i % 7 ? `Сообщение ${i}` : `Сообщение ${i}\nещё строка\nи ещё`)
    ).id;

  const { ctx, page } = await signedIn(browser, boris, { width: 390, height: 844 });
  await page.goto(`/family/chat?group=${g.group.id}`);
  const chat = page.getByRole('region', { name: title });
  const scroller = chat.locator('ol').locator('..');
  const top = (el: Element) => el.getBoundingClientRect().top;
  const fromEnd = () => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

  // Opens with «Новые сообщения» at the top of the view; only a window of rows is in the DOM.
  const separator = chat.getByText('Новые сообщения');
  await expect(separator).toBeVisible();
  const scrollerTop = await scroller.evaluate(top);
  await expect
    .poll(async () => Math.abs((await separator.evaluate(top)) - scrollerTop))
    .toBeLessThanOrEqual(1);
  expect(await chat.getByTestId('chat-message').count()).toBeLessThan(40);

  // At the top: loading the older page leaves the first message where it was on the screen.
  await scroller.evaluate((el) => {
    el.scrollTop = 0;
  });
  const older = chat.getByRole('button', { name: 'Показать более ранние' });
  await expect(older).toBeVisible();
  const first = chat.getByText('Сообщение 61', { exact: true });
  await expect(first).toBeVisible();
  const before = await first.evaluate(top);
  await older.click();
  await expect(chat.getByText('Сообщение 60', { exact: true })).toBeAttached();
  await expect.poll(() => first.evaluate(top)).toBe(before);

  // «↓» goes to the end (the ten unread were on the first screen: read); a new message then scrolls in.
  const down = chat.getByRole('button', { name: 'К последним сообщениям', exact: true });
  await expect(down).toBeVisible();
  await down.click();
  await expect(chat.getByText('Сообщение 110', { exact: true })).toBeVisible();
  await expect.poll(fromEnd).toBeLessThanOrEqual(1);
  await send(anna, 'Живое сообщение');
  await expect(chat.getByText('Живое сообщение', { exact: true })).toBeVisible();
  await expect.poll(fromEnd).toBeLessThanOrEqual(1);

  // The quote of the fifth message (on the page not loaded yet) leads to it.
  await send(anna, 'Ответ на пятое', ids[5]);
  const reply = chat.getByTestId('chat-message').filter({ hasText: 'Ответ на пятое' });
  await expect(reply).toBeVisible();
  await reply.getByTestId('reply-quote').click();
  await expect(chat.getByText('Сообщение 5', { exact: true })).toBeInViewport();
  expect(await chat.getByTestId('chat-message').count()).toBeLessThan(40);
  await ctx.close();
});
