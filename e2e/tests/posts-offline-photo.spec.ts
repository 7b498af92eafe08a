import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

// The service worker is what this journey is about (the config blocks it for the others).
test.use({ serviceWorkers: 'allow' });

// Issue 35 §2 / issue 32 item 15: a photo post written offline is a first-class outbox item. The
// composer closes, the post waits on its wall as «Отправляется» with its thumbnail, its photo kept
// in IndexedDB, so a reload while still offline keeps it; back online the photo is uploaded once and
// one post is made with it. Screenshots at 1366 and 390 px.
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
];
const DACHA = readFileSync(join(import.meta.dirname, 'files', 'dacha.jpg'));

/** Waits until the service worker controls the page (a reload offline is then answered by it). */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
}

/** The text of what the offline cache keeps (`krug-offline` / `queries`). */
function offlineText(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('krug-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const tx = open.result.transaction('queries', 'readonly');
          const values = tx.objectStore('queries').getAll();
          tx.oncomplete = () => {
            resolve(JSON.stringify(values.result));
            open.result.close();
          };
        };
      }),
  );
}

for (const viewport of VIEWPORTS) {
  test(`a photo post written offline at ${viewport.width} px survives a reload and is published once with its photo`, async ({
    browser,
    request,
  }) => {
    const suffix = `${Date.now() % 100000}-${viewport.width}`;
    const author = await apiUser(request, 'Нина', `Фотографова${suffix}`);
    const { ctx, page } = await signedIn(browser, author, viewport);
    // Every upload the page sends, and every post.
    const uploads: string[] = [];
    const creates: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'POST') return;
      if (req.url().endsWith('/api/media/upload')) uploads.push(req.url());
      if (req.url().endsWith('/api/posts')) creates.push(req.url());
    });

    await page.goto('/news/wall');
    await expect(page.getByRole('button', { name: 'Что у вас нового?' })).toBeVisible();
    await controlled(page);

    await ctx.setOffline(true);
    await page.getByRole('button', { name: 'Что у вас нового?' }).click();
    const composer = page.getByRole('dialog', { name: 'Создать запись' });
    const text = `Дача из электрички ${suffix}`;
    await composer.getByLabel('Текст записи').fill(text);
    await composer.locator('#composer-files').setInputFiles({
      name: 'dacha.jpg',
      mimeType: 'image/jpeg',
      buffer: DACHA,
    });
    await expect(
      composer.getByRole('list', { name: 'Прикреплённые файлы' }).getByRole('img', { name: 'dacha.jpg' }),
    ).toBeVisible();
    await composer.getByRole('button', { name: 'Опубликовать' }).click();
    // The composer closes; the post waits on the wall with its thumbnail and can be cancelled.
    await expect(composer).toHaveCount(0);
    const outbox = page.getByTestId('post-outbox');
    await expect(outbox.getByText(text)).toBeVisible();
    await expect(outbox.getByText('Отправляется')).toHaveCount(1);
    await expect(outbox.getByRole('button', { name: `Отменить отправку: ${text}` })).toBeVisible();
    const thumbnail = outbox.getByRole('list', { name: 'Фото, которые ждут отправки' }).getByRole('img', {
      name: 'dacha.jpg',
    });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    // Kept with the saved data: a reload still offline has it, thumbnail included.
    await expect.poll(async () => (await offlineText(page)).includes(text)).toBe(true);
    await page.reload();
    await expect(outbox.getByText(text)).toBeVisible();
    await expect(outbox.getByText('Отправляется')).toHaveCount(1);
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await outbox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/offline-photo-waiting-${viewport.width}.png` });
    expect(uploads).toHaveLength(0);
    expect(creates).toHaveLength(0);

    // Back online: the photo goes up once, then the post is made once with it.
    await ctx.setOffline(false);
    await expect(outbox).toHaveCount(0, { timeout: 20_000 });
    const post = page.getByRole('article').filter({ hasText: text });
    await expect(post).toHaveCount(1);
    await expect(post.getByRole('button', { name: 'dacha.jpg' })).toBeVisible();
    await post.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/offline-photo-published-${viewport.width}.png` });
    expect(uploads).toHaveLength(1);
    expect(creates).toHaveLength(1);
    const mine = await call<{ content: string; media_files: { original_filename: string }[] }[]>(
      request,
      author,
      'GET',
      `/api/posts?author_id=${author.id}`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ content: text, media_files: [{ original_filename: 'dacha.jpg' }] });
    const library = await call<{ media_files: unknown[] }>(request, author, 'GET', '/api/media');
    expect(library.media_files).toHaveLength(1);
    // The kept photo is gone from the device once the post is made.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve, reject) => {
              const open = indexedDB.open('krug-outbox-files');
              open.onerror = () => reject(open.error);
              open.onupgradeneeded = () => open.result.createObjectStore('files');
              open.onsuccess = () => {
                const req = open.result.transaction('files', 'readonly').objectStore('files').count();
                req.onsuccess = () => {
                  resolve(req.result);
                  open.result.close();
                };
              };
            }),
        ),
      )
      .toBe(0);
    await ctx.close();
  });
}
