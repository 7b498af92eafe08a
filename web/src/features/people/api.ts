import type { PrivacyUpdateBody } from '@krug/contract/people';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, call, callPage } from '../../lib/api-client.ts';

export const peopleKeys = {
  all: ['people'] as const,
  person: (id: string) => ['people', 'person', id] as const,
  posts: (id: string) => ['people', 'posts', id] as const,
  friends: (search: string) => ['people', 'friends', search] as const,
  requests: (direction: 'incoming' | 'outgoing') => ['people', 'requests', direction] as const,
  suggestions: ['people', 'suggestions'] as const,
  privacy: ['people', 'privacy'] as const,
};

/** `GET /api/people/{id}`: the page, its counts and how the viewer stands with the person. */
export function usePerson(id: string) {
  return useQuery({
    queryKey: peopleKeys.person(id),
    queryFn: ({ signal }) =>
      call(api.GET('/api/people/{userId}', { params: { path: { userId: id } }, signal })),
    enabled: id !== '',
  });
}

/** Their posts the viewer may read, newest first, 20 a page (next page from the Link header). */
export function usePersonPosts(id: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: peopleKeys.posts(id),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        callPage(
          api.GET('/api/people/{userId}/posts', {
            params: { path: { userId: id }, query: { limit: 20, before: pageParam ?? undefined } },
            signal,
          }),
        ),
      getNextPageParam: (last) => last.next,
      enabled,
    }),
  );
}

export function useFriends(search: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.friends(search),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callPage(
        api.GET('/api/friends', {
          params: { query: { limit: 50, q: search || undefined, before: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next,
  });
}

export function useFriendRequests(direction: 'incoming' | 'outgoing') {
  return useInfiniteQuery({
    queryKey: peopleKeys.requests(direction),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callPage(
        api.GET(
          direction === 'incoming' ? '/api/friends/requests/incoming' : '/api/friends/requests/outgoing',
          { params: { query: { limit: 50, before: pageParam ?? undefined } }, signal },
        ),
      ),
    getNextPageParam: (last) => last.next,
  });
}

export function useSuggestions() {
  return useQuery({
    queryKey: peopleKeys.suggestions,
    queryFn: ({ signal }) =>
      call(api.GET('/api/friends/suggestions', { params: { query: { limit: 20 } }, signal })),
  });
}

/**
 * Every change of the graph: friend requests (send, accept, decline, cancel), unfriending and
 * following. Each one refreshes every people list and page, so counts and buttons agree.
 */
export function usePeopleMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: peopleKeys.all });
  const opts = { onSettled: refresh };
  return {
    request: useMutation({
      mutationFn: (userId: string) => call(api.POST('/api/friends/requests', { body: { user_id: userId } })),
      ...opts,
    }),
    accept: useMutation({
      mutationFn: (requestId: string) =>
        call(api.POST('/api/friends/requests/{id}/accept', { params: { path: { id: requestId } } })),
      ...opts,
    }),
    decline: useMutation({
      mutationFn: (requestId: string) =>
        call(api.POST('/api/friends/requests/{id}/decline', { params: { path: { id: requestId } } })),
      ...opts,
    }),
    cancel: useMutation({
      mutationFn: (requestId: string) =>
        call(api.DELETE('/api/friends/requests/{id}', { params: { path: { id: requestId } } })),
      ...opts,
    }),
    unfriend: useMutation({
      mutationFn: (userId: string) =>
        call(api.DELETE('/api/friends/{userId}', { params: { path: { userId } } })),
      ...opts,
    }),
    follow: useMutation({
      mutationFn: ({ userId, on }: { userId: string; on: boolean }) =>
        on
          ? call(api.POST('/api/people/{userId}/follow', { params: { path: { userId } } }))
          : call(api.DELETE('/api/people/{userId}/follow', { params: { path: { userId } } })),
      ...opts,
    }),
  };
}

export function usePrivacy() {
  return useQuery({
    queryKey: peopleKeys.privacy,
    queryFn: ({ signal }) => call(api.GET('/api/users/privacy', { signal })),
  });
}

export function useSavePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyUpdateBody) => call(api.PUT('/api/users/privacy', { body })),
    onSuccess: (settings) => client.setQueryData(peopleKeys.privacy, settings),
  });
}

/** Friends online now (`GET /api/friends/online`). */
export const fetchOnlineFriends = (signal?: AbortSignal) => call(api.GET('/api/friends/online', { signal }));
