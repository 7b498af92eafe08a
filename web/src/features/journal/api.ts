import type {
  JournalEntry,
  JournalEntryBody,
  JournalListResponse,
  OnThisDayResponse,
} from '@krug/contract/journal';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client.ts';

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
      apiFetch<JournalListResponse>(
        `/api/journal?author=${author}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** «В этот день»: the user's own things from this day of earlier years. */
export function useOnThisDay() {
  return useQuery({
    queryKey: journalKeys.onThisDay,
    queryFn: ({ signal }) => apiFetch<OnThisDayResponse>('/api/memories/on-this-day', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useJournalMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: journalKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: JournalEntryBody) =>
        apiFetch<JournalEntry>('/api/journal', { method: 'POST', body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: JournalEntryBody & { id: string }) =>
        apiFetch<JournalEntry>(`/api/journal/${id}`, { method: 'PUT', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`/api/journal/${id}`, { method: 'DELETE' }),
      onSuccess,
    }),
  };
}
