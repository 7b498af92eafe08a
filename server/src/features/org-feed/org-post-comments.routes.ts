import { IdParams } from '@krug/contract/common';
import {
  EditOrgCommentBody,
  OrgComment,
  OrgCommentBody,
  OrgCommentsPage,
  OrgCommentsQuery,
} from '@krug/contract/org-feed';
import { LikeResponse } from '@krug/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { OrgPostCommentsService } from './org-post-comments.service.ts';

const tags = ['organization feed'];

/**
 * Comments on organization posts (issue 32 item 12): members read, add, like, edit their own, and
 * delete their own (admins any); reports go through POST /api/reports as a wall comment's.
 */
export const orgPostCommentsRoutes: FastifyPluginAsyncZod<{ comments: OrgPostCommentsService }> = async (
  app,
  { comments },
) => {
  app.get(
    '/api/work/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, oldest first (members; `after` pages on)',
        params: IdParams,
        querystring: OrgCommentsQuery,
        response: { 200: OrgCommentsPage },
      },
    },
    (req) => comments.list(userIdOf(req), req.params.id, req.query),
  );
  app.post(
    '/api/work/posts/:id/comments',
    {
      config: { budget: 'comment' },
      schema: {
        tags,
        summary: 'Comment or reply (members; one level of replies)',
        params: IdParams,
        body: OrgCommentBody,
        response: { 201: OrgComment },
      },
    },
    async (req, reply) => reply.status(201).send(await comments.add(userIdOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/work/comments/:id',
    {
      schema: {
        tags,
        summary: 'Edit my comment (its author only; shown «изменено»)',
        params: IdParams,
        body: EditOrgCommentBody,
        response: { 200: OrgComment },
      },
    },
    (req) => comments.edit(userIdOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/work/comments/:id/like',
    {
      schema: {
        tags,
        summary: 'Toggle my like on a comment (members)',
        params: IdParams,
        response: { 200: LikeResponse },
      },
    },
    (req) => comments.like(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/work/comments/:id',
    { schema: { tags, summary: 'Delete a comment (its author or an organization admin)', params: IdParams } },
    async (req, reply) => {
      await comments.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
