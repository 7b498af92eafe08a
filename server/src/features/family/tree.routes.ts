import { Id } from '@krug/contract/common';
import { AddRelativeBody, FamilyTreeResponse, TreePersonFields } from '@krug/contract/family-tree';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { FamilyTreeService } from './tree.service.ts';

const Params = z.object({ id: Id });
const PersonParams = z.object({ id: Id, personId: Id });
const tags = ['family'];

/** The family tree (issue 34 §1); removing a person is DELETE /api/family/{id}/members/{memberId}. */
export const familyTreeRoutes: FastifyPluginAsyncZod<{ tree: FamilyTreeService }> = async (app, { tree }) => {
  app.get(
    '/api/family/:id/tree',
    {
      schema: {
        tags,
        summary: 'The family tree: people, links, kinship to the viewer (members only)',
        params: Params,
        response: { 200: FamilyTreeResponse },
      },
    },
    (req) => tree.tree(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/family/:id/tree/relatives',
    {
      schema: {
        tags,
        summary: 'Add a parent, child, spouse or sibling of a person: a record or an invitation (PARENTs)',
        params: Params,
        body: AddRelativeBody,
        response: { 201: FamilyTreeResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await tree.addRelative(userIdOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/family/:id/tree/people/:personId',
    {
      schema: {
        tags,
        summary: 'Edit a relative without an account: name, gender, dates, photo (PARENTs)',
        params: PersonParams,
        body: TreePersonFields,
        response: { 200: FamilyTreeResponse },
      },
    },
    (req) => tree.updatePerson(userIdOf(req), req.params.id, req.params.personId, req.body),
  );
};
