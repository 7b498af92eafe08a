import { useSyncExternalStore } from 'react';

const MOUSE_QUERY = '(hover: hover) and (pointer: fine)';

function query(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(MOUSE_QUERY);
}

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * Whether the main pointer is a mouse (it can hover and point finely). Touch screens get no
 * «перетащите файл сюда» and no drop box (issue 32 items 13 and 21). Without matchMedia (old
 * browsers, tests) a mouse is assumed, as on a desktop.
 */
export function useHasMouse(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
