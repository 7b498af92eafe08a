import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  SECURITY_TEXTS,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@krug/contract/security';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, Invalid, TooManyRequests, Unauthorized } from '../../platform/errors.ts';
import { TOKEN_TEXTS } from '../../platform/jwt.ts';
import { verifyPassword } from '../../platform/password.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { twoFactorRepo } from './two-factor.repo.ts';

const ISSUER = 'Круг';
const PERIOD_S = 30;
/** Recovery codes: 10 characters without look-alikes (0/o, 1/l/i), shown as two groups of 5. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** AES-256-GCM with a key derived from the server secret: a database dump alone reveals no secret. */
function secretBox(serverSecret: string) {
  const key = createHash('sha256').update(`krug-totp:${serverSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

const normaliseRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const hashRecovery = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('hex');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238; issue 20). Setup stores a pending
 * secret, a correct code enables it and gives one-time recovery codes (kept only as hashes).
 * Each 30 s step is accepted once (±1 step of clock drift). Wrong codes are throttled per user
 * like wrong passwords.
 */
export function createTwoFactorService(deps: {
  db: Db;
  serverSecret: string;
  /** Wrong passwords per user (shared with password and email change). */
  passwordFailures: AttemptCounter;
  /** Wrong codes per user, at sign-in and in settings. */
  codeFailures: AttemptCounter;
  /** Two-factor changes go to the audit log (CONTRACT §8). */
  audit: Pick<AuditService, 'record'>;
  now?: () => number;
}) {
  const { db, passwordFailures, codeFailures, audit, now = Date.now } = deps;
  const box = secretBox(deps.serverSecret);
  const totpFor = (secret: string, label: string) =>
    new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret });

  const load = async (userId: string): Promise<UserRow> => {
    const row = await usersRepo.findById(db, userId);
    if (!row) throw new Unauthorized(TOKEN_TEXTS.invalid);
    return row;
  };
  const confirmPassword = async (row: UserRow, password: string) => {
    if ((await passwordFailures.take(row.id)) > passwordFailures.limit) throw new TooManyRequests();
    if (!(await verifyPassword(password, row.passwordHash)))
      throw new Invalid(SECURITY_TEXTS.passwordWrong, 'password');
    await passwordFailures.clear(row.id);
  };
  /** The 30 s step a TOTP code belongs to (±1), or null when it is not a current code. */
  const stepOf = (sealed: string, code: string): number | null => {
    const at = now();
    const delta = TOTP.validate({
      token: code,
      secret: Secret.fromBase32(box.open(sealed)),
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_S,
      timestamp: at,
      window: 1,
    });
    return delta === null ? null : Math.floor(at / 1000 / PERIOD_S) + delta;
  };
  /**
   * Checks a code of an enabled user; a recovery code is used up. Throws «Неверный код», or that the
   * code was already used when its step was.
   */
  const checkCode = async (userId: string, code: string, allowRecovery: boolean) => {
    const row = await twoFactorRepo.find(db, userId);
    if (!row?.enabledAt) throw new Conflict(SECURITY_TEXTS.notEnabled);
    if ((await codeFailures.take(userId)) > codeFailures.limit) throw new TooManyRequests();
    let ok = false;
    if (/^\d{6}$/.test(code)) {
      const step = stepOf(row.secret, code);
      ok = step !== null && (await twoFactorRepo.useStep(db, userId, step));
      // A right code of a step already used (a second sign-in within the same 30 s) says so.
      if (step !== null && !ok) throw new Invalid(SECURITY_TEXTS.codeUsed, 'code');
    } else if (allowRecovery) {
      ok = await twoFactorRepo.useRecoveryHash(db, userId, hashRecovery(code));
    }
    if (!ok) throw new Invalid(SECURITY_TEXTS.codeWrong, 'code');
    await codeFailures.clear(userId);
  };
  const issueRecoveryCodes = () => {
    const codes = newRecoveryCodes();
    return { codes, hashes: codes.map(hashRecovery) };
  };

  return {
    async isEnabled(userId: string): Promise<boolean> {
      return !!(await twoFactorRepo.find(db, userId))?.enabledAt;
    },

    async status(userId: string): Promise<TwoFactorStatus> {
      const row = await twoFactorRepo.find(db, userId);
      return row?.enabledAt
        ? { enabled: true, recovery_codes_left: row.recoveryHashes.length }
        : { enabled: false, recovery_codes_left: 0 };
    },

    /** Starts (or restarts) setup: a new secret, shown once; not in force until `enable`. */
    async setup(userId: string, password: string): Promise<TwoFactorSetup> {
      const user = await load(userId);
      await confirmPassword(user, password);
      if ((await twoFactorRepo.find(db, userId))?.enabledAt)
        throw new Conflict(SECURITY_TEXTS.alreadyEnabled);
      const secret = new Secret({ size: 20 });
      await twoFactorRepo.savePending(db, userId, box.seal(secret.base32));
      const uri = totpFor(secret.base32, user.email).toString();
      const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret: secret.base32, otpauth_uri: uri, qr_svg: qr };
    },

    /** The first code from the app turns two-factor sign-in on; answers the recovery codes. */
    async enable(userId: string, code: string, request?: RequestContext): Promise<RecoveryCodes> {
      const row = await twoFactorRepo.find(db, userId);
      if (!row) throw new Conflict(SECURITY_TEXTS.setupFirst);
      if (row.enabledAt) throw new Conflict(SECURITY_TEXTS.alreadyEnabled);
      if ((await codeFailures.take(userId)) > codeFailures.limit) throw new TooManyRequests();
      const step = stepOf(row.secret, code);
      if (step === null) throw new Invalid(SECURITY_TEXTS.codeWrong, 'code');
      await codeFailures.clear(userId);
      const { codes, hashes } = issueRecoveryCodes();
      if (!(await twoFactorRepo.enable(db, userId, step, hashes)))
        throw new Conflict(SECURITY_TEXTS.alreadyEnabled);
      await audit.record({ actorId: userId, action: 'auth.two_factor_enabled', request });
      return { recovery_codes: codes };
    },

    /** Turns it off: the password and a current code (or a recovery code) are both needed. */
    async disable(userId: string, password: string, code: string, request?: RequestContext): Promise<void> {
      const user = await load(userId);
      if (!(await twoFactorRepo.find(db, userId))?.enabledAt) throw new Conflict(SECURITY_TEXTS.notEnabled);
      await confirmPassword(user, password);
      await checkCode(userId, code, true);
      await twoFactorRepo.remove(db, userId);
      await audit.record({ actorId: userId, action: 'auth.two_factor_disabled', request });
    },

    /** An admin turns it off for someone who lost their app and codes; answers whether it was on. */
    async resetByAdmin(adminId: string, userId: string, request?: RequestContext): Promise<boolean> {
      const wasOn = !!(await twoFactorRepo.find(db, userId))?.enabledAt;
      await twoFactorRepo.remove(db, userId);
      if (wasOn)
        await audit.record({
          actorId: adminId,
          subjectId: userId,
          action: 'admin.two_factor_reset',
          target: { type: 'user', id: userId },
          request,
        });
      return wasOn;
    },

    /** New recovery codes replace every old one. */
    async regenerateRecoveryCodes(
      userId: string,
      code: string,
      request?: RequestContext,
    ): Promise<RecoveryCodes> {
      await checkCode(userId, code, true);
      const { codes, hashes } = issueRecoveryCodes();
      await twoFactorRepo.setRecoveryHashes(db, userId, hashes);
      await audit.record({ actorId: userId, action: 'auth.recovery_codes_regenerated', request });
      return { recovery_codes: codes };
    },

    /** The second step of signing in. */
    verifySignIn: (userId: string, code: string) => checkCode(userId, code, true),
    /** A sensitive change (deleting the account) proves the second factor: a code or a recovery code. */
    confirm: (userId: string, code: string) => checkCode(userId, code, true),
  };
}
export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
