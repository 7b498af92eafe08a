import { randomBytes } from 'node:crypto';
import type { LiveEvent } from '@krug/contract/chat';
import pg from 'pg';
import { decodePayload, encodeBatch, type Fragments } from './live-payload.ts';

/**
 * A subscriber's handler: the event, and its JSON text as a Buffer, serialised once per event and
 * shared by every socket it goes to (send it as a text frame as it is).
 */
export type LiveHandler = (event: LiveEvent, frame: Buffer) => void;

/** Pushes events to the open sessions of given users, in this process or (PostgreSQL) in all. */
export interface LiveBus {
  publish(userIds: string[], event: LiveEvent): Promise<void>;
  /**
   * `onGap` is called when events for this subscriber may have been lost (the bus lost its
   * connection and got it back), so the session can make its client catch up.
   */
  subscribe(userId: string, handler: LiveHandler, onGap?: () => void): () => void;
  /**
   * Process-wide and never sent to a socket: the users whose `/me` answer a committed write changed,
   * as the database announces them (migration 0051, whichever code path wrote), in every process.
   */
  onUserChanged(listener: UserChangeListener): () => void;
  close(): Promise<void>;
}

/** The database's notice channel of user changes (migration 0051); its payload is the user's id. */
export const USER_CHANGED_CHANNEL = 'krug_user_changed';

export interface UserChangeListener {
  /** A committed write changed what `/me` answers for this user. */
  changed(userId: string): void;
  /**
   * Changes may have been missed: `listening` is false when the bus lost its connection (nothing
   * is heard until it is back) and true once it listens again.
   */
  reset(listening: boolean): void;
}

/** Subscribes to a notice channel of the embedded database (PGlite's `listen`). */
export type ListenToDatabase = (channel: string, handler: (payload: string) => void) => Promise<unknown>;

const CHANNEL = 'krug_live';
/** Reconnecting the LISTEN connection: first retry after this, doubling up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
const CONNECT_TIMEOUT_MS = 10_000;

function localBus() {
  const handlers = new Map<string, Set<LiveHandler>>();
  const gapHandlers = new Set<() => void>();
  const userListeners = new Set<UserChangeListener>();
  return {
    /** Hands the event to every subscriber of these users; its JSON is made once, if anyone listens. */
    deliver(userIds: readonly string[], event: LiveEvent) {
      let frame: Buffer | undefined;
      for (const id of userIds) {
        const mine = handlers.get(id);
        if (!mine) continue;
        frame ??= Buffer.from(JSON.stringify(event));
        for (const handler of mine) handler(event, frame);
      }
    },
    subscribe(userId: string, handler: LiveHandler, onGap?: () => void) {
      const mine = handlers.get(userId) ?? new Set<LiveHandler>();
      // A wrapper, so the same function subscribed twice is two subscriptions (as with an emitter).
      const entry: LiveHandler = (event, frame) => handler(event, frame);
      mine.add(entry);
      handlers.set(userId, mine);
      if (onGap) gapHandlers.add(onGap);
      return () => {
        mine.delete(entry);
        if (mine.size === 0 && handlers.get(userId) === mine) handlers.delete(userId);
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    /** Tells every subscriber that events may have been missed. */
    gap() {
      for (const onGap of [...gapHandlers]) onGap();
    },
    onUserChanged(listener: UserChangeListener) {
      // A wrapper, so the same listener added twice is two subscriptions.
      const entry: UserChangeListener = {
        changed: (id) => listener.changed(id),
        reset: (l) => listener.reset(l),
      };
      userListeners.add(entry);
      return () => void userListeners.delete(entry);
    },
    userChanged(userId: string) {
      for (const listener of userListeners) listener.changed(userId);
    },
    usersReset(listening: boolean) {
      for (const listener of [...userListeners]) listener.reset(listening);
    },
  };
}

/**
 * One process (PGlite): events go straight to this process's sockets. User changes come from the
 * embedded database's notices when `listen` is given (PGlite delivers them as the write commits).
 */
export async function createLocalLiveBus(listen?: ListenToDatabase): Promise<LiveBus> {
  const local = localBus();
  if (listen) await listen(USER_CHANGED_CHANNEL, (userId) => local.userChanged(userId));
  return {
    publish: async (userIds, event) => local.deliver(userIds, event),
    subscribe: local.subscribe,
    onUserChanged: local.onUserChanged,
    close: async () => {},
  };
}

/**
 * Several processes on one PostgreSQL: every event goes through NOTIFY and comes back by LISTEN.
 *
 * Publishing is batched: the events published while the previous NOTIFY is in flight (or within one
 * event-loop turn when nothing is) go out together, as few payloads as PostgreSQL's 8000-byte limit
 * allows, in one statement (one transaction), in the order they were published; an event larger
 * than a payload travels in fragments of that same statement and is put together by the listeners.
 * Only one NOTIFY statement is in flight at a time, so the order of publishing is the order of
 * arrival in every process. `publish` resolves once its event is committed to the queue.
 *
 * The LISTEN connection is re-opened whenever it is lost (PostgreSQL restarted, network cut),
 * backing off up to 5 s; once it is back, subscribers are told they may have missed events. The
 * same connection hears the database's user changes (USER_CHANGED_CHANNEL).
 */
export async function createPostgresLiveBus(
  url: string,
  log: (err: unknown) => void = console.error,
): Promise<LiveBus> {
  const local = localBus();
  // One connection: one statement in flight at a time keeps the order (the pool replaces it if lost).
  const publisher = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  publisher.on('error', log);
  /** Makes every payload unique (PostgreSQL folds identical payloads of one transaction into one). */
  const sender = { tag: randomBytes(6).toString('hex'), seq: 0 };
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  let queue: string[] = [];
  let waiting: { resolve: () => void; reject: (err: unknown) => void }[] = [];
  let scheduled = false;
  let flushing: Promise<void> | undefined;

  async function flush() {
    scheduled = false;
    if (flushing || queue.length === 0) return;
    const entries = queue;
    const waiters = waiting;
    queue = [];
    waiting = [];
    const run = (async () => {
      try {
        const payloads = encodeBatch(entries, sender);
        const calls = payloads.map((_, i) => `pg_notify($1, $${i + 2})`).join(', ');
        await publisher.query(`select ${calls}`, [CHANNEL, ...payloads]);
        for (const w of waiters) w.resolve();
      } catch (err) {
        for (const w of waiters) w.reject(err);
      }
    })();
    flushing = run;
    await run;
    flushing = undefined;
    if (queue.length) schedule();
  }

  function schedule() {
    if (scheduled || flushing) return;
    scheduled = true;
    setImmediate(flush);
  }

  const fragments: Fragments = new Map();
  const onNotification = (msg: pg.Notification) => {
    if (!msg.payload) return;
    if (msg.channel === USER_CHANGED_CHANNEL) return local.userChanged(msg.payload);
    if (msg.channel !== CHANNEL) return;
    try {
      for (const [userIds, event] of decodePayload(msg.payload, fragments)) local.deliver(userIds, event);
    } catch (err) {
      log(err);
    }
  };

  async function listen() {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('notification', onNotification);
    // Both fire when the connection drops; only the current listener's loss starts a reconnect.
    client.on('error', (err) => {
      if (client === listener) log(err);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}; listen ${USER_CHANGED_CHANNEL}`);
    } catch (err) {
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
  }

  function lost(client: pg.Client) {
    if (client !== listener || closed) return;
    listener = undefined;
    fragments.clear();
    local.usersReset(false);
    reconnectLater();
  }

  function reconnectLater() {
    if (closed || retry) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await listen();
        attempt = 0;
        local.gap();
        local.usersReset(true);
      } catch (err) {
        log(err);
        reconnectLater();
      }
    }, delay);
  }

  await listen();
  return {
    publish(userIds, event) {
      if (closed) return Promise.reject(new Error('live bus closed'));
      queue.push(JSON.stringify([userIds, event]));
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        schedule();
      });
    },
    subscribe: local.subscribe,
    onUserChanged: local.onUserChanged,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      // What was published before the close still goes out.
      while (flushing || queue.length) await (flushing ?? flush());
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
