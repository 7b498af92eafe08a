import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';

// The chat's query keys and the unread total, apart from the chat's API: the shell's badge needs
// only these (the rest loads with the chat).

export const chatKeys = {
  all: ['chat'] as const,
  groups: ['chat', 'groups'] as const,
  messages: (groupId: string) => ['chat', 'messages', groupId] as const,
  members: (groupId: string) => ['chat', 'members', groupId] as const,
  events: (groupId: string) => ['chat', 'events', groupId] as const,
  unread: ['chat', 'unread'] as const,
  typing: (groupId: string) => ['chat', 'typing', groupId] as const,
};

/** Unread messages over all groups: the navigation badge (refreshed live, see LiveConnection). */
export function useUnreadTotal() {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => call(api.GET('/api/chat-groups/unread', { signal })),
    select: (d) => d.total,
  }).data;
}
