import { Id } from '@krug/contract/common';
import { AddHouseholdMemberBody, CreateHouseholdBody, HouseholdResponse } from '@krug/contract/household';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { HouseholdService } from './household.service.ts';

const MemberParams = z.object({ id: Id, userId: Id });

export const householdRoutes: FastifyPluginAsyncZod<{ household: HouseholdService }> = async (
  app,
  { household },
) => {
  app.get(
    '/api/household',
    {
      schema: {
        tags: ['household'],
        summary: 'My household and its residents',
        response: { 200: HouseholdResponse },
      },
    },
    (req) => household.mine(userIdOf(req)),
  );
  app.post(
    '/api/household/create',
    {
      schema: {
        tags: ['household'],
        summary: 'Create a household (the creator becomes its Owner)',
        body: CreateHouseholdBody,
        response: { 201: HouseholdResponse },
      },
    },
    async (req, reply) => reply.status(201).send(await household.create(userIdOf(req), req.body)),
  );
  app.post(
    '/api/household/:id/members',
    {
      schema: {
        tags: ['household'],
        summary: 'Add a resident',
        params: z.object({ id: Id }),
        body: AddHouseholdMemberBody,
        response: { 201: HouseholdResponse },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await household.addMember(userIdOf(req), req.params.id, req.body.user_id, req.body.relationship),
        ),
  );
  app.delete(
    '/api/household/:id/members/:userId',
    {
      schema: {
        tags: ['household'],
        summary: 'Remove a resident',
        params: MemberParams,
        response: { 200: HouseholdResponse },
      },
    },
    (req) => household.removeMember(userIdOf(req), req.params.id, req.params.userId),
  );
};
