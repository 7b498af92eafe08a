import { z } from 'zod';
import { Id } from './common.ts';
import { PageQuery } from './pagination.ts';

/** The audit log (CONTRACT §8, issue 33 §2): what was done, by whom, from where. Kept 180 days. */

export const AUDIT_RETENTION_DAYS = 180;

/** The user's own account and sign-ins: shown to them as «События безопасности». */
export const SECURITY_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.password_changed',
  'auth.email_changed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.recovery_codes_regenerated',
  'account.deleted',
  'account.data_exported',
] as const;

/** What an administrator did. */
export const ADMIN_ACTIONS = [
  'admin.settings_changed',
  'admin.invite_created',
  'admin.invite_revoked',
  'admin.role_changed',
  'admin.user_suspended',
  'admin.user_unsuspended',
  'admin.two_factor_reset',
  'admin.user_deleted',
  'admin.report_resolved',
] as const;

export const AUDIT_ACTIONS = [...SECURITY_ACTIONS, ...ADMIN_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Small facts of an entry (the email tried, the new role, the reason): strings, numbers, flags. */
export const AuditDetails = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type AuditDetails = z.infer<typeof AuditDetails>;

/** `GET /api/admin/audit`: a bare array, newest first, the next page in the Link header. */
export const AuditEntry = z.object({
  id: Id,
  at: z.string(),
  /** Who did it; null for a failed sign-in to an unknown email (and `name` of a deleted account stays). */
  actor: z.object({ id: Id.nullable(), name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: AuditDetails,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditQuery = PageQuery.extend({
  actor_id: Id.optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'Неизвестное действие' }).optional(),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** `GET /api/users/security-events`: the caller's own account events, newest first. */
export const SecurityEvent = z.object({
  id: Id,
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The address it came from; null when an administrator did it (theirs is not shown). */
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Done by an administrator, not by the user. */
  by_admin: z.boolean(),
  details: AuditDetails,
});
export type SecurityEvent = z.infer<typeof SecurityEvent>;

export const SecurityEventsQuery = PageQuery;
