import { z } from 'zod';
import { ACCOUNT_TEXTS, DELETE_ACCOUNT_TEXTS } from './account-texts.ts';
import { AUTH_TEXTS } from './auth.ts';
import { IsoDate } from './common.ts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from './limits.ts';
import { MarriageStatus } from './my-info.ts';
import { TotpOrRecoveryCode } from './security.ts';
import { SETTINGS_TEXTS, USER_LANGUAGES, USER_THEMES } from './settings.ts';

export { ACCOUNT_TEXTS, DELETE_ACCOUNT_TEXTS };

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Максимум ${max} символов` })
    .nullish()
    .transform((v) => v || null);
const required = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(200, { message: 'Максимум 200 символов' });

/** PUT /api/my-info (CONTRACT §5): the changed fields of the sections basic, address and marriage. */
export const UpdateMyInfoBody = z
  .object({
    first_name: required(AUTH_TEXTS.firstNameRequired),
    last_name: required(AUTH_TEXTS.lastNameRequired),
    middle_name: optional(NAME_MAX_LENGTH),
    name_alias: optional(NAME_MAX_LENGTH),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, { message: AUTH_TEXTS.phoneInvalid })
      .regex(/^[+\d\s()-]*$/, { message: AUTH_TEXTS.phoneInvalid })
      .nullish()
      .transform((v) => v || null),
    email: z
      .string({ message: AUTH_TEXTS.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, { message: AUTH_TEXTS.emailRequired })
      .pipe(z.email({ message: AUTH_TEXTS.emailInvalid })),
    gender: z.enum(['MALE', 'FEMALE', 'IT'], { message: 'Недопустимый пол' }).nullish(),
    date_of_birth: IsoDate.nullish().or(z.literal('').transform(() => null)),
    address_street: optional(200),
    address_city: optional(200),
    address_state: optional(200),
    address_country: optional(200),
    address_postal_code: optional(20),
    marriage_status: MarriageStatus,
    spouse_name: optional(200),
    spouse_phone: optional(PHONE_MAX_LENGTH),
    /** Required when `email` differs from the stored one: a stolen session cannot take the account. */
    current_password: z
      .string({ message: AUTH_TEXTS.passwordRequired })
      .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax }),
  })
  .partial();
export type UpdateMyInfoBody = z.input<typeof UpdateMyInfoBody>;

export const ProfileCompleteBody = z.object({
  address_street: required(ACCOUNT_TEXTS.streetRequired),
  address_city: required(ACCOUNT_TEXTS.cityRequired),
  address_state: optional(200),
  address_country: required(ACCOUNT_TEXTS.countryRequired),
  address_postal_code: optional(20),
  marriage_status: MarriageStatus,
});

export const ProfilePictureBody = z.object({
  profile_picture: z.string({ message: ACCOUNT_TEXTS.photoNotImage }),
});

export const ChangePasswordBody = z.object({
  current_password: z
    .string({ message: AUTH_TEXTS.passwordRequired })
    .min(1, { message: AUTH_TEXTS.passwordRequired }),
  new_password: z
    .string({ message: ACCOUNT_TEXTS.passwordShort })
    .min(PASSWORD_MIN_LENGTH, { message: ACCOUNT_TEXTS.passwordShort })
    .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax }),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * `DELETE /api/auth/delete-account` (issue 29 §5): the current password, and with two-factor
 * sign-in on, a code of the app or a recovery code, as the other sensitive changes take them.
 */
export const DeleteAccountBody = z.object({
  current_password: z
    .string({ message: DELETE_ACCOUNT_TEXTS.passwordRequired })
    .min(1, { message: DELETE_ACCOUNT_TEXTS.passwordRequired })
    .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax }),
  code: TotpOrRecoveryCode.optional(),
});
export type DeleteAccountBody = z.input<typeof DeleteAccountBody>;

/** A changed password ends older tokens; this device continues with the fresh one. */
export const ChangePasswordResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** `PUT /api/users/settings`: the interface language and/or theme; answers the User. */
export const UserSettingsBody = z
  .object({
    language: z.enum(USER_LANGUAGES, { message: SETTINGS_TEXTS.languageInvalid }).optional(),
    theme: z.enum(USER_THEMES, { message: SETTINGS_TEXTS.themeInvalid }).optional(),
  })
  .refine((b) => b.language !== undefined || b.theme !== undefined, {
    message: SETTINGS_TEXTS.nothingToSave,
    path: ['language'],
  });
export type UserSettingsBody = z.infer<typeof UserSettingsBody>;

/** Family status labels by gender (02 §2.1). */
export const MARRIAGE_LABELS: Record<
  'MALE' | 'FEMALE' | 'NEUTRAL',
  Record<'SINGLE' | 'MARRIED' | 'DIVORCED' | 'WIDOWED', string>
> = {
  MALE: { SINGLE: 'Холост', MARRIED: 'Женат', DIVORCED: 'Разведён', WIDOWED: 'Вдовец' },
  FEMALE: { SINGLE: 'Не замужем', MARRIED: 'Замужем', DIVORCED: 'Разведена', WIDOWED: 'Вдова' },
  NEUTRAL: { SINGLE: 'Не в браке', MARRIED: 'В браке', DIVORCED: 'В разводе', WIDOWED: 'Вдовство' },
};
