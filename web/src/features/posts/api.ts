import type { Post } from '@krug/contract/posts';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiBody, type ApiQuery, api, call, callPage, type Page } from '../../lib/api-client.ts';

/** What a feed asks for (`GET /api/posts`): a module, a quick filter, a search, a family's wall. */
export type FeedQuery = {
  [K in 'module' | 'filter' | 'search' | 'family_id']?: ApiQuery<'/api/posts', 'get'>[K] | undefined;
};

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
/** One page of a feed: the query's parameters that are set, and the page's cursor. */
const feedPage = (q: FeedQuery, before: string | null, signal: AbortSignal) =>
  callPage(
    api.GET('/api/posts', {
      params: {
        query: {
          limit: 20,
          module: q.module || undefined,
          filter: q.filter || undefined,
          search: q.search || undefined,
          family_id: q.family_id || undefined,
          before: before ?? undefined,
        },
      },
      signal,
    }),
  );

export const feedQuery = (q: FeedQuery) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(q),
    staleTime: 5_000,
    // A page's parameter is its cursor: none for the first, the next ones from the Link header of
    // the page before (CONTRACT §1).
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => feedPage(q, pageParam, signal),
    getNextPageParam: (last) => last.next,
  });

export function useFeed(q: FeedQuery) {
  return useInfiniteQuery(feedQuery(q));
}

/** One post (`GET /api/posts/{id}`), for its own page; a hidden or deleted one answers 404. */
export function usePost(postId: string) {
  return useQuery({
    queryKey: postKeys.one(postId),
    queryFn: ({ signal }) => call(api.GET('/api/posts/{id}', { params: { path: { id: postId } }, signal })),
  });
}

export function useComments(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) =>
      call(api.GET('/api/posts/{id}/comments', { params: { path: { id: postId } }, signal })),
    enabled,
  });
}

/** Replaces one post in every cached feed page and on its own page. */
export function patchPost(queryClient: QueryClient, postId: string, patch: (p: Post) => Post) {
  queryClient.setQueryData<Post>(postKeys.one(postId), (p) => (p ? patch(p) : p));
  queryClient.setQueriesData<{ pages: Page<Post>[]; pageParams: unknown[] }>(
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

/**
 * A post after the like button (a like is the ❤️ reaction, issue 32 item 9): the caller's former
 * reaction leaves the top emojis, ❤️ joins them when liked; the count is the server's.
 */
export function liked(p: Post, isLiked: boolean, count: number): Post {
  const mine = isLiked ? '❤️' : null;
  const top = p.top_reactions
    .map((r) => (r.emoji === p.user_reaction ? { ...r, count: r.count - 1 } : r))
    .filter((r) => r.count > 0);
  if (mine) {
    const same = top.find((r) => r.emoji === mine);
    if (same) same.count += 1;
    else top.push({ emoji: mine, count: 1 });
  }
  return {
    ...p,
    user_liked: isLiked,
    user_reaction: mine,
    likes_count: count,
    top_reactions: top.sort((a, b) => b.count - a.count || a.emoji.localeCompare(b.emoji)).slice(0, 3),
  };
}

export function usePostMutations(postId: string) {
  const queryClient = useQueryClient();
  const refreshComments = () => {
    void queryClient.invalidateQueries({ queryKey: postKeys.comments(postId) });
  };
  return {
    like: useMutation({
      mutationFn: () => call(api.POST('/api/posts/{id}/like', { params: { path: { id: postId } } })),
      onSuccess: (r) => patchPost(queryClient, postId, (p) => liked(p, r.liked, r.likes_count)),
    }),
    react: useMutation({
      mutationFn: (emoji: string) =>
        call(api.POST('/api/posts/{id}/reactions', { params: { path: { id: postId } }, body: { emoji } })),
      onSuccess: (r) =>
        patchPost(queryClient, postId, (p) => ({ ...p, ...r, user_liked: r.user_reaction !== null })),
    }),
    edit: useMutation({
      mutationFn: (body: { content?: string; visibility?: Post['visibility'] }) =>
        call(api.PATCH('/api/posts/{id}', { params: { path: { id: postId } }, body })),
      onSuccess: (edited) => patchPost(queryClient, postId, () => edited),
    }),
    remove: useMutation({
      mutationFn: () => call(api.DELETE('/api/posts/{id}', { params: { path: { id: postId } } })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
    }),
    editComment: useMutation({
      mutationFn: ({ id, content }: { id: string; content: string }) =>
        call(api.PUT('/api/comments/{id}', { params: { path: { id } }, body: { content } })),
      onSuccess: refreshComments,
    }),
    deleteComment: useMutation({
      mutationFn: (id: string) => call(api.DELETE('/api/comments/{id}', { params: { path: { id } } })),
      onSuccess: () => {
        refreshComments();
        void queryClient.invalidateQueries({ queryKey: ['posts', 'feed'] });
      },
    }),
    likeComment: useMutation({
      mutationFn: (id: string) => call(api.POST('/api/comments/{id}/like', { params: { path: { id } } })),
      onSuccess: refreshComments,
    }),
  };
}

/** Publishes a post (`POST /api/posts`). */
export const createPost = (body: ApiBody<'/api/posts', 'post'>) => call(api.POST('/api/posts', { body }));
