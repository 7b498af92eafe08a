import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, keys, set } from 'idb-keyval';
import { tokenStore } from '../../lib/api.ts';
import { sessionEvents, tokenUserId } from '../../lib/session-events.ts';
import { chatOutbox } from '../chat/outbox.ts';
import { commentOutbox, type OutgoingPost, postOutbox } from '../posts/outbox.ts';
import { forgetKeptFilesBut } from '../posts/outbox-files.ts';

/**
 * Offline reading (issue 35 §2): the signed-in user's profile, the last pages of the feed, the chat
 * list and the newest messages of the recent chats are kept in IndexedDB (TanStack Query's
 * persister over idb-keyval), one entry per user, and put back into the query cache when the app
 * opens, so it shows them without network (with the offline banner) and paints them at once with
 * it. Also the outboxes: chat messages, posts and comments written offline that have not left yet
 * (lib/outbox.ts), sent once the network returns even after a restart, with the photos of posts
 * written offline (kept beside, posts/outbox-files.ts). Nothing else is kept. Signing out deletes the
 * user's entry and kept photos, and at start every entry but the signed-in user's is deleted (and
 * every kept photo no restored post names): one user's data is never left for the next.
 */

type Kind = 'me' | 'feed' | 'groups' | 'messages';
type DehydratedQuery = DehydratedState['queries'][number];

/** Bump when the kept shapes change: older entries are then dropped, not read. */
const BUSTER = 'krug-offline-1';
const MAX_AGE_MS = 7 * 24 * 3_600_000;
/** Writes are gathered: at most one per second however busy the cache is. */
const WRITE_DELAY_MS = 1_000;
const LIMITS = { feedQueries: 3, feedPages: 2, chats: 10, messagePages: 1 } as const;
const PREFIX = 'cache:';

const store = () => createStore('krug-offline', 'queries');

/** What waits to be sent: kept with the saved data, restored with how each is sent. */
const OUTBOXES = [chatOutbox, postOutbox, commentOutbox] as const;
const isWaiting = (m: Parameters<typeof chatOutbox.isWaitingMutation>[0]) =>
  OUTBOXES.some((o) => o.isWaitingMutation(m));

export function kindOf(key: readonly unknown[]): Kind | null {
  if (key[0] === 'me' && key.length === 1) return 'me';
  if (key[0] === 'posts' && key[1] === 'feed') return 'feed';
  if (key[0] === 'chat' && key[1] === 'groups') return 'groups';
  if (key[0] === 'chat' && key[1] === 'messages') return 'messages';
  return null;
}

/** An infinite query's first pages only. */
function firstPages(q: DehydratedQuery, n: number): DehydratedQuery {
  const data = q.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (!data?.pages || data.pages.length <= n) return q;
  return {
    ...q,
    state: { ...q.state, data: { pages: data.pages.slice(0, n), pageParams: data.pageParams?.slice(0, n) } },
  };
}

/**
 * What is kept: the queries just dehydrated, plus those kept before that the cache has since let go
 * of (a chat read an hour ago), the newest of each kind up to its limit, pages trimmed.
 */
export function keep(fresh: DehydratedQuery[], before: DehydratedQuery[]): DehydratedQuery[] {
  const byHash = new Map<string, DehydratedQuery>();
  for (const q of [...before, ...fresh]) if (kindOf(q.queryKey)) byHash.set(q.queryHash, q);
  const newest = (kind: Kind, n: number) =>
    [...byHash.values()]
      .filter((q) => kindOf(q.queryKey) === kind)
      .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
      .slice(0, n);
  return [
    ...newest('me', 1),
    ...newest('groups', 1),
    ...newest('feed', LIMITS.feedQueries).map((q) => firstPages(q, LIMITS.feedPages)),
    ...newest('messages', LIMITS.chats).map((q) => firstPages(q, LIMITS.messagePages)),
  ];
}

const meOf = (client: QueryClient) => client.getQueryData<{ id?: string }>(['me'])?.id;

/** One user's entry; writes only while that user is the one signed in. */
function userPersister(userId: string, client: QueryClient): Persister & { cancel(): void } {
  const key = `${PREFIX}${userId}`;
  let kept: DehydratedQuery[] = [];
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const write = async () => {
    timer = undefined;
    const next = pending;
    pending = null;
    if (!next || cancelled) return;
    if (tokenUserId(tokenStore.get()) !== userId || meOf(client) !== userId) return;
    kept = keep(next.clientState.queries, kept);
    await set(
      key,
      { ...next, clientState: { mutations: next.clientState.mutations, queries: kept } },
      store(),
    );
  };
  return {
    persistClient(persisted) {
      pending = persisted;
      timer ??= setTimeout(() => void write().catch(() => undefined), WRITE_DELAY_MS);
    },
    async restoreClient() {
      const saved = await get<PersistedClient>(key, store());
      kept = saved?.clientState.queries ?? [];
      return saved;
    },
    removeClient: () => del(key, store()),
    cancel() {
      cancelled = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/** Deletes every user's entry but `userId`'s (all of them for null). */
async function forgetOthers(userId: string | null) {
  const mine = userId ? `${PREFIX}${userId}` : null;
  for (const key of await keys(store())) if (key !== mine) await del(key, store());
}

/**
 * Starts keeping the signed-in user's data, and follows sign-in and sign-out. Called once by main.tsx
 * (this module is its own chunk: the first screen does not wait for it).
 */
export function startOfflineCache(client: QueryClient) {
  if (typeof indexedDB === 'undefined') return () => {};
  let stop: (() => void) | null = null;
  let current: string | null = null;
  const begin = async (userId: string | null) => {
    stop?.();
    stop = null;
    current = userId;
    await forgetOthers(userId);
    if (!userId || current !== userId) return;
    const persister = userPersister(userId, client);
    // A kept outbox item is restored as a paused mutation: it needs its mutationFn first.
    for (const outbox of OUTBOXES) outbox.setDefaults(client);
    await persistQueryClientRestore({ queryClient: client, persister, buster: BUSTER, maxAge: MAX_AGE_MS });
    if (current !== userId) return persister.cancel();
    // Photos kept for posts that no longer wait (sent, refused before the restart, another user's) go.
    const waitingPosts = client
      .getMutationCache()
      .getAll()
      .filter((m) => postOutbox.isWaitingMutation(m))
      .map((m) => (m.state.variables as OutgoingPost).clientKey);
    await forgetKeptFilesBut(userId, new Set(waitingPosts)).catch(() => undefined);
    // Online, they leave now; offline, they pause again until the network returns.
    void client.resumePausedMutations();
    const saving: PersistedQueryClientSaveOptions = {
      queryClient: client,
      persister,
      buster: BUSTER,
      dehydrateOptions: {
        shouldDehydrateQuery: (q) => q.state.status === 'success' && kindOf(q.queryKey) !== null,
        shouldDehydrateMutation: isWaiting,
      },
    };
    const unsubscribe = persistQueryClientSubscribe(saving);
    // What the cache already holds is saved too: the feed may have loaded before this chunk did,
    // and a quiet page sends no cache event that would save it.
    void persistQueryClientSave(saving);
    stop = () => {
      persister.cancel();
      unsubscribe();
    };
  };
  const run = (userId: string | null) =>
    void begin(userId).catch((err) => console.error('Offline cache', err));
  run(tokenUserId(tokenStore.get()));
  return sessionEvents.subscribe((change) => {
    if (change.type === 'signed-in') run(change.userId);
    else {
      stop?.();
      stop = null;
      current = null;
      void forgetOthers(null).catch(() => undefined);
      void forgetKeptFilesBut(null).catch(() => undefined);
    }
  });
}
