import { IdParams } from '@krug/contract/common';
import { NotificationsQuery, NotificationsResponse } from '@krug/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  const tags = ['notifications'];
  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first',
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse },
      },
    },
    (req) => notifications.list(userIdOf(req), req.query),
  );
  app.put(
    '/api/notifications/read-all',
    { schema: { tags, summary: 'Mark all read' } },
    async (req, reply) => {
      await notifications.markAllRead(userIdOf(req));
      return reply.status(204).send();
    },
  );
  app.put(
    '/api/notifications/:id/read',
    { schema: { tags, summary: 'Mark one read', params: IdParams } },
    async (req, reply) => {
      await notifications.markRead(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
