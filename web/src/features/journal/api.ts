import type { JournalEntryBody } from '@krug/contract/journal';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

export const journalKeys = {
  all: ['journal'] as const,
  list: (author: 'me' | 'all') => ['journal', 'list', author] as const,
  onThisDay: ['journal', 'on-this-day'] as const,
};

export function useJournal(author: 'me' | 'all') {
  return useInfiniteQuery({
    queryKey: journalKeys.list(author),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.GET('/api/journal', {
          params: { query: { author, ...(pageParam ? { before: pageParam } : {}) } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** «В этот день»: the user's own things from this day of earlier years. */
export function useOnThisDay() {
  return useQuery({
    queryKey: journalKeys.onThisDay,
    queryFn: ({ signal }) => call(api.GET('/api/memories/on-this-day', { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useJournalMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: journalKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: JournalEntryBody) => call(api.POST('/api/journal', { body })),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: JournalEntryBody & { id: string }) =>
        call(api.PUT('/api/journal/{id}', { params: { path: { id } }, body })),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/journal/{id}', { params: { path: { id } } })),
      onSuccess,
    }),
  };
}
