import { Id } from '@krug/contract/common';
import {
  EmailInvitationList,
  EmailInviteSent,
  HouseholdEmailInviteBody,
} from '@krug/contract/email-invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { HouseholdEmailInvites } from './household-email-invites.service.ts';

const Params = z.object({ id: Id });
const InvitationParams = z.object({ id: Id, invitationId: Id });
const tags = ['household'];

/** Invitations to a household by email address (issue 33 §3), for its residents. */
export const householdEmailInvitesRoutes: FastifyPluginAsyncZod<{ invites: HouseholdEmailInvites }> = async (
  app,
  { invites },
) => {
  app.post(
    '/api/household/:id/email-invitations',
    {
      schema: {
        tags,
        summary:
          'Invite an email address to the household (the same answer whether or not it has an account)',
        params: Params,
        body: HouseholdEmailInviteBody,
        response: { 201: EmailInviteSent },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await invites.invite(userIdOf(req), req.params.id, req.body)),
  );
  app.get(
    '/api/household/:id/email-invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of the household by email (residents)',
        params: Params,
        response: { 200: EmailInvitationList },
      },
    },
    (req) => invites.list(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/household/:id/email-invitations/:invitationId',
    {
      schema: {
        tags,
        summary:
          'Cancel a pending invitation by email (the Owner or its sender); answers the pending ones left',
        params: InvitationParams,
        response: { 200: EmailInvitationList },
      },
    },
    (req) => invites.cancel(userIdOf(req), req.params.id, req.params.invitationId),
  );
};
