import type { Notification, UnreadCount } from '@krug/contract/notifications';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, call, callPage, type Page } from '../../lib/api-client.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** The panel's list, newest first; further pages follow the Link header. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callPage(
        api.GET('/api/notifications', {
          params: { query: { limit: 20, before: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next,
  });

/** The bell's figure (`GET /api/notifications/unread-count`). */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => call(api.GET('/api/notifications/unread-count', { signal })),
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

type ListData = InfiniteData<Page<Notification>, string | null>;

/** Marks what the panel shows read at once (all, or the given one) and answers how many it changed. */
function markReadInCache(queryClient: QueryClient, id: string | null) {
  let changed = 0;
  queryClient.setQueryData<ListData>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((pg) => ({
            ...pg,
            items: pg.items.map((n) => {
              if (n.is_read || (id !== null && n.id !== id)) return n;
              changed += 1;
              return { ...n, is_read: true };
            }),
          })),
        }
      : data,
  );
  return changed;
}

/**
 * Marks notifications read (`PUT /api/notifications/{id}/read`, or all with no id): the panel and
 * the bell's figure change at once; afterwards both are read again (the server's figure wins).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id
        ? call(api.PUT('/api/notifications/{id}/read', { params: { path: { id } } }))
        : call(api.PUT('/api/notifications/read-all')),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const changed = markReadInCache(queryClient, id);
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, (c) =>
        c ? { count: id === null ? 0 : Math.max(0, c.count - changed) } : c,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
