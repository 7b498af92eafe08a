import { IdParams } from '@krug/contract/common';
import {
  NotificationPreferences,
  NotificationPreferencesBody,
} from '@krug/contract/notification-preferences';
import { NotificationsQuery, NotificationsResponse, UnreadCount } from '@krug/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
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
        summary: 'My notifications, newest first (next page: Link header, rel="next")',
        querystring: NotificationsQuery,
        response: { 200: NotificationsResponse },
      },
    },
    async (req, reply) => sendPage(req, reply, await notifications.list(userIdOf(req), req.query)),
  );
  app.get(
    '/api/notifications/unread-count',
    { schema: { tags, summary: 'How many are unread (the bell)', response: { 200: UnreadCount } } },
    (req) => notifications.unreadCount(userIdOf(req)),
  );
  app.put(
    '/api/notifications/read-all',
    { schema: { tags, summary: 'Mark all read' } },
    async (req, reply) => {
      await notifications.markAllRead(userIdOf(req));
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/users/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Which notification types I receive (every type, true = on)',
        response: { 200: NotificationPreferences },
      },
    },
    (req) => notifications.preferences(userIdOf(req)),
  );
  app.put(
    '/api/users/notification-preferences',
    {
      schema: {
        tags,
        summary: 'Turn notification types on or off; the others stay as they are',
        body: NotificationPreferencesBody,
        response: { 200: NotificationPreferences },
      },
    },
    (req) => notifications.updatePreferences(userIdOf(req), req.body),
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
