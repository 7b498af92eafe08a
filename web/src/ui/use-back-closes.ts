import { useEffect, useRef } from 'react';

let opened = 0;

/**
 * While `open`, the browser's Back (Android's «Назад») closes the overlay instead of leaving the
 * page (issue 32 items 15, 16): opening pushes a history entry at the same address, Back pops it
 * and calls `onBack`; an overlay closed another way takes its entry back, so the history is as
 * before it opened. An entry left behind by a navigation away is not touched.
 */
export function useBackCloses(open: boolean, onBack: () => void) {
  const latest = useRef(onBack);
  latest.current = onBack;
  useEffect(() => {
    if (!open) return;
    const marker = `overlay-${++opened}`;
    window.history.pushState({ ...(window.history.state ?? {}), krugOverlay: marker }, '');
    let popped = false;
    const onPop = () => {
      if ((window.history.state as { krugOverlay?: string } | null)?.krugOverlay === marker) return;
      popped = true;
      window.removeEventListener('popstate', onPop);
      latest.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (!popped && (window.history.state as { krugOverlay?: string } | null)?.krugOverlay === marker)
        window.history.back();
    };
  }, [open]);
}
