import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { apiUser, call, signedIn } from './helpers.ts';

// The service worker is what this journey is about (the config blocks it for the others).
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 35: Krug on the phone like an app — installable (manifest, service worker, Chromium's own
 * installability check), readable offline from what was saved, and pushes that open the chat.
 */

/** Waits until the service worker controls the page (the first one claims it at once). */
async function controlled(page: Page) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
}

/** The keys of the offline cache in IndexedDB (`krug-offline` / `queries`). */
function offlineEntries(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ key: string; text: string }[]>((resolve, reject) => {
        const open = indexedDB.open('krug-offline');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('queries');
        open.onsuccess = () => {
          const tx = open.result.transaction('queries', 'readonly');
          const store = tx.objectStore('queries');
          const keys = store.getAllKeys();
          const values = store.getAll();
          tx.oncomplete = () => {
            resolve(keys.result.map((k, i) => ({ key: String(k), text: JSON.stringify(values.result[i]) })));
            open.result.close();
          };
        };
      }),
  );
}

test('installable: the manifest, a service worker controlling the page, Chromium’s installability check', async ({
  playwright,
  request,
  baseURL,
}, testInfo) => {
  const manifestRes = await request.get('/manifest.webmanifest');
  expect(manifestRes.ok()).toBe(true);
  expect(manifestRes.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await manifestRes.json();
  expect(manifest).toMatchObject({
    name: 'Круг',
    short_name: 'Круг',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'ru',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]),
  );
  for (const icon of icons) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect((manifest.shortcuts as { name: string; url: string }[]).map((s) => [s.name, s.url])).toEqual([
    ['Новая запись', '/family/wall?compose=1'],
    ['Сообщения', '/family/chat'],
  ]);
  // The worker: same origin, always revalidated, allowed to control the whole site.
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');

  // A browser profile of its own (a test's usual context is incognito, which Chromium never
  // installs from), signed in, with the engagement heuristics waived so the prompt comes at once.
  const user = await apiUser(request, 'Инна', 'Устанавливающая');
  const launch = testInfo.project.use.launchOptions ?? {};
  const ctx = await playwright.chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'krug-pwa-')), {
    ...launch,
    args: [...(launch.args ?? []), '--bypass-app-banner-engagement-checks'],
    baseURL,
    locale: 'ru-RU',
    viewport: { width: 1280, height: 800 },
  });
  try {
    await ctx.addInitScript(
      ([token, id]) => {
        localStorage.setItem('krug.token', token);
        localStorage.setItem(`krug.onboarding-completed.${id}`, 'true');
        localStorage.setItem(`krug.gender-asked.${id}`, 'true');
      },
      [user.token, user.id] as const,
    );
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto('/family/settings');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute(
      'content',
      '#0b1220',
    );
    await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveAttribute(
      'content',
      '#f5f7fa',
    );
    await controlled(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL('/', page.url()).href);

    // Chromium's own verdict on installability (what makes it offer «Установить приложение»).
    const cdp = await ctx.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([]);
    // …and the browser's install prompt, kept by the app for its button in settings.
    const section = page.getByRole('region', { name: 'Приложение и push-уведомления' });
    await expect(section.getByRole('button', { name: 'Установить приложение' })).toBeVisible();

    // A navigation is answered by the worker from its cache (a repeat visit paints before the network).
    const response = await page.goto('/family/wall');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible();
    // The cached page keeps the server's security headers.
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  } finally {
    await ctx.close();
  }
});

test('offline: the feed and a chat are read from what was saved, under a calm banner; a message written offline is delivered once; sign-out forgets them', async ({
  browser,
  request,
}) => {
  const anna = await apiUser(request, 'Анна', 'Офлайнова');
  const boris = await apiUser(request, 'Борис', 'Сетевой');
  await call(request, anna, 'POST', '/api/posts', {
    content: 'Запись, которую читают в метро',
    source_module: 'family',
    visibility: 'PUBLIC',
  });
  const { group } = await call<{ group: { id: string } }>(
    request,
    boris,
    'POST',
    `/api/people/${anna.id}/direct`,
  );
  await call(request, boris, 'POST', `/api/chat-groups/${group.id}/messages`, { content: 'Захвати зонтик' });
  await call(request, anna, 'POST', `/api/chat-groups/${group.id}/messages`, { content: 'Уже взяла' });

  const { ctx, page } = await signedIn(browser, anna);
  await page.goto('/family/wall');
  await expect(page.getByText('Запись, которую читают в метро')).toBeVisible();
  await controlled(page);
  // Saved at most once a second: wait for the feed's save before the page is left.
  await expect
    .poll(async () => (await offlineEntries(page)).map((e) => e.text).join(' '), { timeout: 15_000 })
    .toContain('Запись, которую читают в метро');
  await page.goto(`/family/chat?group=${group.id}`);
  const conversation = page.getByRole('region', { name: /Борис Сетевой/ });
  await expect(conversation.getByText('Захвати зонтик')).toBeVisible();
  // Saved for offline reading: the profile, the feed, the chat list and this chat's messages.
  await expect
    .poll(async () => (await offlineEntries(page)).map((e) => e.text).join(' '), { timeout: 15_000 })
    .toContain('Захвати зонтик');
  const [entry] = await offlineEntries(page);
  expect(entry?.key).toBe(`cache:${anna.id}`);
  expect(entry?.text).toContain('Запись, которую читают в метро');

  await ctx.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Нет сети — показаны сохранённые данные' }),
  ).toBeVisible();
  await expect(conversation.getByText('Захвати зонтик')).toBeVisible();
  await expect(conversation.getByText('Уже взяла')).toBeVisible();
  // Written offline: both wait in the outbox as «отправляется»; one is cancelled before it leaves.
  const composer = conversation.getByRole('textbox', { name: 'Сообщение' });
  await composer.fill('Буду через час');
  await composer.press('Enter');
  await composer.fill('Это не отправится');
  await composer.press('Enter');
  const outbox = conversation.getByTestId('chat-outbox');
  await expect(outbox.getByText('отправляется')).toHaveCount(2);
  await outbox.getByRole('button', { name: 'Отменить отправку: Это не отправится' }).click();
  await expect(outbox.getByText('отправляется')).toHaveCount(1);
  // What waits is kept with the saved data: a restart offline still has it.
  await expect
    .poll(async () => {
      const text = (await offlineEntries(page)).map((e) => e.text).join(' ');
      return text.includes('Буду через час') && !text.includes('Это не отправится');
    })
    .toBe(true);
  await page.reload();
  await expect(outbox.getByText('Буду через час')).toBeVisible();
  await expect(outbox.getByText('отправляется')).toHaveCount(1);
  // The feed, reached through the app's own navigation.
  await page.getByRole('navigation', { name: 'Модули' }).getByRole('link', { name: 'Семья' }).click();
  await expect(page).toHaveURL(/\/family\/wall$/);
  await expect(page.getByText('Запись, которую читают в метро')).toBeVisible();
  await expect(page.getByText('Не удалось загрузить')).toHaveCount(0);
  await expect(page.getByText('Ошибка сети')).toHaveCount(0);

  await ctx.setOffline(false);
  await expect(page.getByText('Нет сети — показаны сохранённые данные')).toHaveCount(0);
  // Back online, the message leaves (the chat is no longer on screen) and arrives once.
  const borisReads = async () =>
    (
      await call<{ messages: { content: string }[] }>(
        request,
        boris,
        'GET',
        `/api/chat-groups/${group.id}/messages`,
      )
    ).messages.map((m) => m.content);
  await expect.poll(borisReads, { timeout: 15_000 }).toContain('Буду через час');
  await page.goto(`/family/chat?group=${group.id}`);
  await expect(conversation.getByText('Буду через час')).toHaveCount(1);
  await expect(conversation.getByTestId('chat-outbox')).toHaveCount(0);
  const seen = await borisReads();
  expect(seen.filter((c) => c === 'Буду через час')).toHaveLength(1);
  expect(seen).not.toContain('Это не отправится');

  // Signing out deletes what was saved: the next person on this device finds nothing.
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => (await offlineEntries(page)).length).toBe(0);
  await ctx.close();
});

test('a push delivered to the service worker shows a notification, and tapping it opens the chat', async ({
  browser,
  request,
}) => {
  const anna = await apiUser(request, 'Анна', 'Пушкина');
  const boris = await apiUser(request, 'Борис', 'Звонков');
  const { group } = await call<{ group: { id: string } }>(
    request,
    boris,
    'POST',
    `/api/people/${anna.id}/direct`,
  );
  await call(request, boris, 'POST', `/api/chat-groups/${group.id}/messages`, { content: 'Ты где?' });

  const { ctx, page } = await signedIn(browser, anna);
  await ctx.grantPermissions(['notifications']);
  await page.goto('/family/wall');
  await controlled(page);
  // The push goes to the active worker: wait until it has finished activating (claiming the page
  // happens during activation).
  await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active?.state === 'activated');

  const cdp = await ctx.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
  // What the server sends for a message (server/src/features/push: aes128gcm, decrypted by the browser).
  const payload = {
    title: 'Борис Звонков',
    body: 'Ты где?',
    tag: `chat:${group.id}`,
    url: `/open?kind=chat_group&id=${group.id}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(payload),
  });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      })),
    );
  await expect
    .poll(shown, { timeout: 15_000 })
    .toEqual([{ title: 'Борис Звонков', body: 'Ты где?', tag: `chat:${group.id}`, url: payload.url }]);

  // The tap: the worker's notificationclick (a browser cannot click a system notification in a test).
  const [worker] = ctx.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('no notification');
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new RegExp(`/family/chat\\?group=${group.id}$`));
  await expect(page.getByRole('region', { name: /Борис Звонков/ }).getByText('Ты где?')).toBeVisible();
  // Tapped, it is gone from the tray.
  await expect.poll(shown).toEqual([]);
  await ctx.close();
});

test('offline: a post and a comment written offline wait in the outbox, survive a restart and are published once when back online', async ({
  browser,
  request,
}) => {
  const vera = await apiUser(request, 'Вера', 'Электричкина');
  await call(request, vera, 'POST', '/api/posts', {
    content: 'Кто едет на дачу в субботу?',
    source_module: 'family',
    visibility: 'PUBLIC',
  });
  const { ctx, page } = await signedIn(browser, vera);
  await page.goto('/family/wall');
  const earlier = page.getByRole('article', { name: /Кто едет на дачу/ });
  await expect(earlier).toBeVisible();
  await controlled(page);

  await ctx.setOffline(true);
  // A post: the composer closes and the post waits on the wall as «Отправляется».
  await page.getByRole('button', { name: 'Что у вас нового?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Создать запись' });
  await dialog.getByLabel('Текст записи').fill('Еду в электричке, связи нет');
  await dialog.locator('#composer-visibility').selectOption('PUBLIC');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toHaveCount(0);
  const posts = page.getByTestId('post-outbox');
  await expect(posts.getByText('Еду в электричке, связи нет')).toBeVisible();
  await expect(posts.getByText('Отправляется')).toHaveCount(1);
  // A comment on the post already there waits under it the same way.
  await earlier.getByRole('button', { name: /Комментарии/ }).click();
  const box = earlier.getByRole('textbox', { name: 'Комментарий' });
  await box.fill('Я еду!');
  await box.press('Enter');
  await expect(earlier.getByTestId('comment-outbox').getByText('Я еду!')).toBeVisible();

  // Kept with the saved data: a restart offline still has both.
  await expect
    .poll(async () => {
      const text = (await offlineEntries(page)).map((e) => e.text).join(' ');
      return text.includes('Еду в электричке, связи нет') && text.includes('Я еду!');
    })
    .toBe(true);
  await page.reload();
  await expect(posts.getByText('Еду в электричке, связи нет')).toBeVisible();
  await earlier.getByRole('button', { name: /Комментарии/ }).click();
  await expect(earlier.getByTestId('comment-outbox').getByText('Я еду!')).toBeVisible();

  // Back online: each leaves once, and the wall shows the published post instead of the waiting one.
  await ctx.setOffline(false);
  await expect(posts).toHaveCount(0, { timeout: 15_000 });
  await expect(earlier.getByTestId('comment-outbox')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole('article', { name: /Еду в электричке/ })).toHaveCount(1);
  const mine = await call<{ content: string; id: string; comments_count: number }[]>(
    request,
    vera,
    'GET',
    `/api/posts?author_id=${vera.id}`,
  );
  expect(mine.filter((p) => p.content === 'Еду в электричке, связи нет')).toHaveLength(1);
  const first = mine.find((p) => p.content === 'Кто едет на дачу в субботу?');
  const comments = await call<{ content: string }[]>(
    request,
    vera,
    'GET',
    `/api/posts/${first?.id}/comments`,
  );
  expect(comments.map((c) => c.content)).toEqual(['Я еду!']);
  await ctx.close();
});
