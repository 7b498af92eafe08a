import type { CreateEventBody, MoveOccurrenceBody, RsvpResponse } from '@krug/contract/chat';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { chatKeys } from '../chat/api.ts';

/** A group's events in a range, expanded into occurrences by the server (issue 21). */
export const rangeQuery = (groupId: string, from: string, to: string) => ({
  // Under chatKeys.events(groupId): a live `event.changed` refetches every range of the group.
  queryKey: [...chatKeys.events(groupId), 'range', from, to] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(
      api.GET('/api/chat-groups/{groupId}/scheduled-actions', {
        params: { path: { groupId }, query: { from, to } },
        signal,
      }),
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
        call(api.PUT('/api/scheduled-actions/{id}', { params: { path: { id } }, body })),
      onSettled: refetch,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        call(api.DELETE('/api/scheduled-actions/{id}', { params: { path: { id } } })),
      onSettled: refetch,
    }),
    move: useMutation({
      mutationFn: ({ id, date, body }: { id: string; date: string; body: MoveOccurrenceBody }) =>
        call(
          api.PUT('/api/scheduled-actions/{id}/occurrences/{date}', { params: { path: { id, date } }, body }),
        ),
      onSettled: refetch,
    }),
    cancel: useMutation({
      mutationFn: ({ id, date }: { id: string; date: string }) =>
        call(
          api.DELETE('/api/scheduled-actions/{id}/occurrences/{date}', { params: { path: { id, date } } }),
        ),
      onSettled: refetch,
    }),
  };
}

/** Answers an event's invitation (`response`), or takes the answer back (null); answers the event. */
export const sendRsvp = (id: string, response: RsvpResponse | null) =>
  response
    ? call(api.PUT('/api/scheduled-actions/{id}/rsvp', { params: { path: { id } }, body: { response } }))
    : call(api.DELETE('/api/scheduled-actions/{id}/rsvp', { params: { path: { id } } }));
