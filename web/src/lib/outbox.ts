import {
  type Mutation,
  type QueryClient,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError } from './api.ts';

/**
 * An outbox (issue 35 §2): what is written here is sent as a mutation carrying a key made on this
 * device (`client_key`). Offline, TanStack Query pauses it (networkMode 'online') and sends it when
 * the network returns; a send that fails on the way (network, 5xx) is tried again with the same key,
 * and the server makes one item of one key, so it goes out exactly once. An outbox's items share one
 * scope, so they leave in the order they were written. Until it leaves, an item is shown as
 * «отправляется» and can be cancelled while it has never been tried (removed from the mutation
 * cache, it is never resumed). Waiting items are kept across a restart with the offline cache
 * (features/pwa/offline-cache.ts); one the server refused, or that still failed after the retries,
 * is kept as «Не отправлено» with «Повторить» (the same key) and «Удалить».
 *
 * The chat's messages (chat/outbox.ts), posts and comments (posts/outbox.ts) each have one.
 */
export interface Outgoing {
  clientKey: string;
}

export interface OutboxSpec<V extends Outgoing, R> {
  /** The mutation key: its first two parts name the outbox. */
  key: readonly [string, string];
  /** Where its failed items are kept in the query cache. */
  failedKey: readonly unknown[];
  /** Sends one item (with its key). */
  send(item: V): Promise<R>;
  /** After the server made it (or answered the one made before with the same key). */
  onSent?(queryClient: QueryClient, result: R, item: V): void;
}

/** Retried: failures that never reached the server or that it could not handle; not a 4xx. */
const retryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

/** Never tried yet, waiting for the network: it can still be cancelled (one tried may have arrived). */
const waiting = (m: { state: { isPaused: boolean; failureCount: number } }) =>
  m.state.isPaused && m.state.failureCount === 0;

export type Pending<V> = V & { waiting: boolean };

export function defineOutbox<V extends Outgoing, R>(spec: OutboxSpec<V, R>) {
  const { key, failedKey } = spec;
  const scope = { id: `${key[0]}-${key[1]}-outbox` };
  const itemOf = (m: { state: { variables: unknown } }) => m.state.variables as V | undefined;

  function addFailed(queryClient: QueryClient, item: V) {
    queryClient.setQueryData<V[]>(failedKey, (list = []) => [
      ...list.filter((m) => m.clientKey !== item.clientKey),
      item,
    ]);
  }

  /** Forgets a failed item (to retry it, or for good). */
  function dropFailed(queryClient: QueryClient, clientKey: string) {
    queryClient.setQueryData<V[]>(failedKey, (list = []) => list.filter((m) => m.clientKey !== clientKey));
  }

  /**
   * How an item is sent, registered as the client's mutation defaults for `key`, so an item kept
   * across a restart (the offline cache restores paused mutations) is sent the same way. Idempotent.
   */
  function setDefaults(queryClient: QueryClient) {
    queryClient.setMutationDefaults(key, {
      scope,
      mutationFn: (variables: unknown) => spec.send(variables as V),
      retry: (failures, err) => failures < 5 && retryable(err),
      onSuccess: (result, variables) => spec.onSent?.(queryClient, result as R, variables as V),
      // Refused, or still failing after the retries: kept as «Не отправлено».
      onError: (_err, variables) => addFailed(queryClient, variables as V),
    });
  }

  /** A paused item of this outbox: kept across a restart by the offline cache. */
  const isWaitingMutation = (m: Mutation<unknown, Error, unknown>) =>
    m.state.isPaused && m.options.mutationKey?.[0] === key[0] && m.options.mutationKey?.[1] === key[1];

  /** Sends an item through the outbox; `onFailed` hears a refusal (the item shows «Не отправлено»). */
  function useSend(onFailed?: (item: V, error: unknown) => void) {
    const queryClient = useQueryClient();
    setDefaults(queryClient);
    return useMutation<R, Error, V>({
      mutationKey: key,
      // Replaces the defaults' onError for mutations made here, so it keeps the item too.
      onError: (err, item) => {
        addFailed(queryClient, item);
        onFailed?.(item, err);
      },
    });
  }

  /** The items matching `filter` still in the outbox, oldest first. */
  function usePending(filter: (item: V) => boolean): Pending<V>[] {
    return useMutationState({
      filters: {
        mutationKey: key,
        predicate: (m) => {
          const item = itemOf(m);
          return m.state.status === 'pending' && !!item && filter(item);
        },
      },
      select: (m) => ({ ...(m.state.variables as V), waiting: waiting(m) }),
    });
  }

  /** The items matching `filter` that were not sent. */
  function useFailed(filter: (item: V) => boolean): V[] {
    const { data } = useQuery({
      queryKey: failedKey,
      queryFn: () => [] as V[],
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    });
    return (data ?? []).filter(filter);
  }

  /** Cancels an item still waiting for the network; one on its way can no longer be stopped. */
  function useCancel() {
    const queryClient = useQueryClient();
    return (clientKey: string) => {
      const cache = queryClient.getMutationCache();
      const mutation = cache.find({
        mutationKey: key,
        predicate: (m) => waiting(m) && itemOf(m)?.clientKey === clientKey,
      });
      if (mutation) cache.remove(mutation);
    };
  }

  /** «Повторить»: the failed item goes out again with its own key (the server makes it once). */
  function useRetry(onFailed?: (item: V, error: unknown) => void) {
    const queryClient = useQueryClient();
    const send = useSend(onFailed);
    return (item: V) => {
      dropFailed(queryClient, item.clientKey);
      send.mutate(item);
    };
  }

  return {
    key,
    failedKey,
    setDefaults,
    isWaitingMutation,
    dropFailed,
    useSend,
    usePending,
    useFailed,
    useCancel,
    useRetry,
  };
}

export type Outbox = Pick<ReturnType<typeof defineOutbox>, 'setDefaults' | 'isWaitingMutation'>;
