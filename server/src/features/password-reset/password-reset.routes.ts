import { MessageResponse, PasswordResetConfirmBody, PasswordResetRequestBody } from '@krug/contract/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOf } from '../../platform/request-context.ts';
import type { PasswordResetService } from './password-reset.service.ts';

export const passwordResetRoutes: FastifyPluginAsyncZod<{ reset: PasswordResetService }> = async (
  app,
  { reset },
) => {
  app.post(
    '/api/auth/password-reset/request',
    {
      config: { public: true, budget: 'passwordReset' },
      schema: {
        tags: ['auth'],
        summary:
          'Forgotten password: mails a reset link (the same 202 whether or not the address has an account)',
        body: PasswordResetRequestBody,
        response: { 202: MessageResponse },
      },
    },
    async (req, reply) => reply.status(202).send(await reset.request(req.body)),
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { public: true, budget: 'passwordReset' },
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with a reset link’s token; ends every session of the account',
        body: PasswordResetConfirmBody,
        response: { 200: MessageResponse },
      },
    },
    (req) => reset.confirm(req.body, requestOf(req)),
  );
};
