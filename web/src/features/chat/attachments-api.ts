import type { ChatGroupEntry } from '@krug/contract/chat';
import {
  type MuteDuration,
  type SharedMediaKind,
  SharedMediaResponse,
} from '@krug/contract/chat-attachments';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { chatKeys } from './api.ts';

export const sharedMediaKey = (groupId: string, kind: SharedMediaKind) =>
  [...chatKeys.all, 'shared', groupId, kind] as const;

/** A group's shared photos and videos, or its files, newest first, a page at a time. */
export function useSharedMedia(groupId: string, kind: SharedMediaKind) {
  return useInfiniteQuery({
    queryKey: sharedMediaKey(groupId, kind),
    initialPageParam: null as string | null,
    // Checked against the contract: an answer of another shape is an error state, never a broken grid.
    queryFn: async ({ pageParam, signal }) =>
      SharedMediaResponse.parse(
        await call(
          api.GET('/api/chat-groups/{groupId}/media', {
            params: { path: { groupId }, query: { kind, limit: 24, before: pageParam ?? undefined } },
            signal,
          }),
        ),
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

/** Mutes the group for me (1 hour, 8 hours, for good) or, with null, unmutes it; the list follows. */
export function useMuteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (duration: MuteDuration | null) =>
      duration
        ? call(
            api.PUT('/api/chat-groups/{groupId}/mute', {
              params: { path: { groupId } },
              body: { duration },
            }),
          )
        : call(api.DELETE('/api/chat-groups/{groupId}/mute', { params: { path: { groupId } } })),
    onSuccess: ({ muted_until }) => {
      queryClient.setQueryData<{ chat_groups: ChatGroupEntry[] }>(chatKeys.groups, (data) =>
        data
          ? {
              chat_groups: data.chat_groups.map((g) => (g.group.id === groupId ? { ...g, muted_until } : g)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    },
  });
}

/** Which messages of a send answer's group get attachments refreshed: every shared-media list of it. */
export const sharedMediaChanged = (queryClient: ReturnType<typeof useQueryClient>, groupId: string) =>
  queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'shared', groupId] });
