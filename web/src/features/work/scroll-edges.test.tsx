import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { scrollFade, useScrollEdges } from './use-scroll-edges.ts';

/** Issue 32 item 12: the phone's tab strip shows that it scrolls (a fade on the side with more). */
function Strip() {
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref);
  return (
    <div ref={ref} data-testid="strip" data-left={edges.left} data-right={edges.right}>
      tabs
    </div>
  );
}

function size(el: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(el, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(el, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('useScrollEdges', () => {
  it('says there is more to the right, then to the left once scrolled to the end', () => {
    const proto = HTMLElement.prototype;
    const sw = Object.getOwnPropertyDescriptor(proto, 'scrollWidth');
    const cw = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
    Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 350 });
    try {
      render(<Strip />);
      const strip = screen.getByTestId('strip');
      expect(strip.dataset.right).toBe('true');
      expect(strip.dataset.left).toBe('false');
      act(() => {
        strip.scrollLeft = 250;
        strip.dispatchEvent(new Event('scroll'));
      });
      expect(strip.dataset.right).toBe('false');
      expect(strip.dataset.left).toBe('true');
      size(strip, 300, 350);
    } finally {
      if (sw) Object.defineProperty(proto, 'scrollWidth', sw);
      if (cw) Object.defineProperty(proto, 'clientWidth', cw);
    }
  });

  it('fades only the sides with more', () => {
    expect(scrollFade({ left: false, right: false })).toBeUndefined();
    expect(scrollFade({ left: false, right: true })).toBe(
      'linear-gradient(to right, black, black calc(100% - 2.5rem), transparent)',
    );
    expect(scrollFade({ left: true, right: false })).toBe(
      'linear-gradient(to right, transparent, black 2.5rem, black)',
    );
  });
});
