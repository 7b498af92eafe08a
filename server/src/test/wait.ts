import type { LiveSocket } from './live-socket.ts';

/**
 * Waits for events and states instead of for time: a test that sleeps a fixed while either
 * waits too long or, on a loaded machine, not long enough. Every wait is bounded and fails with
 * what it waited for.
 */

const DEFAULT_TIMEOUT_MS = 10_000;

type LiveEvent = LiveSocket['received'][number];

/**
 * Waits until `check` holds, asking again after each `intervalMs` (a state that has no event of
 * its own: a row written, a log line, an API answer). Fails with `what` (or what it answers then)
 * after `timeoutMs`.
 */
export async function waitUntil(
  check: () => boolean | Promise<boolean>,
  what: string | (() => string),
  { timeoutMs = DEFAULT_TIMEOUT_MS, intervalMs = 10 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until)
      throw new Error(`not within ${timeoutMs} ms: ${typeof what === 'function' ? what() : what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * The first event on a live socket that matches, among those received from index `from` on
 * (already received ones count): resolves as soon as it arrives, fails after `timeoutMs`.
 */
export function waitForEvent(
  socket: LiveSocket,
  match: (event: LiveEvent) => boolean,
  { from = 0, timeoutMs = DEFAULT_TIMEOUT_MS, what = 'a matching live event' } = {},
): Promise<LiveEvent> {
  const found = () => socket.received.slice(from).find(match);
  const already = found();
  if (already) return Promise.resolve(already);
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      socket.ws.off('message', onMessage);
      socket.ws.off('close', onClose);
    };
    // openLiveSocket's own listener was attached first, so `received` already holds this frame.
    const onMessage = () => {
      const event = found();
      if (!event) return;
      done();
      resolve(event);
    };
    const onClose = () => {
      done();
      reject(new Error(`the socket closed before ${what}; received ${types(socket)}`));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`not within ${timeoutMs} ms: ${what}; received ${types(socket)}`));
    }, timeoutMs);
    socket.ws.on('message', onMessage);
    socket.ws.on('close', onClose);
  });
}

const types = (socket: LiveSocket) => JSON.stringify(socket.received.map((e) => e.type));

/**
 * For a check that something did NOT reach a socket: `later` causes an event that reaches the same
 * socket after anything the code under test could have sent (the bus delivers a socket's events in
 * order), and this waits for it. Answers the events received before it, for the negative check.
 */
export async function receivedBefore(
  socket: LiveSocket,
  later: () => Promise<unknown>,
  isMarker: (event: LiveEvent) => boolean,
): Promise<LiveEvent[]> {
  const from = socket.received.length;
  await later();
  const marker = await waitForEvent(socket, isMarker, { from, what: 'the marker event' });
  return socket.received.slice(0, socket.received.indexOf(marker));
}

/** The value of `promise` (an event the test awaits), failing with `what` after `timeoutMs`. */
export function within<T>(promise: Promise<T>, what: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${timeoutMs} ms: ${what}`)), timeoutMs);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Resolves once a WebSocket is closed (at once when it already is), failing after `timeoutMs`. */
export function socketClosed(ws: LiveSocket['ws'], timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
  if (ws.readyState === ws.CLOSED) return Promise.resolve();
  return within(
    new Promise<void>((resolve) => ws.once('close', () => resolve())),
    'the socket closes',
    timeoutMs,
  );
}
