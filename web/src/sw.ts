/**
 * The service worker (issue 35): built by vite-plugin-pwa (injectManifest) into /sw.js, same
 * origin and without inline code, so the app's CSP (`script-src 'self'`) holds.
 * - Precaches the shell: index.html and the hashed files of the first screen (the list is written
 *   in at build time, web/build/pwa.ts), keeps every other chunk once used, and answers navigations
 *   with the cached index.html, so a repeat visit paints before the network answers and the app
 *   opens offline. /api is never answered from here.
 * - A new build's worker waits until the app asks it to take over (the «обновить» button): never a
 *   reload the user did not ask for.
 * - Shows pushes and opens what a tapped one is about.
 */
import type { PushPayload } from '@krug/contract/push';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { SW_MESSAGES } from './features/pwa/sw-messages.ts';

/** The parts of the worker's global scope used here (the DOM typings have no worker scope). */
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(o: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
  addEventListener(
    type: 'push',
    listener: (e: ExtendableEventLike & { data: { text(): string } | null }) => void,
  ): void;
  addEventListener(
    type: 'notificationclick',
    listener: (e: ExtendableEventLike & { notification: Notification }) => void,
  ): void;
}
interface ExtendableEventLike {
  waitUntil(p: Promise<unknown>): void;
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  postMessage(message: unknown): void;
  focus(): Promise<unknown>;
}

declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/] }));

/**
 * The build's other chunks (an area's code) are kept when first used: their names carry their hash,
 * so a kept one is never stale. A new build's worker starts the cache afresh.
 */
const AREAS_CACHE = 'krug-areas';
registerRoute(
  ({ url, sameOrigin }) =>
    sameOrigin && url.pathname.startsWith('/assets/') && !url.pathname.endsWith('.map'),
  new CacheFirst({ cacheName: AREAS_CACHE }),
);

// The first worker controls the page it was installed from at once (nothing older to replace); a
// later one waits for the app's word.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([caches.delete(AREAS_CACHE), self.clients.claim()])),
);
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});

/** A same-origin path from a push, or the home page: a push never sends the app elsewhere. */
function appPath(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

function payloadOf(data: { text(): string } | null): PushPayload {
  try {
    const p = JSON.parse(data?.text() ?? '') as Partial<PushPayload>;
    return {
      title: typeof p.title === 'string' && p.title ? p.title : 'Круг',
      body: typeof p.body === 'string' ? p.body : '',
      tag: typeof p.tag === 'string' ? p.tag : '',
      url: appPath(p.url),
    };
  } catch {
    return { title: 'Круг', body: '', tag: '', url: '/' };
  }
}

self.addEventListener('push', (event) => {
  const push = payloadOf(event.data);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body,
      // One notification per conversation (or notification): a newer one replaces it.
      ...(push.tag ? { tag: push.tag } : {}),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: push.url },
    }),
  );
});

/**
 * A tapped notification opens what it is about: an open window of the app is told to go there
 * (its router moves, no reload) and brought forward; with none, a new window opens at it.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = appPath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const own = windows.filter((c) => new URL(c.url).origin === self.location.origin);
      const client = own.find((c) => c.focused) ?? own[0];
      if (client) {
        client.postMessage({ type: SW_MESSAGES.open, url: path });
        await client.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});
