import { TOKEN_STORAGE_KEY } from '@krug/contract/auth-texts';
import { describe, expect, it } from 'vitest';
import { isFeedPath, preloadFeed, TOKEN_KEY } from './preload-feed.ts';
import { FEED_CHUNKS_META } from './preload-feed-meta.ts';

function page(chunks: string | null) {
  const doc = document.implementation.createHTMLDocument('');
  if (chunks !== null) {
    const meta = doc.createElement('meta');
    meta.name = FEED_CHUNKS_META;
    meta.content = chunks;
    doc.head.append(meta);
  }
  return doc;
}
const preloads = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('preloadFeed', () => {
  it('uses the key the app keeps its session under', () => {
    expect(TOKEN_KEY).toBe(TOKEN_STORAGE_KEY);
  });

  it('knows the URLs that open with the feed', () => {
    for (const path of ['/', '/family/wall', '/news/feed', '/family/wall/'])
      expect(isFeedPath(path)).toBe(true);
    for (const path of ['/login', '/register', '/family/chat', '/family', '/onboarding', '/family/wallx'])
      expect(isFeedPath(path)).toBe(false);
  });

  it('preloads the listed chunks for a signed-in visitor of a feed URL', () => {
    localStorage.setItem(TOKEN_KEY, 'token');
    const doc = page('/assets/Shell-a.js /assets/FeedPage-b.js');
    preloadFeed(doc, localStorage, '/family/wall');
    expect(preloads(doc)).toEqual(['/assets/Shell-a.js', '/assets/FeedPage-b.js']);
  });

  it('downloads nothing without a session, on other pages, or without a list (development)', () => {
    const anonymous = page('/assets/Shell-a.js');
    preloadFeed(anonymous, localStorage, '/family/wall');
    localStorage.setItem(TOKEN_KEY, 'token');
    const signIn = page('/assets/Shell-a.js');
    preloadFeed(signIn, localStorage, '/login');
    const dev = page(null);
    preloadFeed(dev, localStorage, '/family/wall');
    expect([anonymous, signIn, dev].map(preloads)).toEqual([[], [], []]);
  });
});
