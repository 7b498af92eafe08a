import type { FastifyInstance } from 'fastify';

export interface LiveSocket {
  ws: Awaited<ReturnType<FastifyInstance['injectWS']>>;
  /** Every event received, `ready` first. */
  received: { type: string; [key: string]: unknown }[];
}

/**
 * Opens /api/ws for a token and resolves once the server said `ready`, i.e. once the socket is
 * subscribed: events published after this are delivered. The listener is attached before the
 * socket opens, so no frame is missed however fast the server answers.
 */
export function openLiveSocket(app: FastifyInstance, token: string): Promise<LiveSocket> {
  const received: LiveSocket['received'] = [];
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
            }),
        },
      )
      .then(async (ws) => {
        await isReady;
        resolve({ ws, received });
      }, reject);
  });
}
