import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BirthdaysQuery } from '@krug/contract/birthdays';
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
  type UpdateRelativeBody,
} from '@krug/contract/family';
import { INVITATION_TEXTS } from '@krug/contract/invitations-texts';
import { BANNER_AVATAR_MAX_BYTES } from '@krug/contract/limits';
import { DEFAULT_MODULE_COLOR } from '@krug/contract/modules';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { FamilyMemberRow, FamilyRow } from '../../db/schema/index.ts';
import { decodeImageDataUrl } from '../../platform/data-url.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { readStored, type Storage } from '../../platform/storage.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { followsRepo } from '../people/follows.repo.ts';
import { usersRepo } from '../users/users.repo.ts';
import { familyBirthdays } from './birthdays.service.ts';
import {
  canEditRelative,
  canLeaveFamily,
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
type UpdateRelative = z.output<typeof UpdateRelativeBody>;
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
  /** Tells each invited user about their invitation (it opens the family-invitations view). */
  const announce = async (actorId: string, invited: FamilyMemberRow[], family: { name: string }) => {
    const actor = await usersRepo.findById(db, actorId);
    const inviter = `${actor?.firstName ?? ''} ${actor?.lastName ?? ''}`.trim();
    await notifications.notifyMany(
      invited.flatMap((row) =>
        row.userId
          ? [
              {
                userId: row.userId,
                actorId,
                type: 'invitation' as const,
                text: INVITATION_TEXTS.invitedToFamily(inviter, family.name),
                link: { kind: 'invitations', id: row.id },
              },
            ]
          : [],
      ),
    );
  };

  const imageUrl = (family: FamilyRow, kind: ImageKind) => {
    const key = kind === 'banner' ? family.bannerKey : family.avatarKey;
    return key ? signer.sign(familyImagePath(family.id, kind), `${family.id}:${key}`) : null;
  };

  const memberDto = (m: FamilyMemberRow & { profilePicture?: string | null }): FamilyMember => ({
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
    profile_picture: m.profilePicture ?? null,
    status: m.status,
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
    const [counts, groups, postCounts, followers] = await Promise.all([
      familyRepo.memberCounts(db, ids),
      familyRepo.chatGroupIds(db, ids),
      posts.familyPostCounts(ids),
      followsRepo.familyFollowers(db, ids),
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
      // Events are counted with the calendar, so that one is a real zero for now.
      posts_count: postCounts.get(f.id) ?? 0,
      followers_count: followers.get(f.id) ?? 0,
      events_count: 0,
      user_role: member?.role ?? null,
      is_user_member: !!member,
      chat_group_id: groups.get(f.id) ?? null,
    }));
  }

  /** The caller's active membership; a private family does not exist for others (404), a public one is 403. */
  async function memberOf(userId: string, familyId: string) {
    const family = await familyRepo.findById(db, familyId);
    if (!family) throw new NotFound(FAMILY_TEXTS.notFound);
    const member = await familyRepo.membership(db, familyId, userId);
    if (!member && family.isPrivate) throw new NotFound(FAMILY_TEXTS.notFound);
    if (!member) throw new Forbidden(FAMILY_TEXTS.notAllowed);
    return { family, member };
  }

  async function managed(userId: string, familyId: string) {
    const { family, member } = await memberOf(userId, familyId);
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
          // A registered user is invited, never put in the family without consent.
          members.push({
            userId: user.id,
            firstName: user.firstName,
            lastName: user.lastName,
            dateOfBirth: m.date_of_birth ?? null,
            role: ROLE_OF_RELATIONSHIP[m.relationship],
            relationship: m.relationship,
            status: 'invited',
            invitedBy: userId,
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
      const invited = (await familyRepo.members(db, family.id)).filter((m) => m.status === 'invited');
      await announce(userId, invited, family);
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

    /** Members' and relatives' birthdays in a date range (birthdays.service.ts). */
    birthdays(userId: string, familyId: string, range: BirthdaysQuery) {
      return familyBirthdays(db, userId, familyId, range);
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

    /** Invites a registered user: listed as `invited`, nothing is given until they accept. */
    async addMember(userId: string, familyId: string, body: AddMember): Promise<FamilyMember[]> {
      const { family } = await managed(userId, familyId);
      const user = await usersRepo.findById(db, body.user_id);
      if (!user) throw new NotFound(FAMILY_TEXTS.userNotFound);
      const invited = await familyRepo.invite(db, familyId, {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        role: ROLE_OF_RELATIONSHIP[body.relationship],
        relationship: body.relationship,
        invitedBy: userId,
      });
      if (!invited) {
        const existing = await familyRepo.findMember(db, familyId, user.id);
        throw new Conflict(
          existing?.status === 'invited' ? INVITATION_TEXTS.alreadyInvited : FAMILY_TEXTS.alreadyMember,
        );
      }
      await announce(userId, [invited], family);
      return (await familyRepo.members(db, familyId)).map(memberDto);
    },

    /**
     * Removes a member, a relative or an invitation (by member id, or by the user id of a member),
     * or lets the caller leave: any member may leave, the creator may not (409), PARENTs remove others.
     */
    async removeMember(userId: string, familyId: string, memberOrUserId: string): Promise<FamilyMember[]> {
      const { member } = await memberOf(userId, familyId);
      const target = await familyRepo.findMember(db, familyId, memberOrUserId);
      if (!target) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      const leaving = target.id === member.id;
      if (!leaving && !canManageFamily(member)) throw new Forbidden(FAMILY_TEXTS.notAllowed);
      if (target.isCreator)
        throw new Conflict(leaving ? INVITATION_TEXTS.creatorCannotLeave : FAMILY_TEXTS.creatorNotRemovable);
      if (!(leaving ? canLeaveFamily(member, target) : canRemoveFamilyMember(member, target)))
        throw new Forbidden(FAMILY_TEXTS.notAllowed);
      await familyRepo.removeMember(db, familyId, target);
      return (await familyRepo.members(db, familyId)).map(memberDto);
    },

    /** Edits a relative entered by name only (no account): PARENTs and the creator. */
    async updateRelative(
      userId: string,
      familyId: string,
      memberId: string,
      body: UpdateRelative,
    ): Promise<FamilyMember[]> {
      const { member } = await managed(userId, familyId);
      const target = await familyRepo.findMember(db, familyId, memberId);
      if (!target || target.id !== memberId) throw new NotFound(FAMILY_TEXTS.memberNotFound);
      if (!canEditRelative(member, target)) throw new Conflict(INVITATION_TEXTS.relativeHasAccount);
      await familyRepo.updateRelative(db, memberId, {
        firstName: body.first_name,
        lastName: body.last_name,
        dateOfBirth: body.date_of_birth,
        role: ROLE_OF_RELATIONSHIP[body.relationship],
        relationship: body.relationship,
      });
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
      const stream = await readStored(storage, key, () => new NotFound(FAMILY_TEXTS.profileNotFound));
      return { stream, mime: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },

    /** The family as a report names it (CONTRACT §8): seen by whoever may see its public view. */
    async reportTarget(viewerId: string, familyId: string) {
      const family = await familyRepo.findById(db, familyId);
      const member = family ? await familyRepo.membership(db, familyId, viewerId) : undefined;
      if (!family || !canSeePublicProfile(member, family)) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      return { id: family.id, name: family.name, createdBy: family.createdBy };
    },

    /** How others see the family (spec §2 public view); `viewerId` is null for a visitor without a token. */
    async publicProfile(viewerId: string | null, familyId: string): Promise<PublicFamilyProfile> {
      const family = await familyRepo.findById(db, familyId);
      if (!family) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      const member = viewerId ? await familyRepo.membership(db, familyId, viewerId) : undefined;
      if (!canSeePublicProfile(member, family)) throw new Forbidden(FAMILY_TEXTS.privateProfile);
      // Pending invitations are nobody's business but the family's managers and the invitee.
      const members = (await familyRepo.members(db, familyId)).filter((m) => m.status === 'active');
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
        avatar_url: imageUrl(family, 'avatar'),
        is_private: family.isPrivate,
        is_preview_mode: !!member,
        who_can_see_posts: family.whoCanSeePosts,
        members: members.map((m) => ({
          id: m.id,
          first_name: m.firstName,
          last_name: m.lastName,
          role: m.role,
          relationship: m.relationship,
          is_creator: m.isCreator,
          profile_picture: m.profilePicture,
        })),
        followers_count: (await followsRepo.familyFollowers(db, [familyId])).get(familyId) ?? 0,
        viewer_is_following: viewerId
          ? (await followsRepo.followedFamilies(db, viewerId, [familyId])).has(familyId)
          : false,
        posts_visible: postsVisible,
        posts: postsVisible ? await posts.familyPublicPosts(familyId, viewerId) : [],
      };
    },
  };
}
export type FamilyService = ReturnType<typeof createFamilyService>;
