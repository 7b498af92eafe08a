import type { CommentNode, Post } from '@krug/contract/posts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiPage, apiFetch, apiFetchPage } from '../../lib/api.ts';

export interface FeedQuery {
  module?: string | undefined;
  filter?: string | undefined;
  search?: string | undefined;
  family_id?: string | undefined;
}

export const postKeys = {
  all: ['posts'] as const,
  feed: (q: FeedQuery) => ['posts', 'feed', q] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
  one: (postId: string) => ['posts', 'one', postId] as const,
};

/**
 * The feed's query; the router also starts it early, while the session and the page load. The page
 * fetched that way counts as fresh for a moment, so the feed does not ask for it again on mount.
 */
/** The first page's address of a feed query. */
export function feedPath(q: FeedQuery) {
  const params = new URLSearchParams({ limit: '20' });
  for (const [k, v] of Object.entries(q)) if (v) params.set(k, v);
  return `/api/posts?${params}`;
}

export const feedQuery = (q: FeedQuery) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(q),
    staleTime: 5_000,
    // A page's parameter is its address: the first is built here, the next ones come from the
    // Link header of the page before (CONTRACT §1).
    initialPageParam: feedPath(q),
    queryFn: ({ pageParam, signal }) => apiFetchPage<Post>(pageParam, { signal }),
    getNextPageParam: (last) => last.next,
  });

export function useFeed(q: FeedQuery) {
  return useInfiniteQuery(feedQuery(q));
}

/** One post (`GET /api/posts/{id}`), for its own page; a hidden or deleted one answers 404. */
export function usePost(postId: string) {
  return useQuery({
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => apiFetch<Post>(`/api/posts/${encodeURIComponent(postId)}`, { signal }),
  });
}

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) => apiFetch<CommentNode[]>(`/api/posts/${postId}/comments`, { signal }),
    enabled,
  });
}

/** Replaces one post in every cached feed page and on its own page. */
function patchPost(queryClient: ReturnType<typeof useQueryClient>, postId: string, patch: (p: Post) => Post) {
  queryClient.setQueryData<Post>(postKeys.one(postId), (p) => (p ? patch(p) : p));
  queryClient.setQueriesData<{ pages: ApiPage<Post>[]; pageParams: unknown[] }>(
    { queryKey: ['posts', 'feed'] },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((pg) => ({
              ...pg,
              items: pg.items.map((p) => (p.id === postId ? patch(p) : p)),
            })),
          }
        : data,
  );
}

export function usePostMutations(postId: string) {
  const queryClient = useQueryClient();
  const refreshComments = () => {
    void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
  };
  return {
    like: useMutation({
      mutationFn: () =>
        apiFetch<{ liked: boolean; likes_count: number }>(`/api/posts/${postId}/like`, { method: 'POST' }),
      onSuccess: (r) =>
        patchPost(queryClient, postId, (p) => ({ ...p, user_liked: r.liked, likes_count: r.likes_count })),
    }),
    react: useMutation({
      mutationFn: (emoji: string) =>
        apiFetch<Pick<Post, 'user_reaction' | 'top_reactions'>>(`/api/posts/${postId}/reactions`, {
          method: 'POST',
          body: { emoji },
        }),
      onSuccess: (r) => patchPost(queryClient, postId, (p) => ({ ...p, ...r })),
    }),
    remove: useMutation({
      mutationFn: () => apiFetch(`/api/posts/${postId}`, { method: 'DELETE' }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
    }),
    comment: useMutation({
      mutationFn: (body: { content: string; parent_comment_id?: string | null }) =>
        apiFetch<CommentNode>(`/api/posts/${postId}/comments`, { method: 'POST', body }),
      onSuccess: () => {
        refreshComments();
        patchPost(queryClient, postId, (p) => ({ ...p, comments_count: p.comments_count + 1 }));
      },
    }),
    editComment: useMutation({
      mutationFn: ({ id, content }: { id: string; content: string }) =>
        apiFetch(`/api/comments/${id}`, { method: 'PUT', body: { content } }),
      onSuccess: refreshComments,
    }),
    deleteComment: useMutation({
      mutationFn: (id: string) => apiFetch(`/api/comments/${id}`, { method: 'DELETE' }),
      onSuccess: () => {
        refreshComments();
        void queryClient.invalidateQueries({ queryKey: ['posts', 'feed'] });
      },
    }),
    likeComment: useMutation({
      mutationFn: (id: string) => apiFetch(`/api/comments/${id}/like`, { method: 'POST' }),
      onSuccess: refreshComments,
    }),
  };
}
