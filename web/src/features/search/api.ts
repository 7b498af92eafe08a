import type { PopularTagsResponse, SearchKind, SearchResponse } from '@krug/contract/search';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiFetchLinked } from '../../lib/api.ts';

export const searchKeys = {
  all: ['search'] as const,
  grouped: (q: string) => ['search', 'grouped', q] as const,
  kind: (q: string, kind: SearchKind) => ['search', 'kind', kind, q] as const,
  popularTags: ['search', 'tags', 'popular'] as const,
};

/** The first few of every kind (GET /api/search?q=); the previous answer stays while the next loads. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.grouped(q),
    queryFn: ({ signal }) => apiFetch<SearchResponse>(`/api/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

/** One kind only (GET /api/search?q=&kind=), page after page by the Link header's address. */
export const kindQuery = (q: string, kind: SearchKind) =>
  infiniteQueryOptions({
    queryKey: searchKeys.kind(q, kind),
    initialPageParam: `/api/search?q=${encodeURIComponent(q)}&kind=${kind}`,
    queryFn: ({ pageParam, signal }) => apiFetchLinked<SearchResponse>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
    enabled: q.length > 0,
    staleTime: 10_000,
  });

/** «Популярные теги»: the most used tags of public posts of the last days (GET /api/tags/popular). */
export const popularTagsQuery = () =>
  queryOptions({
    queryKey: searchKeys.popularTags,
    queryFn: ({ signal }) => apiFetch<PopularTagsResponse>('/api/tags/popular', { signal }),
    staleTime: 60_000,
  });
