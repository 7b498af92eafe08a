import { z } from 'zod';
import { AUTH_TEXTS, EmailAddress } from './auth.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';

/**
 * Email verification and email change (CONTRACT §8 "Email verification", "Email"; issue 33 §3):
 * a link mailed to the address proves it; a new address counts only once its link is used.
 */
export const EMAIL_TEXTS = {
  verificationSent: 'Мы отправили письмо со ссылкой для подтверждения адреса.',
  verified: 'Адрес подтверждён.',
  alreadyVerified: 'Адрес уже подтверждён.',
  tokenInvalid: 'Ссылка недействительна или устарела. Запросите новую.',
  tooManyMails: 'Слишком много писем. Попробуйте через час.',
  /** The 403 of posting, commenting, messaging and inviting before the address is confirmed. */
  verificationRequired: 'Подтвердите адрес электронной почты: ссылка в письме, которое мы отправили.',
  changeSent: (email: string) =>
    `Мы отправили ссылку для подтверждения на ${email}. Адрес сменится, когда вы перейдёте по ней.`,
  changed: 'Адрес электронной почты изменён.',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  sameEmail: 'Это ваш текущий адрес',
  currentPasswordRequired: 'Для смены email введите текущий пароль',
} as const;

/** How long a verification link works. */
export const EMAIL_VERIFY_TTL_MS = 48 * 60 * 60_000;
/** How long an email change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
/** The pages the links open; the token travels in the fragment. */
export const VERIFY_EMAIL_PATH = '/verify-email';
export const CONFIRM_EMAIL_CHANGE_PATH = '/confirm-email';
/** The invitations view (where an invitation waits for its answer). */
export const INVITATIONS_PATH = '/family/family-invitations';

const token = z
  .string({ message: EMAIL_TEXTS.tokenInvalid })
  .trim()
  .min(1, { message: EMAIL_TEXTS.tokenInvalid })
  .max(200, { message: EMAIL_TEXTS.tokenInvalid });

/** `POST /api/auth/verify-email/confirm` and `POST /api/auth/email-change/confirm`. */
export const EmailTokenBody = z.object({ token });
export type EmailTokenBody = z.input<typeof EmailTokenBody>;

/** `POST /api/users/email-change`: mails a link to the new address and a notice to the old one. */
export const EmailChangeBody = z.object({
  email: EmailAddress,
  current_password: z
    .string({ message: EMAIL_TEXTS.currentPasswordRequired })
    .min(1, { message: EMAIL_TEXTS.currentPasswordRequired })
    .max(PASSWORD_MAX_LENGTH, { message: AUTH_TEXTS.passwordMax }),
});
export type EmailChangeBody = z.input<typeof EmailChangeBody>;

/** The 202 of `POST /api/users/email-change`: where the link went. */
export const EmailChangeResponse = z.object({ message: z.string(), pending_email: z.string() });
export type EmailChangeResponse = z.infer<typeof EmailChangeResponse>;

/** The digest of unread notifications (CONTRACT §8 "Email"): off by default. */
export const DIGEST_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export const DigestFrequency = z.enum(DIGEST_FREQUENCIES, {
  message: 'Выберите: выкл., ежедневно или еженедельно',
});
export type DigestFrequency = z.infer<typeof DigestFrequency>;

/** `GET|PUT /api/users/digest`. */
export const DigestSetting = z.object({ frequency: DigestFrequency });
export type DigestSetting = z.infer<typeof DigestSetting>;
