import { SECURITY_TEXTS } from '@krug/contract/security';
import type { UserSessionRow } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';

/**
 * A user signs out only their own sessions; another user's session (or one already ended)
 * answers 404, so session ids reveal nothing.
 */
export function assertOwnLiveSession(
  callerId: string,
  session: UserSessionRow | null,
): asserts session is UserSessionRow {
  if (!session || session.userId !== callerId || session.revokedAt || session.expiresAt <= new Date())
    throw new NotFound(SECURITY_TEXTS.sessionNotFound);
}
