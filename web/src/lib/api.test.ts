import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch.ts';
import { apiFetchPage, nextPageOf } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('nextPageOf (the Link header of a list)', () => {
  it('finds rel="next" among links, or nothing', () => {
    expect(nextPageOf('</api/posts?limit=20&before=abc>; rel="next"')).toBe('/api/posts?limit=20&before=abc');
    expect(nextPageOf('</api/a?p=1>; rel="prev", </api/a?p=3>; rel=next')).toBe('/api/a?p=3');
    expect(nextPageOf('</api/a?p=1>; rel="prev"')).toBeNull();
    expect(nextPageOf(null)).toBeNull();
  });
});

describe('apiFetchPage', () => {
  it('answers the bare array as items and the linked next page', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 1 }, { id: 2 }]), {
          status: 200,
          headers: { 'content-type': 'application/json', link: '</api/posts?before=x>; rel="next"' },
        }),
    );
    stubFetch(fetch);
    expect(await apiFetchPage('/api/posts')).toEqual({
      items: [{ id: 1 }, { id: 2 }],
      next: '/api/posts?before=x',
    });
    fetch.mockResolvedValueOnce(new Response('[]', { status: 200 }));
    expect(await apiFetchPage('/api/posts?before=x')).toEqual({ items: [], next: null });
  });
});
