import type { ChatMessage } from '@krug/contract/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../lib/api-client.ts';
import { addMessageToCache, chatKeys } from './api.ts';
import { messageDeleted, messageEdited, reactionsChanged } from './message-cache.ts';

const SELF = 'self';

/** Editing, deleting, reacting to and forwarding messages (issue 31); the cache follows each answer. */
export function useMessageActions() {
  const queryClient = useQueryClient();
  return {
    edit: useMutation({
      mutationFn: ({ id, content }: { id: string; content: string }) =>
        call(api.PATCH('/api/chat-messages/{id}', { params: { path: { id } }, body: { content } })),
      onSuccess: (r) => {
        messageEdited(queryClient, { ...r, message_id: r.id });
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      },
    }),
    remove: useMutation({
      mutationFn: (m: ChatMessage) =>
        call(api.DELETE('/api/chat-messages/{id}', { params: { path: { id: m.id } } })),
      onSuccess: (_r, m) => {
        messageDeleted(queryClient, { group_id: m.group_id, message_id: m.id });
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      },
    }),
    /** `emoji` null (or the one already chosen) takes the reaction back. */
    react: useMutation({
      mutationFn: ({ message, emoji }: { message: ChatMessage; emoji: string | null }) =>
        emoji
          ? call(
              api.PUT('/api/chat-messages/{id}/reaction', {
                params: { path: { id: message.id } },
                body: { emoji },
              }),
            )
          : call(api.DELETE('/api/chat-messages/{id}/reaction', { params: { path: { id: message.id } } })),
      onSuccess: (r, { message }) =>
        // The answer is the caller's own: their choice is `my_reaction`.
        reactionsChanged(
          queryClient,
          {
            group_id: message.group_id,
            message_id: r.message_id,
            reactions: r.reactions,
            user_id: SELF,
            emoji: r.my_reaction,
          },
          SELF,
        ),
    }),
    forward: useMutation({
      mutationFn: ({ message, groupId }: { message: ChatMessage; groupId: string }) =>
        call(
          api.POST('/api/chat-messages/{id}/forward', {
            params: { path: { id: message.id } },
            body: { group_id: groupId, client_key: crypto.randomUUID() },
          }),
        ),
      onSuccess: (m) => {
        addMessageToCache(queryClient, m);
        void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
      },
    }),
  };
}
