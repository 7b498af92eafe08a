/** Who may do what with a household (CONTRACT.md §4): only residents see it; the Owner stays. */
export interface Residency {
  isCreator: boolean;
}

export const canSeeHousehold = (resident: Residency | undefined) => resident !== undefined;
/** Any resident adds people who live at the address. */
export const canAddResident = (resident: Residency | undefined) => resident !== undefined;
/** Only the Owner hands the household over, and only to another resident who accepted. */
export const canHandOver = (actor: Residency | undefined) => !!actor?.isCreator;
export const canTakeOver = (target: (Residency & { status: string }) | undefined) =>
  !!target && target.status === 'active' && !target.isCreator;
/**
 * The Owner removes anyone (and withdraws invitations); a resident may remove themselves (move
 * out); nobody removes the Owner, and the Owner cannot move out without handing over.
 */
export function canRemoveResident(
  actor: Residency | undefined,
  actorId: string,
  target: Residency & { userId: string },
) {
  if (!actor || target.isCreator) return false;
  return actor.isCreator || actorId === target.userId;
}
/** A pending invitation by email is withdrawn by the Owner or by the resident who sent it. */
export const canWithdrawEmailInvite = (
  actor: Residency | undefined,
  actorId: string,
  invitedBy: string | null,
) => !!actor && (actor.isCreator || invitedBy === actorId);
