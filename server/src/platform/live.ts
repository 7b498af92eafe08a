import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@krug/contract/chat';
import pg from 'pg';

type Handler = (event: LiveEvent) => void;

/** Pushes events to the open sessions of given users, in this process or (PostgreSQL) in all. */
export interface LiveBus {
  publish(userIds: string[], event: LiveEvent): Promise<void>;
  /**
   * `onGap` is called when events for this subscriber may have been lost (the bus lost its
   * connection and got it back), so the session can make its client catch up.
   */
  subscribe(userId: string, handler: Handler, onGap?: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'krug_live';
/** NOTIFY payloads must stay under 8000 bytes; a bigger event travels as "refetch this group". */
const MAX_PAYLOAD = 7500;
/** Reconnecting the LISTEN connection: first retry after this, doubling up to the maximum. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;
const CONNECT_TIMEOUT_MS = 10_000;

function localBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const gapHandlers = new Set<() => void>();
  return {
    deliver(userIds: string[], event: LiveEvent) {
      for (const id of userIds) emitter.emit(id, event);
    },
    subscribe(userId: string, handler: Handler, onGap?: () => void) {
      emitter.on(userId, handler);
      if (onGap) gapHandlers.add(onGap);
      return () => {
        emitter.off(userId, handler);
        if (onGap) gapHandlers.delete(onGap);
      };
    },
    /** Tells every subscriber that events may have been missed. */
    gap() {
      for (const onGap of [...gapHandlers]) onGap();
    },
  };
}

/** One process (PGlite): events go straight to this process's sockets. */
export function createLocalLiveBus(): LiveBus {
  const local = localBus();
  return {
    publish: async (userIds, event) => local.deliver(userIds, event),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

/**
 * Several processes on one PostgreSQL: every event goes through NOTIFY and comes back by LISTEN.
 * The LISTEN connection is re-opened whenever it is lost (PostgreSQL restarted, network cut),
 * backing off up to 5 s; once it is back, subscribers are told they may have missed events.
 */
export async function createPostgresLiveBus(
  url: string,
  log: (err: unknown) => void = console.error,
): Promise<LiveBus> {
  const local = localBus();
  const publisher = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  publisher.on('error', log);
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { userIds, event } = JSON.parse(msg.payload) as { userIds: string[]; event: LiveEvent };
      local.deliver(userIds, event);
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
      await client.query(`listen ${CHANNEL}`);
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
      } catch (err) {
        log(err);
        reconnectLater();
      }
    }, delay);
  }

  await listen();
  return {
    async publish(userIds, event) {
      let payload = JSON.stringify({ userIds, event });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD && 'group_id' in event) {
        payload = JSON.stringify({ userIds, event: { type: 'chat.refetch', group_id: event.group_id } });
      }
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
