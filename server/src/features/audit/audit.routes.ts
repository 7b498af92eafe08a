import { AuditEntry, AuditQuery, SecurityEvent, SecurityEventsQuery } from '@krug/contract/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log for admins (read only) and each user's own security events (CONTRACT §8). */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first, by actor and/or action (next page: Link header)',
        querystring: AuditQuery,
        response: { 200: z.array(AuditEntry) },
      },
    },
    async (req, reply) => sendPage(req, reply, await audit.list(req.query)),
  );
  app.get(
    '/api/users/security-events',
    {
      schema: {
        tags: ['security'],
        summary: 'My security events: sign-ins, password, email and two-factor changes, exports',
        querystring: SecurityEventsQuery,
        response: { 200: z.array(SecurityEvent) },
      },
    },
    async (req, reply) => sendPage(req, reply, await audit.securityEvents(userIdOf(req), req.query)),
  );
};
