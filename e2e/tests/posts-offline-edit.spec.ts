import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

// The service worker is what this journey is about (the config blocks it for the others).
test.use({ serviceWorkers: 'allow' });

// Issue 32 items 9, 15, 16: a photo post published while the connection drops is not lost and its
// photo is uploaded once; the author edits it («изменено»); the viewer is titled by the date the
// photo was taken, and Back closes only the viewer. Screenshots at 1366 and 390 px.
const VIEWPORTS = [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test(`offline photo post at ${viewport.width} px: one post with its photo, one upload; edit; the viewer`, async ({
    browser,
    request,
  }) => {
    const suffix = `${Date.now() % 100000}-${viewport.width}`;
    const author = await apiUser(request, 'Галина', `Бабушкина${suffix}`);
    const { ctx, page } = await signedIn(browser, author, viewport);
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 70, g: 140, b: 200 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="#f6c344"/></svg>',
          ),
        },
      ])
      .jpeg()
      .withExif({ IFD2: { DateTimeOriginal: '2025:07:14 18:30:00' } })
      .toBuffer();

    // Every upload that reached the server and was stored.
    let stored = 0;
    page.on('response', (res) => {
      if (res.url().endsWith('/api/media/upload') && res.status() === 201) stored += 1;
    });
    // The connection drops after the photo went up, while the post itself is being sent.
    let dropped = false;
    await page.route('**/api/posts', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await ctx.setOffline(true);
      await route.abort('internetdisconnected');
    });

    await page.goto('/news/wall');
    await page.getByRole('button', { name: 'Что у вас нового?' }).click();
    const composer = page.getByRole('dialog', { name: 'Создать запись' });
    const text = `Внуки на даче ${suffix}`;
    await composer.getByLabel('Текст записи').fill(text);
    await composer.locator('#composer-files').setInputFiles({
      name: 'vnuk1.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    // A thumbnail of the photo, with remove.
    const thumbnails = composer.getByRole('list', { name: 'Прикреплённые файлы' });
    await expect(thumbnails.getByRole('img', { name: 'vnuk1.jpg' })).toBeVisible();
    await expect(composer.getByRole('button', { name: 'Убрать файл: vnuk1.jpg' })).toBeVisible();
    await page.screenshot({ path: `test-results/composer-${viewport.width}.png` });

    await composer.getByRole('button', { name: 'Опубликовать' }).click();
    // Offline: the post and its photo stay in the composer, nothing is thrown away.
    await expect(composer.getByRole('alert')).toContainText('Нет соединения');
    await expect(thumbnails.getByRole('img', { name: 'vnuk1.jpg' })).toBeVisible();
    await expect(composer.getByLabel('Текст записи')).toHaveValue(text);
    await page.screenshot({ path: `test-results/composer-offline-${viewport.width}.png` });
    expect(stored).toBe(1);

    // Back online: it is published by itself, without uploading the photo again.
    await ctx.setOffline(false);
    await expect(page.getByText('Запись опубликована!')).toBeVisible();
    const post = page.getByRole('article').filter({ hasText: text });
    await expect(post).toBeVisible();
    const mine = await call<{ id: string; media_files: { id: string }[] }[]>(
      request,
      author,
      'GET',
      `/api/posts?author_id=${author.id}`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]?.media_files).toHaveLength(1);
    const library = await call<{ media_files: unknown[] }>(request, author, 'GET', '/api/media');
    expect(library.media_files).toHaveLength(1);
    expect(stored).toBe(1);

    // The author edits the text; the card says «изменено».
    await post.getByRole('button', { name: 'Действия с записью' }).click();
    await page.getByRole('menuitem', { name: 'Редактировать' }).click();
    const editor = page.getByRole('dialog', { name: 'Редактирование записи' });
    await editor.getByLabel('Текст записи').fill(`${text}. Все загорели!`);
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await expect(editor).toBeHidden();
    const edited = page.getByRole('article').filter({ hasText: `${text}. Все загорели!` });
    await expect(edited.getByText('изменено', { exact: true })).toBeVisible();
    await edited.getByRole('button', { name: 'Нравится: 0' }).click();
    await expect(edited.getByRole('button', { name: 'Нравится: 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(edited.getByRole('img', { name: 'Реакции: ❤️ 1' })).toBeVisible();
    await expect(page.getByText('Запись сохранена')).toBeHidden();
    // The card's head (with «изменено») just below the top bar.
    await edited.evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -80);
    });
    await page.screenshot({ path: `test-results/post-edited-${viewport.width}.png` });

    // The viewer: titled by the day the photo was taken, below the top bar, Back closes only it.
    const wall = page.url();
    await edited.getByRole('button', { name: 'vnuk1.jpg' }).click();
    const viewer = page.getByRole('dialog', { name: '14 июля 2025 г.' });
    await expect(viewer).toBeVisible();
    const bar = await page.locator('[data-top-bar]').boundingBox();
    const box = await viewer.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(Math.floor((bar?.y ?? 0) + (bar?.height ?? 0)));
    await viewer.getByRole('button', { name: 'Сведения' }).click();
    await expect(viewer.getByRole('complementary', { name: 'Сведения о файле' })).toContainText('1200 × 900');
    await page.screenshot({ path: `test-results/viewer-${viewport.width}.png` });
    await page.goBack();
    await expect(viewer).toBeHidden();
    expect(page.url()).toBe(wall);
    await expect(edited).toBeVisible();
    await ctx.close();
  });
}
