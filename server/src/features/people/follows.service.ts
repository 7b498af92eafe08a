import { FAMILY_TEXTS } from '@krug/contract/family';
import type { Followed, FollowState } from '@krug/contract/people';
import { PEOPLE_TEXTS } from '@krug/contract/people';
import type { Db } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import { familyReads } from '../family/family-reads.service.ts';
import { refuseAcrossBlock } from './blocks.service.ts';
import { followsRepo } from './follows.repo.ts';
import { canFollowFamily, canFollowUser } from './people.policy.ts';
import { profileRepo } from './profile.repo.ts';

/** Following people and families (issue 20); organizations have their own follows. */
export function createFollowsService(db: Db) {
  async function followableUser(callerId: string, userId: string) {
    if (!canFollowUser(callerId, userId)) throw new Invalid(PEOPLE_TEXTS.cannotFollowYourself);
    if (!(await profileRepo.exists(db, userId))) throw new NotFound(PEOPLE_TEXTS.userNotFound);
  }
  async function followableFamily(callerId: string, familyId: string) {
    const family = await familyReads.findById(db, familyId);
    const member = family ? await familyReads.membership(db, familyId, callerId) : undefined;
    if (!family || !canFollowFamily(family, !!member)) throw new NotFound(FAMILY_TEXTS.notFound);
  }
  const familyState = async (familyId: string, following: boolean): Promise<FollowState> => ({
    following,
    followers_count: (await followsRepo.familyFollowers(db, [familyId])).get(familyId) ?? 0,
  });

  return {
    async followUser(callerId: string, userId: string): Promise<FollowState> {
      await followableUser(callerId, userId);
      await refuseAcrossBlock(db, callerId, userId);
      await followsRepo.followUser(db, callerId, userId);
      return { following: true, followers_count: await followsRepo.userFollowers(db, userId) };
    },
    async unfollowUser(callerId: string, userId: string): Promise<FollowState> {
      await followableUser(callerId, userId);
      await followsRepo.unfollowUser(db, callerId, userId);
      return { following: false, followers_count: await followsRepo.userFollowers(db, userId) };
    },
    async followFamily(callerId: string, familyId: string): Promise<FollowState> {
      await followableFamily(callerId, familyId);
      await followsRepo.followFamily(db, callerId, familyId);
      return familyState(familyId, true);
    },
    async unfollowFamily(callerId: string, familyId: string): Promise<FollowState> {
      await followableFamily(callerId, familyId);
      await followsRepo.unfollowFamily(db, callerId, familyId);
      return familyState(familyId, false);
    },
    /** For family pages: the real follower counts, and which of them the viewer follows. */
    familyFollowers: (familyIds: string[]) => followsRepo.familyFollowers(db, familyIds),
    followedFamilies: (userId: string, familyIds: string[]) =>
      followsRepo.followedFamilies(db, userId, familyIds),
    async followed(
      callerId: string,
      q: { before?: string | undefined; limit: number },
    ): Promise<Page<Followed>> {
      const rows = await followsRepo.followed(db, callerId, {
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const last = rows.at(-1);
      return {
        items: rows.map((r) => ({
          kind: r.kind,
          id: r.id,
          name: r.name,
          profile_picture: r.profilePicture,
          followed_at: r.createdAt.toISOString(),
        })),
        next: rows.length === q.limit && last ? encodeCursor(last) : null,
      };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;

/**
 * Follower counts and the viewer's follows of families, for the family pages (the family feature
 * reads them through this service): one grouped query each, for any number of families.
 */
export const familyFollowReads = {
  familyFollowers: (db: Db, familyIds: string[]) => followsRepo.familyFollowers(db, familyIds),
  followedFamilies: (db: Db, userId: string, familyIds: string[]) =>
    followsRepo.followedFamilies(db, userId, familyIds),
};
