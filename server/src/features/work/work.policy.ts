/** Organization permissions (02 §6, CONTRACT §4) as plain functions of the caller's membership. */
export interface Membership {
  userId: string;
  isAdmin: boolean;
  canInvite: boolean;
  isOwner: boolean;
}
type M = Membership | undefined;

export const isMember = (m: M) => m !== undefined;
/**
 * A private organization without public discovery does not exist for non-members (404, as in
 * search and the public profile); any other organization is visible, so a refusal there is 403.
 */
export const isHiddenFrom = (org: { isPrivate: boolean; allowPublicDiscovery: boolean }, m: unknown) =>
  !m && org.isPrivate && !org.allowPublicDiscovery;
/** Admins manage members, requests, settings and departments. */
export const canManage = (m: M) => !!m?.isAdmin;
/** `can_invite` (or admin) gates invites. */
export const canInvite = (m: M) => !!m && (m.isAdmin || m.canInvite);
/** Only the owner transfers ownership. */
export const canTransfer = (m: M) => !!m?.isOwner;
/** Admins remove members, never themselves and never the owner. */
export const canRemoveMember = (actor: M, target: Membership) =>
  canManage(actor) && actor?.userId !== target.userId && !target.isOwner;
/** Admins edit members; the owner is edited only by the owner and is never demoted from admin. */
export const canEditMember = (actor: M, target: Membership, change: { isAdmin?: boolean | undefined }) => {
  if (!canManage(actor)) return false;
  if (target.isOwner && (actor?.userId !== target.userId || change.isAdmin === false)) return false;
  return true;
};
/** The owner cannot leave before transferring ownership. */
export const canLeave = (m: M) => !!m && !m.isOwner;
/**
 * Admins decide change requests, never their own: another admin or the owner decides those (the
 * owner's own changes apply at once, see `appliesDirectly`).
 */
export const canDecideChange = (m: M, requesterId: string) => canManage(m) && m?.userId !== requesterId;
/** The owner answers to nobody in the organization: their role, department and team changes apply at once. */
export const appliesDirectly = (m: M) => !!m?.isOwner;
/**
 * A department is edited and deleted by admins (a department that still has members answers 409:
 * a state of the department, not a right, so the ability does not depend on it).
 */
export const canEditDepartment = (m: M) => canManage(m);
export const canDeleteDepartment = (m: M) => canManage(m);
/** Admins answer join requests (approve or reject). */
export const canDecideJoin = (m: M) => canManage(m);
/** A change request is decided while it is pending, by an admin who did not send it. */
export const canDecideChangeRequest = (m: M, request: { userId: string; status: string }) =>
  request.status === 'PENDING' && canDecideChange(m, request.userId);
