import { IdParams } from '@krug/contract/common';
import {
  RecoveryCodes,
  RecoveryCodesBody,
  RevokeOthersResponse,
  TwoFactorDisableBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorSetupBody,
  TwoFactorStatus,
  UserSession,
} from '@krug/contract/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { SessionsService } from './sessions.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['security'];

/** «Безопасность» in settings (issue 20): sessions and devices, two-factor sign-in, sign-out. */
export const securityRoutes: FastifyPluginAsyncZod<{
  sessions: SessionsService;
  twoFactor: TwoFactorService;
}> = async (app, { sessions, twoFactor }) => {
  app.get(
    '/api/users/sessions',
    {
      schema: {
        tags,
        summary: 'My live sessions, latest activity first; `current` marks this one',
        response: { 200: z.array(UserSession) },
      },
    },
    (req) => sessions.list(userIdOf(req), req.authSessionId),
  );
  app.delete(
    '/api/users/sessions/:id',
    { schema: { tags, summary: 'Sign one of my sessions out', params: IdParams } },
    async (req, reply) => {
      await sessions.revoke(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/users/sessions/revoke-others',
    {
      schema: {
        tags,
        summary: 'Sign out everywhere else (every session but this one)',
        response: { 200: RevokeOthersResponse },
      },
    },
    async (req) => ({ revoked: await sessions.revokeOthers(userIdOf(req), req.authSessionId) }),
  );
  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: this session’s token stops working' } },
    async (req, reply) => {
      await sessions.close(userIdOf(req), req.authSessionId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/users/2fa',
    { schema: { tags, summary: 'Two-factor sign-in: on or off', response: { 200: TwoFactorStatus } } },
    (req) => twoFactor.status(userIdOf(req)),
  );
  app.post(
    '/api/users/2fa/setup',
    {
      schema: {
        tags,
        summary: 'Start two-factor setup (password required): a new secret, its URI and QR code',
        body: TwoFactorSetupBody,
        response: { 200: TwoFactorSetup },
      },
    },
    (req) => twoFactor.setup(userIdOf(req), req.body.password),
  );
  app.post(
    '/api/users/2fa/enable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code from the app; answers 10 recovery codes',
        body: TwoFactorEnableBody,
        response: { 200: RecoveryCodes },
      },
    },
    (req) => twoFactor.enable(userIdOf(req), req.body.code, requestOf(req)),
  );
  app.post(
    '/api/users/2fa/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a code or a recovery code)',
        body: TwoFactorDisableBody,
        response: { 200: TwoFactorStatus },
      },
    },
    async (req) => {
      const userId = userIdOf(req);
      await twoFactor.disable(userId, req.body.password, req.body.code, requestOf(req));
      return twoFactor.status(userId);
    },
  );
  app.post(
    '/api/users/2fa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes (a code required); the old ones stop working',
        body: RecoveryCodesBody,
        response: { 200: RecoveryCodes },
      },
    },
    (req) => twoFactor.regenerateRecoveryCodes(userIdOf(req), req.body.code, requestOf(req)),
  );
};
