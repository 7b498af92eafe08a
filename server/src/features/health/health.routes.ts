import { HealthResponse } from '@krug/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors.ts';

export const HEALTH_TEXTS = { databaseDown: 'База данных недоступна' } as const;

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (app, { ping }) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthResponse },
      },
    },
    async () => {
      try {
        await ping();
      } catch {
        throw new HttpError(503, HEALTH_TEXTS.databaseDown);
      }
      return { status: 'ok' as const };
    },
  );
  // The benchmarks' ceiling: the same process answering a fixed body with no database work.
  app.get(
    '/api/ping',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Process liveness only (no database)',
        response: { 200: HealthResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
