import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@krug/contract/chat';
import pg from 'pg';

type Handler = (event: LiveEvent) => void;

/** Pushes events to the open sessions of given users, in this process or (PostgreSQL) in all. */
export interface LiveBus {
  publish(userIds: string[], event: LiveEvent): Promise<void>;
  subscribe(userId: string, handler: Handler): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'krug_live';
/** NOTIFY payloads must stay under 8000 bytes; a bigger event travels as "refetch this group". */
const MAX_PAYLOAD = 7500;

function localBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(userIds: string[], event: LiveEvent) {
      for (const id of userIds) emitter.emit(id, event);
    },
    subscribe(userId: string, handler: Handler) {
      emitter.on(userId, handler);
      return () => {
        emitter.off(userId, handler);
      };
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

/** Several processes on one PostgreSQL: every event goes through NOTIFY and comes back by LISTEN. */
export async function createPostgresLiveBus(
  url: string,
  log: (err: unknown) => void = console.error,
): Promise<LiveBus> {
  const local = localBus();
  const listener = new pg.Client({ connectionString: url });
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', log);
  await listener.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { userIds, event } = JSON.parse(msg.payload) as { userIds: string[]; event: LiveEvent };
      local.deliver(userIds, event);
    } catch (err) {
      log(err);
    }
  });
  listener.on('error', log);
  await listener.query(`listen ${CHANNEL}`);
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
      await listener.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
