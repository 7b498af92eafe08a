import type {
  CreateEventBody,
  EventOccurrence,
  MoveOccurrenceBody,
  ScheduledAction,
} from '@krug/contract/chat';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { chatKeys } from '../chat/api.ts';

/** A group's events in a range, expanded into occurrences by the server (issue 21). */
export const rangeQuery = (groupId: string, from: string, to: string) => ({
  // Under chatKeys.events(groupId): a live `event.changed` refetches every range of the group.
  queryKey: [...chatKeys.events(groupId), 'range', from, to] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ scheduled_actions: ScheduledAction[]; occurrences?: EventOccurrence[] }>(
      `/api/chat-groups/${groupId}/scheduled-actions?from=${from}&to=${to}`,
      { signal },
    ),
  placeholderData: keepPreviousData,
});

/** Edit or delete an event (the whole series), move or cancel one occurrence; the group's lists refetch. */
export function useEventEdits(groupId: string) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: chatKeys.events(groupId) });
  return {
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: CreateEventBody }) =>
        apiFetch<ScheduledAction>(`/api/scheduled-actions/${id}`, { method: 'PUT', body }),
      onSettled: refetch,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<undefined>(`/api/scheduled-actions/${id}`, { method: 'DELETE' }),
      onSettled: refetch,
    }),
    move: useMutation({
      mutationFn: ({ id, date, body }: { id: string; date: string; body: MoveOccurrenceBody }) =>
        apiFetch<EventOccurrence>(`/api/scheduled-actions/${id}/occurrences/${date}`, {
          method: 'PUT',
          body,
        }),
      onSettled: refetch,
    }),
    cancel: useMutation({
      mutationFn: ({ id, date }: { id: string; date: string }) =>
        apiFetch<undefined>(`/api/scheduled-actions/${id}/occurrences/${date}`, { method: 'DELETE' }),
      onSettled: refetch,
    }),
  };
}
