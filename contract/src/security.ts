import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './limits.ts';

/** Sessions and devices, two-factor sign-in (issue 20, «Безопасность»). */
export const SECURITY_TEXTS = {
  passwordRequired: 'Введите текущий пароль',
  passwordWrong: 'Неверный пароль',
  codeRequired: 'Введите код',
  codeFormat: 'Код состоит из 6 цифр',
  codeWrong: 'Неверный код',
  /** A right code whose 30-second step was already used (issue 32 item 14): wait for the next one. */
  codeUsed: 'Этот код уже использован. Дождитесь следующего кода в приложении.',
  challengeExpired: 'Время на ввод кода истекло. Войдите снова.',
  sessionNotFound: 'Сеанс не найден',
  sessionRevoked: 'Сеанс завершён. Войдите снова.',
  alreadyEnabled: 'Двухфакторный вход уже включён',
  notEnabled: 'Двухфакторный вход не включён',
  setupFirst: 'Сначала начните настройку двухфакторного входа',
} as const;

/** Recovery codes given when two-factor sign-in is enabled (or regenerated). */
export const RECOVERY_CODE_COUNT = 10;

/** One live session of the signed-in user (GET /api/users/sessions answers a bare list). */
export const UserSession = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The browser's User-Agent as sent at sign-in (trimmed); the web app turns it into a label. */
  user_agent: z.string(),
  ip: z.string(),
  /** The session of the token that made this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSession>;

export const RevokeOthersResponse = z.object({ revoked: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof RevokeOthersResponse>;

const password = z
  .string({ message: SECURITY_TEXTS.passwordRequired })
  .min(1, { message: SECURITY_TEXTS.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { message: SECURITY_TEXTS.passwordWrong });

/** A code as typed: spaces and dashes are ignored. */
const typedCode = z
  .string({ message: SECURITY_TEXTS.codeRequired })
  .max(40, { message: SECURITY_TEXTS.codeWrong })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, { message: SECURITY_TEXTS.codeRequired }));

/** A code of the authenticator app: 6 digits. */
export const TotpCode = typedCode.pipe(z.string().regex(/^\d{6}$/, { message: SECURITY_TEXTS.codeFormat }));
/** A code of the authenticator app, or one of the recovery codes. */
export const TotpOrRecoveryCode = typedCode;

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while disabled). */
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const TwoFactorSetupBody = z.object({ password });
export type TwoFactorSetupBody = z.input<typeof TwoFactorSetupBody>;

export const TwoFactorSetup = z.object({
  /** Base32 key for typing into the app by hand; never answered again after setup. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qr_svg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;

export const TwoFactorEnableBody = z.object({ code: TotpCode });
export type TwoFactorEnableBody = z.input<typeof TwoFactorEnableBody>;

export const TwoFactorDisableBody = z.object({ password, code: TotpOrRecoveryCode });
export type TwoFactorDisableBody = z.input<typeof TwoFactorDisableBody>;

export const RecoveryCodesBody = z.object({ code: TotpOrRecoveryCode });
export type RecoveryCodesBody = z.input<typeof RecoveryCodesBody>;

export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** POST /api/auth/login/2fa: the second step of signing in. */
export const LoginTwoFactorBody = z.object({
  challenge: z.string({ message: SECURITY_TEXTS.challengeExpired }).min(1).max(2000),
  code: TotpOrRecoveryCode,
});
export type LoginTwoFactorBody = z.input<typeof LoginTwoFactorBody>;
