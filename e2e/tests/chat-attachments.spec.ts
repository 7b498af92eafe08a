import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { acceptInvitationsOf, animationsDone, apiUser, call, signedIn } from './helpers.ts';

const FILES = join(import.meta.dirname, 'files');
/** Where the screenshots go: E2E_SCREENSHOTS (docs/screenshots when refreshing them), else the test's output. */
const shot = (page: Page, name: string, fallback: string) =>
  page.screenshot({ path: process.env.E2E_SCREENSHOTS ? join(process.env.E2E_SCREENSHOTS, name) : fallback });

test('chat attachments: a photo and a PDF with a caption reach the other browser; on a phone the conversation fills the screen; the group info panel shows members, shared media and mute', async ({
  browser,
  request,
}, testInfo) => {
  const suffix = Date.now() % 100000;
  const [anna, boris] = await Promise.all([
    apiUser(request, 'Анна', `Дачная${suffix}`),
    apiUser(request, 'Борис', `Садовый${suffix}`),
  ]);
  const asked = await call<{ id: string }>(request, anna, 'POST', '/api/friends/requests', {
    user_id: boris.id,
  });
  await call(request, boris, 'POST', `/api/friends/requests/${asked.id}/accept`);
  const group = await call<{ group: { id: string } }>(request, anna, 'POST', '/api/chat-groups', {
    name: `Дача ${suffix}`,
    member_ids: [boris.id],
  });
  const groupId = group.group.id;
  await acceptInvitationsOf(request, boris, groupId);
  await call(request, boris, 'POST', `/api/chat-groups/${groupId}/messages`, {
    content: 'Что везём на дачу?',
  });

  const a = await signedIn(browser, anna);
  const b = await signedIn(browser, boris, { width: 390, height: 844 });
  await a.page.goto(`/family/chat?group=${groupId}`);
  await b.page.goto(`/family/chat?group=${groupId}`);
  const title = `Дача ${suffix}`;
  const aConversation = a.page.getByRole('region', { name: title });
  const bConversation = b.page.getByRole('region', { name: title });
  await expect(aConversation.getByText('Что везём на дачу?')).toBeVisible();

  // On a phone the open conversation fills the screen: no bottom bar, the composer at the bottom.
  await expect(bConversation.getByText('Что везём на дачу?')).toBeVisible();
  await expect(b.page.getByRole('navigation', { name: 'Основные разделы' })).toBeHidden();
  const layout = await b.page.getByTestId('chat-layout').boundingBox();
  expect(layout).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  const composer = await bConversation.getByLabel('Сообщение', { exact: true }).boundingBox();
  expect((composer?.y ?? 0) + (composer?.height ?? 0)).toBeGreaterThan(844 - 80);

  // Anna attaches a photo and a PDF from the device, writes a caption and sends them together.
  await a.page
    .getByTestId('chat-attach-input')
    .setInputFiles([join(FILES, 'dacha.jpg'), join(FILES, 'plan.pdf')]);
  const pending = aConversation.getByRole('list', { name: 'Вложения' });
  await expect(pending.getByRole('listitem')).toHaveCount(2);
  await expect(pending.getByRole('progressbar')).toHaveCount(0);
  await aConversation.getByLabel('Сообщение', { exact: true }).fill('Дом и план грядок');
  await aConversation.getByRole('button', { name: 'Отправить', exact: true }).click();
  await expect(pending).toHaveCount(0);
  const sent = aConversation.getByTestId('message-attachments');
  await expect(sent.getByRole('button', { name: 'Открыть dacha.jpg' })).toBeVisible();
  await expect(sent.getByRole('link', { name: /plan\.pdf/ })).toBeVisible();

  // Boris, on his phone, sees both arrive live, with the caption.
  const received = bConversation.getByTestId('message-attachments');
  await expect(received.getByRole('button', { name: 'Открыть dacha.jpg' })).toBeVisible();
  await expect(received.getByRole('link', { name: /plan\.pdf/ })).toBeVisible();
  await expect(bConversation.getByText('Дом и план грядок')).toBeVisible();
  // The photo is a real image from a link signed for him.
  await expect
    .poll(() =>
      received
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // The PDF's first page becomes its preview once the server rendered it (a background job).
  await expect(async () => {
    await b.page.reload();
    await expect(bConversation.getByTestId('message-attachments').locator('a img')).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout: 30_000 });
  await a.page.reload();
  await expect(aConversation.getByTestId('message-attachments').locator('a img')).toBeVisible();
  await shot(a.page, 'chat-attachments-1366.png', testInfo.outputPath('chat-attachments-1366.png'));
  await shot(b.page, 'chat-attachments-390.png', testInfo.outputPath('chat-attachments-390.png'));

  // The group info panel beside the chat (1366): members with roles, shared media, notifications.
  const info = a.page.getByRole('region', { name: 'Медиа и файлы' });
  await expect(
    info.getByTestId('shared-media-grid').getByRole('button', { name: 'Открыть dacha.jpg' }),
  ).toBeVisible();
  await info.getByRole('tab', { name: 'Файлы' }).click();
  await expect(info.getByTestId('shared-files').getByRole('link', { name: /plan\.pdf/ })).toBeVisible();
  await info.getByRole('tab', { name: 'Фото и видео' }).click();
  const notifications = a.page.getByRole('region', { name: 'Уведомления' });
  await notifications.getByRole('button', { name: 'Выключить уведомления' }).click();
  await a.page.getByRole('menuitem', { name: 'На 8 часов' }).click();
  await expect(notifications.getByTestId('mute-state')).toHaveText(/^Без звука до /);
  await expect(
    a.page.getByRole('navigation', { name: 'Группы' }).getByLabel('Уведомления выключены'),
  ).toBeVisible();
  await shot(a.page, 'chat-group-info-1366.png', testInfo.outputPath('chat-group-info-1366.png'));

  // On the phone the same panel opens from the header; Anna is online (they are friends).
  await bConversation.getByRole('button', { name: 'Участники и события' }).click();
  const dialog = b.page.getByRole('dialog');
  await expect(
    dialog.getByRole('region', { name: 'Медиа и файлы' }).getByRole('button', { name: 'Открыть dacha.jpg' }),
  ).toBeVisible();
  await expect(dialog.getByText('Администратор')).toBeVisible();
  await animationsDone(dialog);
  await shot(b.page, 'chat-group-info-390.png', testInfo.outputPath('chat-group-info-390.png'));
  await b.page.keyboard.press('Escape');

  // Back to the list on the phone: the bottom bar returns.
  await bConversation.getByRole('button', { name: 'К списку чатов' }).click();
  await expect(b.page.getByRole('navigation', { name: 'Основные разделы' })).toBeVisible();

  await a.ctx.close();
  await b.ctx.close();
});
