import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from './errors.ts';
import { TOKEN_TEXTS, type TokenService } from './jwt.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route needs no bearer token. Every other /api route does. */
    public?: boolean;
  }
  interface FastifyRequest {
    authUserId: string | null;
    /** The sign-in session of the caller's token (`sid`); null for older tokens without one. */
    authSessionId: string | null;
  }
}

/** The signed-in user's id; only called from routes that are not public. */
export function userIdOf(req: FastifyRequest): string {
  if (!req.authUserId) throw new Unauthorized(TOKEN_TEXTS.missing);
  return req.authUserId;
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

interface AuthOptions {
  tokens: TokenService;
  /** Called before a successful answer to a call made with a session's token. */
  onActivity?: (sessionId: string) => Promise<void>;
}

/** Checks the bearer token on every matched /api route that is not declared public. */
export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  app.decorateRequest('authUserId', null);
  app.decorateRequest('authSessionId', null);
  app.addHook('onRoute', (route) => {
    // Routes added by the OpenAPI UI are public documentation.
    if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    // The OpenAPI document shows public calls without the bearer requirement.
    if (route.config?.public && route.schema) route.schema = { ...route.schema, security: [] };
  });
  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    if (!url?.startsWith('/api/')) return;
    const token = bearerToken(req);
    if (req.routeOptions.config.public) {
      // A public call still knows a signed-in caller (e.g. a member previewing the family's public view).
      if (token) req.authUserId = await opts.tokens.verify(token).catch(() => null);
      return;
    }
    if (!token) throw new Unauthorized(TOKEN_TEXTS.missing);
    const { userId, sessionId } = await opts.tokens.verifySession(token);
    req.authUserId = userId;
    req.authSessionId = sessionId;
  });
  // A session's last activity («Сеансы и устройства»): noted only for calls that succeeded.
  const { onActivity } = opts;
  if (onActivity)
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.authSessionId && reply.statusCode < 400) await onActivity(req.authSessionId);
      return payload;
    });
});
