import { GenderBody, User } from '@krug/contract/auth';
import { UserSearchQuery, UserSearchResponse } from '@krug/contract/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { UsersService } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/users/search',
    {
      config: { budget: 'userSearch' },
      schema: {
        tags: ['users'],
        summary: 'Find users by name, surname or email (2+ characters)',
        querystring: UserSearchQuery,
        response: { 200: UserSearchResponse },
      },
    },
    async (req) => ({ users: await users.search(userIdOf(req), req.query.query) }),
  );
  app.put(
    '/api/users/gender',
    { schema: { tags: ['users'], summary: 'Set the gender', body: GenderBody, response: { 200: User } } },
    (req) => users.setGender(userIdOf(req), req.body.gender),
  );
};
