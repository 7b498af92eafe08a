import { type ADMIN_TEXTS, type InstanceRole, isInstanceAdmin } from '@krug/contract/admin';

/** The caller and the account an admin action is aimed at. */
interface Person {
  id: string;
  role: InstanceRole;
}

/** Why an admin action on an account is refused (null: allowed). Each answers 403 with its text. */
export type Refusal = keyof typeof ADMIN_TEXTS | null;

/** Every `/api/admin/...` call: owner and admins only (CONTRACT §8). */
export const canUseAdminArea = (role: InstanceRole | null | undefined) => isInstanceAdmin(role);

/**
 * Suspend, unsuspend, reset two-factor, delete: an admin acts on plain users; on admins only the
 * owner does; nobody acts on the owner, nor on themselves.
 */
export function moderateUser(actor: Person, target: Person): Refusal {
  if (!isInstanceAdmin(actor.role)) return 'adminsOnly';
  if (target.role === 'owner') return 'ownerUntouchable';
  if (actor.id === target.id) return 'notYourself';
  if (target.role === 'admin' && actor.role !== 'owner') return 'adminsByOwner';
  return null;
}

/** Making someone an admin or a plain user again: the owner only, never on themselves. */
export function changeRole(actor: Person, target: Person): Refusal {
  if (actor.role !== 'owner') return isInstanceAdmin(actor.role) ? 'ownerOnly' : 'adminsOnly';
  if (target.role === 'owner') return 'ownerUntouchable';
  return null;
}
