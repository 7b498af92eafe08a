import { FEED_CHUNKS_META } from './preload-feed-meta.ts';

// The first script of the built index.html (its own tiny entry, added by vite.config.ts, so it runs
// before the app's entry has even downloaded): a signed-in visitor opening a wall or a feed starts
// downloading the shell's and the feed's chunks now, instead of after the app has started and
// routed (issue 10). Visitors without a session (the sign-in page) download nothing more. In
// development index.html lists no chunks and this does nothing.

/** TOKEN_STORAGE_KEY of contract/auth.ts, written out: importing the contract would pull zod in. */
export const TOKEN_KEY = 'krug.token';

/** `/`, `/<module>/wall` and `/<module>/feed`: the URLs that open with the feed. */
export const isFeedPath = (path: string) => /^\/(?:[a-z]+\/(?:wall|feed)\/?)?$/.test(path);

export function preloadFeed(doc: Document, storage: Storage, path: string) {
  const chunks = doc.querySelector(`meta[name="${FEED_CHUNKS_META}"]`)?.getAttribute('content');
  if (!chunks || !storage.getItem(TOKEN_KEY) || !isFeedPath(path)) return;
  for (const href of chunks.split(' ')) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    doc.head.append(link);
  }
}

preloadFeed(document, localStorage, location.pathname);
