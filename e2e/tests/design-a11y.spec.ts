import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COMMON_VIEWS, FAMILY_VIEWS, WORK_VIEWS } from '../../web/src/app/views.ts';
import { expect, test } from './fixtures.ts';
import { animationsDone, apiAs, newPerson, signUpToShell } from './helpers.ts';
import { expectModuleTabColours } from './module-tabs.ts';
import { openView } from './walk.ts';

// Issue 18, look and access: every view at 1366 and 390 px in both themes passes axe-core (no
// serious or critical violation) with exactly one h1; the listed views do not overflow sideways at
// 360 px; on a phone every destination is reached by taps (bottom bar → drawer → link).
// KRUG_SCREENSHOTS=<dir> also saves a screenshot of the main views at both widths there.

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };

/** Views that open only with an object's id in the query; the walk below opens them elsewhere. */
const NEEDS_ID = new Set(['family-public-view', 'family-view', 'family-manage', 'org-profile', 'org-public']);
const COMMON: string[] = COMMON_VIEWS;
const FAMILY = FAMILY_VIEWS.filter((v) => !NEEDS_ID.has(v));
const WORK = WORK_VIEWS.filter((v) => !NEEDS_ID.has(v));

const screenshotDir = process.env.KRUG_SCREENSHOTS;
/** The screenshots of docs/screens.md: the view's path (without its query) → the file's name. */
const SCREENSHOT_VIEWS: Record<string, string> = {
  '/family/wall': 'wall',
  '/family/chat?group': 'chat',
  '/family/my-family-profile': 'family-profile',
  '/organizations/my-work': 'my-work',
};
const screenshotName = (path: string) => SCREENSHOT_VIEWS[path.replace(/=.*$/, '')];

/**
 * The views walked at phone width, in both themes (see the axe step): those with pieces only a
 * phone shows (the bottom bar, the chat list or the conversation with its back control, the
 * upload button, folded widgets, wide cards). Every view is walked once per theme at 1366 px (issue
 * 37: one axe pass per view and theme, not one per width as well).
 */
const isPhoneView = (path: string) =>
  [
    '/family/wall',
    '/family/chat',
    '/family/media-photos',
    '/family/my-family-profile',
    '/organizations/my-work',
    '/family/my-info',
    '/family/settings',
  ].some((p) => path === p || path.startsWith(`${p}?`));

/**
 * Opens a view and waits until it has drawn (walk.ts: the router renders it in the page already
 * loaded; no request in flight, no spinner left); `fresh` loads the page anew.
 */
async function open(page: Page, path: string, options: { fresh?: boolean } = {}) {
  await openView(page, path, options);
  // A toast raised on arrival (e.g. «У вас уже есть семья») is checked once it has faded in.
  if ((await page.locator('[data-sonner-toast]').count()) > 0) {
    await expect(page.locator('[data-sonner-toast][data-mounted="false"]')).toHaveCount(0);
    await animationsDone(page.locator('[data-sonner-toast]'));
  }
}

/** How many h1 the view has once it has drawn (each view has exactly one). */
async function h1Count(page: Page) {
  await expect
    .poll(() => page.locator('h1').count(), { timeout: 3000 })
    .toBe(1)
    .catch(() => {});
  return page.locator('h1').count();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Tabs through the page; every control that takes focus shows a ring (outline or box-shadow). */
async function controlsWithoutFocusRing(page: Page, presses = 50) {
  const missing = new Set<string>();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const transparent = /rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor);
      const outline =
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !transparent;
      const ring = style.boxShadow !== 'none';
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return outline || ring ? '' : name;
    });
    if (found === null) break;
    if (found) missing.add(found);
  }
  return [...missing];
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

// Taps, as on a phone.
test.use({ hasTouch: true });

test('design and access: axe in both themes at 1366 and 390 px, no overflow at 360 px, every destination by taps', async ({
  page,
}) => {
  const nativeDialogs: string[] = [];
  page.on('dialog', (d) => {
    nativeDialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => {
    pageErrors.push(e.message);
    console.error(`page error: ${e.message}`);
  });

  await page.setViewportSize(DESKTOP);
  await signUpToShell(page, newPerson('Вера', 'Дизайнова'));
  // About 100 views are walked; one registration and one page keep that to a few minutes.
  test.setTimeout(600_000);

  // A family and an organization, so their profiles have something to show.
  const family = await apiAs<{ id: string }>(page, 'POST', '/api/family/create-with-members', {
    name: 'Дизайновы',
    surname: 'Дизайновы',
    description: 'Семья для проверки вида',
    members: [],
  });
  const org = await apiAs<{ id: string }>(page, 'POST', '/api/work/organizations', {
    name: 'Ромашка Дизайн',
    description: 'Проверяем, что всё читается',
    industry: 'Technology',
    creator_job_title: 'Дизайнер',
  });

  // Some content, so posts and messages are checked too (and the screenshots show a lived-in app).
  for (const content of [
    'Съездили всей семьёй на дачу: собрали яблоки и сварили варенье 🍎',
    'В субботу в 12:00 день рождения бабушки — не забудьте открытку!',
  ])
    await apiAs(page, 'POST', '/api/posts', { content, source_module: 'family', visibility: 'PUBLIC' });
  const { chat_groups: groups } = await apiAs<{ chat_groups: { group: { id: string } }[] }>(
    page,
    'GET',
    '/api/chat-groups',
  );
  for (const content of ['Всем привет! Кто заберёт торт?', 'Я заберу после работы'])
    await apiAs(page, 'POST', `/api/chat-groups/${groups[0]?.group.id}/messages`, { content });
  // An album (issue 22), so the album page is walked too.
  const album = await apiAs<{ id: string }>(page, 'POST', '/api/albums', { title: 'Лето на даче' });

  const views = [
    ...COMMON.map((v) => `/family/${v}`),
    `/family/chat?group=${groups[0]?.group.id}`,
    ...FAMILY.map((v) => `/family/${v}`),
    `/family/family-view?id=${family.id}`,
    `/family/family-public-view?id=${family.id}`,
    `/family/family-manage?id=${family.id}`,
    '/family/media/albums',
    `/family/media/albums/${album.id}`,
    ...WORK.map((v) => `/organizations/${v}`),
    `/organizations/org-profile?id=${org.id}`,
    `/organizations/org-public?id=${org.id}`,
    '/news/wall',
  ];

  await test.step('skip link leads to the main content', async () => {
    // A fresh load: the first Tab starts from the top of the document.
    await open(page, '/family/wall', { fresh: true });
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Перейти к содержимому' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  await test.step('every control shows a focus ring (photo and scan pickers included)', async () => {
    const missing: string[] = [];
    for (const path of [
      '/family/wall',
      '/family/my-info',
      '/family/my-documents',
      '/family/my-family-profile',
    ]) {
      // Each from a fresh load, so the presses start from the top of the document.
      await open(page, path, { fresh: true });
      for (const control of await controlsWithoutFocusRing(page)) missing.push(`${path}: ${control}`);
    }
    expect.soft(missing).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [DESKTOP, PHONE]) {
      await test.step(`axe, ${scheme} theme, ${size.width} px`, async () => {
        await page.setViewportSize(size);
        const failures: string[] = [];
        // At 390 px only the views with phone-only pieces; every view once per theme at 1366 px.
        const walk = size === PHONE ? views.filter(isPhoneView) : views;
        for (const path of walk) {
          await open(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          const h1s = await h1Count(page);
          if (h1s !== 1) failures.push(`${path}: ${h1s} h1 instead of one`);
          for (const v of await seriousViolations(page)) failures.push(`${path}: ${v}`);
          const name = screenshotName(path);
          if (screenshotDir && name) {
            mkdirSync(screenshotDir, { recursive: true });
            const suffix = scheme === 'dark' ? '-dark' : '';
            await page.screenshot({ path: join(screenshotDir, `${name}-${size.width}${suffix}.png`) });
          }
        }
        // Soft: every theme and width is walked and reported, then the test fails.
        expect.soft(failures).toEqual([]);
      });
    }
  }
  await test.step('every module tab has its own colour in both themes (issue 32)', async () => {
    await page.setViewportSize(DESKTOP);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/family/wall');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await expectModuleTabColours(page);
    }
  });
  await page.emulateMedia({ colorScheme: 'light' });

  await test.step('the module tabs stay on one row at 1280 and 1366 px', async () => {
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/family/wall');
      const tabs = page.getByRole('navigation', { name: 'Модули' }).getByRole('link');
      const tops = await tabs.evaluateAll((links) =>
        links.map((a) => Math.round(a.getBoundingClientRect().top)),
      );
      expect(tops.length, 'every module has a tab').toBeGreaterThan(5);
      expect(new Set(tops).size, `tabs at ${width} px: ${tops.join(', ')}`).toBe(1);
    }
  });

  await test.step('no horizontal overflow at 360 px', async () => {
    await page.setViewportSize(NARROW);
    expect(groups.length).toBeGreaterThan(0);
    const overflowing: string[] = [];
    for (const path of [
      '/family/wall',
      '/family/chat',
      `/family/chat?group=${groups[0]?.group.id}`,
      '/family/media-photos',
      '/family/my-family-profile',
      '/organizations/my-work',
      `/organizations/org-profile?id=${org.id}`,
    ]) {
      await open(page, path);
      const { scrollWidth, innerWidth } = await noSidewaysScroll(page);
      if (scrollWidth > innerWidth) overflowing.push(`${path}: ${scrollWidth} > ${innerWidth}`);
    }
    expect(overflowing).toEqual([]);
  });

  await test.step('on a phone every destination is reached by taps', async () => {
    await page.setViewportSize(PHONE);
    await open(page, '/family/wall');
    const bar = page.getByRole('navigation', { name: 'Основные разделы' });
    await expect(bar).toBeVisible();
    // The bottom bar's own places.
    for (const [label, url] of [
      ['Чат', /\/family\/chat$/],
      ['Медиа', /\/family\/media-photos$/],
      ['Семья', /\/family\/my-family-profile$/],
      ['Лента', /\/family\/wall$/],
    ] as const) {
      await bar.getByRole('link', { name: label }).tap();
      await expect(page).toHaveURL(url);
      const box = await bar.getByRole('link', { name: label }).boundingBox();
      expect(box?.height ?? 0, `${label} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
    }

    const menu = bar.getByRole('button', { name: 'Меню' });
    await menu.tap();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await expect(drawer).toBeVisible();
    if (screenshotDir) {
      await animationsDone(drawer); // the drawer's slide-in
      await page.screenshot({ path: join(screenshotDir, 'menu-390.png') });
    }
    const hrefs = await drawer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // Every personal-cabinet destination and every module is in the drawer.
    for (const path of [
      ...COMMON.filter((v) => v !== 'wall').map((v) => `/family/${v}`),
      // Creating a family is offered only to someone without one; the walk's user has a family.
      ...FAMILY.filter((v) => v !== 'family-create' && v !== 'family-setup').map((v) => `/family/${v}`),
      ...WORK.map((v) => `/organizations/${v}`),
      '/news/wall',
      '/journal/wall',
      '/services/wall',
      '/marketplace/wall',
      '/finance/wall',
      '/events/wall',
    ])
      expect(hrefs, `the drawer links to ${path}`).toContain(path);
    await page.getByRole('button', { name: 'Закрыть меню' }).tap();
    await expect(drawer).toBeHidden();

    // Each place in the drawer, tapped in turn (after a module link the cabinet links lead into
    // that module, so each link's address is read when it is tapped).
    for (const i of hrefs.keys()) {
      await menu.tap();
      await expect(drawer).toBeVisible();
      const link = drawer.getByRole('link').nth(i);
      const href = (await link.getAttribute('href')) ?? '';
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      expect(box?.height ?? 0, `${href} is at least 44 px tall`).toBeGreaterThanOrEqual(44);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
      await expect(drawer).toBeHidden();
    }
  });

  await test.step('chat on a phone: list, then the conversation with a back control', async () => {
    await page.setViewportSize(PHONE);
    await open(page, '/family/chat');
    const list = page.getByRole('navigation', { name: 'Группы' });
    await expect(list).toBeVisible();
    await list.getByRole('button').filter({ hasText: 'Дизайновы' }).first().tap();
    await expect(page).toHaveURL(/[?&]group=/);
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'К списку чатов' }).tap();
    await expect(page).toHaveURL(/\/family\/chat$/);
    await expect(list).toBeVisible();
    // The browser's back button agrees: forward returns to the conversation, back to the list.
    await page.goForward();
    await expect(page).toHaveURL(/[?&]group=/);
    await page.goBack();
    await expect(list).toBeVisible();
  });

  expect(nativeDialogs, 'no native alert/confirm/prompt').toEqual([]);
  expect(pageErrors, 'no page errors').toEqual([]);
});
