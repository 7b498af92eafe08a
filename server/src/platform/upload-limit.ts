import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { TooManyRequests } from './errors.ts';

/** Per-user budgets shared by every route that names them (per minute, in this process's memory). */
export type Budget = 'upload' | 'post' | 'comment' | 'userSearch';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route stores a file: it shares the per-user upload budget (UPLOAD_RATE_LIMIT). */
    upload?: boolean;
    /** The route spends one unit of this per-user budget (POST_RATE_LIMIT, COMMENT_RATE_LIMIT, …). */
    budget?: Exclude<Budget, 'upload'>;
  }
}

/**
 * Gives every route marked `config.upload` one shared budget of `max` uploads a minute per
 * signed-in user (per address for a call without one), in this process's memory. Counted after
 * authentication (preHandler), so the key is the user, and before the file is read, so a refused
 * upload costs no disk. (@fastify/rate-limit keeps a separate count per route.)
 */
export function limitUploads(app: FastifyInstance, max: number) {
  limitPerUser(app, { upload: { max } });
}

/**
 * The same mechanism for every per-user budget: a route marked `config.upload` spends from
 * `upload`, one marked `config.budget: 'post'` from `post`, and so on; an exhausted budget
 * answers 429 with the budget's detail before the route reads its body.
 */
export function limitPerUser(
  app: FastifyInstance,
  budgets: Partial<Record<Budget, { max: number; detail?: string }>>,
) {
  const checks = new Map<Budget, (req: FastifyRequest) => Promise<void>>();
  for (const [name, spec] of Object.entries(budgets) as [Budget, { max: number; detail?: string }][]) {
    const spent = createAttemptLimiter(spec.max, 60_000);
    checks.set(name, async (req: FastifyRequest) => {
      const key = req.authUserId ?? `ip:${req.ip}`;
      if (spent.isBlocked(key)) throw new TooManyRequests(spec.detail);
      spent.fail(key);
    });
  }
  app.addHook('onRoute', (route) => {
    const name: Budget | undefined = route.config?.upload ? 'upload' : route.config?.budget;
    const check = name ? checks.get(name) : undefined;
    if (!check) return;
    const existing = route.preHandler;
    route.preHandler = [check, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });
}
