import { expect, type Page, type Request } from '@playwright/test';

// Walking many views in one page (design-a11y, language): a view is opened the way the app's own
// links open it (the router renders it in the page already loaded) instead of a full load each
// time, and "drawn" means what matters for the checks — the view in main replaced, no request in
// flight, no spinner — instead of Playwright's `networkidle` (500 ms of silence after every load).

/** The page's requests in flight, and when that set last changed. */
interface Watch {
  inflight: Set<Request>;
  changed: number;
  /** The viewport and colour scheme of the last view opened: after a change the next one loads afresh. */
  setting: string;
}
const watches = new WeakMap<Page, Watch>();

function watch(page: Page): Watch {
  let w = watches.get(page);
  if (w) return w;
  const created: Watch = { inflight: new Set(), changed: Date.now(), setting: '' };
  page.on('request', (r) => {
    created.inflight.add(r);
    created.changed = Date.now();
  });
  const done = (r: Request) => {
    if (created.inflight.delete(r)) created.changed = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  watches.set(page, created);
  w = created;
  return w;
}

/**
 * Waits until no request of the page has been in flight for `quietMs`. Each look goes through the
 * page (a frame and a task of its own), so a page busy rendering — about to start the next request —
 * is waited for too.
 */
export async function networkQuiet(page: Page, quietMs = 100, timeout = 15_000) {
  const w = watch(page);
  const deadline = Date.now() + timeout;
  let wait = 0;
  for (;;) {
    await page.evaluate(
      (ms) => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => done()), ms)),
      wait,
    );
    const quietFor = w.inflight.size === 0 ? Date.now() - w.changed : 0;
    if (quietFor >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(`requests still in flight: ${[...w.inflight].map((r) => r.url()).join(', ')}`);
    wait = w.inflight.size === 0 ? quietMs - quietFor : 25;
  }
}

async function settingOf(page: Page) {
  const size = page.viewportSize();
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  return `${size?.width}x${size?.height} ${dark ? 'dark' : 'light'}`;
}

/**
 * Opens `path` in the app and waits until it has drawn: main#main shows the new view, no request is
 * in flight for 100 ms and no spinner is left in main. Within the app the router renders the view
 * (history.pushState + popstate, what BrowserRouter listens to, as a link click does); the page
 * loads afresh when `fresh` is asked for, on the first open, after the viewport or colour scheme
 * changed, for another query on the same path (the view is not remounted then), and while a toast is
 * up (a fresh load starts without one).
 */
export async function openView(page: Page, path: string, { fresh = false } = {}) {
  const w = watch(page);
  const setting = await settingOf(page);
  const target = new URL(path, 'http://x');
  const here = new URL(page.url());
  const inApp =
    !fresh &&
    setting === w.setting &&
    here.pathname !== target.pathname &&
    (await page.locator('main#main').count()) === 1 &&
    (await page.locator('[data-sonner-toast]').count()) === 0;
  w.setting = setting;
  if (inApp) {
    await page.evaluate((to) => {
      // What is in main now is marked, so the new view is known by the mark being gone.
      for (const el of Array.from(document.querySelectorAll('main#main > *')))
        el.setAttribute('data-e2e-previous', '');
      // As after a load: at the top, nothing focused.
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur?.();
      const state = {
        usr: null,
        key: Math.random().toString(36).slice(2, 10),
        idx: (history.state?.idx ?? 0) + 1,
      };
      history.pushState(state, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    }, path);
    await expect(page.locator('main#main > [data-e2e-previous]'))
      .toHaveCount(0)
      .catch(async (e: Error) => {
        // What the page was at when the last view stayed: the address, its heading, what was loading.
        const h1 = await page.locator('main#main h1').allInnerTexts();
        const loading = [...w.inflight].map((r) => r.url());
        throw new Error(`${path} not drawn: at ${page.url()}, h1 ${h1}, loading [${loading}]\n${e.message}`);
      });
  } else {
    await page.goto(path);
  }
  await page.locator('main#main').waitFor();
  await networkQuiet(page);
  await expect(page.locator('main [role="status"]:visible')).toHaveCount(0);
}
