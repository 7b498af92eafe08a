import type {
  FollowState,
  Friend,
  FriendRequest,
  FriendSuggestion,
  PersonPage,
  PrivacySettings,
  PrivacyUpdateBody,
} from '@krug/contract/people';
import type { Post } from '@krug/contract/posts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch, apiFetchPage } from '../../lib/api.ts';

const q = encodeURIComponent;

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
    queryFn: ({ signal }) => apiFetch<PersonPage>(`/api/people/${q(id)}`, { signal }),
    enabled: id !== '',
  });
}

/** Their posts the viewer may read, newest first, 20 a page (next page from the Link header). */
export function usePersonPosts(id: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: peopleKeys.posts(id),
      initialPageParam: `/api/people/${q(id)}/posts?limit=20`,
      queryFn: ({ pageParam, signal }) => apiFetchPage<Post>(pageParam, { signal }),
      getNextPageParam: (last) => last.next,
      enabled,
    }),
  );
}

export function useFriends(search: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.friends(search),
    initialPageParam: `/api/friends?limit=50${search ? `&q=${q(search)}` : ''}`,
    queryFn: ({ pageParam, signal }) => apiFetchPage<Friend>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });
}

export function useFriendRequests(direction: 'incoming' | 'outgoing') {
  return useInfiniteQuery({
    queryKey: peopleKeys.requests(direction),
    initialPageParam: `/api/friends/requests/${direction}?limit=50`,
    queryFn: ({ pageParam, signal }) => apiFetchPage<FriendRequest>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });
}

export function useSuggestions() {
  return useQuery({
    queryKey: peopleKeys.suggestions,
    queryFn: ({ signal }) => apiFetch<FriendSuggestion[]>('/api/friends/suggestions?limit=20', { signal }),
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
      mutationFn: (userId: string) =>
        apiFetch<FriendRequest>('/api/friends/requests', { method: 'POST', body: { user_id: userId } }),
      ...opts,
    }),
    accept: useMutation({
      mutationFn: (requestId: string) =>
        apiFetch<FriendRequest>(`/api/friends/requests/${q(requestId)}/accept`, { method: 'POST' }),
      ...opts,
    }),
    decline: useMutation({
      mutationFn: (requestId: string) =>
        apiFetch(`/api/friends/requests/${q(requestId)}/decline`, { method: 'POST' }),
      ...opts,
    }),
    cancel: useMutation({
      mutationFn: (requestId: string) =>
        apiFetch(`/api/friends/requests/${q(requestId)}`, { method: 'DELETE' }),
      ...opts,
    }),
    unfriend: useMutation({
      mutationFn: (userId: string) => apiFetch(`/api/friends/${q(userId)}`, { method: 'DELETE' }),
      ...opts,
    }),
    follow: useMutation({
      mutationFn: ({ userId, on }: { userId: string; on: boolean }) =>
        apiFetch<FollowState>(`/api/people/${q(userId)}/follow`, { method: on ? 'POST' : 'DELETE' }),
      ...opts,
    }),
  };
}

export function usePrivacy() {
  return useQuery({
    queryKey: peopleKeys.privacy,
    queryFn: ({ signal }) => apiFetch<PrivacySettings>('/api/users/privacy', { signal }),
  });
}

export function useSavePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyUpdateBody) =>
      apiFetch<PrivacySettings>('/api/users/privacy', { method: 'PUT', body }),
    onSuccess: (settings) => client.setQueryData(peopleKeys.privacy, settings),
  });
}
