import { ADMIN_TEXTS, type AdminUser, type AdminUsersQuery, type InstanceRole } from '@krug/contract/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { decodeCursor, page } from '../../platform/cursor.ts';
import { Conflict, Forbidden, NotFound } from '../../platform/errors.ts';
import type { Page } from '../../platform/link-header.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { SessionVersions } from '../../platform/session-versions.ts';
import type { AccountService } from '../account/account.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SessionsService } from '../security/sessions.service.ts';
import type { TwoFactorService } from '../security/two-factor.service.ts';
import { changeRole, moderateUser, type Refusal } from './admin.policy.ts';
import { adminUsersRepo, type ListedUser } from './admin-users.repo.ts';

type ListQuery = z.output<typeof AdminUsersQuery>;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

const toAdminUser = (r: ListedUser): AdminUser => ({
  id: r.user.id,
  first_name: r.user.firstName,
  last_name: r.user.lastName,
  email: r.user.email,
  instance_role: r.user.instanceRole,
  created_at: r.user.createdAt.toISOString(),
  last_seen_at: iso(r.lastSeen),
  suspended_at: r.user.suspendedAt?.toISOString() ?? null,
  suspended_reason: r.user.suspendedReason,
  storage_bytes: r.storage,
  two_factor_enabled: !!r.twoFactor,
});

const refuse = (refusal: Refusal) => {
  if (refusal) throw new Forbidden(ADMIN_TEXTS[refusal]);
};

/**
 * The admin users screen (CONTRACT §8): the list, roles, suspension (every token and socket of
 * the user ends at once; sign-in answers 403 with the reason), two-factor reset and deletion by
 * the rules of account deletion. Nobody touches the owner (admin.policy.ts).
 */
export function createAdminUsersService(deps: {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  account: Pick<AccountService, 'removeAccount'>;
  userSessions: Pick<SessionsService, 'endAll'>;
  sessions: SessionVersions;
  twoFactor: Pick<TwoFactorService, 'resetByAdmin'>;
}) {
  const { db, audit, account, userSessions, sessions, twoFactor } = deps;

  const person = async (id: string) => {
    const role = await adminUsersRepo.role(db, id);
    if (!role) throw new NotFound(ADMIN_TEXTS.userNotFound);
    return { id, role };
  };
  /** The actor and target of an action on an account, with the policy's verdict enforced. */
  const pair = async (actorId: string, targetId: string, rule: typeof moderateUser) => {
    const [actor, target] = await Promise.all([person(actorId), person(targetId)]);
    refuse(rule(actor, target));
    return { actor, target };
  };
  const load = async (id: string) => {
    const row = await adminUsersRepo.find(db, id);
    if (!row) throw new NotFound(ADMIN_TEXTS.userNotFound);
    return toAdminUser(row);
  };

  return {
    /** The caller's instance role (null for a token of a deleted account): the admin guard's question. */
    roleOf: (userId: string): Promise<InstanceRole | null> => adminUsersRepo.role(db, userId),

    async list(q: ListQuery): Promise<Page<AdminUser>> {
      const rows = await adminUsersRepo.list(db, {
        query: q.query,
        before: decodeCursor(q.before),
        limit: q.limit,
      });
      const { next } = page(
        rows.map((r) => r.user),
        q.limit,
      );
      return { items: rows.map(toAdminUser), next };
    },

    async setRole(
      actorId: string,
      targetId: string,
      role: 'admin' | 'user',
      request?: RequestContext,
    ): Promise<AdminUser> {
      const { target } = await pair(actorId, targetId, changeRole);
      if (target.role !== role) {
        await adminUsersRepo.setRole(db, targetId, role);
        await audit.record({
          actorId,
          subjectId: targetId,
          action: 'admin.role_changed',
          target: { type: 'user', id: targetId },
          details: { from: target.role, to: role },
          request,
        });
      }
      return load(targetId);
    },

    async suspend(
      actorId: string,
      targetId: string,
      reason: string,
      request?: RequestContext,
    ): Promise<AdminUser> {
      await pair(actorId, targetId, moderateUser);
      await adminUsersRepo.suspend(db, targetId, reason);
      // This process refuses the old tokens at once; others within seconds, or at once on `session.ended`.
      sessions.forget(targetId);
      await userSessions.endAll(targetId);
      await audit.record({
        actorId,
        subjectId: targetId,
        action: 'admin.user_suspended',
        target: { type: 'user', id: targetId },
        details: { reason },
        request,
      });
      return load(targetId);
    },

    async unsuspend(actorId: string, targetId: string, request?: RequestContext): Promise<AdminUser> {
      await pair(actorId, targetId, moderateUser);
      await adminUsersRepo.unsuspend(db, targetId);
      sessions.forget(targetId);
      await audit.record({
        actorId,
        subjectId: targetId,
        action: 'admin.user_unsuspended',
        target: { type: 'user', id: targetId },
        request,
      });
      return load(targetId);
    },

    async resetTwoFactor(actorId: string, targetId: string, request?: RequestContext): Promise<AdminUser> {
      await pair(actorId, targetId, moderateUser);
      if (!(await twoFactor.resetByAdmin(actorId, targetId, request)))
        throw new Conflict(ADMIN_TEXTS.noTwoFactor);
      return load(targetId);
    },

    /** The same deletion as «Удалить аккаунт» (an organization owner must hand it over first: 409). */
    async remove(actorId: string, targetId: string, request?: RequestContext): Promise<void> {
      await pair(actorId, targetId, moderateUser);
      await account.removeAccount(targetId, actorId, request);
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
