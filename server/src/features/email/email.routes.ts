import { EMAIL_TEXTS, EmailChangeBody, EmailChangeResponse, EmailTokenBody } from '@krug/contract/email';
import { MessageResponse } from '@krug/contract/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { AccountService } from '../account/account.service.ts';
import type { EmailService } from './email.service.ts';

const tags = ['auth'];

export const emailRoutes: FastifyPluginAsyncZod<{
  email: EmailService;
  account: Pick<AccountService, 'updateMyInfo'>;
}> = async (app, { email, account }) => {
  app.post(
    '/api/auth/verify-email/request',
    {
      schema: {
        tags,
        summary: 'Mails a new link that confirms my address (a few an hour)',
        response: { 200: MessageResponse },
      },
    },
    (req) => email.requestVerification(userIdOf(req)),
  );

  app.post(
    '/api/auth/verify-email/confirm',
    {
      config: { public: true, budget: 'passwordReset' },
      schema: {
        tags,
        summary: 'Confirms the address with a mailed link’s token (works once)',
        body: EmailTokenBody,
        response: { 200: MessageResponse },
      },
    },
    (req) => email.confirmVerification(req.body.token),
  );

  app.post(
    '/api/users/email-change',
    {
      schema: {
        tags,
        summary:
          'Asks to move the account to a new address (current password): a link to the new address, a notice to the old one',
        body: EmailChangeBody,
        response: { 202: EmailChangeResponse },
      },
    },
    async (req, reply) => {
      const userId = userIdOf(req);
      await email.refuseSame(userId, req.body.email);
      // The password check, its throttle and «address taken» are the account's (PUT /api/my-info),
      // which hands the change to email.startChange.
      await account.updateMyInfo(userId, req.body, requestOf(req));
      return reply
        .status(202)
        .send({ message: EMAIL_TEXTS.changeSent(req.body.email), pending_email: req.body.email });
    },
  );

  app.get(
    '/api/users/email-change',
    {
      schema: {
        tags,
        summary: 'The address waiting for its confirmation link, if any',
        response: { 200: z.object({ pending_email: z.string().nullable() }) },
      },
    },
    async (req) => ({ pending_email: await email.pendingChange(userIdOf(req)) }),
  );

  app.post(
    '/api/auth/email-change/confirm',
    {
      config: { public: true, budget: 'passwordReset' },
      schema: {
        tags,
        summary: 'Moves the account to the new address with the link mailed there (works once)',
        body: EmailTokenBody,
        response: { 200: MessageResponse },
      },
    },
    (req) => email.confirmChange(req.body.token, requestOf(req)),
  );
};
