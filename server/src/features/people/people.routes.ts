import { IdParams } from '@krug/contract/common';
import { PageQuery } from '@krug/contract/pagination';
import {
  FollowedList,
  FollowState,
  OnlineFriendList,
  PersonPage,
  PrivacySettings,
  PrivacyUpdateBody,
  UserIdParams,
} from '@krug/contract/people';
import { PostListResponse } from '@krug/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import type { Presence } from '../../platform/presence.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import { blocksRoutes } from './blocks.routes.ts';
import { createFollowsService } from './follows.service.ts';
import { friendsRoutes } from './friends.routes.ts';
import { createFriendsService } from './friends.service.ts';
import { createPresenceService } from './presence.service.ts';
import { createProfileService } from './profile.service.ts';

const tags = ['people'];

/** The people graph (issue 20): friends, follows, a person's page and privacy settings. */
export const peopleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  notifications: Notifier;
  posts: Pick<PostsService, 'list'>;
  presence: Pick<Presence, 'status' | 'staleMs'>;
}> = async (app, { db, notifications, posts, presence }) => {
  await app.register(friendsRoutes, { friends: createFriendsService({ db, notifications }) });
  await app.register(blocksRoutes, { db });
  const follows = createFollowsService(db);
  const profile = createProfileService({ db, posts });
  const online = createPresenceService({ db, presence });

  app.get(
    '/api/friends/online',
    {
      schema: {
        tags: ['friends'],
        summary: 'My friends who are online now (a live socket open), by name, at most 50',
        description:
          'A bare list of people. Online changes arrive on GET /api/ws as ' +
          '`{"type": "presence.changed", "user_id", "online", "last_seen_at"}`.',
        response: { 200: OnlineFriendList },
      },
    },
    (req) => online.onlineFriends(userIdOf(req)),
  );

  app.get(
    '/api/people/:userId',
    {
      schema: {
        tags,
        summary: "A person's page: photo, names, affiliations, families, counts, my relation to them",
        description:
          'Someone who hides their page from the public is shown to others (not friends, sharing ' +
          'no family, household, organization or chat group) by name and photo only: ' +
          '`restricted: true`, no affiliations or families, counts null. Unknown id 404. ' +
          '`online` and `last_seen_at` only to the person themself and their friends.',
        params: UserIdParams,
        response: { 200: PersonPage },
      },
    },
    async (req) => online.onPage(await profile.page(userIdOf(req), req.params.userId)),
  );
  app.get(
    '/api/people/:userId/posts',
    {
      schema: {
        tags,
        summary: 'Their posts I may read, newest first (next page: Link header, rel="next")',
        description: 'A restricted page (see GET /api/people/{userId}) answers 403.',
        params: UserIdParams,
        querystring: PageQuery,
        response: { 200: PostListResponse },
      },
    },
    async (req, reply) =>
      sendPage(req, reply, await profile.posts(userIdOf(req), req.params.userId, req.query)),
  );
  app.post(
    '/api/people/:userId/follow',
    {
      schema: {
        tags,
        summary: 'Follow a person (idempotent): their posts I may read join «Подписки»',
        params: UserIdParams,
        response: { 200: FollowState },
      },
    },
    (req) => follows.followUser(userIdOf(req), req.params.userId),
  );
  app.delete(
    '/api/people/:userId/follow',
    {
      schema: {
        tags,
        summary: 'Unfollow a person (idempotent)',
        params: UserIdParams,
        response: { 200: FollowState },
      },
    },
    (req) => follows.unfollowUser(userIdOf(req), req.params.userId),
  );
  app.post(
    '/api/family/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow a family (idempotent): its posts I may read join «Подписки»',
        description: 'A private family is 404 to outsiders, as on its other calls.',
        params: IdParams,
        response: { 200: FollowState },
      },
    },
    (req) => follows.followFamily(userIdOf(req), req.params.id),
  );
  app.delete(
    '/api/family/:id/follow',
    {
      schema: {
        tags,
        summary: 'Unfollow a family (idempotent)',
        params: IdParams,
        response: { 200: FollowState },
      },
    },
    (req) => follows.unfollowFamily(userIdOf(req), req.params.id),
  );
  app.get(
    '/api/follows',
    {
      schema: {
        tags,
        summary: 'People and families I follow, newest first (next page: Link header, rel="next")',
        querystring: PageQuery,
        response: { 200: FollowedList },
      },
    },
    async (req, reply) => sendPage(req, reply, await follows.followed(userIdOf(req), req.query)),
  );
  app.get(
    '/api/users/privacy',
    { schema: { tags, summary: 'My privacy settings (spec 01)', response: { 200: PrivacySettings } } },
    (req) => profile.privacy(userIdOf(req)),
  );
  app.put(
    '/api/users/privacy',
    {
      schema: {
        tags,
        summary: 'Change any of my privacy settings; the others stay as they are',
        body: PrivacyUpdateBody,
        response: { 200: PrivacySettings },
      },
    },
    (req) => profile.updatePrivacy(userIdOf(req), req.body),
  );
};
