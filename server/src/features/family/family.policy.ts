import type { FamilyMemberRow, FamilyRow } from '../../db/schema/index.ts';

type Member = Pick<FamilyMemberRow, 'role' | 'isCreator'> | undefined;

/**
 * Family permissions (CONTRACT.md §4). PARENT members and the creator manage settings, members,
 * privacy, banner, avatar and deletion; other members only look; outsiders see the public view.
 */
export const canManageFamily = (member: Member) => !!member && (member.isCreator || member.role === 'PARENT');
export const canSeeMembers = (member: Member, family: Pick<FamilyRow, 'isPrivate'>) =>
  !!member || !family.isPrivate;
export const canRemoveFamilyMember = (actor: Member, target: Pick<FamilyMemberRow, 'isCreator'>) =>
  canManageFamily(actor) && !target.isCreator;
/** Any active member leaves of their own accord, except the creator (who deletes the family instead). */
export const canLeaveFamily = (
  actor: (Member & { id: string; status: string }) | undefined,
  target: Pick<FamilyMemberRow, 'id' | 'isCreator'>,
) => !!actor && actor.status === 'active' && actor.id === target.id && !target.isCreator;
/**
 * Who manages is the creator's decision, never kinship's (issue 32 item 22): only the creator
 * appoints or dismisses managers, and only active members with an account, not the creator.
 */
export const canAppointManager = (actor: Member) => !!actor?.isCreator;
export const canBeManager = (target: Pick<FamilyMemberRow, 'userId' | 'status' | 'isCreator'>) =>
  target.userId !== null && target.status === 'active' && !target.isCreator;
/** Relatives entered by name only are records the managers edit; people with an account edit themselves. */
export const canEditRelative = (actor: Member, target: Pick<FamilyMemberRow, 'userId'>) =>
  canManageFamily(actor) && target.userId === null;

/** Who sees the public view: members always (as a preview); outsiders only when the family is not private. */
export const canSeePublicProfile = (member: Member, family: Pick<FamilyRow, 'isPrivate'>) =>
  !!member || !family.isPrivate;

/**
 * Comments on the family's posts follow who_can_comment (01 §6). Members always comment; `family`
 * and `none` keep comments to members, `household` adds those living with a member.
 */
export function canCommentOnFamilyPosts(
  family: Pick<FamilyRow, 'whoCanComment'>,
  viewer: { isMember: boolean; sharesHousehold: boolean },
) {
  if (viewer.isMember || family.whoCanComment === 'public') return true;
  return family.whoCanComment === 'household' && viewer.sharesHousehold;
}

/** Posts on the public view follow who_can_see_posts; `sharesHousehold` = lives with a family member. */
export function canSeeFamilyPosts(
  family: Pick<FamilyRow, 'whoCanSeePosts'>,
  viewer: { isMember: boolean; sharesHousehold: boolean; signedIn: boolean },
) {
  if (viewer.isMember) return true;
  if (family.whoCanSeePosts === 'public') return true;
  if (family.whoCanSeePosts === 'household') return viewer.sharesHousehold;
  return false;
}

/** Birthdays (dates of birth) are for the family's active members only. */
export const canSeeBirthdays = (member: Member) => !!member;
