import { z } from 'zod';
import { INSTANCE_ROLES } from './admin-texts.ts';
import { AUTH_TEXTS, GENDERS, TOKEN_STORAGE_KEY } from './auth-texts.ts';
import { Id } from './common.ts';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from './limits.ts';
import { USER_LANGUAGES, USER_THEMES } from './settings.ts';

export { AUTH_TEXTS, GENDERS, TOKEN_STORAGE_KEY };

export const Gender = z.enum(GENDERS, { message: 'Выберите пол' });
export type Gender = z.infer<typeof Gender>;

const requiredName = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(NAME_MAX_LENGTH, { message: AUTH_TEXTS.nameTooLong });

const email = z
  .string({ message: AUTH_TEXTS.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { message: AUTH_TEXTS.emailRequired })
  .max(EMAIL_MAX_LENGTH, { message: AUTH_TEXTS.emailInvalid })
  .pipe(z.email({ message: AUTH_TEXTS.emailInvalid }));
/** An email address as registration takes it (trimmed, lower-cased, checked). */
export const EmailAddress = email;
/** A new password as registration takes it. */
export const NewPassword = z
  .string({ message: AUTH_TEXTS.passwordRequired })
  .min(1, { message: AUTH_TEXTS.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { message: AUTH_TEXTS.passwordMin })
  .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax });

const optionalName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, { message: AUTH_TEXTS.nameTooLong })
  .nullish()
  .transform((v) => v || null);

const phone = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, { message: AUTH_TEXTS.phoneInvalid })
  .regex(/^[+\d\s()-]*$/, { message: AUTH_TEXTS.phoneInvalid })
  .nullish()
  .transform((v) => v || null);

export const LoginBody = z.object({
  email: z
    .string({ message: AUTH_TEXTS.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: AUTH_TEXTS.emailRequired }),
  password: z
    .string({ message: AUTH_TEXTS.passwordRequired })
    .min(1, { message: AUTH_TEXTS.passwordRequired }),
});
export type LoginBody = z.input<typeof LoginBody>;

export const RegisterBody = z.object({
  email,
  password: z
    .string({ message: AUTH_TEXTS.passwordRequired })
    .min(1, { message: AUTH_TEXTS.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { message: AUTH_TEXTS.passwordMin })
    .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax }),
  first_name: requiredName(AUTH_TEXTS.firstNameRequired),
  last_name: requiredName(AUTH_TEXTS.lastNameRequired),
  middle_name: optionalName,
  phone,
  /** An instance invite (CONTRACT §8): needed while registration is invite-only. */
  invite_token: z.string().trim().max(200).optional(),
});
export type RegisterBody = z.input<typeof RegisterBody>;

/** One line of "My Roles": a place the user belongs to and their role there. */
export const Affiliation = z.object({
  id: Id,
  affiliation_name: z.string(),
  user_role_in_org: z.string().nullable(),
});
export type Affiliation = z.infer<typeof Affiliation>;

export const User = z.object({
  id: Id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  middle_name: z.string().nullable(),
  phone: z.string().nullable(),
  name_alias: z.string().nullable(),
  profile_picture: z.string().nullable(),
  gender: Gender.nullable(),
  affiliations: z.array(Affiliation),
  created_at: z.string(),
  /** Interface language and theme chosen in settings; applied on sign-in (issue 18). */
  language: z.enum(USER_LANGUAGES),
  theme: z.enum(USER_THEMES),
  /** The user's role on this instance (CONTRACT §8): `owner`, `admin` or `user`. */
  instance_role: z.enum(INSTANCE_ROLES),
  /** Whether the address was confirmed by a mailed link (CONTRACT §8 "Email verification"). */
  email_verified: z.boolean(),
  /** The onboarding wizard was finished or skipped (in any browser); it does not open again by itself. */
  onboarding_completed: z.boolean(),
});
export type User = z.infer<typeof User>;

export const AuthResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  user: User,
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** A user with two-factor sign-in gets this from POST /api/auth/login instead of a token (issue 20). */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived signed token for POST /api/auth/login/2fa. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** POST /api/auth/login answers a token, or asks for the second factor. */
export const LoginResponse = z.union([AuthResponse, TwoFactorChallenge]);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const GenderBody = z.object({ gender: Gender });
export type GenderBody = z.infer<typeof GenderBody>;
