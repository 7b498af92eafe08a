import { Id, IdParams } from '@krug/contract/common';
import {
  AdminJoinRequest,
  ChangeRequest,
  CreateOrganizationBody,
  InviteBody,
  InviteResponse,
  JoinRequestBody,
  MembersResponse,
  Organization,
  OwnJoinRequest,
  RejectBody,
  RequestStatusQuery,
  SearchBody,
  SearchResult,
  TeamBody,
  TransferBody,
  UpdateMeBody,
  UpdateMemberBody,
  UpdateMeResponse,
  UpdateOrganizationBody,
} from '@krug/contract/work';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { userFileHeaders } from '../../platform/user-file.ts';
import type { WorkService } from './work.service.ts';

const tags = ['organizations'];
const Org = z.object({ orgId: Id });
const OrgMember = z.object({ orgId: Id, userId: Id });
const OrgRequest = z.object({ orgId: Id, id: Id });

export const workRoutes: FastifyPluginAsyncZod<{ work: WorkService }> = async (app, { work }) => {
  const done = (reply: { status(n: number): { send(): unknown } }) => reply.status(204).send();
  app.post(
    '/api/work/organizations/search',
    {
      schema: {
        tags,
        summary: 'Search organizations',
        body: SearchBody,
        response: { 200: z.object({ organizations: z.array(SearchResult) }) },
      },
    },
    async (req) => ({
      organizations: await work.search(userIdOf(req), req.body),
    }),
  );
  app.get(
    '/api/work/organizations',
    {
      schema: {
        tags,
        summary: 'My organizations',
        response: { 200: z.object({ organizations: z.array(Organization) }) },
      },
    },
    async (req) => ({
      organizations: await work.mine(userIdOf(req)),
    }),
  );
  app.post(
    '/api/work/organizations',
    {
      schema: {
        tags,
        summary: 'Create an organization',
        body: CreateOrganizationBody,
        response: { 201: Organization },
      },
    },
    async (req, reply) => reply.status(201).send(await work.create(userIdOf(req), req.body)),
  );
  app.get(
    '/api/work/organizations/:orgId',
    { schema: { tags, summary: 'Organization details', params: Org, response: { 200: Organization } } },
    (req) => work.get(userIdOf(req), req.params.orgId),
  );
  app.get(
    '/api/work/organizations/:orgId/images/:kind',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Logo or banner by its signed link',
        params: z.object({ orgId: Id, kind: z.enum(['logo', 'banner']) }),
        querystring: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const image = await work.image(req.params.orgId, req.params.kind, req.query.exp, req.query.sig);
      return userFileHeaders(reply, { mime: image.mime })
        .header('cache-control', 'private, max-age=3600')
        .send(image.stream);
    },
  );
  app.put(
    '/api/work/organizations/:orgId',
    {
      // Carries logo and banner images: counted against the upload limit.
      config: { budget: 'upload' },
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Settings (admins)',
        params: Org,
        body: UpdateOrganizationBody,
        response: { 200: Organization },
      },
    },
    (req) => work.update(userIdOf(req), req.params.orgId, req.body),
  );
  app.post(
    '/api/work/organizations/:orgId/members',
    {
      schema: {
        tags,
        summary: 'Invite someone by email: an invitation they accept (any address; same answer)',
        description:
          'CONTRACT §4 "Consent, continued": answers 201 «Приглашение отправлено на email.» whether ' +
          'or not the address has an account. A registered person gets an invitation (GET ' +
          '/api/invitations); an unregistered address gets a mail, and the invitation waits for the ' +
          'account registered with it. Invitations per inviter are limited (429).',
        params: Org,
        body: InviteBody,
        response: { 201: InviteResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await work.invite(userIdOf(req), req.params.orgId, req.body)),
  );
  app.get(
    '/api/work/organizations/:orgId/members',
    { schema: { tags, summary: 'Members and departments', params: Org, response: { 200: MembersResponse } } },
    (req) => work.members(userIdOf(req), req.params.orgId),
  );
  app.put(
    '/api/work/organizations/:orgId/members/me',
    {
      schema: {
        tags,
        summary: 'My job title now; role, department, team by request',
        params: Org,
        body: UpdateMeBody,
        response: { 200: UpdateMeResponse },
      },
    },
    (req) => work.updateMe(userIdOf(req), req.params.orgId, req.body),
  );
  app.put(
    '/api/work/organizations/:orgId/members/:userId/role',
    {
      schema: {
        tags,
        summary: 'Edit a member (admins)',
        params: OrgMember,
        body: UpdateMemberBody,
        response: { 200: MembersResponse },
      },
    },
    (req) => work.updateMember(userIdOf(req), req.params.orgId, req.params.userId, req.body),
  );
  app.delete(
    '/api/work/organizations/:orgId/members/:userId',
    { schema: { tags, summary: 'Remove a member (admins)', params: OrgMember } },
    async (req, reply) => {
      await work.removeMember(userIdOf(req), req.params.orgId, req.params.userId);
      return done(reply);
    },
  );
  app.post(
    '/api/work/organizations/:orgId/teams',
    { schema: { tags, summary: 'Create a team', params: Org, body: TeamBody } },
    async (req, reply) =>
      reply.status(201).send(await work.addTeam(userIdOf(req), req.params.orgId, req.body)),
  );
  app.post(
    '/api/work/organizations/:orgId/leave',
    { schema: { tags, summary: 'Leave', params: Org } },
    async (req, reply) => {
      await work.leave(userIdOf(req), req.params.orgId);
      return done(reply);
    },
  );
  app.post(
    '/api/work/organizations/:orgId/transfer-ownership',
    { schema: { tags, summary: 'Transfer ownership (owner)', params: Org, body: TransferBody } },
    async (req, reply) => {
      await work.transfer(userIdOf(req), req.params.orgId, req.body.new_owner_id);
      return done(reply);
    },
  );
  app.get(
    '/api/work/organizations/:orgId/change-requests',
    {
      schema: {
        tags,
        summary: 'Change requests (admins)',
        params: Org,
        querystring: RequestStatusQuery,
        response: { 200: z.object({ data: z.array(ChangeRequest) }) },
      },
    },
    async (req) => ({ data: await work.changeRequests(userIdOf(req), req.params.orgId, req.query.status) }),
  );
  app.get(
    '/api/work/organizations/:orgId/change-requests/mine',
    {
      schema: {
        tags,
        summary: 'My own change requests, newest first',
        params: Org,
        response: { 200: z.object({ data: z.array(ChangeRequest) }) },
      },
    },
    async (req) => ({ data: await work.myChangeRequests(userIdOf(req), req.params.orgId) }),
  );
  app.post(
    '/api/work/organizations/:orgId/change-requests/:id/approve',
    { schema: { tags, summary: 'Approve and apply', params: OrgRequest } },
    async (req, reply) => {
      await work.decideChange(userIdOf(req), req.params.orgId, req.params.id, true, null);
      return done(reply);
    },
  );
  app.post(
    '/api/work/organizations/:orgId/change-requests/:id/reject',
    { schema: { tags, summary: 'Reject', params: OrgRequest, body: RejectBody.nullish() } },
    async (req, reply) => {
      await work.decideChange(
        userIdOf(req),
        req.params.orgId,
        req.params.id,
        false,
        req.body?.rejection_reason ?? null,
      );
      return done(reply);
    },
  );
  app.get(
    '/api/work/organizations/:orgId/join-requests',
    {
      schema: {
        tags,
        summary: 'Pending join requests (admins)',
        params: Org,
        response: { 200: z.object({ requests: z.array(AdminJoinRequest) }) },
      },
    },
    async (req) => ({
      requests: await work.joinRequests(userIdOf(req), req.params.orgId),
    }),
  );
  app.get(
    '/api/work/organizations/:id/join-requests/my-status',
    {
      schema: {
        tags,
        summary: 'Do I have a pending request?',
        params: IdParams,
        response: { 200: z.object({ has_pending_request: z.boolean() }) },
      },
    },
    async (req) => ({
      has_pending_request: await work.hasPending(userIdOf(req), req.params.id),
    }),
  );
  app.get(
    '/api/work/join-requests/my-requests',
    {
      schema: {
        tags,
        summary: 'My join requests',
        response: { 200: z.object({ requests: z.array(OwnJoinRequest) }) },
      },
    },
    async (req) => ({
      requests: await work.myJoinRequests(userIdOf(req)),
    }),
  );
  app.post(
    '/api/work/join-requests/:id/approve',
    { schema: { tags, summary: 'Approve (the requester becomes a Member)', params: IdParams } },
    async (req, reply) => {
      await work.decideJoin(userIdOf(req), req.params.id, true, null);
      return done(reply);
    },
  );
  app.post(
    '/api/work/join-requests/:id/reject',
    { schema: { tags, summary: 'Reject', params: IdParams, body: RejectBody.nullish() } },
    async (req, reply) => {
      await work.decideJoin(userIdOf(req), req.params.id, false, req.body?.rejection_reason ?? null);
      return done(reply);
    },
  );
  app.delete(
    '/api/work/join-requests/:id',
    { schema: { tags, summary: 'Cancel my request', params: IdParams } },
    async (req, reply) => {
      await work.cancelJoin(userIdOf(req), req.params.id);
      return done(reply);
    },
  );
  app.post(
    '/api/organizations/:id/join-request',
    { schema: { tags, summary: 'Ask to join', params: IdParams, body: JoinRequestBody.nullish() } },
    async (req, reply) =>
      reply.status(201).send(await work.requestJoin(userIdOf(req), req.params.id, req.body?.message ?? null)),
  );
};
