import { z } from 'zod';
import { Id } from './common.ts';
import { EMAIL_MAX_LENGTH, ORG_FOUNDED_MIN_YEAR } from './limits.ts';
import { WORK_TEXTS } from './work-texts.ts';

export { WORK_MESSAGES, WORK_TEXTS } from './work-texts.ts';

export const ORG_TYPES = [
  'COMPANY',
  'STARTUP',
  'NGO',
  'NON_PROFIT',
  'GOVERNMENT',
  'EDUCATIONAL',
  'HEALTHCARE',
  'OTHER',
] as const;
export const ORG_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Consulting',
  'Media & Entertainment',
  'Real Estate',
  'Transportation',
  'Agriculture',
  'Energy',
  'Construction',
  'Other',
] as const;
export const MEMBER_ROLES = [
  'CEO',
  'CTO',
  'CFO',
  'COO',
  'FOUNDER',
  'CO_FOUNDER',
  'PRESIDENT',
  'VICE_PRESIDENT',
  'DIRECTOR',
  'MANAGER',
  'SENIOR_MANAGER',
  'TEAM_LEAD',
  'EMPLOYEE',
  'SENIOR_EMPLOYEE',
  'CONTRACTOR',
  'INTERN',
  'CONSULTANT',
  'CLIENT',
  'CUSTOM',
] as const;
export const CREATOR_ROLES = ['CEO', 'CTO', 'CFO', 'FOUNDER', 'CO_FOUNDER', 'DIRECTOR', 'MANAGER'] as const;
/**
 * The self-service role request list (02 §3): OWNER and ADMIN, then the member roles with MEMBER
 * after SENIOR_EMPLOYEE.
 */
export const REQUESTABLE_ROLES = [
  'OWNER',
  'ADMIN',
  ...MEMBER_ROLES.flatMap((role) => (role === 'SENIOR_EMPLOYEE' ? [role, 'MEMBER' as const] : [role])),
] as const;
export const CHANGE_REQUEST_TYPES = [
  'ROLE_CHANGE',
  'DEPARTMENT_CHANGE',
  'TEAM_CHANGE',
  'JOB_TITLE_CHANGE',
  'PERMISSIONS_CHANGE',
] as const;
export const REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** The role a member gets when their join request is approved (02 §4). */
export const JOINED_ROLE = 'Member';

const opt = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);
const required = (message: string, max = 200) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(max, { message: `Максимум ${max} символов` });

/** Founded year 1800..current year (02 §5); the current year is read when validating. */
const foundedYear = z.coerce
  .number({ message: WORK_TEXTS.foundedRange(new Date().getFullYear()) })
  .int({ message: WORK_TEXTS.foundedRange(new Date().getFullYear()) })
  .refine((y) => y >= ORG_FOUNDED_MIN_YEAR && y <= new Date().getFullYear(), {
    error: () => WORK_TEXTS.foundedRange(new Date().getFullYear()),
  });

/** One of the industries of 02 §3, "as given". */
const isIndustry = (v: string): v is (typeof INDUSTRIES)[number] =>
  (INDUSTRIES as readonly string[]).includes(v);
const industry = required(WORK_TEXTS.industryRequired, 100).refine(isIndustry, {
  message: WORK_TEXTS.industryInvalid,
});

const OrgFields = {
  name: required(WORK_TEXTS.nameRequired),
  organization_type: z.enum(ORG_TYPES, { message: 'Недопустимый тип организации' }).default('COMPANY'),
  description: required(WORK_TEXTS.descriptionRequired, 5000),
  industry,
  organization_size: z.enum(ORG_SIZES, { message: 'Недопустимый размер организации' }).default('11-50'),
  founded_year: foundedYear.optional(),
  website: z
    .string()
    .trim()
    .max(300)
    .refine((v) => !v || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), { message: WORK_TEXTS.websiteInvalid })
    .nullish()
    .transform((v) => v || null),
  official_email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => !v || z.email().safeParse(v).success, { message: WORK_TEXTS.emailInvalid })
    .nullish()
    .transform((v) => v || null),
  address_street: opt(200),
  address_city: opt(200),
  address_state: opt(200),
  address_country: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || 'Россия'),
  address_postal_code: opt(20),
  is_private: z.boolean().default(false),
  allow_public_discovery: z.boolean().default(true),
};

export const CreateOrganizationBody = z.object({
  ...OrgFields,
  creator_role: z.enum(CREATOR_ROLES, { message: 'Недопустимая роль создателя' }).default('CEO'),
  custom_role_name: opt(100),
  creator_department: opt(100),
  creator_team: opt(100),
  creator_job_title: required(WORK_TEXTS.jobTitleRequired, 100),
});
export type CreateOrganizationBody = z.input<typeof CreateOrganizationBody>;
/**
 * "All settings fields" (02 §7). `logo_url` / `banner_url`: a data URL (an image, 5 MB) sets the
 * image, null or "" removes it, the current URL (its signature may differ) or absent keeps it.
 */
export const UpdateOrganizationBody = z.object({
  ...OrgFields,
  logo_url: z.string().nullish(),
  banner_url: z.string().nullish(),
});

export const SearchBody = z.object({
  query: required(WORK_TEXTS.queryRequired),
  organization_type: z.enum(ORG_TYPES, { message: 'Недопустимый тип организации' }).nullish(),
  industry: opt(100).refine((v) => v === null || isIndustry(v), { message: WORK_TEXTS.industryInvalid }),
  city: opt(200),
});

/** A CUSTOM role needs its name (02 §3 invite payload); other roles carry none. */
const customRoleNamed = (b: { role?: string | undefined; custom_role_name?: string | null | undefined }) =>
  b.role !== 'CUSTOM' || !!b.custom_role_name;
const customRoleOnlyWhenCustom = <T extends { role?: string | undefined; custom_role_name?: string | null }>(
  b: T,
): T => (b.role && b.role !== 'CUSTOM' ? { ...b, custom_role_name: null } : b);

export const InviteBody = z
  .object({
    user_email: z
      .string({ message: WORK_TEXTS.inviteRequired })
      .trim()
      .toLowerCase()
      .min(1, { message: WORK_TEXTS.inviteRequired })
      .max(EMAIL_MAX_LENGTH, { message: WORK_TEXTS.emailInvalid })
      .pipe(z.email({ message: WORK_TEXTS.emailInvalid })),
    role: z.enum(MEMBER_ROLES, { message: 'Недопустимая роль' }).default('EMPLOYEE'),
    custom_role_name: opt(100),
    department: opt(100),
    team: opt(100),
    job_title: z
      .string({ message: WORK_TEXTS.inviteRequired })
      .trim()
      .min(1, { message: WORK_TEXTS.inviteRequired })
      .max(100),
    can_invite: z.boolean().default(false),
    can_post: z.boolean().default(true),
    is_admin: z.boolean().default(false),
  })
  .refine(customRoleNamed, { message: WORK_TEXTS.customRoleRequired, path: ['custom_role_name'] })
  .transform(customRoleOnlyWhenCustom);

export const UpdateMemberBody = z
  .object({
    role: z.enum(MEMBER_ROLES, { message: 'Недопустимая роль' }),
    custom_role_name: opt(100),
    department: opt(100),
    team: opt(100),
    job_title: opt(100),
    can_invite: z.boolean(),
    can_post: z.boolean(),
    is_admin: z.boolean(),
  })
  .partial()
  .refine(customRoleNamed, { message: WORK_TEXTS.customRoleRequired, path: ['custom_role_name'] })
  .transform(customRoleOnlyWhenCustom);

export const UpdateMeBody = z.object({
  job_title: opt(100),
  requested_role: z.enum(REQUESTABLE_ROLES, { message: 'Недопустимая роль' }).nullish(),
  requested_department: opt(100),
  requested_team: opt(100),
  reason: opt(1000),
});

/** Job title at once; the owner's other changes apply at once too (`applied`), anyone else's become requests. */
export const UpdateMeResponse = z.object({
  job_title_updated: z.boolean(),
  change_requests_created: z.array(Id),
  applied: z.array(z.enum(CHANGE_REQUEST_TYPES)),
});
export type UpdateMeResponse = z.infer<typeof UpdateMeResponse>;

export const TeamBody = z.object({
  name: required(WORK_TEXTS.teamNameRequired, 100),
  description: opt(1000),
});
export const TransferBody = z.object({ new_owner_id: Id.nullish() });
export const RejectBody = z.object({ rejection_reason: opt(1000) });
export const RequestStatusQuery = z.object({
  status: z.enum(REQUEST_STATUSES, { message: 'Недопустимый статус' }).default('PENDING'),
});
export const JoinRequestBody = z.object({ message: opt(1000) }).default({ message: null });

/** A join request sent: the sentence to show («Запрос на вступление отправлен») and its id. */
export const JoinRequestSent = z.object({ message: z.string(), id: Id });

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
