import {
  ChangePasswordBody,
  ChangePasswordResponse,
  DELETE_ACCOUNT_TEXTS,
  DeleteAccountBody,
  ProfileCompleteBody,
  ProfilePictureBody,
  UpdateMyInfoBody,
  UserSettingsBody,
} from '@krug/contract/account';
import { User } from '@krug/contract/auth';
import { MyInfo } from '@krug/contract/my-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { Invalid } from '../../platform/errors.ts';
import { requestOf } from '../../platform/request-context.ts';
import { userFileHeaders } from '../../platform/user-file.ts';
import type { AccountService } from './account.service.ts';

const tags = ['account'];
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024;

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.get(
    '/api/my-info',
    { schema: { tags, summary: 'My information (basic, address, marriage)', response: { 200: MyInfo } } },
    (req) => account.myInfo(userIdOf(req)),
  );
  app.put(
    '/api/my-info',
    {
      schema: {
        tags,
        summary: 'Save the changed fields of basic, address or marriage',
        body: UpdateMyInfoBody,
        response: { 200: MyInfo },
      },
    },
    (req) => account.updateMyInfo(userIdOf(req), req.body, requestOf(req)),
  );
  app.put(
    '/api/users/profile/complete',
    {
      schema: {
        tags,
        summary: 'Complete the profile (family wizard step 1)',
        body: ProfileCompleteBody,
        response: { 200: MyInfo },
      },
    },
    (req) => account.completeProfile(userIdOf(req), req.body, requestOf(req)),
  );
  app.put(
    '/api/users/profile-picture',
    {
      config: { budget: 'upload' },
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Profile photo (data URL, image, 10 MB)',
        body: ProfilePictureBody,
        response: { 200: User },
      },
    },
    (req) => account.setPicture(userIdOf(req), req.body.profile_picture),
  );
  app.delete(
    '/api/users/profile-picture',
    { schema: { tags, summary: 'Remove the profile photo', response: { 200: User } } },
    (req) => account.deletePicture(userIdOf(req)),
  );
  app.put(
    '/api/users/settings',
    {
      schema: {
        tags,
        summary: 'Interface language and theme, applied on every sign-in',
        body: UserSettingsBody,
        response: { 200: User },
      },
    },
    (req) => account.saveSettings(userIdOf(req), req.body),
  );
  app.get(
    '/api/users/avatars/:name',
    {
      config: { public: true },
      schema: { tags, summary: 'A profile photo', params: z.object({ name: z.string().max(60) }) },
    },
    async (req, reply) =>
      userFileHeaders(reply, { mime: 'image/webp' })
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await account.avatar(req.params.name)),
  );
  app.put(
    '/api/auth/change-password',
    {
      schema: {
        tags,
        summary: 'Change the password; older tokens stop working, a fresh one is answered',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse },
      },
    },
    (req) => account.changePassword(userIdOf(req), req.body, req.authSessionId, requestOf(req)),
  );
  app.delete(
    '/api/auth/delete-account',
    {
      // The call without a body (as the spec shows it) is told what is missing.
      preValidation: async (req) => {
        if (req.body === undefined || req.body === null)
          throw new Invalid(DELETE_ACCOUNT_TEXTS.passwordRequired, 'current_password');
      },
      schema: {
        tags,
        summary:
          'Delete my account and everything that is mine (current password, and a code with two-factor on)',
        body: DeleteAccountBody,
      },
    },
    async (req, reply) => {
      await account.deleteAccount(userIdOf(req), req.body, requestOf(req));
      return reply.status(204).send();
    },
  );
};
