import type { ChatMessage, MessageQuote, SendMessageBody } from '@krug/contract/chat';
import {
  type Mutation,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';
import { api, call } from '../../lib/api-client.ts';
import { addMessageToCache, chatKeys } from './api.ts';

/**
 * The chat's outbox (issue 35 §2). Every message is sent as a mutation carrying a key made on this
 * device (`client_key`): offline, TanStack Query pauses it (networkMode 'online') and sends it when
 * the network returns; a send that fails on the way (network, 5xx) is tried again with the same
 * key, and the server makes one message of one key, so a message goes out exactly once. Messages
 * share one scope, so they leave in the order they were written. Until it leaves, a message is
 * shown as «отправляется» and can be cancelled (removed from the mutation cache, it is never
 * resumed). Waiting messages are kept across a restart with the offline cache (one user's only);
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
type Failed = OutgoingMessage[];

function addFailed(queryClient: QueryClient, message: OutgoingMessage) {
  queryClient.setQueryData<Failed>(failedKey, (list = []) => [
    ...list.filter((m) => m.clientKey !== message.clientKey),
    message,
  ]);
}

/** Forgets a failed message (to retry it, or for good). */
export function dropFailed(queryClient: QueryClient, clientKey: string) {
  queryClient.setQueryData<Failed>(failedKey, (list = []) => list.filter((m) => m.clientKey !== clientKey));
}

/** This group's messages that were not sent. */
export function useFailedMessages(groupId: string): OutgoingMessage[] {
  const { data } = useQuery({
    queryKey: failedKey,
    queryFn: () => [] as Failed,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return (data ?? []).filter((m) => m.groupId === groupId);
}

export const outboxKey = [...chatKeys.all, 'send'] as const;

/** Retried: failures that never reached the server or that it could not handle; not a 4xx. */
const retryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/**
 * How an outbox message is sent, registered as the client's mutation defaults for `outboxKey`, so a
 * message kept across a restart (features/pwa/offline-cache.ts restores paused mutations) is sent
 * the same way once the network returns.
 */
export function setOutboxDefaults(queryClient: QueryClient) {
  queryClient.setMutationDefaults(outboxKey, {
    scope: { id: 'chat-outbox' },
    mutationFn: (variables: unknown) => {
      const { groupId, content, clientKey, mediaIds, replyTo, mentionIds } = variables as OutgoingMessage;
      return call(
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
      );
    },
    retry: (failures, err) => failures < 5 && retryable(err),
    onSuccess: (message) => {
      addMessageToCache(queryClient, message as ChatMessage);
      void queryClient.invalidateQueries({ queryKey: chatKeys.groups });
    },
    // Refused, or still failing after the retries: kept as «Не отправлено» (issue 31).
    onError: (_err, variables) => addFailed(queryClient, variables as OutgoingMessage),
  });
}

/** Paused messages of the outbox: kept across a restart by the offline cache. */
export const isOutboxMutation = (m: Mutation<unknown, Error, unknown>) =>
  m.state.isPaused &&
  m.options.mutationKey?.[0] === outboxKey[0] &&
  m.options.mutationKey?.[1] === outboxKey[1];

/** Sends a message through the outbox; `onFailed` hears a refusal (the message shows «Не отправлено»). */
export function useSendMessage(onFailed: (message: OutgoingMessage, error: unknown) => void) {
  const queryClient = useQueryClient();
  // Idempotent: the defaults are set once per client, here and by the offline cache alike.
  setOutboxDefaults(queryClient);
  return useMutation<ChatMessage, Error, OutgoingMessage>({
    mutationKey: outboxKey,
    // Replaces the defaults' onError for mutations made here, so it keeps the message too.
    onError: (err, message) => {
      addFailed(queryClient, message);
      onFailed(message, err);
    },
  });
}

/**
 * A message written here that has not left yet. `waiting`: it has never been tried and waits for
 * the network, so it can still be cancelled (one tried once may have reached the server).
 */
export interface PendingMessage extends OutgoingMessage {
  waiting: boolean;
}

const waiting = (m: Mutation<unknown, Error, unknown>) => m.state.isPaused && m.state.failureCount === 0;

const isPendingIn = (groupId: string) => (m: Mutation<unknown, Error, unknown>) =>
  m.state.status === 'pending' && (m.state.variables as OutgoingMessage | undefined)?.groupId === groupId;

/** This group's messages still in the outbox, oldest first. */
export function usePendingMessages(groupId: string): PendingMessage[] {
  return useMutationState({
    filters: { mutationKey: outboxKey, predicate: isPendingIn(groupId) },
    select: (m) => ({ ...(m.state.variables as OutgoingMessage), waiting: waiting(m) }),
  });
}

/** Cancels a message that is still waiting for the network; one on its way can no longer be stopped. */
export function useCancelMessage() {
  const queryClient = useQueryClient();
  return (clientKey: string) => {
    const cache = queryClient.getMutationCache();
    const mutation = cache.find({
      mutationKey: outboxKey,
      predicate: (m) =>
        waiting(m) && (m.state.variables as OutgoingMessage | undefined)?.clientKey === clientKey,
    });
    if (mutation) cache.remove(mutation);
  };
}

/** «Повторить»: the failed message goes out again with its own key (the server makes it once). */
export function useRetryMessage(onFailed: (message: OutgoingMessage, error: unknown) => void) {
  const queryClient = useQueryClient();
  const send = useSendMessage(onFailed);
  return (message: OutgoingMessage) => {
    dropFailed(queryClient, message.clientKey);
    send.mutate(message);
  };
}
