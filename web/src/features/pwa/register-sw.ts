import { sessionEvents } from '../../lib/session-events.ts';
import { offerUpdate, updateAsked } from './pwa-state.ts';

/** How often an open app looks for a new build (a tab left open for days). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (web/src/sw.ts, built to /sw.js; issue 35 §1). Loaded by main.tsx
 * once the page has loaded, in its own chunk. A new build's worker is offered to the user
 * (pwa-state.ts); the page reloads into it only after they asked.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  // On sign-out this browser stops receiving the user's pushes: its subscription is dropped (the push
  // service then answers "gone" and the server removes the device), so the next person gets none.
  sessionEvents.subscribe((change) => {
    if (change.type !== 'signed-out') return;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((r) => r?.pushManager.getSubscription())
      .then((s) => s?.unsubscribe())
      .catch(() => undefined);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateAsked) window.location.reload();
  });
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker | null) => {
    // Without a controller this is the first worker: nothing to update.
    if (worker && navigator.serviceWorker.controller) offerUpdate(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}
