import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SentInit, stubFetch } from '../test/fetch.ts';
import { ApiError, NETWORK_ERROR, tokenStore } from './api.ts';
import { api, call, callPage, nextCursorOf } from './api-client.ts';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the typed client', () => {
  it('sends the path with its parameters, the body as JSON and the stored token', async () => {
    tokenStore.set('jwt-1');
    const server = stubFetch(vi.fn(async (_path: string, _init: SentInit) => json(201, { id: 'c1' })));
    await call(
      api.POST('/api/posts/{id}/comments', {
        params: { path: { id: 'p 1' } },
        body: { content: 'Привет' },
      }),
    );
    const [path, init] = server.mock.calls[0] ?? [];
    expect(path).toBe('/api/posts/p%201/comments');
    expect(init?.method).toBe('POST');
    expect(init?.headers.authorization).toBe('Bearer jwt-1');
    expect(JSON.parse(init?.body ?? 'null')).toEqual({ content: 'Привет' });
  });

  it('answers undefined for 204 and throws ApiError with the detail and field of a refusal', async () => {
    const server = stubFetch(vi.fn(async () => new Response(null, { status: 204 })));
    expect(await call(api.DELETE('/api/comments/{id}', { params: { path: { id: 'c1' } } }))).toBeUndefined();
    server.mockResolvedValueOnce(json(422, { detail: 'Слишком длинно', field: 'content' }));
    const err = await call(
      api.PUT('/api/comments/{id}', { params: { path: { id: 'c1' } }, body: { content: 'x' } }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, detail: 'Слишком длинно', field: 'content' });
  });

  it('turns a request that never reached the server into ApiError(0), and keeps an abort an abort', async () => {
    stubFetch(vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')));
    await expect(call(api.GET('/api/auth/me'))).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR });
    const aborted = new AbortController();
    aborted.abort();
    stubFetch(
      vi.fn(async (_: string, init: { signal?: AbortSignal }) => {
        init.signal?.throwIfAborted();
        return json(200, {});
      }),
    );
    await expect(call(api.GET('/api/auth/me', { signal: aborted.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('reads a list page: the bare array and the cursor of the linked next page', async () => {
    const server = stubFetch(
      vi.fn(async (_path: string, _init: SentInit) =>
        json(200, [{ id: 'n1' }], { link: '</api/notifications?limit=20&before=c2>; rel="next"' }),
      ),
    );
    const first = await callPage(api.GET('/api/notifications', { params: { query: { limit: 20 } } }));
    expect(first).toEqual({ items: [{ id: 'n1' }], next: 'c2' });
    server.mockResolvedValueOnce(json(200, []));
    const last = await callPage(
      api.GET('/api/notifications', { params: { query: { limit: 20, before: first.next ?? undefined } } }),
    );
    expect(last).toEqual({ items: [], next: null });
    expect(server.mock.calls.map(([path]) => path)).toEqual([
      '/api/notifications?limit=20',
      '/api/notifications?limit=20&before=c2',
    ]);
  });

  it('finds the next cursor in a Link header', () => {
    expect(nextCursorOf('</api/a?limit=5&before=x%3Dy>; rel="next"')).toBe('x=y');
    expect(nextCursorOf('</api/a?p=1>; rel="prev"')).toBeNull();
    expect(nextCursorOf(null)).toBeNull();
  });
});
