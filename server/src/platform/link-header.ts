import type { FastifyReply } from 'fastify';

/** One page of a keyset-paginated list and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/**
 * The `Link` header value pointing at the next page (CONTRACT §1): the request's own path and
 * query with `before` set to the cursor, so every other parameter (filters, limit) carries over.
 */
export function nextLink(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('before', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

/** Answers a page as a bare array, with `Link: <…>; rel="next"` unless it is the last page. */
export function sendPage<T>(request: { url: string }, reply: FastifyReply, page: Page<T>): T[] {
  if (page.next) reply.header('link', nextLink(request.url, page.next));
  return page.items;
}
