import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiUser, signedIn } from './helpers.ts';

/**
 * Issue 33 §3, mail through a real SMTP server: a forgotten password is reset through the mail, caught by a real SMTP server this
 * journey runs (the server's SMTP_URL points at it, playwright.config.ts); the reset ends the
 * session of another device.
 */
const mails: ParsedMail[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  const port = Number(process.env.E2E_SMTP_PORT);
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  expect((smtp.server.address() as AddressInfo).port).toBe(port);
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** The first mail to `email` with `subject` (a new account also gets a verification mail). */
const mailTo = (email: string, subject: string) =>
  mails.find(
    (m) =>
      m.subject === subject &&
      JSON.stringify(m.to ?? '')
        .toLowerCase()
        .includes(email.toLowerCase()),
  );
/** The link of `path` in a mail, as a path with its fragment (the page is opened on this server). */
const linkIn = (mail: ParsedMail, path: string) => {
  const link = new RegExp(`(http\\S+${path}#token=[\\w-]+)`).exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.hash}`;
};

test('«Забыли пароль?»: the mailed link sets a new password once and signs the other device out', async ({
  browser,
  request,
}) => {
  const grandma = await apiUser(request, 'Бабушка', 'Забывчивая');
  // Another device where she is still signed in.
  const { ctx: other, page: otherPage } = await signedIn(browser, grandma);
  await otherPage.goto('/');
  await expect(otherPage.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  // On a loaded machine the form may render again after its texts arrive and lose what was typed
  // (its own «Укажите электронную почту» then shows): type and send again until it is answered.
  await expect(async () => {
    await page.getByLabel('Электронная почта', { exact: true }).fill(grandma.email);
    await page.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.',
      { timeout: 3_000 },
    );
  }).toPass({ timeout: 30_000 });

  // The job worker sends it within a few seconds.
  const RESET = 'Смена пароля в Круге';
  await expect.poll(() => mailTo(grandma.email, RESET)?.subject, { timeout: 30_000 }).toBe(RESET);
  const mail = mailTo(grandma.email, RESET) as ParsedMail;
  expect(mail.text).toContain('Здравствуйте, Бабушка!');
  const reset = linkIn(mail, '/reset-password');

  await page.goto(reset);
  await page.getByLabel('Новый пароль').fill('newsecret1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем.');

  // The link works once (opened anew: from another page, not a same-page hash change).
  await page.goto('/login');
  await page.goto(reset);
  await page.getByLabel('Новый пароль').fill('another12');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('alert')).toHaveText('Ссылка недействительна или устарела. Запросите новую.');

  // The old password no longer works, the new one does.
  await page.goto('/login');
  await page.getByLabel('Электронная почта', { exact: true }).fill(grandma.email);
  await page.getByLabel('Пароль', { exact: true }).fill(grandma.password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill('newsecret1');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // A browser that never signed in before offers the onboarding first.
  if (/\/onboarding/.test(page.url())) await page.getByRole('button', { name: 'Пропустить' }).click();
  await expect(page.getByRole('button', { name: 'Меню пользователя' })).toBeVisible();

  // The other device was signed out by itself (its socket closed, its token refused).
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
  await ctx.close();
});

test('verification and email change: the banner until the mailed link is used; a new address counts once its link is', async ({
  browser,
  request,
}) => {
  const VERIFY = 'Подтвердите адрес в Круге';
  const user = await apiUser(request, 'Вера', 'Проверкина');
  const { ctx, page } = await signedIn(browser, user);
  await page.goto('/family/settings');
  const banner = page.getByTestId('verify-email-banner');
  await expect(banner).toContainText(`Подтвердите адрес ${user.email}`);

  // The registration's mail, then another one on request.
  await expect.poll(() => mailTo(user.email, VERIFY)?.subject, { timeout: 30_000 }).toBe(VERIFY);
  await banner.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await expect(page.getByText('Мы отправили письмо со ссылкой для подтверждения адреса.')).toBeVisible();
  const verify = linkIn(mailTo(user.email, VERIFY) as ParsedMail, '/verify-email');
  await page.goto(verify);
  await expect(page.getByRole('status')).toHaveText('Адрес подтверждён.');
  await page.getByRole('link', { name: 'Перейти в Круг' }).click();
  await page.goto('/family/settings');
  await expect(page.getByRole('heading', { name: 'Электронная почта' })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The change waits for the link mailed to the new address; the old one is told.
  const next = `new-${user.email}`;
  await page.getByRole('button', { name: 'Изменить почту' }).click();
  await page.getByLabel('Новая почта').fill(next);
  await page.getByLabel(/Текущий пароль/).fill(user.password);
  await page.getByRole('button', { name: 'Сохранить почту' }).click();
  await expect(page.getByText(`Ждёт подтверждения: ${next}.`, { exact: false })).toBeVisible();
  await expect(page.getByText(`Сейчас: ${user.email}`)).toBeVisible();
  const CHANGE = 'Подтвердите новый адрес в Круге';
  await expect.poll(() => mailTo(next, CHANGE)?.subject, { timeout: 30_000 }).toBe(CHANGE);
  await expect
    .poll(() => mailTo(user.email, 'Запрошена смена адреса в Круге')?.text ?? '', { timeout: 30_000 })
    .toContain(next);

  await page.goto(linkIn(mailTo(next, CHANGE) as ParsedMail, '/confirm-email'));
  await expect(page.getByRole('status')).toHaveText('Адрес электронной почты изменён.');
  await page.goto('/family/settings');
  await expect(page.getByText(`Сейчас: ${next}`)).toBeVisible();
  // The used link does not work again.
  await page.goto('/login');
  await page.goto(linkIn(mailTo(next, CHANGE) as ParsedMail, '/confirm-email'));
  await expect(page.getByRole('alert')).toContainText('Ссылка недействительна или устарела');
  await ctx.close();
});
