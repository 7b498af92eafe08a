import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { apiUser, signedIn } from './helpers.ts';

/**
 * Issue 33 §3: a forgotten password is reset through the mail, caught by a real SMTP server this
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

const mailTo = (email: string) =>
  mails.find((m) =>
    JSON.stringify(m.to ?? '')
      .toLowerCase()
      .includes(email.toLowerCase()),
  );

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
  await page.getByLabel('Электронная почта', { exact: true }).fill(grandma.email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.',
  );

  // The job worker sends it within a few seconds.
  await expect.poll(() => mailTo(grandma.email)?.subject, { timeout: 30_000 }).toBe('Смена пароля в Круге');
  const mail = mailTo(grandma.email) as ParsedMail;
  expect(mail.text).toContain('Здравствуйте, Бабушка!');
  const link = /(http\S+\/reset-password#token=[\w-]+)/.exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link as string);

  await page.goto(`${url.pathname}${url.hash}`);
  await page.getByLabel('Новый пароль').fill('newsecret1');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('status')).toHaveText('Пароль изменён. Войдите с новым паролем.');

  // The link works once (opened anew: from another page, not a same-page hash change).
  await page.goto('/login');
  await page.goto(`${url.pathname}${url.hash}`);
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
