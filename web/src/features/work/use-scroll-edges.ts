import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether a row that scrolls sideways has more to show to its left or right (issue 32: the
 * phone's tab strip must show that it scrolls). Follows scrolling and resizing.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/** The fade on the side(s) with more to scroll to, as a CSS mask. */
export function scrollFade({ left, right }: { left: boolean; right: boolean }): string | undefined {
  if (!left && !right) return undefined;
  return `linear-gradient(to right, ${left ? 'transparent, black 2.5rem' : 'black'}, ${right ? 'black calc(100% - 2.5rem), transparent' : 'black'})`;
}
