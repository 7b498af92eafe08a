import { AuthResponse, LoginBody, RegisterBody, User } from '@krug/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

interface Options {
  auth: AuthService;
  users: UsersService;
  /** Requests per minute per address, for sign-in and for registration. */
  rateLimit: number;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, users, rateLimit }) => {
  const limited = { max: rateLimit, timeWindow: '1 minute' };

  app.post(
    '/api/auth/register',
    {
      config: { public: true, rateLimit: limited },
      schema: { tags: ['auth'], summary: 'Register', body: RegisterBody, response: { 201: AuthResponse } },
    },
    async (req, reply) => reply.status(201).send(await auth.register(req.body)),
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, rateLimit: limited },
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginBody, response: { 200: AuthResponse } },
    },
    (req) => auth.login(req.body),
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User } } },
    (req) => users.current(userIdOf(req)),
  );
};
