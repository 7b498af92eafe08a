import { Id } from '@krug/contract/common';
import { Invitation, InvitationList } from '@krug/contract/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { InvitationsService } from './invitations.service.ts';

const Params = z.object({ id: Id });
const tags = ['invitations'];

export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationsService }> = async (
  app,
  { invitations },
) => {
  app.get(
    '/api/invitations',
    {
      schema: {
        tags,
        summary: 'My pending invitations to families and households',
        response: { 200: InvitationList },
      },
    },
    (req) => invitations.list(userIdOf(req)),
  );
  app.post(
    '/api/invitations/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accept: become a member (family: and join its chat group); 409 if you live in another household',
        params: Params,
        response: { 200: Invitation },
      },
    },
    (req) => invitations.accept(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/invitations/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline: the invitation is removed',
        params: Params,
        response: { 200: Invitation },
      },
    },
    (req) => invitations.decline(userIdOf(req), req.params.id),
  );
};
