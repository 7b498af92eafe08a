import { DigestSetting } from '@krug/contract/email';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { DigestService } from './digest.service.ts';

const tags = ['notifications'];

export const digestRoutes: FastifyPluginAsyncZod<{ digest: DigestService }> = async (app, { digest }) => {
  app.get(
    '/api/users/digest',
    {
      schema: {
        tags,
        summary: 'My digest of unread notifications by mail: off (default), daily or weekly',
        response: { 200: DigestSetting },
      },
    },
    (req) => digest.get(userIdOf(req)),
  );
  app.put(
    '/api/users/digest',
    {
      schema: {
        tags,
        summary: 'Turns the digest of unread notifications off, or on daily or weekly',
        body: DigestSetting,
        response: { 200: DigestSetting },
      },
    },
    (req) => digest.set(userIdOf(req), req.body),
  );
};
