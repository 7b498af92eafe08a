import { z } from 'zod';
import { EmailAddress, NewPassword } from './auth.ts';
import { Id } from './common.ts';

/** Mail (CONTRACT §8 "Email", "Password reset"; issue 33 §3). */

export const MAIL_TEXTS = {
  /** The same answer whether or not the address has an account (no oracle). */
  resetRequested:
    'Если такой адрес зарегистрирован, мы отправили на него письмо со ссылкой для смены пароля.',
  resetDone: 'Пароль изменён. Войдите с новым паролем.',
  resetTokenInvalid: 'Ссылка недействительна или устарела. Запросите новую.',
} as const;

/** How long a password reset link works. */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** The web page a reset link opens; the token travels in the fragment (never sent to a server log). */
export const PASSWORD_RESET_PATH = '/reset-password';

/** `POST /api/auth/password-reset/request`: always 202. */
export const PasswordResetRequestBody = z.object({ email: EmailAddress });
export type PasswordResetRequestBody = z.input<typeof PasswordResetRequestBody>;

/** `POST /api/auth/password-reset/confirm`: 200, or 422 for a used, expired or unknown token. */
export const PasswordResetConfirmBody = z.object({
  token: z
    .string({ message: MAIL_TEXTS.resetTokenInvalid })
    .trim()
    .min(1, { message: MAIL_TEXTS.resetTokenInvalid })
    .max(200, { message: MAIL_TEXTS.resetTokenInvalid }),
  password: NewPassword,
});
export type PasswordResetConfirmBody = z.input<typeof PasswordResetConfirmBody>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** `GET /api/admin/outbox`: the last 200 mails written without SMTP, newest first (a bare array). */
export const OutboxMail = z.object({
  id: Id,
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
export const OUTBOX_KEEP = 200;
