import { z } from 'zod';
import {
  ADMIN_TEXTS,
  INSTANCE_ROLES,
  INVITE_DEFAULT_DAYS,
  INVITE_DEFAULT_MAX_USES,
  type InstanceRole,
  invitePath,
  isInstanceAdmin,
  REGISTRATION_MODES,
  type RegistrationMode,
  suspendedDetail,
} from './admin-texts.ts';
import { EmailAddress } from './auth.ts';
import { Id } from './common.ts';
import { PageQuery } from './pagination.ts';

export {
  ADMIN_TEXTS,
  INSTANCE_ROLES,
  INVITE_DEFAULT_DAYS,
  INVITE_DEFAULT_MAX_USES,
  type InstanceRole,
  invitePath,
  isInstanceAdmin,
  REGISTRATION_MODES,
  type RegistrationMode,
  suspendedDetail,
};

/** Operating an instance (CONTRACT §8, issue 33): roles, registration, users. */

/** `GET /api/instance` (no token): what the sign-in and registration pages need to know. */
export const InstanceInfo = z.object({
  instance_name: z.string(),
  registration_mode: z.enum(REGISTRATION_MODES),
  /** Unverified accounts may not post, comment, message or invite (CONTRACT §8). */
  require_email_verification: z.boolean(),
});
export type InstanceInfo = z.infer<typeof InstanceInfo>;

/** `GET|PUT /api/admin/settings`. */
export const AdminSettings = z.object({
  instance_name: z.string(),
  registration_mode: z.enum(REGISTRATION_MODES),
  /** Unverified accounts may sign in and verify, but not post, comment, message or invite. */
  require_email_verification: z.boolean(),
});
export type AdminSettings = z.infer<typeof AdminSettings>;

export const AdminSettingsBody = z.object({
  instance_name: z
    .string({ message: ADMIN_TEXTS.nameRequired })
    .trim()
    .min(1, { message: ADMIN_TEXTS.nameRequired })
    .max(100, { message: ADMIN_TEXTS.nameTooLong })
    .optional(),
  registration_mode: z
    .enum(REGISTRATION_MODES, { message: 'Режим: open, invite_only или closed' })
    .optional(),
  require_email_verification: z.boolean({ message: 'Значение должно быть true или false' }).optional(),
});
export type AdminSettingsBody = z.input<typeof AdminSettingsBody>;

/** `POST /api/admin/invites`. */
export const CreateInviteBody = z.object({
  max_uses: z.coerce
    .number({ message: ADMIN_TEXTS.maxUses })
    .int({ message: ADMIN_TEXTS.maxUses })
    .min(1, { message: ADMIN_TEXTS.maxUses })
    .max(1000, { message: ADMIN_TEXTS.maxUses })
    .default(INVITE_DEFAULT_MAX_USES),
  expires_in_days: z.coerce
    .number({ message: ADMIN_TEXTS.expiresInDays })
    .int({ message: ADMIN_TEXTS.expiresInDays })
    .min(1, { message: ADMIN_TEXTS.expiresInDays })
    .max(365, { message: ADMIN_TEXTS.expiresInDays })
    .default(INVITE_DEFAULT_DAYS),
  /** Mails the link to this address (issue 33 §3); empty or absent: the link is only answered. */
  email: z.union([EmailAddress, z.literal('')]).optional(),
});
export type CreateInviteBody = z.input<typeof CreateInviteBody>;

export const InstanceInvite = z.object({
  id: Id,
  /** The registration page with the token filled in (a path on this server). */
  url: z.string(),
  token: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  max_uses: z.number().int(),
  uses: z.number().int(),
  /** When it was revoked; null while it can still be used (within its uses and time). */
  revoked_at: z.string().nullable(),
  created_by: z.object({ id: Id, name: z.string() }).nullable(),
});
export type InstanceInvite = z.infer<typeof InstanceInvite>;

/** `GET /api/admin/users`: search by name or email, newest accounts first. */
export const AdminUsersQuery = PageQuery.extend({
  query: z.string().trim().max(100, { message: 'Максимум 100 символов' }).optional(),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  instance_role: z.enum(INSTANCE_ROLES),
  created_at: z.string(),
  /** The latest activity of any of the user's sessions, or of their live connection. */
  last_seen_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  /** Bytes of media files and document scans. */
  storage_bytes: z.number().int(),
  two_factor_enabled: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const RoleBody = z.object({
  role: z.enum(['admin', 'user'], { message: 'Роль: admin или user' }),
});
export type RoleBody = z.infer<typeof RoleBody>;

export const SuspendBody = z.object({
  reason: z
    .string({ message: ADMIN_TEXTS.reasonRequired })
    .trim()
    .min(1, { message: ADMIN_TEXTS.reasonRequired })
    .max(500, { message: ADMIN_TEXTS.reasonTooLong }),
});
export type SuspendBody = z.infer<typeof SuspendBody>;
