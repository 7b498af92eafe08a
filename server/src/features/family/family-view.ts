import type { FamilyMember, FamilyPrivacy, FamilyProfile, PublicFamilyProfile } from '@krug/contract/family';
import type { Db } from '../../db/client.ts';
import type { FamilyMemberRow, FamilyRow } from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import type { Storage } from '../../platform/storage.ts';
import type { Notifier } from '../notifications/notifications.service.ts';
import { familyFollowReads } from '../people/follows.service.ts';
import { canLeaveFamily, canManageFamily } from './family.policy.ts';
import { familyRepo } from './family.repo.ts';

export type ImageKind = 'banner' | 'avatar';

export const familyImagePath = (id: string, kind: ImageKind) => `/api/family-profiles/${id}/images/${kind}`;

/** What the family area reads from the wall (given by the posts service). */
export interface FamilyPosts {
  familyPostCounts(familyIds: string[]): Promise<Map<string, number>>;
  familyPublicPosts(familyId: string, viewerId: string | null): Promise<PublicFamilyProfile['posts']>;
}

/** What every part of the family service is built from. */
export interface FamilyDeps {
  db: Db;
  storage: Storage;
  signer: UrlSigner;
  posts: FamilyPosts;
  notifications: Notifier;
}

/** How families and their members are shown: DTOs with signed image links and real counts. */
export function createFamilyView({ db, signer, posts }: Pick<FamilyDeps, 'db' | 'signer' | 'posts'>) {
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
    manages: canManageFamily(m),
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
    const [counts, groups, postCounts, followers, events] = await Promise.all([
      familyRepo.memberCounts(db, ids),
      familyRepo.chatGroupIds(db, ids),
      posts.familyPostCounts(ids),
      familyFollowReads.familyFollowers(db, ids),
      familyRepo.eventCounts(db, ids),
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
      // Real figures (issue 32 item 5): the family feed's posts and its calendar's events.
      posts_count: postCounts.get(f.id) ?? 0,
      followers_count: followers.get(f.id) ?? 0,
      events_count: events.get(f.id) ?? 0,
      user_role: member?.role ?? null,
      is_user_member: !!member,
      chat_group_id: groups.get(f.id) ?? null,
      can_manage: canManageFamily(member),
      can_leave: !!member && canLeaveFamily(member, member),
    }));
  }

  return {
    imageUrl,
    profiles,
    /** One family as the caller sees it. */
    profileOf: async (userId: string, family: FamilyRow) =>
      (
        await profiles([{ family, member: await familyRepo.membership(db, family.id, userId) }])
      )[0] as FamilyProfile,
    /** The family's member list as the settings screen shows it (answered after every change). */
    memberList: async (familyId: string) => (await familyRepo.members(db, familyId)).map(memberDto),
  };
}
export type FamilyView = ReturnType<typeof createFamilyView>;
