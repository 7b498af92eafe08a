import { useSyncExternalStore } from 'react';
import { SW_MESSAGES } from './sw-messages.ts';

/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new build's worker is installed and waits for «обновить». */
  updateReady: boolean;
  /** The browser would install the app now (settings shows the button). */
  installPrompt: InstallPromptEvent | null;
  /** Running as the installed app (its own window). */
  standalone: boolean;
}

let state: PwaState = { updateReady: false, installPrompt: null, standalone: false };
const listeners = new Set<() => void>();
const set = (patch: Partial<PwaState>) => {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
};

let waiting: ServiceWorker | null = null;
/** Set once the user asked for the update: only then does a new worker's takeover reload the page. */
export let updateAsked = false;

/**
 * What the app shows of the installed app and its updates (issue 35 §1). Kept in the entry, and the
 * install prompt listened for from the start (Chromium fires it once, early); registering the worker
 * is register-sw.ts, loaded after the page.
 */
export function watchInstall() {
  if (typeof window === 'undefined') return;
  set({ standalone: window.matchMedia?.('(display-mode: standalone)').matches === true });
  window.addEventListener('beforeinstallprompt', (event) => {
    // Kept for the button in settings instead of the browser's own bar.
    event.preventDefault();
    set({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => set({ installPrompt: null }));
}

/** A new build's worker waits (register-sw.ts): «Доступна новая версия — обновить» shows. */
export function offerUpdate(worker: ServiceWorker) {
  waiting = worker;
  set({ updateReady: true });
}

/** «обновить»: the waiting worker takes over, and the page reloads into the new build. */
export function applyUpdate() {
  if (!waiting) return;
  updateAsked = true;
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}

/** Shows the browser's install dialog (only after a `beforeinstallprompt`). */
export async function promptInstall(): Promise<boolean> {
  const prompt = state.installPrompt;
  if (!prompt) return false;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  set({ installPrompt: null });
  return outcome === 'accepted';
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
