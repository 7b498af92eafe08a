import type { MediaFile } from '@krug/contract/media';
import type { Post } from '@krug/contract/posts';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

/** A 3000×2000 camera-sized JPEG (a gradient, so it decodes as a photo would). */
const bigPhoto = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#3b82f6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="2000"><circle cx="1500" cy="1000" r="700" fill="#f59e0b"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * The pixel width of the file an <img> shows: with `srcset` and `w` descriptors the browser
 * reports a density-corrected naturalWidth, so the chosen file is loaded once more on its own.
 */
const fileWidth = (img: HTMLImageElement) =>
  new Promise<{ width: number; src: string }>((resolve, reject) => {
    const probe = new Image();
    probe.onload = () => resolve({ width: probe.naturalWidth, src: img.currentSrc });
    probe.onerror = reject;
    probe.src = img.currentSrc;
  });

test('a photo post shows a WebP variant to its readers, and the lightbox opens the large one', async ({
  browser,
  request,
}) => {
  const author = await apiUser(request, 'Вера', 'Фотографова');
  const reader = await apiUser(request, 'Глеб', 'Читателев');
  const upload = await request.post('/api/media/upload', {
    headers: { authorization: `Bearer ${author.token}` },
    multipart: {
      source_module: 'family',
      privacy_level: 'PUBLIC',
      file: { name: 'Закат.jpg', mimeType: 'image/jpeg', buffer: await bigPhoto() },
    },
  });
  expect(upload.status()).toBe(201);
  const photo = (await upload.json()) as MediaFile;
  expect(photo).toMatchObject({ width: 3000, height: 2000 });
  expect(photo.placeholder).toBeTruthy();
  const post = await call<Post>(request, author, 'POST', '/api/posts', {
    content: 'Закат на озере',
    visibility: 'PUBLIC',
    source_module: 'family',
    media_file_ids: [photo.id],
  });
  // The server's worker makes the variants in the background.
  await expect
    .poll(async () => {
      const list = await call<{ media_files: MediaFile[] }>(request, author, 'GET', '/api/media');
      return list.media_files.find((f) => f.id === photo.id)?.variants?.length ?? 0;
    })
    .toBe(3);

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const { ctx, page } = await signedIn(browser, reader, viewport);
    await page.goto(`/family/posts/${post.id}`);
    const image = page.getByRole('button', { name: 'Закат.jpg' }).locator('img');
    await expect(image).toHaveAttribute(
      'srcset',
      /variant=320 320w, .*variant=1080 1080w, .*variant=2048 2048w/,
    );
    await expect(image).toHaveAttribute('width', '3000');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    const card = await image.evaluate(fileWidth);
    expect(card.width).toBeLessThanOrEqual(2048);
    expect(card.src).toMatch(/variant=(320|1080|2048)/);
    await page.screenshot({ path: `test-results/photo-variants-${viewport.width}.png` });

    await page.getByRole('button', { name: 'Закат.jpg' }).click();
    // Titled by the day (issue 32 item 16), not by the file name.
    const lightbox = page.getByRole('dialog', { name: /^\d{1,2} [а-я]+ \d{4} г\.$/ });
    const large = lightbox.getByRole('img');
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeTruthy();
    const big = await large.evaluate(fileWidth);
    // A reader never gets the original: the lightbox's largest file is the 2048 variant.
    expect(big.src).toMatch(/variant=(1080|2048)/);
    expect(big.width).toBeLessThanOrEqual(2048);
    if (viewport.width > 1000)
      expect(big).toMatchObject({ width: 2048, src: expect.stringContaining('variant=2048') });
    await page.screenshot({ path: `test-results/photo-variants-lightbox-${viewport.width}.png` });
    await ctx.close();
  }
});
