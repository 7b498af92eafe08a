import type { FriendshipRelation } from '@krug/contract/people';

/** A friendship row as the rules need it. */
export interface Friendship {
  requesterId: string;
  addresseeId: string;
  status: 'pending' | 'accepted';
}

/**
 * What sending a friend request to `targetId` does: to yourself is invalid (422); friends already
 * or a request of yours already pending is a conflict (409); when the other person already asked
 * you, sending one back accepts theirs (what a user means by «Добавить в друзья» then).
 */
export type SendVerdict = 'self' | 'already-friends' | 'already-requested' | 'accept-theirs' | 'create';

export function sendRequest(
  callerId: string,
  targetId: string,
  existing: Friendship | undefined,
): SendVerdict {
  if (callerId === targetId) return 'self';
  if (!existing) return 'create';
  if (existing.status === 'accepted') return 'already-friends';
  return existing.requesterId === callerId ? 'already-requested' : 'accept-theirs';
}

/**
 * Answering a request: the addressee accepts or declines, the requester cancels. Someone who is
 * neither does not know the request exists (404); the other side of it is refused (403); an
 * accepted friendship is no longer a request (409: remove the friend instead).
 */
export type RequestAction = 'accept' | 'decline' | 'cancel';
export type AnswerVerdict = 'allowed' | 'not-found' | 'forbidden' | 'already-accepted';

export function answerRequest(
  request: Friendship | undefined,
  callerId: string,
  action: RequestAction,
): AnswerVerdict {
  if (!request || (request.requesterId !== callerId && request.addresseeId !== callerId)) return 'not-found';
  const mine = action === 'cancel' ? request.requesterId : request.addresseeId;
  if (mine !== callerId) return 'forbidden';
  if (request.status === 'accepted') return 'already-accepted';
  return 'allowed';
}

/** How the caller stands with the other person of a friendship row (or without one). */
export function relationOf(callerId: string, row: Friendship | undefined): FriendshipRelation {
  if (!row) return 'none';
  if (row.status === 'accepted') return 'friends';
  return row.requesterId === callerId ? 'outgoing' : 'incoming';
}

/**
 * Whether the viewer sees a person's page beyond name and photo: always their own; everyone when
 * the person's profile is public (`profile_visible_to_public`, default true); otherwise friends
 * and people who share a family, household, organization or chat group with them (the rule of
 * user search).
 */
export function canSeeProfile(p: { isSelf: boolean; profilePublic: boolean; knows: boolean }): boolean {
  return p.isSelf || p.profilePublic || p.knows;
}

/**
 * Which of a person's families the viewer sees: members of the same family always see it; a
 * friend sees all of them unless the person turned `family_visible_to_friends` off; the person
 * sees their own; nobody else sees any.
 */
export function visibleFamilies<F extends { shared: boolean }>(
  families: F[],
  p: { isSelf: boolean; isFriend: boolean; familyVisibleToFriends: boolean },
): F[] {
  if (p.isSelf || (p.isFriend && p.familyVisibleToFriends)) return families;
  return families.filter((f) => f.shared);
}

/**
 * Which of a person's affiliations the viewer sees (spec 01 privacy_settings). Organizations they
 * belong to and work places follow `work_visible_in_services`; schools and universities follow
 * `school_visible_in_events`. A hidden one is still shown to the person themself and to a viewer
 * who shares it (the same organization, or a place of the same kind and name).
 */
export function visibleAffiliations<
  A extends { kind: 'ORG' | 'WORK' | 'UNIVERSITY' | 'SCHOOL'; shared: boolean },
>(affiliations: A[], p: { isSelf: boolean; workVisible: boolean; schoolVisible: boolean }): A[] {
  return affiliations.filter((a) => {
    if (p.isSelf || a.shared) return true;
    return a.kind === 'ORG' || a.kind === 'WORK' ? p.workVisible : p.schoolVisible;
  });
}

/**
 * A person's city and country are shown to others only while they share their location
 * (`location_sharing_enabled`, off by default); the street and postal code never.
 */
export function visibleLocation(
  place: { city: string | null; country: string | null },
  p: { isSelf: boolean; sharing: boolean },
): { city: string | null; country: string | null } | null {
  if (!p.isSelf && !p.sharing) return null;
  if (!place.city && !place.country) return null;
  return { city: place.city || null, country: place.country || null };
}

/** Nobody follows themselves. */
export const canFollowUser = (callerId: string, targetId: string) => callerId !== targetId;

/**
 * A family may be followed by anyone who may know it exists: a private family is hidden from
 * outsiders (404, as on its other calls); a public one, or your own, may be followed.
 */
export const canFollowFamily = (family: { isPrivate: boolean }, isMember: boolean) =>
  !family.isPrivate || isMember;

/**
 * Whether the viewer may know if a person is online and when they were last seen: the person
 * themself and their (accepted) friends; strangers, requests either way and followers never.
 */
export const canSeePresence = (p: { isSelf: boolean; relation: FriendshipRelation }) =>
  p.isSelf || p.relation === 'friends';

/** How a caller stands with another person as to blocking (identity/circles-sql.ts blockState). */
export type BlockState = 'blocker' | 'blocked' | 'none';

/**
 * What a call that reaches another person (a friend request, a follow, a direct message, an
 * invitation) answers across a block (CONTRACT §8): blocking is silent, so the blocked person
 * hears 'not-found', as for an unknown id; the blocker, who knows, is refused ('forbidden': lift
 * the block first); without a block the call goes on.
 */
export function blockAnswer(state: BlockState | undefined): 'allowed' | 'not-found' | 'forbidden' {
  if (state === 'blocked') return 'not-found';
  if (state === 'blocker') return 'forbidden';
  return 'allowed';
}

/**
 * Blocking someone: not yourself (422), not an unknown person — nor one who blocked you, who is
 * unknown to you (404, so blocking reveals nothing). Blocking again is idempotent.
 */
export function canBlock(callerId: string, targetId: string, state: BlockState | undefined) {
  if (callerId === targetId) return 'self' as const;
  if (state === undefined || state === 'blocked') return 'not-found' as const;
  return 'allowed' as const;
}
