import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { TooManyRequests } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stores a file: it shares the per-user upload budget (UPLOAD_RATE_LIMIT). */
    upload?: boolean;
  }
}

/**
 * Gives every route marked `config.upload` one shared budget of `max` uploads a minute per
 * signed-in user (per address for a call without one), in this process's memory. Counted after
 * authentication (preHandler), so the key is the user, and before the file is read, so a refused
 * upload costs no disk. (@fastify/rate-limit keeps a separate count per route.)
 */
export function limitUploads(app: FastifyInstance, max: number) {
  const uploads = createAttemptLimiter(max, 60_000);
  const check = async (req: FastifyRequest) => {
    const key = req.authUserId ?? `ip:${req.ip}`;
    if (uploads.isBlocked(key)) throw new TooManyRequests();
    uploads.fail(key);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.upload) return;
    const existing = route.preHandler;
    route.preHandler = [check, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}
