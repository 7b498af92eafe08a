import type { BlockedPerson, BlockResult } from '@krug/contract/people';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, callPage, type Page } from '../../lib/api-client.ts';

export const blockKeys = { all: ['blocks'] as const };

/** «Заблокированные»: the people I blocked, newest first, 50 a page (next page from the Link header). */
export function useBlocked() {
  return useInfiniteQuery({
    queryKey: blockKeys.all,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }): Promise<Page<BlockedPerson>> =>
      callPage(
        api.GET('/api/blocks', { params: { query: { limit: 50, before: pageParam ?? undefined } }, signal }),
      ),
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
      mutationFn: (userId: string): Promise<BlockResult> =>
        call(api.POST('/api/blocks', { body: { user_id: userId } })),
      onSuccess: refresh,
    }),
    unblock: useMutation({
      mutationFn: (userId: string) =>
        call(api.DELETE('/api/blocks/{userId}', { params: { path: { userId } } })),
      onSuccess: refresh,
    }),
  };
}
