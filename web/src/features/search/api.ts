import type { SearchKind } from '@krug/contract/search';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, call, callLinked } from '../../lib/api-client.ts';

export const searchKeys = {
  all: ['search'] as const,
  grouped: (q: string) => ['search', 'grouped', q] as const,
  kind: (q: string, kind: SearchKind) => ['search', 'kind', kind, q] as const,
  popularTags: ['search', 'tags', 'popular'] as const,
};

/** What a search answers, as the typed client reads it (see Highlighted's `Ranges`). */
export type SearchAnswer = Awaited<ReturnType<typeof search>>;
const search = (query: { q: string; kind?: SearchKind; before?: string }, signal?: AbortSignal) =>
  call(api.GET('/api/search', { params: { query }, signal }));

/** The first few of every kind (GET /api/search?q=); the previous answer stays while the next loads. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.grouped(q),
    queryFn: ({ signal }) => search({ q }, signal),
    enabled: q.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** One kind only (GET /api/search?q=&kind=), page after page by the Link header's address. */
export const kindQuery = (q: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callLinked(
        api.GET('/api/search', { params: { query: { q, kind, before: pageParam ?? undefined } }, signal }),
      ),
    getNextPageParam: (last) => last.next,
    enabled: q.length > 0,
    staleTime: 10_000,
  });

/** «Популярные теги»: the most used tags of public posts of the last days (GET /api/tags/popular). */
export const popularTagsQuery = () =>
  queryOptions({
    queryKey: searchKeys.popularTags,
    queryFn: ({ signal }) => call(api.GET('/api/tags/popular', { signal })),
    staleTime: 60_000,
  });
