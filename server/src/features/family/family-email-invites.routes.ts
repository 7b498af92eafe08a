import { Id } from '@krug/contract/common';
import {
  EmailInvitationList,
  EmailInviteSent,
  FamilyEmailInviteBody,
} from '@krug/contract/email-invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { FamilyEmailInvites } from './family-email-invites.service.ts';

const Params = z.object({ id: Id });
const InvitationParams = z.object({ id: Id, invitationId: Id });
const tags = ['family'];

/** Invitations to a family by email address (issue 33 §3), for its managers. */
export const familyEmailInvitesRoutes: FastifyPluginAsyncZod<{ invites: FamilyEmailInvites }> = async (
  app,
  { invites },
) => {
  app.post(
    '/api/family/:id/email-invitations',
    {
      schema: {
        tags,
        summary: 'Invite an email address to the family (the same answer whether or not it has an account)',
        params: Params,
        body: FamilyEmailInviteBody,
        response: { 201: EmailInviteSent },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invites.invite(userIdOf(req), req.params.id, req.body)),
  );
  app.get(
    '/api/family/:id/email-invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of the family by email (managers)',
        params: Params,
        response: { 200: EmailInvitationList },
      },
    },
    (req) => invites.list(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/family/:id/email-invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Cancel a pending invitation by email (managers); answers the pending ones left',
        params: InvitationParams,
        response: { 200: EmailInvitationList },
      },
    },
    (req) => invites.cancel(userIdOf(req), req.params.id, req.params.invitationId),
  );
};
