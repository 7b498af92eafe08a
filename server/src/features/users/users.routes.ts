import { GenderBody, User } from '@krug/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.put(
    '/api/users/gender',
    { schema: { tags: ['users'], summary: 'Set the gender', body: GenderBody, response: { 200: User } } },
    (req) => users.setGender(userIdOf(req), req.body.gender),
  );
};
