import type {
  CalendarFeed,
  CalendarFeedStatus,
  EventReminder,
  EventRemindersResponse,
} from '@krug/contract/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, tokenStore } from '../../lib/api.ts';

export const reminderKeys = {
  group: (groupId: string) => ['reminders', groupId] as const,
  feed: ['calendar-feed'] as const,
};

/** The caller's reminders for a group's events. */
export function useGroupReminders(groupId: string) {
  return useQuery({
    queryKey: reminderKeys.group(groupId),
    queryFn: ({ signal }) =>
      apiFetch<EventRemindersResponse>(`/api/chat-groups/${groupId}/reminders`, { signal }),
    select: (data) => data.reminders,
  });
}

/** Sets (`minutes` a number) or removes (null) the caller's reminder on an event. */
export function useSetReminder(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      eventId,
      minutes,
    }: {
      eventId: string;
      minutes: number | null;
    }): Promise<EventReminder | undefined> =>
      minutes === null
        ? apiFetch<undefined>(`/api/scheduled-actions/${eventId}/reminder`, { method: 'DELETE' })
        : apiFetch<EventReminder>(`/api/scheduled-actions/${eventId}/reminder`, {
            method: 'PUT',
            body: { minutes_before: minutes },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderKeys.group(groupId) }),
  });
}

export function useFeedStatus(enabled: boolean) {
  return useQuery({
    queryKey: reminderKeys.feed,
    queryFn: ({ signal }) => apiFetch<CalendarFeedStatus>('/api/calendar/feed', { signal }),
    enabled,
  });
}

export function useFeedMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reminderKeys.feed });
  return {
    create: useMutation({
      mutationFn: () => apiFetch<CalendarFeed>('/api/calendar/feed', { method: 'POST' }),
      onSettled: refresh,
    }),
    revoke: useMutation({
      mutationFn: () => apiFetch<void>('/api/calendar/feed', { method: 'DELETE' }),
      onSettled: refresh,
    }),
  };
}

/** Downloads a group's events as an .ics file (the route wants the bearer token, so not a plain link). */
export async function downloadGroupCalendar(groupId: string, fileName: string): Promise<void> {
  const token = tokenStore.get();
  const res = await fetch(`/api/chat-groups/${groupId}/events.ics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body && typeof body.detail === 'string' ? body.detail : null);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
