import { ADMIN_TEXTS } from '@krug/contract/admin';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { adminUsersRepo } from './admin-users.repo.ts';

export type GrantResult = 'granted' | 'revoked' | 'unchanged' | 'owner' | 'not-found';

/**
 * `npm run admin -- grant|revoke EMAIL` (CONTRACT §8): makes an account an admin (or a plain user
 * again) from the command line, for the operator who cannot sign in as the owner. The owner stays
 * the owner. Recorded in the audit log with no actor (`via: cli`).
 */
export async function setAdminFromCli(db: Db, email: string, admin: boolean): Promise<GrantResult> {
  const user = await usersRepo.findByEmail(db, email.trim().toLowerCase());
  if (!user) return 'not-found';
  if (user.instanceRole === 'owner') return 'owner';
  const role = admin ? 'admin' : 'user';
  if (user.instanceRole === role) return 'unchanged';
  await adminUsersRepo.setRole(db, user.id, role);
  await createAuditService(db).record({
    actorId: null,
    actorName: 'npm run admin',
    subjectId: user.id,
    action: 'admin.role_changed',
    target: { type: 'user', id: user.id },
    details: { from: user.instanceRole, to: role, via: 'cli' },
  });
  return admin ? 'granted' : 'revoked';
}

/** What the command prints for each outcome. */
export const GRANT_MESSAGES: Record<GrantResult, (email: string) => string> = {
  granted: (email) => `${email} теперь администратор.`,
  revoked: (email) => `${email} больше не администратор.`,
  unchanged: (email) => `${email}: роль уже такая, ничего не изменилось.`,
  owner: (email) => `${email} — владелец сервера; его роль не меняется.`,
  'not-found': (email) => `${ADMIN_TEXTS.userNotFound}: ${email}`,
};
