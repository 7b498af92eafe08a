import { suspendedDetail } from '@krug/contract/admin';
import { Forbidden } from '../../platform/errors.ts';

/** A suspended account does not sign in: 403 with the admin's reason (CONTRACT §8). */
export function refuseSuspended(user: { suspendedAt: Date | null; suspendedReason: string | null }) {
  if (user.suspendedAt) throw new Forbidden(suspendedDetail(user.suspendedReason));
}
