import { IdParams } from '@krug/contract/common';
import { PageQuery } from '@krug/contract/pagination';
import {
  FriendList,
  FriendRequest,
  FriendRequestBody,
  FriendRequestList,
  FriendSuggestionList,
  FriendsQuery,
  SuggestionsQuery,
  UserIdParams,
} from '@krug/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import type { FriendsService } from './friends.service.ts';

const tags = ['friends'];

/** Friend requests, friends and suggestions (issue 20). */
export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendsService }> = async (app, { friends }) => {
  app.post(
    '/api/friends/requests',
    {
      schema: {
        tags,
        summary: 'Ask someone to be friends',
        description:
          '201 with the new pending request. When that person already sent the caller a request, ' +
          'it is accepted instead (200, status "accepted"). Yourself 422; friends already or a ' +
          'request of yours already pending 409; unknown user 404.',
        body: FriendRequestBody,
        response: { 200: FriendRequest, 201: FriendRequest },
      },
    },
    async (req, reply) => {
      const { created, request } = await friends.send(userIdOf(req), req.body.user_id);
      return reply.status(created ? 201 : 200).send(request);
    },
  );
  app.get(
    '/api/friends/requests/incoming',
    {
      schema: {
        tags,
        summary: 'Pending requests sent to me, newest first (next page: Link header, rel="next")',
        querystring: PageQuery,
        response: { 200: FriendRequestList },
      },
    },
    async (req, reply) => sendPage(req, reply, await friends.requests(userIdOf(req), 'incoming', req.query)),
  );
  app.get(
    '/api/friends/requests/outgoing',
    {
      schema: {
        tags,
        summary: 'Pending requests I sent, newest first (next page: Link header, rel="next")',
        querystring: PageQuery,
        response: { 200: FriendRequestList },
      },
    },
    async (req, reply) => sendPage(req, reply, await friends.requests(userIdOf(req), 'outgoing', req.query)),
  );
  app.post(
    '/api/friends/requests/:id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a request sent to me',
        description: 'Only its addressee (its sender 403, anyone else 404); already accepted 409.',
        params: IdParams,
        response: { 200: FriendRequest },
      },
    },
    (req) => friends.accept(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/friends/requests/:id/decline',
    {
      schema: {
        tags,
        summary: 'Decline a request sent to me (it is deleted; it may be sent again)',
        description: 'Only its addressee (its sender 403, anyone else 404); already accepted 409.',
        params: IdParams,
      },
    },
    async (req, reply) => {
      await friends.withdraw(userIdOf(req), req.params.id, 'decline');
      return reply.status(204).send();
    },
  );
  app.delete(
    '/api/friends/requests/:id',
    {
      schema: {
        tags,
        summary: 'Cancel a request I sent',
        description: 'Only its sender (its addressee 403, anyone else 404); already accepted 409.',
        params: IdParams,
      },
    },
    async (req, reply) => {
      await friends.withdraw(userIdOf(req), req.params.id, 'cancel');
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/friends',
    {
      schema: {
        tags,
        summary: 'My friends, newest friendship first; q searches by name (next page: Link header)',
        querystring: FriendsQuery,
        response: { 200: FriendList },
      },
    },
    async (req, reply) => sendPage(req, reply, await friends.friends(userIdOf(req), req.query)),
  );
  app.delete(
    '/api/friends/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a friend (404 when not a friend)',
        params: UserIdParams,
      },
    },
    async (req, reply) => {
      await friends.remove(userIdOf(req), req.params.userId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/friends/suggestions',
    {
      schema: {
        tags,
        summary: 'People I share a family, organization or chat group with, not yet friends',
        description:
          'Each with the reason (family, organization, chat_group) and the name of the shared place; ' +
          'never the caller, a friend, or someone with a request either way.',
        querystring: SuggestionsQuery,
        response: { 200: FriendSuggestionList },
      },
    },
    (req) => friends.suggestions(userIdOf(req), req.query.limit),
  );
};
