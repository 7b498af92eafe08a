import type { SearchResponse } from '@krug/contract/search';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** Posts «Показать ещё записи» asks for at once (one page, newest first). */
export const MORE_POSTS_LIMIT = 50;

export const searchKeys = {
  all: ['search'] as const,
  grouped: (q: string) => ['search', 'grouped', q] as const,
  posts: (q: string) => ['search', 'posts', q] as const,
};

/** The first few of every kind (GET /api/search?q=). */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.grouped(q),
    queryFn: ({ signal }) => apiFetch<SearchResponse>(`/api/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length > 0,
    staleTime: 10_000,
  });

/** More posts only (GET /api/search?kind=posts). */
export const morePostsQuery = (q: string, enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.posts(q),
    queryFn: ({ signal }) =>
      apiFetch<SearchResponse>(
        `/api/search?kind=posts&limit=${MORE_POSTS_LIMIT}&q=${encodeURIComponent(q)}`,
        { signal },
      ),
    enabled: enabled && q.length > 0,
    staleTime: 10_000,
  });
