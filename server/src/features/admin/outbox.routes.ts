import { OutboxMail } from '@krug/contract/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Mail } from '../../platform/mail/mailer.ts';

/** «Исходящая почта»: the mails written without SMTP (CONTRACT §8), for admins (admin-guard.ts). */
export const outboxRoutes: FastifyPluginAsyncZod<{ mail: Pick<Mail, 'outbox'> }> = async (app, { mail }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The last 200 mails written to the outbox (no SMTP_URL), newest first',
        response: { 200: z.array(OutboxMail) },
      },
    },
    () => mail.outbox(),
  );
};
