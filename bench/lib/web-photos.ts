import type { Browser, CDPSession, Page } from '@playwright/test';
import { cameraJpeg } from './photo.ts';

const PHOTOS = 10;
const BYTES_TARGET = 600_000;

// biome-ignore lint/suspicious/noExplicitAny: the benchmark reads a few fields of API answers
type Call = (path: string, init: RequestInit, token?: string) => Promise<any>;

/** Browser code: the Cumulative Layout Shift so far (shifts without recent input), buffered since navigation. */
const READ_CLS = `new Promise((resolve) => {
  let cls = 0;
  let cards = 0;
  const moved = [];
  const name = (n) => n ? (n.tagName || '#text').toLowerCase() + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ').slice(0, 3).join('.') : '') + (n.querySelector && n.querySelector('h2,h3,a,button') ? '«' + n.querySelector('h2,h3,a,button').textContent.slice(0, 24) + '»' : '') : '?';
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) {
      cls += e.value;
      const inCard = (n) => n && (n.closest ? n.closest('article') : n.parentElement && n.parentElement.closest('article'));
      if (e.sources.some((s) => inCard(s.node))) cards += e.value;
      const r = (x) => Math.round(x.x) + ',' + Math.round(x.y) + ' ' + Math.round(x.width) + '×' + Math.round(x.height);
      moved.push(e.value.toFixed(4) + ' at ' + Math.round(e.startTime) + ' ms: ' + e.sources.map((s) => name(s.node) + ' ' + r(s.previousRect) + ' → ' + r(s.currentRect)).join('; '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  setTimeout(() => resolve({ cls, cards, moved }), 200);
})`;

/** Bytes received (compressed, headers included) per kind while the page is open. */
async function countBytes(cdp: CDPSession) {
  const kinds = new Map<string, string>();
  const totals = { all: 0, images: 0, code: 0, api: 0 };
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totals.all += e.encodedDataLength;
    const kind = kinds.get(e.requestId);
    if (kind === 'Image') totals.images += e.encodedDataLength;
    else if (kind === 'Script' || kind === 'Stylesheet' || kind === 'Document' || kind === 'Font')
      totals.code += e.encodedDataLength;
    else totals.api += e.encodedDataLength;
  });
  return totals;
}

/** Scrolls to the end of the feed in steps, so every lazy photo of the first page loads. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i += 1) {
    const done = (await page.evaluate(
      'window.scrollBy(0, 600), window.innerHeight + window.scrollY >= document.body.scrollHeight - 2',
    )) as boolean;
    await page.waitForTimeout(80);
    if (done) break;
  }
  await page.waitForLoadState('networkidle');
}

/**
 * Issue 22: the feed's first page with PHOTOS photo posts (4000×3000 camera JPEGs). Bytes the
 * browser receives on opening it and after scrolling through it, with the WebP variants and,
 * in the same run, with every photo request answered by its original instead; and the CLS.
 */
export async function photoFeed(opts: {
  browser: Browser;
  base: string;
  call: Call;
  postJson: (path: string, body: unknown, token?: string) => Promise<unknown>;
  signedIn: (token: string, userId: string) => string;
}) {
  const { browser, base, call, postJson, signedIn } = opts;
  const auth = await postJson('/api/auth/register', {
    email: `photos${Date.now()}@example.com`,
    password: 'secret123',
    first_name: 'Фото',
    last_name: 'Графов',
  });
  const { access_token: token, user } = auth as { access_token: string; user: { id: string } };
  let originalBytes = 0;
  for (let i = 0; i < PHOTOS; i += 1) {
    const jpeg = await cameraJpeg(i);
    originalBytes += jpeg.length;
    const form = new FormData();
    form.set('source_module', 'family');
    form.set('file', new Blob([jpeg], { type: 'image/jpeg' }), `IMG_${1000 + i}.jpg`);
    const id = (await call('/api/media/upload', { method: 'POST', body: form }, token)).id;
    await postJson(
      '/api/posts',
      { content: `Прогулка, кадр ${i + 1}`, source_module: 'family', media_file_ids: [id] },
      token,
    );
  }
  // The server's worker makes the variants in the background; wait until every photo has them.
  const started = Date.now();
  let files: { id: string; file_url: string; variants: unknown[] }[] = [];
  while (Date.now() - started < 180_000) {
    files = (await call('/api/media?limit=50', {}, token)).media_files;
    if (files.length >= PHOTOS && files.every((f) => f.variants.length > 0)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const waited = (Date.now() - started) / 1000;
  const originals = new Map(files.map((f) => [f.id, `${base}${f.file_url}`]));

  async function load(swapToOriginals: boolean) {
    const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
    await context.addInitScript(signedIn(token, user.id));
    if (swapToOriginals)
      // The same page, as if every photo were served as its original.
      await context.route('**/api/media/files/**', (route) => {
        const id = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        const original = originals.get(id);
        return original ? route.continue({ url: original }) : route.continue();
      });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const totals = await countBytes(cdp);
    await page.goto(`${base}/family/wall`);
    await page
      .locator('main article')
      .nth(PHOTOS - 1)
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const opened = { ...totals };
    await scrollThrough(page);
    const { cls, cards, moved } = (await page.evaluate(READ_CLS)) as {
      cls: number;
      cards: number;
      moved: string[];
    };
    const natural = (await page.evaluate(
      "document.querySelector('main article img[srcset]')?.naturalWidth ?? 0",
    )) as number;
    await context.close();
    return { opened, scrolled: { ...totals }, cls, cards, moved, natural };
  }

  const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  console.log(
    `\nphoto feed: ${PHOTOS} posts with 4000×3000 JPEGs (${kb(originalBytes)} of originals); variants ready ${waited.toFixed(1)} s after the last upload`,
  );
  const variants = await load(false);
  const full = await load(true);
  for (const [name, r] of [
    ['variants ', variants],
    ['originals', full],
  ] as const) {
    console.log(
      `  ${name}  on open ${kb(r.opened.all).padStart(8)} (images ${kb(r.opened.images)}), after scrolling the page ${kb(r.scrolled.all).padStart(8)}: images ${kb(r.scrolled.images)}, API ${kb(r.scrolled.api)}, app code ${kb(r.scrolled.code)}; CLS ${r.cls.toFixed(3)}, of it in the post cards ${r.cards.toFixed(3)}`,
    );
    for (const m of r.moved) console.log(`             shift ${m}`);
  }
  console.log(
    `  first page with variants, all ${PHOTOS} photos loaded: ${kb(variants.scrolled.images + variants.scrolled.api)} of photos and API answers (target < ${kb(BYTES_TARGET)}: ${variants.scrolled.images + variants.scrolled.api < BYTES_TARGET ? 'met' : 'NOT met'}; the app's code, ${kb(variants.scrolled.code)}, is the JS budget above); CLS ${variants.cls.toFixed(3)} (target 0: ${variants.cls === 0 ? 'met' : 'NOT met'}), in the post cards ${variants.cards.toFixed(3)}; first photo drawn ${variants.natural} px wide (density-corrected)`,
  );
}
