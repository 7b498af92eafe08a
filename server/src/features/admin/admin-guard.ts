import { ADMIN_TEXTS, type InstanceRole } from '@krug/contract/admin';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userIdOf } from '../../platform/auth.ts';
import { Forbidden } from '../../platform/errors.ts';
import { canUseAdminArea } from './admin.policy.ts';

/**
 * Every `/api/admin/...` route answers 403 to a plain user (CONTRACT §8), before its input is
 * even read, so a route added later cannot forget the check. Runs after the token check.
 */
export const adminGuard = fp(
  async (app: FastifyInstance, opts: { roleOf: (userId: string) => Promise<InstanceRole | null> }) => {
    app.addHook('onRequest', async (req) => {
      const url = req.routeOptions.url;
      if (!url?.startsWith('/api/admin/')) return;
      if (!canUseAdminArea(await opts.roleOf(userIdOf(req)))) throw new Forbidden(ADMIN_TEXTS.adminsOnly);
    });
  },
);
