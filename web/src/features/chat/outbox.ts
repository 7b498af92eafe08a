import type { ChatMessage, MessageQuote, SendMessageBody } from '@krug/contract/chat';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, call } from '../../lib/api-client.ts';
import { defineOutbox, type Pending } from '../../lib/outbox.ts';
import { addMessageToCache, chatKeys } from './api.ts';
import { arrivedKey, forgetArrived } from './message-cache.ts';

/**
 * The chat's outbox (issue 35 §2; the mechanics are lib/outbox.ts'): every message is sent with a
 * key made on this device (`client_key`), waits offline as «отправляется», leaves once when the
 * network returns, in the order written, and is kept across a restart with the offline cache;
 * signing out clears the cache, outbox included.
 */
export interface OutgoingMessage {
  groupId: string;
  content: string;
  clientKey: string;
  /** Issue 31: the message's files, already uploaded. */
  mediaIds?: string[];
  /** The message answered (issue 31), with its quote to show while this one waits. */
  replyTo?: MessageQuote | null;
  /** Members named with «@». */
  mentionIds?: string[];
}

/** A message the server refused (or that never got through): «Не отправлено», «Повторить» / «Удалить». */
export const failedKey = [...chatKeys.all, 'failed'] as const;
export const outboxKey = [...chatKeys.all, 'send'] as const;

export const chatOutbox = defineOutbox<OutgoingMessage, ChatMessage>({
  key: outboxKey,
  failedKey,
  send: ({ groupId, content, clientKey, mediaIds, replyTo, mentionIds }) =>
    call(
      api.POST('/api/chat-groups/{groupId}/messages', {
        params: { path: { groupId } },
        body: {
          group_id: groupId,
          content,
          message_type: 'TEXT',
          client_key: clientKey,
          ...(mediaIds?.length ? { media_ids: mediaIds } : {}),
          ...(replyTo ? { reply_to_id: replyTo.id } : {}),
          ...(mentionIds?.length ? { mention_ids: mentionIds } : {}),
        } satisfies z.input<typeof SendMessageBody>,
      }),
    ),
  onSent: (queryClient, message, item) => {
    addMessageToCache(queryClient, message);
    forgetArrived(queryClient, item.clientKey);
    void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
  },
});

/** Forgets a failed message (to retry it, or for good). */
export const dropFailed = (queryClient: QueryClient, clientKey: string) =>
  chatOutbox.dropFailed(queryClient, clientKey);

/** This group's messages that were not sent. */
export const useFailedMessages = (groupId: string): OutgoingMessage[] =>
  chatOutbox.useFailed((m) => m.groupId === groupId);

/** Sends a message through the outbox; `onFailed` hears a refusal (the message shows «Не отправлено»). */
export const useSendMessage = (onFailed: (message: OutgoingMessage, error: unknown) => void) =>
  chatOutbox.useSend(onFailed);

/**
 * A message written here that has not left yet. `waiting`: it has never been tried and waits for
 * the network, so it can still be cancelled (one tried once may have reached the server).
 */
export type PendingMessage = Pending<OutgoingMessage>;

/** This group's messages still in the outbox, oldest first. */
export const usePendingMessages = (groupId: string): PendingMessage[] => {
  const { data: arrived = [] } = useQuery({
    queryKey: arrivedKey,
    queryFn: () => [] as string[],
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const pending = chatOutbox.usePending((m) => m.groupId === groupId);
  return arrived.length ? pending.filter((m) => !arrived.includes(m.clientKey)) : pending;
};

/** Cancels a message that is still waiting for the network; one on its way can no longer be stopped. */
export const useCancelMessage = chatOutbox.useCancel;

/** «Повторить»: the failed message goes out again with its own key (the server makes it once). */
export const useRetryMessage = (onFailed: (message: OutgoingMessage, error: unknown) => void) =>
  chatOutbox.useRetry(onFailed);
