import type { BlockedPerson, BlockResult } from '@krug/contract/people';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiFetchPage } from '../../lib/api.ts';

export const blockKeys = { all: ['blocks'] as const };

/** «Заблокированные»: the people I blocked, newest first, 50 a page (next page from the Link header). */
export function useBlocked() {
  return useInfiniteQuery({
    queryKey: blockKeys.all,
    initialPageParam: '/api/blocks?limit=50',
    queryFn: ({ pageParam, signal }) => apiFetchPage<BlockedPerson>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });
}

/**
 * Blocking and unblocking. A block changes what the feeds, people pages, friends, search and chats
 * show (CONTRACT §8), so those are read again.
 */
export function useBlockMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all(
      [['blocks'], ['people'], ['posts'], ['chat'], ['search']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
  return {
    block: useMutation({
      mutationFn: (userId: string) =>
        apiFetch<BlockResult>('/api/blocks', { method: 'POST', body: { user_id: userId } }),
      onSuccess: refresh,
    }),
    unblock: useMutation({
      mutationFn: (userId: string) =>
        apiFetch<void>(`/api/blocks/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
