// Texts and constants of email verification without schemas, so the shell's banner needs no zod.
// Re-exported by email.ts.

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
