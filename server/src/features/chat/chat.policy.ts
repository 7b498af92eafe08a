/** Chat permissions (CONTRACT.md §4): only members read or write a group's messages and events. */
export interface Membership {
  role: 'ADMIN' | 'MEMBER';
}
export const canReadGroup = (m: Membership | undefined) => m !== undefined;
export const canWriteGroup = (m: Membership | undefined) => m !== undefined;

/** What leaving a group answers: allowed, or why not (CONTRACT §4 "Consent": any member may leave). */
export type LeaveVerdict = 'allowed' | 'not-member' | 'not-yourself' | 'family-group';

/**
 * Members leave by their own id only; nobody removes others here. A family's FAMILY group follows
 * the family's members, so it is left by leaving the family.
 */
export function leaveGroup(
  m: Membership | undefined,
  actorId: string,
  targetUserId: string,
  group: { familyId: string | null },
): LeaveVerdict {
  if (!m) return 'not-member';
  if (actorId !== targetUserId) return 'not-yourself';
  if (group.familyId) return 'family-group';
  return 'allowed';
}

/** What adding members to a group answers (issue 19): its ADMIN adds; a FAMILY group follows the family. */
export type AddMembersVerdict = 'allowed' | 'not-member' | 'not-admin' | 'family-group';

export function addMembers(m: Membership | undefined, group: { familyId: string | null }): AddMembersVerdict {
  if (!m) return 'not-member';
  if (m.role !== 'ADMIN') return 'not-admin';
  if (group.familyId) return 'family-group';
  return 'allowed';
}

/** Any member joins or un-joins an event (it never completes it). */
export const canJoinEvent = (m: Membership | undefined) => m !== undefined;

/** Completing an event is its creator's or a group ADMIN's: 'not-member' reads as 404, 'forbidden' 403. */
export function completeEvent(
  m: Membership | undefined,
  actorId: string,
  event: { createdBy: string | null },
): 'allowed' | 'not-member' | 'forbidden' {
  if (!m) return 'not-member';
  if (m.role === 'ADMIN' || event.createdBy === actorId) return 'allowed';
  return 'forbidden';
}
