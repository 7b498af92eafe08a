import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { TokenService } from './jwt.ts';
import type { LiveBus } from './live.ts';
import type { SessionVersions } from './session-versions.ts';

const PING_MS = 25_000;

/**
 * GET /api/ws?token=…: a signed-in user's live channel (CONTRACT §5). Every event published for
 * the user is sent as one JSON text frame. A socket with a bad token is closed with 4401.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  deps: { tokens: TokenService; live: LiveBus; sessions: SessionVersions },
) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(
    '/api/ws',
    { websocket: true, config: { public: true }, schema: { hide: true } },
    async (socket, req) => {
      const token = (req.query as { token?: string }).token ?? '';
      const userId = await deps.tokens.verify(token).catch(() => null);
      if (!userId) {
        socket.close(4401, 'unauthorized');
        return;
      }
      const unsubscribe = deps.live.subscribe(
        userId,
        (event) => {
          if (event.type === 'session.ended') {
            // This process must not accept the old token again on the reconnect that follows.
            deps.sessions.forget(userId);
            socket.close(1012, 'session ended');
            return;
          }
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        },
        // Events may have been lost while the bus reconnected: 1012 makes the client reconnect and refetch.
        () => socket.close(1012, 'resync'),
      );
      const ping = setInterval(() => socket.ping(), PING_MS);
      socket.on('close', () => {
        clearInterval(ping);
        unsubscribe();
      });
      socket.send(JSON.stringify({ type: 'ready' }));
    },
  );
}
