/**
 * Who may answer an invitation (CONTRACT §4 "Consent"): only the invited user, only while it is
 * pending. Someone else's invitation does not exist for the caller (404); one already accepted is
 * a conflict (409); a declined one is gone (404).
 */
export type AnswerVerdict = 'allowed' | 'not-found' | 'already-accepted';

export function answerInvitation(
  invitation: { userId: string; status: 'invited' | 'active' } | undefined,
  callerId: string,
): AnswerVerdict {
  if (!invitation || invitation.userId !== callerId) return 'not-found';
  if (invitation.status === 'active') return 'already-accepted';
  return 'allowed';
}

/** Accepting a household: a user lives in at most one household. */
export const canMoveIn = (livesInAnotherHousehold: boolean) => !livesInAnotherHousehold;
