import type {
  AddMembersBody,
  ChatGroupEntry,
  ChatMessage,
  CreateEventBody,
  CreateGroupBody,
  ScheduledAction,
} from '@krug/contract/chat';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

import { chatKeys } from './unread.ts';

export { chatKeys, useUnreadTotal } from './unread.ts';

/** Who is typing in a group and when it was heard (set by the live `chat.typing` event). */
export interface Typing {
  user_id: string;
  first_name: string;
  at: number;
}

/** A live `chat.read` (another tab read a group) or a message: the group's badge and the total follow. */
export function unreadChanged(
  queryClient: ReturnType<typeof useQueryClient>,
  read?: { group_id: string; unread_count: number },
) {
  if (read)
    queryClient.setQueryData<{ chat_groups: ChatGroupEntry[] }>(chatKeys.groups, (data) =>
      data
        ? {
            chat_groups: data.chat_groups.map((g) =>
              g.group.id === read.group_id ? { ...g, unread_count: read.unread_count } : g,
            ),
          }
        : data,
    );
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
}

interface MessagesPage {
  messages: ChatMessage[];
  next_cursor: string | null;
}

export function useChatGroups() {
  return useQuery({
    queryKey: chatKeys.groups,
    queryFn: ({ signal }) => call(api.GET('/api/chat-groups', { signal })),
    select: (d) => d.chat_groups,
  });
}

/** Pages go back in time: page 0 is the newest; each page is in chronological order. */
export function useMessages(groupId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(groupId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      call(
        api.GET('/api/chat-groups/{groupId}/messages', {
          params: { path: { groupId }, query: { limit: 50, before: pageParam ?? undefined } },
          signal,
        }),
      ),
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useGroupMembers(groupId: string) {
  return useQuery({
    queryKey: chatKeys.members(groupId),
    queryFn: ({ signal }) =>
      call(api.GET('/api/chat-groups/{groupId}/members', { params: { path: { groupId } }, signal })),
    select: (d) => d.members,
  });
}

export function useGroupEvents(groupId: string) {
  return useQuery({
    queryKey: chatKeys.events(groupId),
    queryFn: ({ signal }) =>
      call(
        api.GET('/api/chat-groups/{groupId}/scheduled-actions', { params: { path: { groupId } }, signal }),
      ),
    select: (d) => d.scheduled_actions,
  });
}

/** Puts a message into the cached newest page unless it is already there (live push and own send). */
export function addMessageToCache(queryClient: ReturnType<typeof useQueryClient>, message: ChatMessage) {
  queryClient.setQueryData<{ pages: MessagesPage[]; pageParams: unknown[] }>(
    chatKeys.messages(message.group_id),
    (data) => {
      if (!data) return data;
      if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
      const [first, ...rest] = data.pages;
      if (!first) return data;
      return { ...data, pages: [{ ...first, messages: [...first.messages, message] }, ...rest] };
    },
  );
}

/** Puts the event as the server answered it into its group's cached list (and refetches it). */
export function putEventInCache(queryClient: ReturnType<typeof useQueryClient>, event: ScheduledAction) {
  queryClient.setQueryData<{ scheduled_actions: ScheduledAction[] }>(
    chatKeys.events(event.group_id),
    (data) =>
      data ? { scheduled_actions: data.scheduled_actions.map((e) => (e.id === event.id ? event : e)) } : data,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.events(event.group_id) });
}

/** A live change of the user's groups: added to one (it joins the list), removed, or its members changed. */
export function groupsChanged(
  queryClient: ReturnType<typeof useQueryClient>,
  change: { type: 'chat.group_added' | 'chat.group_removed' | 'chat.members_changed'; group_id: string },
) {
  if (change.type === 'chat.group_removed') {
    queryClient.setQueryData<{ chat_groups: ChatGroupEntry[] }>(chatKeys.groups, (data) =>
      data ? { chat_groups: data.chat_groups.filter((g) => g.group.id !== change.group_id) } : data,
    );
    queryClient.removeQueries({ queryKey: chatKeys.messages(change.group_id) });
    queryClient.removeQueries({ queryKey: chatKeys.events(change.group_id) });
    queryClient.removeQueries({ queryKey: chatKeys.members(change.group_id) });
  } else {
    void queryClient.invalidateQueries({ queryKey: chatKeys.members(change.group_id) });
  }
  void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
}

/** Tells the others «печатает…» (the server passes on at most one signal every 2 s; so do we). */
export function sendTyping(groupId: string) {
  call(api.POST('/api/chat-groups/{groupId}/typing', { params: { path: { groupId } } })).catch(() => {});
}

export function useChatMutations() {
  const queryClient = useQueryClient();
  return {
    createGroup: useMutation({
      mutationFn: (body: CreateGroupBody) => call(api.POST('/api/chat-groups', { body })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.groups }),
    }),
    createEvent: useMutation({
      mutationFn: ({ groupId, body }: { groupId: string; body: CreateEventBody }) =>
        call(
          api.POST('/api/chat-groups/{groupId}/scheduled-actions', { params: { path: { groupId } }, body }),
        ),
      onSuccess: (e) => queryClient.invalidateQueries({ queryKey: chatKeys.events(e.group_id) }),
    }),
    complete: useMutation({
      mutationFn: (eventId: string) =>
        call(api.PUT('/api/scheduled-actions/{id}/complete', { params: { path: { id: eventId } } })),
      onSuccess: (e) => putEventInCache(queryClient, e),
    }),
    /** Marks the group read up to now; the list and the navigation badge follow at once. */
    markRead: useMutation({
      mutationFn: (groupId: string) =>
        call(api.POST('/api/chat-groups/{groupId}/read', { params: { path: { groupId } }, body: {} })),
      onSuccess: ({ unread_count }, groupId) =>
        unreadChanged(queryClient, { group_id: groupId, unread_count }),
    }),
    /** «Написать сообщение»: the DIRECT group with the person, created on first use. */
    openDirect: useMutation({
      mutationFn: (userId: string) =>
        call(api.POST('/api/people/{userId}/direct', { params: { path: { userId } } })),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.groups }),
    }),
    addMembers: useMutation({
      mutationFn: ({ groupId, userIds }: { groupId: string; userIds: string[] }) =>
        call(
          api.POST('/api/chat-groups/{groupId}/members', {
            params: { path: { groupId } },
            body: { user_ids: userIds } satisfies AddMembersBody,
          }),
        ),
      onSuccess: (data, { groupId }) => {
        queryClient.setQueryData(chatKeys.members(groupId), data);
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      },
    }),
  };
}
