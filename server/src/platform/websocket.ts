import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { TokenService } from './jwt.ts';
import type { LiveBus } from './live.ts';
import type { PresenceTracker } from './presence.ts';
import type { SessionRevocations } from './session-revocations.ts';
import type { SessionVersions } from './session-versions.ts';

const PING_MS = 25_000;
/** A socket closed by the server that does not answer the close handshake is cut after this. */
const CLOSE_GRACE_MS = 2_000;

/** Close codes of the live channel besides the standard ones. */
export const WS_CLOSE = {
  unauthorized: 4401,
  /** The user opened more than WS_MAX_PER_USER sockets: their oldest is closed. */
  tooManyForUser: 4008,
  /** The process holds WS_MAX_TOTAL sockets (1013 "try again later"). */
  overloaded: 1013,
  /** The process is stopping (a rolling restart): reconnect, the balancer sends it to another. */
  restarting: 1012,
} as const;

type Socket = WebSocket;

/** Keeps what each socket has in view (features/push: no push for the conversation being read). */
export interface ViewTracker {
  view(socketId: string, userId: string, groupId: string | null): Promise<void>;
  unview(socketId: string): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The group a client frame says is in view: a uuid, null for none, undefined for anything else. */
function viewedGroup(data: unknown): string | null | undefined {
  try {
    const frame = JSON.parse(String(data)) as { type?: unknown; group_id?: unknown };
    if (frame?.type !== 'viewing') return undefined;
    if (frame.group_id === null) return null;
    return typeof frame.group_id === 'string' && UUID.test(frame.group_id) ? frame.group_id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One socket's `viewing` frames written one at a time, the latest winning: a client flipping
 * between chats costs at most one write in flight, and the row ends with the socket.
 */
function followViewing(tracker: ViewTracker, userId: string, log: (err: unknown) => void) {
  const socketId = randomUUID();
  let wanted: string | null = null;
  let written: string | null = null;
  let busy: Promise<void> | null = null;
  let closed = false;
  const flush = async () => {
    while (!closed && wanted !== written) {
      const next = wanted;
      await tracker.view(socketId, userId, next).catch(log);
      written = next;
    }
  };
  return {
    frame(data: unknown) {
      const group = viewedGroup(data);
      if (group === undefined || closed) return;
      wanted = group;
      busy ??= flush().finally(() => {
        busy = null;
      });
    },
    async close() {
      closed = true;
      await busy;
      if (written !== null) await tracker.unview(socketId).catch(log);
    },
  };
}

function closeSoon(socket: Socket, code: number, reason: string) {
  socket.close(code, reason);
  // A client that never answers the close frame must not keep the file descriptor.
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}

/**
 * GET /api/ws?token=…: a signed-in user's live channel (CONTRACT §5). Every event published for
 * the user is sent as one JSON text frame. A socket with a bad token is closed with 4401.
 * Sockets are capped per user (the oldest gives way, 4008) and per process (1013), so one token
 * cannot use up the process's file descriptors.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  deps: {
    tokens: TokenService;
    live: LiveBus;
    sessions: SessionVersions;
    revocations?: SessionRevocations;
    maxPerUser: number;
    maxTotal: number;
    /** Told of each signed-in socket that opens and closes (who is online). */
    presence?: PresenceTracker;
    /** Told which conversation each socket has in view (its `viewing` frames), and when it closes. */
    viewing?: ViewTracker;
  },
) {
  /** Every socket of this process until it is really closed, signed in or not yet. */
  const open = new Set<Socket>();
  let stopping = false;
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // On app.close() (SIGTERM): every socket is told 1012 "service restart", so its client reconnects
    // (through the balancer, to a process still running) and catches up with `after`. Waits until the
    // sockets are closed (at most CLOSE_GRACE_MS), so the close frames leave before the process exits.
    preClose: async () => {
      stopping = true;
      for (const socket of open) closeSoon(socket, WS_CLOSE.restarting, 'server restart');
      const until = Date.now() + CLOSE_GRACE_MS + 100;
      while (open.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    },
  });
  /** Each user's sockets that are still in service, oldest first. */
  const byUser = new Map<string, Socket[]>();
  const release = (userId: string, socket: Socket) => {
    const list = byUser.get(userId);
    if (!list) return;
    const rest = list.filter((s) => s !== socket);
    if (rest.length) byUser.set(userId, rest);
    else byUser.delete(userId);
  };
  app.get(
    '/api/ws',
    { websocket: true, config: { public: true }, schema: { hide: true } },
    async (socket, req) => {
      if (stopping) {
        closeSoon(socket, WS_CLOSE.restarting, 'server restart');
        return;
      }
      if (open.size >= deps.maxTotal) {
        closeSoon(socket, WS_CLOSE.overloaded, 'try again later');
        return;
      }
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      const token = (req.query as { token?: string }).token ?? '';
      const verified = await deps.tokens.verifySession(token).catch(() => null);
      const userId = verified?.userId;
      const sessionId = verified?.sessionId ?? null;
      if (!userId) {
        closeSoon(socket, WS_CLOSE.unauthorized, 'unauthorized');
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      const mine = byUser.get(userId) ?? [];
      while (mine.length >= deps.maxPerUser) {
        const oldest = mine.shift();
        if (oldest) closeSoon(oldest, WS_CLOSE.tooManyForUser, 'too many connections');
      }
      mine.push(socket);
      byUser.set(userId, mine);
      deps.presence?.connected(userId);
      const unsubscribe = deps.live.subscribe(
        userId,
        (event, frame) => {
          if (event.type === 'session.ended') {
            // Another session of the user was signed out: this socket stays.
            if (event.session_ids && !(sessionId && event.session_ids.includes(sessionId))) return;
            // This process must not accept the old token again on the reconnect that follows.
            deps.sessions.forget(userId);
            if (sessionId) deps.revocations?.forget(sessionId);
            socket.close(1012, 'session ended');
            return;
          }
          // The event's JSON, made once for all its recipients, goes out as a text frame.
          if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
        },
        // Events may have been lost while the bus reconnected: 1012 makes the client reconnect and refetch.
        () => socket.close(1012, 'resync'),
      );
      const viewing = deps.viewing
        ? followViewing(deps.viewing, userId, (err) => req.log.warn({ err }, 'viewing'))
        : null;
      if (viewing) socket.on('message', (data) => viewing.frame(data));
      const ping = setInterval(() => socket.ping(), PING_MS);
      socket.on('close', () => {
        void viewing?.close();
        clearInterval(ping);
        unsubscribe();
        release(userId, socket);
        deps.presence?.disconnected(userId);
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}
