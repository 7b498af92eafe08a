import { z } from 'zod';
import { ORG_TEXT_MAX_LENGTH } from './limits.ts';

export const UNIVERSITY_ROLES = ['STUDENT', 'TEACHER', 'EMPLOYEE', 'GRADUATE'] as const;
export const SCHOOL_ROLES = ['PARENT', 'TEACHER', 'ADMINISTRATION'] as const;
export type UniversityRole = (typeof UNIVERSITY_ROLES)[number];
export type SchoolRole = (typeof SCHOOL_ROLES)[number];

/** Russian wording of the onboarding roles (CONTRACT.md §5). */
export const UNIVERSITY_ROLE_LABELS: Record<UniversityRole, string> = {
  STUDENT: 'Студент',
  TEACHER: 'Преподаватель',
  EMPLOYEE: 'Сотрудник',
  GRADUATE: 'Выпускник',
};
export const SCHOOL_ROLE_LABELS: Record<SchoolRole, string> = {
  PARENT: 'Родитель',
  TEACHER: 'Учитель',
  ADMINISTRATION: 'Администрация',
};

export const PRIVACY_KEYS = [
  'work_visible_in_services',
  'school_visible_in_events',
  'location_sharing_enabled',
  'profile_visible_to_public',
  'family_visible_to_friends',
] as const;
export type PrivacyKey = (typeof PRIVACY_KEYS)[number];

export const PRIVACY_DEFAULTS: Record<PrivacyKey, boolean> = {
  work_visible_in_services: true,
  school_visible_in_events: true,
  location_sharing_enabled: false,
  profile_visible_to_public: true,
  family_visible_to_friends: true,
};

export const PrivacySettings = z.object({
  work_visible_in_services: z.boolean().default(PRIVACY_DEFAULTS.work_visible_in_services),
  school_visible_in_events: z.boolean().default(PRIVACY_DEFAULTS.school_visible_in_events),
  location_sharing_enabled: z.boolean().default(PRIVACY_DEFAULTS.location_sharing_enabled),
  profile_visible_to_public: z.boolean().default(PRIVACY_DEFAULTS.profile_visible_to_public),
  family_visible_to_friends: z.boolean().default(PRIVACY_DEFAULTS.family_visible_to_friends),
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

const tooLong = `Максимум ${ORG_TEXT_MAX_LENGTH} символов`;
const text = z
  .string()
  .trim()
  .max(ORG_TEXT_MAX_LENGTH, { message: tooLong })
  .nullish()
  .transform((v) => v || null);

/** Onboarding payload: every field optional (spec §5). A role without its place is dropped. */
export const OnboardingBody = z.object({
  work_place: text,
  work_role: text,
  university: text,
  university_role: z.enum(UNIVERSITY_ROLES, { message: 'Недопустимый статус в университете' }).nullish(),
  school: text,
  school_role: z.enum(SCHOOL_ROLES, { message: 'Недопустимый статус в школе' }).nullish(),
  privacy_settings: PrivacySettings.default(PRIVACY_DEFAULTS),
});
export type OnboardingBody = z.input<typeof OnboardingBody>;

export const OnboardingResponse = z.object({ privacy_settings: PrivacySettings });
