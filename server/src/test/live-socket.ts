import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export type ReceivedEvent = { type: string; [key: string]: unknown };

export interface LiveSocket {
  ws: Awaited<ReturnType<FastifyInstance['injectWS']>>;
  /** Every event received, `ready` first. */
  received: ReceivedEvent[];
  /**
   * The first event in `received` (already there or still to come) that matches; rejects after
   * `timeoutMs` (a bound, never a pause: it resolves as soon as the event arrives).
   */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
}

/** How long a test waits for an event before failing (never a pause: waits end on arrival). */
export const EVENT_TIMEOUT_MS = 10_000;

/**
 * Opens /api/ws for a token and resolves once the server said `ready`, i.e. once the socket is
 * subscribed: events published after this are delivered. The listener is attached before the
 * socket opens, so no frame is missed however fast the server answers.
 */
export function openLiveSocket(app: FastifyInstance, token: string): Promise<LiveSocket> {
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const waitFor: LiveSocket['waitFor'] = (match, timeoutMs = EVENT_TIMEOUT_MS) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching live event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });
  return new Promise((resolve, reject) => {
    let ready: () => void = () => {};
    const isReady = new Promise<void>((r) => {
      ready = r;
    });
    app
      .injectWS(
        `/api/ws?token=${token}`,
        {},
        {
          onInit: (ws) =>
            ws.on('message', (data: Buffer) => {
              const event = JSON.parse(data.toString());
              received.push(event);
              if (event.type === 'ready') ready();
              for (const check of [...waiters]) check();
            }),
        },
      )
      .then(async (ws) => {
        await isReady;
        resolve({ ws, received, waitFor });
      }, reject);
  });
}

/**
 * Proves a negative ("nothing of X reached this socket"): publishes a marker to the socket's user
 * through the app's live bus and waits for it. The bus delivers a user's events in the order they
 * were published, so whatever the server published to them before has arrived once the marker has.
 */
export async function drain(app: FastifyInstance, socket: LiveSocket, userId: string): Promise<void> {
  const marker = `marker-${randomUUID()}`;
  await app.live.publish([userId], { type: 'chat.refetch', group_id: marker });
  await socket.waitFor((e) => e.type === 'chat.refetch' && e.group_id === marker);
}
