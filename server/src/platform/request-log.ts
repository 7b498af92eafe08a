import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a credential: the live socket's JWT and a file link's signature. */
const SECRET_PARAMS = /([?&](?:token|access_token|sig)=)[^&#]*/gi;
/**
 * Paths whose last segment is a credential: the calendar subscription (`{token}.ics`). A route
 * that takes a secret in its path adds its prefix here (issue 29 §5).
 */
const SECRET_PATHS = /^(\/api\/calendar\/feed\/)[^/?#]+/i;
export const REDACTED = '[redacted]';

/** The URL as it may appear in a log: secret path segments and query values become `[redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Pino options for the request logs: Fastify's request fields with the URL redacted, and the
 * credential headers censored wherever a request's headers end up in a log line.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'res.headers["set-cookie"]',
      ],
      censor: REDACTED,
    },
  };
}
