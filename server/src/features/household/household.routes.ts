import { Id } from '@krug/contract/common';
import {
  AddHouseholdMemberBody,
  CreateHouseholdBody,
  HouseholdResponse,
  TransferHouseholdBody,
} from '@krug/contract/household';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { HouseholdService } from './household.service.ts';

/** A resident row's id, or the resident's user id. */
const MemberParams = z.object({ id: Id, memberId: Id });

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
  app.post(
    '/api/household/:id/transfer-ownership',
    {
      schema: {
        tags: ['household'],
        summary: 'Hand the household over to another resident (Owner)',
        params: z.object({ id: Id }),
        body: TransferHouseholdBody,
        response: { 200: HouseholdResponse },
      },
    },
    (req) => household.transferOwnership(userIdOf(req), req.params.id, req.body.new_owner_id),
  );
  app.delete(
    '/api/household/:id/members/:memberId',
    {
      schema: {
        tags: ['household'],
        summary: 'Remove a resident or invitation (Owner), or move out (your own id)',
        params: MemberParams,
        response: { 200: HouseholdResponse },
      },
    },
    (req) => household.removeMember(userIdOf(req), req.params.id, req.params.memberId),
  );
};
