import { z } from 'zod';
import { Id } from './common.ts';
import { EMAIL_MAX_LENGTH, ORG_FOUNDED_MIN_YEAR } from './limits.ts';
import {
  CHANGE_REQUEST_TYPES,
  CREATOR_ROLES,
  INDUSTRIES,
  MEMBER_ROLES,
  ORG_SIZES,
  ORG_TYPES,
  REQUEST_STATUSES,
  REQUESTABLE_ROLES,
} from './work-constants.ts';
import { WORK_TEXTS } from './work-texts.ts';

// What the work module's requests carry (02 §3–§5). Re-exported by `@krug/contract/work`.

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
