import { FAMILY_TEXTS, type PublicFamilyProfile } from '@krug/contract/family';
import { Forbidden, NotFound } from '../../platform/errors.ts';
import { familyFollowReads } from '../people/follows.service.ts';
import { canSeeFamilyPosts, canSeePublicProfile } from './family.policy.ts';
import { familyRepo } from './family.repo.ts';
import type { FamilyDeps, FamilyView } from './family-view.ts';

/** How others see a family (spec §2 public view). */
export function createFamilyPublicView({ db, posts }: FamilyDeps, view: FamilyView) {
  return {
    /** The family as a report names it (CONTRACT §8): seen by whoever may see its public view. */
    async reportTarget(viewerId: string, familyId: string) {
      const family = await familyRepo.findById(db, familyId);
      const member = family ? await familyRepo.membership(db, familyId, viewerId) : undefined;
      if (!family || !canSeePublicProfile(member, family)) throw new NotFound(FAMILY_TEXTS.profileNotFound);
      return { id: family.id, name: family.name, createdBy: family.createdBy };
    },

    /** `viewerId` is null for a visitor without a token. */
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
        banner_url: view.imageUrl(family, 'banner'),
        family_photo_url: view.imageUrl(family, 'avatar'),
        avatar_url: view.imageUrl(family, 'avatar'),
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
        followers_count: (await familyFollowReads.familyFollowers(db, [familyId])).get(familyId) ?? 0,
        viewer_is_following: viewerId
          ? (await familyFollowReads.followedFamilies(db, viewerId, [familyId])).has(familyId)
          : false,
        posts_visible: postsVisible,
        posts: postsVisible ? await posts.familyPublicPosts(familyId, viewerId) : [],
      };
    },
  };
}
