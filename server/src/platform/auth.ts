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

/** Checks the bearer token on every matched /api route that is not declared public. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { tokens: TokenService }) => {
  app.decorateRequest('authUserId', null);
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
    req.authUserId = await opts.tokens.verify(token);
  });
});
