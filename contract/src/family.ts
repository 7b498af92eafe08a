import { z } from 'zod';
import { Id, IsoDate } from './common.ts';
import { FAMILY_TEXTS, FAMILY_WIZARD_TEXTS } from './family-texts.ts';
import { BANNER_AVATAR_MAX_BYTES, NAME_MAX_LENGTH, USER_SEARCH_MIN_CHARS } from './limits.ts';
import { MediaFile } from './media.ts';
import { MEMBER_STATUSES } from './member-status.ts';

export { FAMILY_TEXTS, FAMILY_WIZARD_TEXTS };

export const FAMILY_ROLES = ['PARENT', 'SPOUSE', 'CHILD'] as const;
export type FamilyRole = (typeof FAMILY_ROLES)[number];
export const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
export const WHO_CAN_SEE_POSTS = ['family', 'household', 'public'] as const;
export const WHO_CAN_COMMENT = ['family', 'household', 'public', 'none'] as const;
export const PROFILE_SEARCHABILITY = ['public', 'users_only', 'none'] as const;

/** Privacy defaults of the family settings (spec §9). */
export const FAMILY_PRIVACY_DEFAULTS = {
  is_private: false,
  allow_public_discovery: true,
  who_can_see_posts: 'family',
  who_can_comment: 'family',
  profile_searchability: 'public',
} as const;

/**
 * A member's role as it follows from how they were added. PARENT is the power to manage the family
 * (CONTRACT §4) and is never given by kinship (issue 32 item 22): a grandmother added as the
 * creator's parent is a relative, not a manager; the creator appoints managers
 * (`PUT /api/family/{id}/members/{memberId}/manager`).
 */
export const ROLE_OF_RELATIONSHIP: Record<Relationship, FamilyRole | null> = {
  spouse: 'SPOUSE',
  child: 'CHILD',
  parent: null,
  sibling: null,
  other: null,
};

const name = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(NAME_MAX_LENGTH, { message: `Максимум ${NAME_MAX_LENGTH} символов` });
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);

/** One member in the creation payload: a registered user, or a person without an account. */
export const NewFamilyMember = z
  .object({
    user_id: Id.nullish(),
    first_name: optional(NAME_MAX_LENGTH),
    last_name: optional(NAME_MAX_LENGTH),
    date_of_birth: IsoDate.nullish(),
    relationship: z.enum(RELATIONSHIPS, { message: 'Недопустимое родство' }).default('other'),
  })
  .refine((m) => m.user_id || (m.first_name && m.last_name), { message: FAMILY_TEXTS.memberNameRequired });
export type NewFamilyMember = z.input<typeof NewFamilyMember>;

export const CreateFamilyBody = z.object({
  name: name(FAMILY_TEXTS.nameRequired),
  surname: optional(NAME_MAX_LENGTH),
  description: optional(2000),
  privacy_level: z
    .enum(['PRIVATE', 'PUBLIC'], { message: 'Недопустимый уровень приватности' })
    .default('PRIVATE'),
  members: z.array(NewFamilyMember).max(50, { message: 'Слишком много участников' }).default([]),
});
export type CreateFamilyBody = z.input<typeof CreateFamilyBody>;

/** POST /api/family-profiles: the family wizard's step 2 (02 §3), private and undiscoverable by default. */
export const FamilyProfileCreateBody = z
  .object({
    family_name: name(FAMILY_TEXTS.nameRequired),
    family_surname: optional(NAME_MAX_LENGTH),
    description: optional(2000),
    public_bio: optional(2000),
    primary_address: optional(300),
    city: optional(200),
    state: optional(200),
    country: optional(200),
    established_date: IsoDate.nullish().or(z.literal('').transform(() => null)),
    is_private: z.boolean().default(true),
    allow_public_discovery: z.boolean().default(false),
  })
  // Discovery is off while the family is private (the checkbox is disabled).
  .transform((v) => ({ ...v, allow_public_discovery: v.is_private ? false : v.allow_public_discovery }));
export type FamilyProfileCreateBody = z.input<typeof FamilyProfileCreateBody>;

export const AddFamilyMemberBody = z.object({
  user_id: Id,
  relationship: z.enum(RELATIONSHIPS, { message: 'Недопустимое родство' }),
});

/** PUT /api/family/{id}/members/{memberId}: a relative entered by name only (no account), edited by a PARENT. */
export const UpdateRelativeBody = z.object({
  first_name: name(FAMILY_TEXTS.memberNameRequired),
  last_name: name(FAMILY_TEXTS.memberNameRequired),
  date_of_birth: IsoDate.nullish().transform((v) => v ?? null),
  relationship: z.enum(RELATIONSHIPS, { message: 'Недопустимое родство' }),
});
export type UpdateRelativeBody = z.input<typeof UpdateRelativeBody>;

/** PUT /api/family/{id}/members/{memberId}/manager: the creator gives or takes the power to manage. */
export const FamilyManagerBody = z.object({
  manages: z.boolean({ message: 'manages: ожидалось true или false' }),
});
export type FamilyManagerBody = z.infer<typeof FamilyManagerBody>;

export const UpdateFamilyBody = z.object({
  family_name: name(FAMILY_TEXTS.nameRequired),
  description: optional(2000),
  city: optional(200),
  location: optional(200),
});

export const FamilyPrivacyBody = z.object({
  is_private: z.boolean({ message: 'is_private: ожидалось true или false' }),
  allow_public_discovery: z.boolean({ message: 'allow_public_discovery: ожидалось true или false' }),
  who_can_see_posts: z.enum(WHO_CAN_SEE_POSTS, { message: 'Недопустимое значение who_can_see_posts' }),
  who_can_comment: z.enum(WHO_CAN_COMMENT, { message: 'Недопустимое значение who_can_comment' }),
  profile_searchability: z.enum(PROFILE_SEARCHABILITY, {
    message: 'Недопустимое значение profile_searchability',
  }),
});
export type FamilyPrivacy = z.infer<typeof FamilyPrivacyBody>;

/** Data URL of an image: checked for type and size on the server (413/415 with the spec's texts). */
export const DATA_URL_MAX_CHARS = Math.ceil((BANNER_AVATAR_MAX_BYTES * 4) / 3) + 200;
export const BannerBody = z.object({ banner_image: z.string({ message: FAMILY_TEXTS.notAnImage }) });
export const AvatarBody = z.object({ avatar_image: z.string({ message: FAMILY_TEXTS.notAnImage }) });

export const FamilyMember = z.object({
  id: Id,
  user_id: Id.nullable(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  surname: z.string(),
  date_of_birth: z.string().nullable(),
  role: z.enum(FAMILY_ROLES).nullable(),
  relationship: z.enum(RELATIONSHIPS).nullable(),
  family_role: z.enum(FAMILY_ROLES).nullable(),
  is_creator: z.boolean(),
  /** Manages the family (the creator, or a PARENT the creator appointed): settings, members, posts. */
  manages: z.boolean(),
  /** `invited` until the user accepts (CONTRACT §4 "Consent"); relatives without an account are `active`. */
  status: z.enum(MEMBER_STATUSES),
  /** A registered member's photo (`/api/users/avatars/<uuid>.webp`); null for relatives without an account. */
  profile_picture: z.string().nullable(),
});
export type FamilyMember = z.infer<typeof FamilyMember>;

export const FamilyProfile = FamilyPrivacyBody.extend({
  id: Id,
  family_name: z.string(),
  name: z.string(),
  surname: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
  banner_url: z.string().nullable(),
  family_photo_url: z.string().nullable(),
  avatar_url: z.string().nullable(),
  posts_count: z.number().int(),
  followers_count: z.number().int(),
  events_count: z.number().int(),
  user_role: z.enum(FAMILY_ROLES).nullable(),
  is_user_member: z.boolean(),
  chat_group_id: Id.nullable(),
});
export type FamilyProfile = z.infer<typeof FamilyProfile>;

export const FamilyProfilesResponse = z.object({ family_profiles: z.array(FamilyProfile) });
export const FamilyMembersResponse = z.object({ members: z.array(FamilyMember) });

export const PublicFamilyProfile = z.object({
  id: Id,
  family_name: z.string(),
  family_surname: z.string().nullable(),
  city: z.string().nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
  description: z.string().nullable(),
  banner_url: z.string().nullable(),
  family_photo_url: z.string().nullable(),
  /** The uploaded family avatar (same as `family_photo_url`), null without one. */
  avatar_url: z.string().nullable(),
  is_private: z.boolean(),
  is_preview_mode: z.boolean(),
  who_can_see_posts: z.enum(WHO_CAN_SEE_POSTS),
  members: z.array(
    z.object({
      id: Id,
      first_name: z.string(),
      last_name: z.string(),
      role: z.enum(FAMILY_ROLES).nullable(),
      /** How the member was added (spouse, child, parent, sibling, other); null for the creator. */
      relationship: z.enum(RELATIONSHIPS).nullable(),
      is_creator: z.boolean(),
      /** A registered member's photo; null for relatives without an account. */
      profile_picture: z.string().nullable(),
    }),
  ),
  /** People following the family (issue 20). */
  followers_count: z.number().int(),
  /** Whether the signed-in viewer follows it; false for anonymous visitors. */
  viewer_is_following: z.boolean(),
  posts_visible: z.boolean(),
  posts: z.array(
    z.object({
      id: Id,
      author_name: z.string(),
      /** The author's profile photo (public path), null without one. */
      author_profile_picture: z.string().nullable(),
      content: z.string(),
      /** The post's attachments, with signed links like the feed's. */
      media_files: z.array(MediaFile),
      created_at: z.string(),
      like_count: z.number().int(),
      comment_count: z.number().int(),
    }),
  ),
});
export type PublicFamilyProfile = z.infer<typeof PublicFamilyProfile>;

export const UserSearchQuery = z.object({
  query: z
    .string({ message: FAMILY_TEXTS.searchTooShort })
    .trim()
    .min(USER_SEARCH_MIN_CHARS, { message: FAMILY_TEXTS.searchTooShort })
    .max(100),
});
export const UserSearchResult = z.object({
  id: Id,
  name: z.string(),
  surname: z.string(),
  /**
   * Shown only to friends, family members and household residents of the user and to the admins
   * of an organization they belong to; else null (never because of a shared chat group).
   */
  email: z.string().nullable(),
  /** The user's photo (`/api/users/avatars/<uuid>.webp`), null without one. */
  profile_picture: z.string().nullable(),
});
export const UserSearchResponse = z.object({ users: z.array(UserSearchResult) });
export type UserSearchResult = z.infer<typeof UserSearchResult>;

/** Default family name in the creation form: "Family" plus the user's last name (spec §5). */
export const defaultFamilyName = (lastName: string) => `${FAMILY_TEXTS.defaultNamePrefix} ${lastName}`.trim();
