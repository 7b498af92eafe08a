import { AdminUser, AdminUsersQuery, RoleBody, SuspendBody } from '@krug/contract/admin';
import { IdParams } from '@krug/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { AdminUsersService } from './admin-users.service.ts';

const tags = ['admin'];

/** «Администрирование» → users (CONTRACT §8). Only admins get here (admin-guard.ts). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts, newest first, found by name or email (next page: Link header)',
        querystring: AdminUsersQuery,
        response: { 200: z.array(AdminUser) },
      },
    },
    async (req, reply) => sendPage(req, reply, await adminUsers.list(req.query)),
  );
  app.put(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary: 'Make an admin, or a plain user again (the owner only)',
        params: IdParams,
        body: RoleBody,
        response: { 200: AdminUser },
      },
    },
    (req) => adminUsers.setRole(userIdOf(req), req.params.id, req.body.role, requestOf(req)),
  );
  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary: 'Suspend with a reason: every token and live connection of the user ends at once',
        params: IdParams,
        body: SuspendBody,
        response: { 200: AdminUser },
      },
    },
    (req) => adminUsers.suspend(userIdOf(req), req.params.id, req.body.reason, requestOf(req)),
  );
  app.post(
    '/api/admin/users/:id/unsuspend',
    { schema: { tags, summary: 'Lift a suspension', params: IdParams, response: { 200: AdminUser } } },
    (req) => adminUsers.unsuspend(userIdOf(req), req.params.id, requestOf(req)),
  );
  app.post(
    '/api/admin/users/:id/reset-two-factor',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off for someone who lost their app and codes',
        params: IdParams,
        response: { 200: AdminUser },
      },
    },
    (req) => adminUsers.resetTwoFactor(userIdOf(req), req.params.id, requestOf(req)),
  );
  app.delete(
    '/api/admin/users/:id',
    { schema: { tags, summary: 'Delete an account (as the account deletion does)', params: IdParams } },
    async (req, reply) => {
      await adminUsers.remove(userIdOf(req), req.params.id, requestOf(req));
      return reply.status(204).send();
    },
  );
};
