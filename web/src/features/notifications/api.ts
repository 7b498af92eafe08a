import type { Notification, UnreadCount } from '@krug/contract/notifications';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiFetchPage } from '../../lib/api.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** The panel's list, newest first; further pages follow the Link header. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: '/api/notifications?limit=20',
    queryFn: ({ pageParam, signal }) => apiFetchPage<Notification>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });

/** The bell's figure (`GET /api/notifications/unread-count`). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => apiFetch<UnreadCount>('/api/notifications/unread-count', { signal }),
  });

/**
 * A notification arrived live: the bell counts it at once, then the count and the list are read
 * again (the server's figure wins).
 */
export function notificationArrived(queryClient: QueryClient) {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (c) =>
    c ? { count: c.count + 1 } : c,
  );
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}
