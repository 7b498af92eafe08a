import { Id, IdParams } from '@krug/contract/common';
import {
  Announcement,
  AnnouncementBody,
  AnnouncementReactionBody,
  AnnouncementsQuery,
  Department,
  DepartmentBody,
  OrgPost,
  OrgPostBody,
  OrgPostsQuery,
  PublicOrganization,
} from '@krug/contract/org-feed';
import { LikeResponse } from '@krug/contract/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import type { OrgFeedService } from './org-feed.service.ts';

const tags = ['organization feed'];
const Org = z.object({ orgId: Id });
const OrgItem = z.object({ id: Id, itemId: Id });

export const orgFeedRoutes: FastifyPluginAsyncZod<{ feed: OrgFeedService }> = async (app, { feed }) => {
  app.post(
    '/api/work/organizations/:orgId/posts',
    {
      config: { budget: 'post' },
      schema: {
        tags,
        summary: 'Post (members with can_post)',
        params: Org,
        body: OrgPostBody,
        response: { 201: OrgPost },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await feed.createPost(userIdOf(req), req.params.orgId, req.body)),
  );
  app.get(
    '/api/work/organizations/:orgId/posts',
    {
      schema: {
        tags,
        summary: 'Posts, newest first',
        params: Org,
        querystring: OrgPostsQuery,
        response: { 200: z.object({ posts: z.array(OrgPost), next_cursor: z.string().nullable() }) },
      },
    },
    (req) => feed.posts(userIdOf(req), req.params.orgId, req.query),
  );
  app.delete(
    '/api/work/posts/:id',
    { schema: { tags, summary: 'Delete (author or admin)', params: IdParams } },
    async (req, reply) => {
      await feed.deletePost(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/work/posts/:id/like',
    { schema: { tags, summary: 'Toggle my like', params: IdParams, response: { 200: LikeResponse } } },
    (req) => feed.like(userIdOf(req), req.params.id),
  );
  app.get(
    '/api/organizations/:id/public',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Public profile (no token needed)',
        params: IdParams,
        response: { 200: z.object({ data: PublicOrganization }) },
      },
    },
    async (req) => ({ data: await feed.publicProfile(req.authUserId, req.params.id) }),
  );
  app.get(
    '/api/organizations/:id/follow/status',
    {
      schema: {
        tags,
        summary: 'Do I follow?',
        params: IdParams,
        response: { 200: z.object({ is_following: z.boolean() }) },
      },
    },
    (req) => feed.followStatus(userIdOf(req), req.params.id),
  );
  app.post(
    '/api/organizations/:id/follow',
    {
      schema: {
        tags,
        summary: 'Follow (idempotent)',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => feed.follow(userIdOf(req), req.params.id, true),
  );
  app.delete(
    '/api/organizations/:id/follow',
    {
      schema: {
        tags,
        summary: 'Unfollow (idempotent)',
        params: IdParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => feed.follow(userIdOf(req), req.params.id, false),
  );
  app.get(
    '/api/organizations/:id/departments',
    {
      schema: {
        tags,
        summary: 'Departments',
        params: IdParams,
        response: { 200: z.object({ data: z.array(Department) }) },
      },
    },
    async (req) => ({
      data: await feed.departments(userIdOf(req), req.params.id),
    }),
  );
  app.post(
    '/api/organizations/:id/departments',
    {
      schema: {
        tags,
        summary: 'Create (admins); answers the created department',
        params: IdParams,
        body: DepartmentBody,
        response: { 201: Department },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await feed.saveDepartment(userIdOf(req), req.params.id, req.body)),
  );
  app.put(
    '/api/organizations/:id/departments/:itemId',
    {
      schema: {
        tags,
        summary: 'Update (admins)',
        params: OrgItem,
        body: DepartmentBody,
        response: { 200: z.object({ data: z.array(Department) }) },
      },
    },
    async (req) => {
      await feed.saveDepartment(userIdOf(req), req.params.id, req.body, req.params.itemId);
      return { data: await feed.departments(userIdOf(req), req.params.id) };
    },
  );
  app.delete(
    '/api/organizations/:id/departments/:itemId',
    { schema: { tags, summary: 'Delete (admins)', params: OrgItem } },
    async (req, reply) => {
      await feed.deleteDepartment(userIdOf(req), req.params.id, req.params.itemId);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/organizations/:id/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, pinned first (counts a view)',
        params: IdParams,
        querystring: AnnouncementsQuery,
        response: { 200: z.object({ data: z.array(Announcement) }) },
      },
    },
    async (req) => ({ data: await feed.announcements(userIdOf(req), req.params.id, req.query) }),
  );
  app.post(
    '/api/organizations/:id/announcements',
    {
      schema: {
        tags,
        summary: 'Create (admins)',
        params: IdParams,
        body: AnnouncementBody,
        response: { 201: z.object({ id: Id }) },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ id: await feed.saveAnnouncement(userIdOf(req), req.params.id, req.body) }),
  );
  app.put(
    '/api/organizations/:id/announcements/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit or pin (admins)',
        params: OrgItem,
        body: AnnouncementBody,
        response: { 200: z.object({ id: Id }) },
      },
    },
    async (req) => ({
      id: await feed.saveAnnouncement(userIdOf(req), req.params.id, req.body, req.params.itemId),
    }),
  );
  app.delete(
    '/api/organizations/:id/announcements/:itemId',
    { schema: { tags, summary: 'Delete (admins)', params: OrgItem } },
    async (req, reply) => {
      await feed.deleteAnnouncement(userIdOf(req), req.params.id, req.params.itemId);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/organizations/:id/announcements/:itemId/reactions',
    { schema: { tags, summary: 'React (one per member)', params: OrgItem, body: AnnouncementReactionBody } },
    async (req, reply) => {
      await feed.react(userIdOf(req), req.params.id, req.params.itemId, req.body.kind);
      return reply.status(204).send();
    },
  );
};
