import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type AddFamilyMemberBody,
  type CreateFamilyBody,
  FAMILY_TEXTS,
  type FamilyMember,
  type FamilyPrivacy,
  type FamilyProfile,
  type FamilyProfileCreateBody,
  type PublicFamilyProfile,
  ROLE_OF_RELATIONSHIP,
  type UpdateFamilyBody,
} from '@krug/contract/family';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import { DEFAULT_MODULE_COLOR } from '@krug/contract/modules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FamilyMemberRow, FamilyRow } from '../../db/schema/index.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { usersRepo } from '../users/users.repo.ts';
import {
  canManageFamily,
  canRemoveFamilyMember,
  canSeeFamilyPosts,
  canSeeMembers,
  canSeePublicProfile,
} from './family.policy.ts';
import { familyRepo, type NewFamilyMember } from './family.repo.ts';

type Create = z.output<typeof CreateFamilyBody>;
type Update = z.output<typeof UpdateFamilyBody>;
type AddMember = z.output<typeof AddFamilyMemberBody>;
export type ImageKind = 'banner' | 'avatar';

export const familyImagePath = (id: string, kind: ImageKind) => `/api/family-profiles/${id}/images/${kind}`;

/** What the family area reads from the wall (given by the posts service). */
export interface FamilyPosts {
  familyPostCounts(familyIds: string[]): Promise<Map<string, number>>;
  familyPublicPosts(familyId: string, viewerId: string | null): Promise<PublicFamilyProfile['posts']>;
}

export function createFamilyService(deps: {
  db: Db;
  storage: Storage;
  signer: UrlSigner;
  posts: FamilyPosts;
  notifications: Notifier;
}) {
  const { db, storage, signer, posts, notifications } = deps;
  const announce = async (actorId: string, userIds: string[], family: { id: string; name: string }) => {
    const actor = await usersRepo.findById(db, actorId);
    for (const userId of userIds) {
      await notifications.notify({
        userId,
        actorId,
        type: 'family_added',
        text: `${actor?.firstName ?? ''} ${actor?.lastName ?? ''} добавил(а) вас в семью «${family.name}»`,
        link: { kind: 'family', id: family.id },
      });
    }
  };

  const imageUrl = (family: FamilyRow, kind: ImageKind) => {
    const key = kind === 'banner' ? family.bannerKey : family.avatarKey;
    return key ? signer.sign(familyImagePath(family.id, kind), `${family.id}:${key}`) : null;
  };

  const memberDto = (m: FamilyMemberRow): FamilyMember => ({
    id: m.id,
    user_id: m.userId,
    first_name: m.firstName,
    last_name: m.lastName,
    name: m.firstName,
    surname: m.lastName,
    date_of_birth: m.dateOfBirth,
    role: m.role,
    relationship: m.relationship,
    family_role: m.role,
    is_creator: m.isCreator,
  });

  const privacyOf = (f: FamilyRow): FamilyPrivacy => ({
    is_private: f.isPrivate,
    allow_public_discovery: f.allowPublicDiscovery,
    who_can_see_posts: f.whoCanSeePosts,
    who_can_comment: f.whoCanComment,
    profile_searchability: f.profileSearchability,
  });

  async function profiles(
    rows: { family: FamilyRow; member: FamilyMemberRow | undefined }[],
  ): Promise<FamilyProfile[]> {
    const ids = rows.map((r) => r.family.id);
    const [counts, groups, postCounts] = await Promise.all([
      familyRepo.memberCounts(db, ids),
      familyRepo.chatGroupIds(db, ids),
      posts.familyPostCounts(ids),
    ]);
    return rows.map(({ family: f, member }) => ({
      ...privacyOf(f),
      id: f.id,
      family_name: f.name,
      name: f.name,
      surname: f.surname,
      description: f.description,
      city: f.city,
      location: f.location,
      member_count: counts.get(f.id) ?? 0,
      created_at: f.createdAt.toISOString(),
      banner_url: imageUrl(f, 'banner'),
      family_photo_url: imageUrl(f, 'avatar'),
      avatar_url: imageUrl(f, 'avatar'),
      // Nobody can follow a family and events are counted with the calendar, so both are real zeros for now.
      posts_count: postCounts.get(f.id) ?? 0,
      followers_count: 0,
      events_count: 0,
      user_role: member?.role ?? null,
      is_user_member: !!member,
      chat_group_id: groups.get(f.id) ?? null,
    }));
  }

  async function managed(userId: string, familyId: string) {
    const family = await familyRepo.findById(db, familyId);
    if (!family) throw new NotFound(FAMILY_TEXTS.notFound);
    const member = await familyRepo.membership(db, familyId, userId);
    if (!member && family.isPrivate) throw new NotFound(FAMILY_TEXTS.notFound);
    if (!canManageFamily(member)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
    return { family, member };
  }

  const profileOf = async (userId: string, family: FamilyRow) =>
    (
      await profiles([{ family, member: await familyRepo.membership(db, family.id, userId) }])
    )[0] as FamilyProfile;

  return {
    async create(userId: string, body: Create): Promise<FamilyProfile> {
      const me = await usersRepo.findById(db, userId);
      if (!me) throw new NotFound(FAMILY_TEXTS.userNotFound);
      const members: NewFamilyMember[] = [
        {
          userId,
          firstName: me.firstName,
          lastName: me.lastName,
          role: 'PARENT',
          isCreator: true,
          relationship: null,
        },
      ];
      const seen = new Set([userId]);
      for (const m of body.members) {
        if (m.user_id) {
          if (seen.has(m.user_id)) continue;
          seen.add(m.user_id);
          const user = await usersRepo.findById(db, m.user_id);
          if (!user) throw new Invalid(FAMILY_TEXTS.userNotFound);
          members.push({
            userId: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            dateOfBirth: m.date_of_birth ?? null,
            role: ROLE_OF_RELATIONSHIP[m.relationship],
            relationship: m.relationship,
          });
        } else {
          members.push({
            userId: null,
            firstName: m.first_name ?? '',
            lastName: m.last_name ?? '',
            dateOfBirth: m.date_of_birth ?? null,
            role: ROLE_OF_RELATIONSHIP[m.relationship],
            relationship: m.relationship,
          });
        }
      }
      const isPrivate = body.privacy_level === 'PRIVATE';
      const family = await familyRepo.create(
        db,
        {
          name: body.name,
          surname: body.surname ?? me.lastName,
          description: body.description,
          isPrivate,
          allowPublicDiscovery: !isPrivate,
          createdBy: userId,
        },
        members,
        userId,
        DEFAULT_MODULE_COLOR,
      );
      await announce(
        userId,
        [...seen].filter((id) => id !== userId),
        family,
      );
      return profileOf(userId, family);
    },

    async search(userId: string, text: string): Promise<FamilyProfile[]> {
      const found = await familyRepo.search(db, text, userId);
      const mine = new Map((await familyRepo.ofUser(db, userId)).map((r) => [r.family.id, r.member]));
      return profiles(found.map((family) => ({ family, member: mine.get(family.id) })));
    },

    /** The family wizard's step 2: a family with the creator only, and its FAMILY chat group. */
    async createProfile(
      userId: string,
      body: z.output<typeof FamilyProfileCreateBody>,
    ): Promise<FamilyProfile> {
      const me = await usersRepo.findById(db, userId);
      if (!me) throw new NotFound(FAMILY_TEXTS.userNotFound);
      const family = await familyRepo.create(
        db,
        {
          name: body.family_name,
          surname: body.family_surname ?? me.lastName,
          description: body.description,
          publicBio: body.public_bio,
          location: body.primary_address,
          city: body.city,
          state: body.state,
          country: body.country,
          establishedDate: body.established_date ?? null,
          isPrivate: body.is_private,
          allowPublicDiscovery: body.allow_public_discovery,
          createdBy: userId,
        },
        [
          {
            userId,
            firstName: me.firstName,
            lastName: me.lastName,
            role: 'PARENT',
            isCreator: true,
            relationship: null,
          },
        ],
        userId,
        DEFAULT_MODULE_COLOR,
      );
      return profileOf(userId, family);
    },

    async list(userId: string): Promise<FamilyProfile[]> {
      return profiles(await familyRepo.ofUser(db, userId));
    },

    async members(userId: string, familyId: string): Promise<FamilyMember[]> {
      const family = await familyRepo.findById(db, familyId);
      const member = family ? await familyRepo.membership(db, familyId, userId) : undefined;
      if (!family || !canSeeMembers(member, family)) throw new NotFound(FAMILY_TEXTS.notFound);
      return (await familyRepo.members(db, familyId)).map(memberDto);
    },

    async addMember(userId: string, familyId: string, body: AddMember): Promise<FamilyMember[]> {
      await managed(userId, familyId);
      const user = await usersRepo.findById(db, body.user_id);
      if (!user) throw new NotFound(FAMILY_TEXTS.userNotFound);
      const added = await familyRepo.addMember(db, familyId, {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        role: ROLE_OF_RELATIONSHIP[body.relationship],
        relationship: body.relationship,
      });
      if (!added) throw new Conflict(FAMILY_TEXTS.alreadyMember);
      const family = await familyRepo.findById(db, familyId);
      if (family) await announce(userId, [user.id], family);
      return (await familyRepo.members(db, familyId)).map(memberDto);
    },

    async removeMember(userId: string, familyId: string, memberUserId: string): Promise<FamilyMember[]> {
      const { member } = await managed(userId, familyId);
      const target = await familyRepo.membership(db, familyId, memberUserId);
      if (!target) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      if (target.isCreator) throw new Conflict(FAMILY_TEXTS.creatorNotRemovable);
      if (!canRemoveFamilyMember(member, target)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
      await familyRepo.removeMember(db, familyId, target);
      return (await familyRepo.members(db, familyId)).map(memberDto);
    },

    async update(userId: string, familyId: string, body: Update): Promise<FamilyProfile> {
      await managed(userId, familyId);
      const row = await familyRepo.update(db, familyId, {
        name: body.family_name,
        description: body.description,
        city: body.city,
        location: body.location,
      });
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return profileOf(userId, row);
    },

    async setPrivacy(userId: string, familyId: string, body: FamilyPrivacy): Promise<FamilyProfile> {
      await managed(userId, familyId);
      const row = await familyRepo.update(db, familyId, {
        isPrivate: body.is_private,
        // A private family is never offered to strangers (the wizard disables discovery while private).
        allowPublicDiscovery: body.is_private ? false : body.allow_public_discovery,
        whoCanSeePosts: body.who_can_see_posts,
        whoCanComment: body.who_can_comment,
        profileSearchability: body.profile_searchability,
      });
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return profileOf(userId, row);
    },

    async remove(userId: string, familyId: string): Promise<void> {
      const { family } = await managed(userId, familyId);
      await familyRepo.delete(db, familyId);
      for (const key of [family.bannerKey, family.avatarKey]) if (key) await storage.delete(key);
    },

    async setImage(
      userId: string,
      familyId: string,
      kind: ImageKind,
      dataUrl: string,
    ): Promise<FamilyProfile> {
      const { family } = await managed(userId, familyId);
      const image = await decodeImageDataUrl(dataUrl, BANNER_AVATAR_MAX_BYTES, {
        notAnImage: FAMILY_TEXTS.notAnImage,
        tooLarge: FAMILY_TEXTS.imageTooLarge,
      });
      const key = `families/${familyId}/${kind}-${randomUUID()}.${image.ext}`;
      await storage.put(key, Readable.from([image.bytes]));
      const old = kind === 'banner' ? family.bannerKey : family.avatarKey;
      const row = await familyRepo.update(
        db,
        familyId,
        kind === 'banner' ? { bannerKey: key } : { avatarKey: key },
      );
      if (old) await storage.delete(old);
      if (!row) throw new NotFound(FAMILY_TEXTS.notFound);
      return profileOf(userId, row);
    },

    /** The bytes of a banner or avatar by its signed link. */
    async image(familyId: string, kind: ImageKind, exp: unknown, sig: unknown) {
      const family = await familyRepo.findById(db, familyId);
      const key = family ? (kind === 'banner' ? family.bannerKey : family.avatarKey) : null;
      if (!family || !key) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      if (!signer.verify(`${family.id}:${key}`, exp, sig))
        throw new Forbidden('Ссылка на изображение недействительна или устарела');
      const ext = key.split('.').pop() ?? 'png';
      return { stream: storage.get(key), mime: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },

    /** How others see the family (spec §2 public view); `viewerId` is null for a visitor without a token. */
    async publicProfile(viewerId: string | null, familyId: string): Promise<PublicFamilyProfile> {
      const family = await familyRepo.findById(db, familyId);
      if (!family) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      const member = viewerId ? await familyRepo.membership(db, familyId, viewerId) : undefined;
      if (!canSeePublicProfile(member, family)) throw new Forbidden(FAMILY_TEXTS.privateProfile);
      const members = await familyRepo.members(db, familyId);
      const sharesHousehold =
        viewerId && !member ? await familyRepo.sharesHousehold(db, familyId, viewerId) : false;
      const postsVisible = canSeeFamilyPosts(family, {
        isMember: !!member,
        sharesHousehold,
        signedIn: !!viewerId,
      });
      return {
        id: family.id,
        family_name: family.name,
        family_surname: family.surname,
        city: family.city,
        member_count: members.length,
        created_at: family.createdAt.toISOString(),
        description: family.description,
        banner_url: imageUrl(family, 'banner'),
        family_photo_url: imageUrl(family, 'avatar'),
        is_private: family.isPrivate,
        is_preview_mode: !!member,
        who_can_see_posts: family.whoCanSeePosts,
        members: members.map((m) => ({
          id: m.id,
          first_name: m.firstName,
          last_name: m.lastName,
          role: m.role,
          is_creator: m.isCreator,
        })),
        posts_visible: postsVisible,
        posts: postsVisible ? await posts.familyPublicPosts(familyId, viewerId) : [],
      };
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
