import { type ComponentType, lazy, useState } from 'react';

/** A page from its own chunk; `preload` starts the download before the page is rendered. */
export type LazyPage<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * Wraps a dynamic import so each area ships in its own chunk (issue 10: the sign-in page does not
 * pull the feed, the feed does not pull other areas). A page whose chunk has already arrived (it
 * was preloaded) renders at once: through React.lazy it would still suspend for a moment, and
 * React holds a revealed Suspense boundary back for up to 300 ms. A failed download is retried on
 * next use.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (err: unknown) => {
        pending = undefined;
        throw err;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Page(props: P) {
    // Decided once per mount, so the element type under this page never changes.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload });
}
