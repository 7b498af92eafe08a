import { vi } from 'vitest';

/**
 * jsdom lays nothing out (every size is 0), so a virtualised list would draw no rows. This gives
 * every element a viewport's height, every row `row` pixels (or `row(element)`), a scroller the height of the list it
 * holds, and `scrollTo` that moves `scrollTop` and fires `scroll` on the next frame when it moved, as a browser does. Undone by
 * `vi.restoreAllMocks()` after each test (test/setup.ts).
 */
export function fakeListLayout({
  viewport = 600,
  row = 40,
}: {
  viewport?: number;
  /** A row's height, or a function of the element (a row with a day separator is taller). */
  row?: number | ((el: HTMLElement) => number);
} = {}) {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(viewport);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return typeof row === 'number' ? row : row(this);
  });
  vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
    const list = this.querySelector(':scope > ol');
    const height = list instanceof HTMLElement ? Number.parseFloat(list.style.height) || 0 : 0;
    return Math.max(viewport, height);
  });
  const scrollTo = function (this: Element, options?: ScrollToOptions | number, y?: number) {
    const top = typeof options === 'number' ? (y ?? 0) : (options?.top ?? this.scrollTop);
    const to = Math.max(0, Math.min(top, this.scrollHeight - this.clientHeight));
    if (to === this.scrollTop) return;
    this.scrollTop = to;
    // As in a browser, the scroll event comes with the next frame, not inside the call.
    requestAnimationFrame(() => this.dispatchEvent(new Event('scroll')));
  };
  if (!('scrollTo' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollTo', {
      configurable: true,
      writable: true,
      value: () => {},
    });
  }
  vi.spyOn(Element.prototype, 'scrollTo').mockImplementation(scrollTo as Element['scrollTo']);
}
