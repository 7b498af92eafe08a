import { z } from 'zod';
import { Id } from './common.ts';
import { CHANGE_REQUEST_TYPES, ORG_TYPES, REQUEST_STATUSES } from './work-constants.ts';

// The work module's contract (02): its lists (work-constants.ts), request bodies (work-bodies.ts),
// texts (work-texts.ts) and, here, the shapes it answers. Importers use `@krug/contract/work` only.
export * from './work-bodies.ts';
export * from './work-constants.ts';
export { WORK_MESSAGES, WORK_TEXTS } from './work-texts.ts';

export const Organization = z.object({
  id: Id,
  name: z.string(),
  organization_type: z.enum(ORG_TYPES),
  description: z.string(),
  industry: z.string(),
  organization_size: z.string(),
  founded_year: z.number().int().nullable(),
  website: z.string().nullable(),
  official_email: z.string().nullable(),
  address_street: z.string().nullable(),
  address_city: z.string().nullable(),
  address_state: z.string().nullable(),
  address_country: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  is_private: z.boolean(),
  allow_public_discovery: z.boolean(),
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  creator_id: Id.nullable(),
  owner_id: Id.nullable(),
  member_count: z.number().int(),
  user_role: z.string().nullable(),
  user_is_admin: z.boolean(),
  user_is_owner: z.boolean(),
  user_can_invite: z.boolean(),
  user_can_post: z.boolean(),
  user_job_title: z.string().nullable(),
  user_department: z.string().nullable(),
  user_team: z.string().nullable(),
});
export type Organization = z.infer<typeof Organization>;

export const SearchResult = z.object({
  id: Id,
  name: z.string(),
  is_private: z.boolean(),
  organization_type: z.enum(ORG_TYPES),
  industry: z.string(),
  description: z.string(),
  address_city: z.string().nullable(),
  address_country: z.string().nullable(),
  member_count: z.number().int(),
  organization_size: z.string(),
  /** The signed logo address, null without a logo. */
  logo_url: z.string().nullable(),
  user_is_member: z.boolean(),
  user_has_pending_request: z.boolean(),
});

export const Member = z.object({
  id: Id,
  user_id: Id,
  user_first_name: z.string(),
  user_last_name: z.string(),
  /**
   * Shown to the member themself, the organization's admins, and the member's friends, family
   * members and household residents; null to everyone else (CONTRACT §4 "Consent, continued").
   */
  user_email: z.string().nullable(),
  user_avatar_url: z.string().nullable(),
  role: z.string(),
  custom_role_name: z.string().nullable(),
  department: z.string().nullable(),
  team: z.string().nullable(),
  job_title: z.string().nullable(),
  can_invite: z.boolean(),
  can_post: z.boolean(),
  is_admin: z.boolean(),
  is_owner: z.boolean(),
});
export type Member = z.infer<typeof Member>;
/**
 * POST /api/work/organizations/{id}/members answers 201 with this, the same whether or not the
 * address belongs to an account (no account-existence oracle): the person gets an invitation.
 */
export const InviteResponse = z.object({ message: z.string() });
export type InviteResponse = z.infer<typeof InviteResponse>;

export const MembersResponse = z.object({
  members: z.array(Member),
  departments: z.record(z.string(), z.array(Member)),
});

export const ChangeRequest = z.object({
  id: Id,
  request_type: z.enum(CHANGE_REQUEST_TYPES),
  current_role: z.string().nullable(),
  requested_role: z.string().nullable(),
  current_department: z.string().nullable(),
  requested_department: z.string().nullable(),
  current_team: z.string().nullable(),
  requested_team: z.string().nullable(),
  reason: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  user_id: Id,
  user_name: z.string(),
  /** Null to whoever may not see it (the rule of Member.user_email). */
  user_email: z.string().nullable(),
  user_avatar_url: z.string().nullable(),
  /** The caller's own request: another admin or the owner decides it. */
  is_mine: z.boolean(),
  /** Ability (issue 30 §3): the caller may approve or reject it now (pending, an admin, not their own). */
  can_decide: z.boolean(),
});
export type ChangeRequest = z.infer<typeof ChangeRequest>;
export const AdminJoinRequest = z.object({
  id: Id,
  user_id: Id,
  user_name: z.string(),
  user_email: z.string(),
  message: z.string().nullable(),
  requested_at: z.string(),
  /** Ability (issue 30 §3): the caller may approve or reject it. */
  can_decide: z.boolean(),
});
export const OwnJoinRequest = z.object({
  id: Id,
  organization_id: Id,
  organization_name: z.string(),
  organization_type: z.enum(ORG_TYPES),
  message: z.string().nullable(),
  requested_at: z.string(),
  reviewed_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  status: z.enum(['pending', 'rejected']),
});
