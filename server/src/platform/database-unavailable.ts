/** What a request answers while the database cannot be reached (restart, failover, network). */
export const DATABASE_UNAVAILABLE = 'Сервис временно недоступен. Попробуйте позже.';

/** SQLSTATEs of a server that is shutting down, starting up or has dropped the connection. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Node's socket errors when the server is not there. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres reports a lost or unobtainable connection only in its message. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * True when `err` (or what it wraps: drizzle puts the driver's error in `cause`) says the database
 * is unreachable for now, as opposed to a bug or a bad query; such failures answer 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // SQLSTATE class 08: connection exception (08000, 08001, 08003, 08006...).
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || SOCKET_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
