import { type Mock, vi } from 'vitest';

/** What a stubbed fetch sees of a call: the path with its query, the method, the headers, the body as text. */
export interface SentInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

type Handler = (path: string, init: SentInit) => unknown;

/**
 * Stubs `fetch` for a component test. The typed client (lib/api-client.ts) sends a `Request` to an
 * absolute address; `handler` (a `vi.fn()` the test keeps, to read its calls) gets what a server
 * would see instead: `/api/…?…`, the method, the headers (lower-case names) and the body as text
 * (`JSON.parse(init.body)`). A plain `fetch(url, init)` call reaches it unchanged.
 */
export function stubFetch<H extends Handler>(handler: H): H & Mock<Handler> {
  const mock = (vi.isMockFunction(handler) ? handler : vi.fn(handler)) as H & Mock<Handler>;
  vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit): Promise<Response> => {
    if (!(input instanceof Request))
      return (await mock(String(input), (init ?? { method: 'GET', headers: {} }) as SentInit)) as Response;
    const url = new URL(input.url);
    const text = input.method === 'GET' || input.method === 'HEAD' ? '' : await input.text();
    return (await mock(`${url.pathname}${url.search}`, {
      method: input.method,
      headers: Object.fromEntries(input.headers),
      ...(text ? { body: text } : {}),
      signal: input.signal,
    })) as Response;
  });
  return mock;
}
