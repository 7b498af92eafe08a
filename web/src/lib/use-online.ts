import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the app is online, as TanStack Query sees it (queries and mutations pause while it is
 * not): for the offline banner, and for whatever must wait for the network (an outbox).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Starts from the browser's own word: TanStack Query assumes "online" until an `offline` event, so
 * an app opened without network would try its queries, fail and show errors instead of pausing.
 */
export function syncOnlineState() {
  if (typeof navigator !== 'undefined' && 'onLine' in navigator) onlineManager.setOnline(navigator.onLine);
}
