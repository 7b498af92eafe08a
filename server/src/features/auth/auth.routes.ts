import { AuthResponse, LoginBody, LoginResponse, RegisterBody, User } from '@krug/contract/auth';
import { LoginTwoFactorBody } from '@krug/contract/security';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../platform/auth.ts';
import type { UsersService } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

/** What a new session records about the device signing in. */
const deviceOf = (req: FastifyRequest) => ({ userAgent: req.headers['user-agent'], ip: req.ip });

interface Options {
  auth: AuthService;
  users: UsersService;
}

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, users }) => {
  app.post(
    '/api/auth/register',
    {
      config: { public: true, budget: 'register' },
      schema: { tags: ['auth'], summary: 'Register', body: RegisterBody, response: { 201: AuthResponse } },
    },
    async (req, reply) => reply.status(201).send(await auth.register(req.body, deviceOf(req))),
  );

  app.post(
    '/api/auth/login',
    {
      config: { public: true, budget: 'signIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; a user with two-factor sign-in gets a challenge for /api/auth/login/2fa instead',
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    (req) => auth.login(req.body, deviceOf(req)),
  );

  app.post(
    '/api/auth/login/2fa',
    {
      config: { public: true, budget: 'signIn' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in, second step: the code of the authenticator app or a recovery code',
        body: LoginTwoFactorBody,
        response: { 200: AuthResponse },
      },
    },
    (req) => auth.loginTwoFactor(req.body, deviceOf(req)),
  );

  app.get(
    '/api/auth/me',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User } } },
    (req) => users.current(userIdOf(req)),
  );
};
