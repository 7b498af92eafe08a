import { IdParams } from '@krug/contract/common';
import {
  Comment,
  CommentBody,
  CreatePostBody,
  EditCommentBody,
  EditPostBody,
  LikeResponse,
  Post,
  PostListQuery,
  PostListResponse,
  ReactionBody,
  ReactionResponse,
} from '@krug/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { parseWith, readForm } from '../../platform/form.ts';
import { sendPage } from '../../platform/link-header.ts';
import type { PostsService } from './posts.service.ts';

const tags = ['posts'];
const form = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  app.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary: 'Posts I may read, newest first (next page: Link header, rel="next")',
        querystring: PostListQuery,
        response: { 200: PostListResponse },
      },
    },
    async (req, reply) => sendPage(req, reply, await posts.list(userIdOf(req), req.query)),
  );
  app.post(
    '/api/posts',
    {
      config: { budget: 'post', formBody: CreatePostBody },
      schema: {
        tags,
        summary:
          'Publish (form data: content, source_module, visibility, repeated media_file_ids, client_key); 200 for a repeated client_key',
        consumes: form,
        response: { 200: Post, 201: Post },
      },
    },
    async (req, reply) => {
      const body = parseWith(CreatePostBody, await readForm(req));
      const { post, created } = await posts.create(userIdOf(req), body);
      return reply.status(created ? 201 : 200).send(post);
    },
  );
  app.get(
    '/api/posts/:id',
    { schema: { tags, summary: 'One post', params: IdParams, response: { 200: Post } } },
    (req) => posts.get(userIdOf(req), req.params.id),
  );
  app.patch(
    '/api/posts/:id',
    {
      config: { formBody: EditPostBody },
      schema: {
        tags,
        summary: 'Edit my post: its text and who sees it (form: content, visibility; left out = kept)',
        params: IdParams,
        consumes: form,
        response: { 200: Post },
      },
    },
    async (req) => posts.edit(userIdOf(req), req.params.id, parseWith(EditPostBody, await readForm(req))),
  );
  app.delete(
    '/api/posts/:id',
    { schema: { tags, summary: 'Delete a post', params: IdParams } },
    async (req, reply) => {
      await posts.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/posts/:id/like',
    { schema: { tags, summary: 'Toggle my like', params: IdParams, response: { 200: LikeResponse } } },
    (req) => posts.like(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/posts/:id/reactions',
    {
      config: { formBody: ReactionBody },
      schema: {
        tags,
        summary: 'Set, replace or remove my reaction (form: emoji)',
        params: IdParams,
        consumes: form,
        response: { 200: ReactionResponse },
      },
    },
    async (req) =>
      posts.react(userIdOf(req), req.params.id, parseWith(ReactionBody, await readForm(req)).emoji),
  );
  app.get(
    '/api/posts/:id/comments',
    {
      schema: { tags, summary: 'Comments as a tree', params: IdParams, response: { 200: z.array(Comment) } },
    },
    (req) => posts.comments(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/posts/:id/comments',
    {
      config: { budget: 'comment', formBody: CommentBody },
      schema: {
        tags,
        summary:
          'Comment or reply (form: content, parent_comment_id, client_key); 200 for a repeated client_key',
        params: IdParams,
        consumes: form,
        response: { 200: Comment, 201: Comment },
      },
    },
    async (req, reply) => {
      const body = parseWith(CommentBody, await readForm(req));
      const { comment, created } = await posts.comment(
        userIdOf(req),
        req.params.id,
        body.content,
        body.parent_comment_id,
        body.client_key,
      );
      return reply.status(created ? 201 : 200).send(comment);
    },
  );
  app.put(
    '/api/comments/:id',
    {
      config: { formBody: EditCommentBody },
      schema: { tags, summary: 'Edit my comment (form: content)', params: IdParams, consumes: form },
    },
    async (req, reply) => {
      await posts.editComment(
        userIdOf(req),
        req.params.id,
        parseWith(EditCommentBody, await readForm(req)).content,
      );
      return reply.status(204).send();
    },
  );
  app.delete(
    '/api/comments/:id',
    { schema: { tags, summary: 'Delete a comment', params: IdParams } },
    async (req, reply) => {
      await posts.deleteComment(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/comments/:id/like',
    {
      schema: {
        tags,
        summary: 'Toggle my like on a comment',
        params: IdParams,
        response: { 200: LikeResponse },
      },
    },
    (req) => posts.likeComment(userIdOf(req), req.params.id),
  );
};
