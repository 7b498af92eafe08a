import { PageQuery } from '@krug/contract/pagination';
import { BlockBody, BlockedList, BlockResult, UserIdParams } from '@krug/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import { createBlocksService } from './blocks.service.ts';

const tags = ['people'];

/** Blocking people (CONTRACT §8 "Blocking"). */
export const blocksRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const blocks = createBlocksService(db);
  app.post(
    '/api/blocks',
    {
      schema: {
        tags,
        summary: 'Block a person: silently, and ending friendship, requests and follows either way',
        description:
          'Between the two afterwards: no friend requests, follows, direct messages, chat-group or ' +
          'family invitations, comments or reactions on each other’s posts; neither finds the other ' +
          'in search, suggestions or feeds. The blocked person sees the blocker as not found. ' +
          '201 for a new block, 200 when it already stood; yourself 422; unknown user 404.',
        body: BlockBody,
        response: { 200: BlockResult, 201: BlockResult },
      },
    },
    async (req, reply) => {
      const { created } = await blocks.block(userIdOf(req), req.body.user_id);
      return reply.status(created ? 201 : 200).send({ user_id: req.body.user_id, blocked: true });
    },
  );
  app.delete(
    '/api/blocks/:userId',
    {
      schema: {
        tags,
        summary: 'Unblock a person (404 when not blocked by me); nothing that ended comes back',
        params: UserIdParams,
      },
    },
    async (req, reply) => {
      await blocks.unblock(userIdOf(req), req.params.userId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/blocks',
    {
      schema: {
        tags,
        summary: 'People I blocked, newest first (next page: Link header, rel="next")',
        querystring: PageQuery,
        response: { 200: BlockedList },
      },
    },
    async (req, reply) => sendPage(req, reply, await blocks.list(userIdOf(req), req.query)),
  );
};
