import { z } from 'zod';
import { AUTH_TEXTS, EmailAddress } from './auth.ts';
import { EMAIL_TEXTS } from './email-texts.ts';
import { PASSWORD_MAX_LENGTH } from './limits.ts';

export {
  CONFIRM_EMAIL_CHANGE_PATH,
  EMAIL_CHANGE_TTL_MS,
  EMAIL_TEXTS,
  EMAIL_VERIFY_TTL_MS,
  INVITATIONS_PATH,
  VERIFY_EMAIL_PATH,
} from './email-texts.ts';

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
