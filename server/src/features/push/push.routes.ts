import { IdParams } from '@krug/contract/common';
import {
  PushDevice,
  PushDevices,
  PushPublicKey,
  PushSettings,
  PushSettingsBody,
  PushSubscriptionBody,
} from '@krug/contract/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { PushService } from './push.service.ts';

const tags = ['push'];

/** Web Push (issue 35 §3): the key to subscribe with, this user's devices, and their push settings. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  app.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key a browser subscribes with (applicationServerKey)',
        response: { 200: PushPublicKey },
      },
    },
    () => push.publicKey(),
  );
  app.get(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'My devices that receive pushes, oldest first (named from their User-Agent)',
        response: { 200: PushDevices },
      },
    },
    (req) => push.list(userIdOf(req)),
  );
  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscribe this device (PushSubscription.toJSON()); the same endpoint again updates it',
        body: PushSubscriptionBody,
        response: { 201: PushDevice },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await push.subscribe(userIdOf(req), req.body, req.headers['user-agent'])),
  );
  app.delete(
    '/api/push/subscriptions/:id',
    { schema: { tags, summary: 'Stop pushes to one of my devices', params: IdParams } },
    async (req, reply) => {
      await push.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/push/settings',
    {
      schema: {
        tags,
        summary: 'What my pushes show, whether messages push, and my quiet hours',
        response: { 200: PushSettings },
      },
    },
    (req) => push.settings(userIdOf(req)),
  );
  app.put(
    '/api/push/settings',
    {
      schema: {
        tags,
        summary: 'Change some of my push settings; the others stay',
        body: PushSettingsBody,
        response: { 200: PushSettings },
      },
    },
    (req) => push.updateSettings(userIdOf(req), req.body),
  );
};
