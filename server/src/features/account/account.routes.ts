import { MyInfo } from '@krug/contract/my-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { AccountService } from './account.service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/my-info',
    {
      schema: {
        tags: ['account'],
        summary: 'My information (basic, address, marriage)',
        response: { 200: MyInfo },
      },
    },
    (req) => account.myInfo(userIdOf(req)),
  );
};
