import { BirthdaysQuery, BirthdaysResponse } from '@krug/contract/birthdays';
import { Id } from '@krug/contract/common';
import {
  AddFamilyMemberBody,
  AvatarBody,
  BannerBody,
  CreateFamilyBody,
  DATA_URL_MAX_CHARS,
  FamilyManagerBody,
  FamilyMembersResponse,
  FamilyPrivacyBody,
  FamilyProfile,
  FamilyProfileCreateBody,
  FamilyProfilesResponse,
  PublicFamilyProfile,
  UpdateFamilyBody,
  UpdateRelativeBody,
  UserSearchQuery,
} from '@krug/contract/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userIdOf } from '../../platform/auth.ts';
import { userFileHeaders } from '../../platform/user-file.ts';
import type { FamilyService } from './family.service.ts';

const Params = z.object({ id: Id });
/** A member row's id; the user id of a member is accepted too (the spec addresses members by user). */
const MemberParams = z.object({ id: Id, memberId: Id });
const ImageParams = z.object({ id: Id, kind: z.enum(['banner', 'avatar']) });
const Signed = z.object({ exp: z.string().optional(), sig: z.string().optional() });
const tags = ['family'];

export const familyRoutes: FastifyPluginAsyncZod<{ family: FamilyService }> = async (app, { family }) => {
  app.post(
    '/api/family/create-with-members',
    {
      schema: {
        tags,
        summary: 'Create a family with its members and its FAMILY chat group',
        body: CreateFamilyBody,
        response: { 201: FamilyProfile },
      },
    },
    async (req, reply) => reply.status(201).send(await family.create(userIdOf(req), req.body)),
  );
  app.post(
    '/api/family-profiles',
    {
      schema: {
        tags,
        summary: 'Create a family profile (family wizard step 2)',
        body: FamilyProfileCreateBody,
        response: { 201: FamilyProfile },
      },
    },
    async (req, reply) => reply.status(201).send(await family.createProfile(userIdOf(req), req.body)),
  );
  app.get(
    '/api/family-profiles',
    { schema: { tags, summary: 'My family profiles', response: { 200: FamilyProfilesResponse } } },
    async (req) => ({ family_profiles: await family.list(userIdOf(req)) }),
  );
  app.get(
    '/api/family/search',
    {
      schema: {
        tags,
        summary: 'Find families that allow being found (2+ characters)',
        querystring: UserSearchQuery,
        response: { 200: FamilyProfilesResponse },
      },
    },
    async (req) => ({ family_profiles: await family.search(userIdOf(req), req.query.query) }),
  );
  app.get(
    '/api/family/:id/members',
    {
      schema: {
        tags,
        summary: 'Members of a family',
        params: Params,
        response: { 200: FamilyMembersResponse },
      },
    },
    async (req) => ({ members: await family.members(userIdOf(req), req.params.id) }),
  );
  app.post(
    '/api/family/:id/members',
    {
      schema: {
        tags,
        summary: 'Add a registered user to the family',
        params: Params,
        body: AddFamilyMemberBody,
        response: { 201: FamilyMembersResponse },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ members: await family.addMember(userIdOf(req), req.params.id, req.body) }),
  );
  app.delete(
    '/api/family/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Remove a member, relative or invitation (PARENTs), or leave the family (your own id)',
        params: MemberParams,
        response: { 200: FamilyMembersResponse },
      },
    },
    async (req) => ({
      members: await family.removeMember(userIdOf(req), req.params.id, req.params.memberId),
    }),
  );
  app.put(
    '/api/family/:id/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Edit a relative entered by name only (PARENTs)',
        params: MemberParams,
        body: UpdateRelativeBody,
        response: { 200: FamilyMembersResponse },
      },
    },
    async (req) => ({
      members: await family.updateRelative(userIdOf(req), req.params.id, req.params.memberId, req.body),
    }),
  );
  app.put(
    '/api/family/:id/members/:memberId/manager',
    {
      schema: {
        tags,
        summary:
          'Give or take the power to manage the family (PARENT): the creator only; kinship is not power',
        params: MemberParams,
        body: FamilyManagerBody,
        response: { 200: FamilyMembersResponse },
      },
    },
    async (req) => ({
      members: await family.setManager(userIdOf(req), req.params.id, req.params.memberId, req.body.manages),
    }),
  );
  app.put(
    '/api/family/:id/update',
    {
      schema: {
        tags,
        summary: 'Basic info',
        params: Params,
        body: UpdateFamilyBody,
        response: { 200: FamilyProfile },
      },
    },
    (req) => family.update(userIdOf(req), req.params.id, req.body),
  );
  app.put(
    '/api/family/:id/privacy',
    {
      schema: {
        tags,
        summary: 'Privacy settings',
        params: Params,
        body: FamilyPrivacyBody,
        response: { 200: FamilyProfile },
      },
    },
    (req) => family.setPrivacy(userIdOf(req), req.params.id, req.body),
  );
  app.delete(
    '/api/family/:id',
    { schema: { tags, summary: 'Delete the family', params: Params } },
    async (req, reply) => {
      await family.remove(userIdOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  const imageLimit = DATA_URL_MAX_CHARS * 2;
  app.put(
    '/api/family-profiles/:id/banner',
    {
      config: { budget: 'upload' },
      bodyLimit: imageLimit,
      schema: {
        tags,
        summary: 'Banner (data URL)',
        params: Params,
        body: BannerBody,
        response: { 200: FamilyProfile },
      },
    },
    (req) => family.setImage(userIdOf(req), req.params.id, 'banner', req.body.banner_image),
  );
  app.put(
    '/api/family-profiles/:id/avatar',
    {
      config: { budget: 'upload' },
      bodyLimit: imageLimit,
      schema: {
        tags,
        summary: 'Avatar (data URL)',
        params: Params,
        body: AvatarBody,
        response: { 200: FamilyProfile },
      },
    },
    (req) => family.setImage(userIdOf(req), req.params.id, 'avatar', req.body.avatar_image),
  );
  app.get(
    '/api/family-profiles/:id/images/:kind',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Banner or avatar by its signed link',
        params: ImageParams,
        querystring: Signed,
      },
    },
    async (req, reply) => {
      const image = await family.image(req.params.id, req.params.kind, req.query.exp, req.query.sig);
      return userFileHeaders(reply, { mime: image.mime })
        .header('cache-control', 'private, max-age=3600')
        .send(image.stream);
    },
  );
  app.get(
    '/api/family/:id/birthdays',
    {
      schema: {
        tags,
        summary: 'Members’ and relatives’ birthdays in [from, to] (yearly; 29 Feb on 28 Feb in other years)',
        params: Params,
        querystring: BirthdaysQuery,
        response: { 200: BirthdaysResponse },
      },
    },
    async (req) => ({
      birthdays: await family.birthdays(userIdOf(req), req.params.id, req.query),
    }),
  );
  app.get(
    '/api/family/:id/public',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'How others see the family',
        params: Params,
        response: { 200: PublicFamilyProfile },
      },
    },
    (req) => family.publicProfile(req.authUserId, req.params.id),
  );
};
