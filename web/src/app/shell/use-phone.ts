import { useSyncExternalStore } from 'react';

/** Under 768 px: the phone layout (bottom bar, drawer), as Tailwind's `md` breakpoint draws it. */
const PHONE_QUERY = '(max-width: 47.99rem)';

function list(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(PHONE_QUERY);
}

function subscribe(onChange: () => void) {
  const l = list();
  l?.addEventListener?.('change', onChange);
  return () => l?.removeEventListener?.('change', onChange);
}

/** Whether the screen is a phone's; without matchMedia (tests) it is not. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => list()?.matches ?? false,
    () => false,
  );
}
