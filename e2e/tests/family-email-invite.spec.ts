import { expect, test } from '@playwright/test';
import { acceptInvitation, apiUser, call, newPerson, signedIn, signUpToShell } from './helpers.ts';

/**
 * Issue 33 §3: a family manager invites an address that has no account yet («Пригласить по
 * электронной почте»); the invitation waits for whoever registers with that address, who accepts
 * it and becomes a member. (The mail itself is read from a real SMTP server by the server tests,
 * `email-invites.test.ts`: the one test SMTP port of e2e belongs to password-reset.spec.ts.)
 */
test('an invitation by email waits for the address to register, then makes a member', async ({
  browser,
  request,
}) => {
  const manager = await apiUser(request, 'Ольга', 'Почтова');
  const family = await call<{ id: string }>(request, manager, 'POST', '/api/family/create-with-members', {
    name: 'Почтовы',
  });
  const guest = newPerson('Мария', 'Гостева');

  const { ctx, page } = await signedIn(browser, manager);
  await page.goto(`/family/family-manage?id=${family.id}&tab=members`);
  const section = page.getByRole('region', { name: 'Пригласить по электронной почте' });
  await expect(section.getByText('Приглашений по почте нет')).toBeVisible();
  // The contract schema refuses a malformed address before anything is sent.
  await section.getByLabel('Электронная почта').fill('not-an-address');
  await section.getByLabel('Кем приходится приглашённый').selectOption('sibling');
  await section.getByRole('button', { name: 'Пригласить' }).click();
  await expect(section.getByText('Некорректный email')).toBeVisible();
  await section.getByLabel('Электронная почта').fill(guest.email.toUpperCase());
  await section.getByRole('button', { name: 'Пригласить' }).click();
  await expect(section.getByRole('status')).toHaveText('Приглашение отправлено на email.');
  const pending = section.getByRole('listitem').filter({ hasText: guest.email });
  await expect(pending).toBeVisible();
  await expect(section.getByRole('button', { name: `Отменить приглашение: ${guest.email}` })).toBeVisible();

  // Whoever registers with the address finds the invitation and accepts it.
  const guestCtx = await browser.newContext();
  const guestPage = await guestCtx.newPage();
  await signUpToShell(guestPage, guest);
  await acceptInvitation(guestPage, 'Почтовы');

  await page.reload();
  await expect(page.getByText('Мария Гостева').first()).toBeVisible();
  await expect(section.getByText('Приглашений по почте нет')).toBeVisible();
  await guestCtx.close();
  await ctx.close();
});
