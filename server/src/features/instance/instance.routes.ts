import {
  AdminSettings,
  AdminSettingsBody,
  CreateInviteBody,
  InstanceInfo,
  InstanceInvite,
} from '@krug/contract/admin';
import { IdParams } from '@krug/contract/common';
import { PageQuery } from '@krug/contract/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { sendPage } from '../../platform/link-header.ts';
import { requestOf } from '../../platform/request-context.ts';
import type { InstanceService } from './instance.service.ts';

const tags = ['admin'];

/** The instance's name, registration mode and invites (CONTRACT §8). */
export const instanceRoutes: FastifyPluginAsyncZod<{ instance: InstanceService }> = async (
  app,
  { instance },
) => {
  /** This server's address as the browser reached it: invite links are made of it. */
  const originOf = (req: { protocol: string; host: string }) => `${req.protocol}://${req.host}`;

  app.get(
    '/api/instance',
    {
      config: { public: true },
      schema: {
        tags: ['instance'],
        summary: 'The instance’s name and registration mode (for the sign-in page; no token)',
        response: { 200: InstanceInfo },
      },
    },
    () => instance.info(),
  );
  app.get(
    '/api/admin/settings',
    { schema: { tags, summary: 'The instance’s settings', response: { 200: AdminSettings } } },
    () => instance.settings(),
  );
  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: 'Change the name, registration mode or email verification requirement',
        body: AdminSettingsBody,
        response: { 200: AdminSettings },
      },
    },
    (req) => instance.saveSettings(userIdOf(req), req.body, requestOf(req)),
  );
  app.post(
    '/api/admin/invites',
    {
      schema: {
        tags,
        summary: 'A registration invite link: so many uses, for so many days',
        body: CreateInviteBody.optional(),
        response: { 201: InstanceInvite },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await instance.createInvite(userIdOf(req), req.body ?? {}, originOf(req), requestOf(req))),
  );
  app.get(
    '/api/admin/invites',
    {
      schema: {
        tags,
        summary: 'Invite links, newest first (next page: Link header)',
        querystring: PageQuery,
        response: { 200: z.array(InstanceInvite) },
      },
    },
    async (req, reply) => sendPage(req, reply, await instance.invites(req.query, originOf(req))),
  );
  app.delete(
    '/api/admin/invites/:id',
    { schema: { tags, summary: 'Revoke an invite link', params: IdParams } },
    async (req, reply) => {
      await instance.revokeInvite(userIdOf(req), req.params.id, requestOf(req));
      return reply.status(204).send();
    },
  );
};
