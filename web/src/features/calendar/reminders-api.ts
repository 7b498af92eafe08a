import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

export const reminderKeys = {
  group: (groupId: string) => ['reminders', groupId] as const,
  feed: ['calendar-feed'] as const,
};

/** The caller's reminders for a group's events. */
export function useGroupReminders(groupId: string) {
  return useQuery({
    queryKey: reminderKeys.group(groupId),
    queryFn: ({ signal }) =>
      call(api.GET('/api/chat-groups/{groupId}/reminders', { params: { path: { groupId } }, signal })),
    select: (data) => data.reminders,
  });
}

/** Sets (`minutes` a number) or removes (null) the caller's reminder on an event. */
export function useSetReminder(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ eventId, minutes }: { eventId: string; minutes: number | null }) => {
      const path = { id: eventId };
      if (minutes === null)
        await call(api.DELETE('/api/scheduled-actions/{id}/reminder', { params: { path } }));
      else
        await call(
          api.PUT('/api/scheduled-actions/{id}/reminder', {
            params: { path },
            body: { minutes_before: minutes },
          }),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.group(groupId) }),
  });
}

export function useFeedStatus(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.feed,
    queryFn: ({ signal }) => call(api.GET('/api/calendar/feed', { signal })),
    enabled,
  });
}

export function useFeedMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reminderKeys.feed });
  return {
    create: useMutation({
      mutationFn: () => call(api.POST('/api/calendar/feed')),
      onSettled: refresh,
    }),
    revoke: useMutation({
      mutationFn: () => call(api.DELETE('/api/calendar/feed')),
      onSettled: refresh,
    }),
  };
}

/** Downloads a group's events as an .ics file (the route wants the bearer token, so not a plain link). */
export async function downloadGroupCalendar(groupId: string, fileName: string): Promise<void> {
  const ics = await call(
    api.GET('/api/chat-groups/{groupId}/events.ics', { params: { path: { groupId } }, parseAs: 'blob' }),
  );
  const url = URL.createObjectURL(ics);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
