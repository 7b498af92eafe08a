import { MESSAGE_DELETE_WINDOW_HOURS, MESSAGE_EDIT_WINDOW_HOURS } from '@krug/contract/chat-texts';
import { type BlockState, blockAnswer } from '../people/people.policy.ts';

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

/**
 * What adding members to a group answers (issue 19): its ADMIN adds; a FAMILY group follows the
 * family; a DIRECT group stays between its two people (issue 20).
 */
export type AddMembersVerdict = 'allowed' | 'not-member' | 'not-admin' | 'family-group' | 'direct-group';

export function addMembers(
  m: Membership | undefined,
  group: { familyId: string | null; groupType?: string },
): AddMembersVerdict {
  if (!m) return 'not-member';
  if (group.groupType === 'DIRECT') return 'direct-group';
  if (m.role !== 'ADMIN') return 'not-admin';
  if (group.familyId) return 'family-group';
  return 'allowed';
}

/**
 * What asking a person into a chat group does (CONTRACT §4 "Consent, continued"): they are added
 * at once when their `who_can_add_me_to_groups` allows the adder (`everyone`, or
 * `friends_and_family` and the adder is their friend, family member or household resident);
 * anyone else gets an invitation; `nobody` refuses (403).
 */
export type GroupAddVerdict = 'add' | 'invite' | 'refuse';

export function groupAddConsent(p: { policy: string; inCircle: boolean }): GroupAddVerdict {
  if (p.policy === 'nobody') return 'refuse';
  if (p.policy === 'everyone') return 'add';
  return p.inCircle ? 'add' : 'invite';
}

/** A DIRECT group has no events (no calendar): creating one there is refused. */
export const groupTakesEvents = (group: { groupType: string }) => group.groupType !== 'DIRECT';

/**
 * Who may open a one-to-one conversation with whom (issue 20): nobody writes to themselves; anyone
 * writes to a person whose profile is public (`profile_visible_to_public`, the default), and to
 * people they know — a friend, or someone sharing a family, household, organization or chat group
 * with them (the rule of user search and person pages). A conversation that already exists
 * between the two is always reopened (they share it, so they know each other).
 */
export type DirectVerdict = 'self' | 'allowed' | 'forbidden' | 'not-found' | 'blocked-by-me';

/**
 * Across a block (CONTRACT §8) no conversation opens, not even an existing one: the blocked person
 * is answered as for an unknown person ('not-found'), the blocker is told they blocked them.
 */
export function openDirect(p: {
  isSelf: boolean;
  profilePublic: boolean;
  knows: boolean;
  block?: BlockState;
  exists?: boolean;
}): DirectVerdict {
  if (p.isSelf) return 'self';
  const across = blockAnswer(p.block);
  if (across === 'not-found') return 'not-found';
  if (across === 'forbidden') return 'blocked-by-me';
  return p.exists || p.profilePublic || p.knows ? 'allowed' : 'forbidden';
}

/** The unordered pair of a DIRECT group, as stored in `chat_groups.direct_key`. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

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

/**
 * Editing or deleting an event (the whole series, for a recurring one), and moving or cancelling
 * one of its occurrences (issue 21): whoever may complete it — its creator or a group ADMIN.
 */
export const editEvent = completeEvent;

/**
 * Changing a message (issue 31): 'not-member' reads as 404, 'forbidden' 403, 'window-over' and
 * 'deleted' 409. Its author edits it within MESSAGE_EDIT_WINDOW_HOURS; a deleted one stays deleted.
 */
export type MessageChangeVerdict = 'allowed' | 'not-member' | 'forbidden' | 'window-over' | 'deleted';
interface MessageFacts {
  userId: string | null;
  createdAt: Date;
  deletedAt: Date | null;
}
const HOUR_MS = 3600_000;

export function editMessage(
  m: Membership | undefined,
  actorId: string,
  message: MessageFacts,
  now: number,
): MessageChangeVerdict {
  if (!m) return 'not-member';
  if (message.userId !== actorId) return 'forbidden';
  if (message.deletedAt) return 'deleted';
  if (now - message.createdAt.getTime() > MESSAGE_EDIT_WINDOW_HOURS * HOUR_MS) return 'window-over';
  return 'allowed';
}

/**
 * Deleting for everyone (issue 31): a group ADMIN deletes any message at any time (moderating
 * their group); the author deletes their own within MESSAGE_DELETE_WINDOW_HOURS.
 */
export function deleteMessage(
  m: Membership | undefined,
  actorId: string,
  message: MessageFacts,
  now: number,
): MessageChangeVerdict {
  if (!m) return 'not-member';
  if (message.deletedAt) return 'deleted';
  if (m.role === 'ADMIN') return 'allowed';
  if (message.userId !== actorId) return 'forbidden';
  if (now - message.createdAt.getTime() > MESSAGE_DELETE_WINDOW_HOURS * HOUR_MS) return 'window-over';
  return 'allowed';
}

/** Any member reacts to (or forwards) a message that is not deleted. */
export const canReactToMessage = (m: Membership | undefined, message: Pick<MessageFacts, 'deletedAt'>) =>
  m !== undefined && !message.deletedAt;
