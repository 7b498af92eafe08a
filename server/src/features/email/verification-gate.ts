import { EMAIL_TEXTS } from '@krug/contract/email';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userIdOf } from '../../platform/auth.ts';
import { Forbidden } from '../../platform/errors.ts';

/**
 * The calls that post, comment, message or invite (CONTRACT §8 "Email verification"): with
 * `require_email_verification` on, an unverified account gets 403 from each, before its input is
 * checked. Listed here by route so the areas' routes stay as they are.
 */
export const GATED_ROUTES: readonly (readonly [method: string, url: string])[] = [
  ['POST', '/api/posts'],
  ['POST', '/api/posts/:id/comments'],
  ['POST', '/api/work/organizations/:orgId/posts'],
  ['POST', '/api/chat-groups'],
  ['POST', '/api/chat-groups/:groupId/messages'],
  ['POST', '/api/chat-groups/:groupId/members'],
  ['POST', '/api/people/:userId/direct'],
  ['POST', '/api/family/create-with-members'],
  ['POST', '/api/family/:id/members'],
  ['POST', '/api/household/:id/members'],
  ['POST', '/api/family/:id/email-invitations'],
  ['POST', '/api/household/:id/email-invitations'],
  ['POST', '/api/work/organizations/:orgId/members'],
  ['POST', '/api/admin/invites'],
];
const gated = new Set(GATED_ROUTES.map(([m, u]) => `${m} ${u}`));

export const verificationGate = fp(
  async (
    app: FastifyInstance,
    opts: {
      required: () => Promise<boolean>;
      mayAct: (userId: string, required: boolean) => Promise<boolean>;
    },
  ) => {
    app.addHook('preValidation', async (req) => {
      const url = req.routeOptions.url;
      if (!url || !gated.has(`${req.method} ${url}`)) return;
      const required = await opts.required();
      if (!required) return;
      if (!(await opts.mayAct(userIdOf(req), required)))
        throw new Forbidden(EMAIL_TEXTS.verificationRequired);
    });
  },
);
