import type { AuthResponse, LoginBody, LoginResponse, RegisterBody } from '@krug/contract/auth';
import { PRIVACY_DEFAULTS } from '@krug/contract/onboarding';
import type { LoginTwoFactorBody } from '@krug/contract/security';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { Conflict, TooManyRequests, Unauthorized } from '../../platform/errors.ts';
import type { TokenService } from '../../platform/jwt.ts';
import { DUMMY_HASH_PROMISE, hashPassword, needsRehash, verifyPassword } from '../../platform/password.ts';
import type { AttemptCounter } from '../../platform/register-budgets.ts';
import { refuseSuspended } from '../admin/suspension.ts';
import type { InstanceService } from '../instance/instance.service.ts';
import type { DeviceInfo, SessionsService } from '../security/sessions.service.ts';
import type { TwoFactorService } from '../security/two-factor.service.ts';
import { toUserDto } from '../users/user-dto.ts';

export const AUTH_ERRORS = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
} as const;

type Register = z.output<typeof RegisterBody>;
type Login = z.output<typeof LoginBody>;
type LoginTwoFactor = z.output<typeof LoginTwoFactorBody>;

export function createAuthService(deps: {
  db: Db;
  tokens: TokenService;
  /**
   * Failed sign-ins per (email, address) pair and per email (issue 29 §5): a pair that failed too
   * often is refused; an email failed too often refuses only the addresses that failed for it, so
   * a correct password from an address that has not failed is never refused.
   */
  loginFailures: { perPair: AttemptCounter; perEmail: AttemptCounter };
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  /** After an account is registered (its organization invitations by email become its own). */
  onRegistered?: (userId: string, email: string) => Promise<void>;
  /** Registration mode, invites and the first account's ownership (CONTRACT §8). */
  instance: Pick<InstanceService, 'mayRegister' | 'admit' | 'claimOwnership'>;
}) {
  const { db, tokens, loginFailures, sessions, twoFactor, instance } = deps;
  /** Signs the user in on this device: a new session and its token. */
  const respond = async (userId: string, device: DeviceInfo): Promise<AuthResponse> => {
    const found = await usersRepo.findWithAffiliations(db, userId);
    if (!found) throw new Unauthorized(AUTH_ERRORS.wrongCredentials);
    refuseSuspended(found.user);
    return {
      access_token: await sessions.open(userId, found.user.tokenVersion, device),
      token_type: 'bearer',
      user: toUserDto(found.user, found.affiliations),
    };
  };

  return {
    async register(body: Register, device: DeviceInfo): Promise<AuthResponse> {
      await instance.mayRegister(body.invite_token);
      if (await usersRepo.findByEmail(db, body.email)) throw new Conflict(AUTH_ERRORS.emailTaken);
      const passwordHash = await hashPassword(body.password);
      // Closed or invite-only registration refuses here; an invite's use is taken with the account.
      const row = await instance.admit(body.invite_token, async (tx) => {
        const created = await usersRepo.insert(tx, {
          email: body.email,
          passwordHash,
          firstName: body.first_name,
          lastName: body.last_name,
          middleName: body.middle_name,
          phone: body.phone,
          privacySettings: { ...PRIVACY_DEFAULTS },
        });
        // A concurrent registration with the same email loses on the unique index.
        if (!created) throw new Conflict(AUTH_ERRORS.emailTaken);
        return created;
      });
      await instance.claimOwnership(row.id);
      await deps.onRegistered?.(row.id, row.email);
      return respond(row.id, device);
    },

    async login(body: Login, device: DeviceInfo): Promise<LoginResponse> {
      const pair = `${body.email}\n${device.ip}`;
      // This attempt counts for its pair at once; earlier ones still counted are failures.
      const attempts = await loginFailures.perPair.take(pair);
      if (
        attempts > loginFailures.perPair.limit ||
        (attempts > 1 && (await loginFailures.perEmail.exhausted(body.email)))
      )
        throw new TooManyRequests();
      const row = await usersRepo.findByEmail(db, body.email);
      const ok = await verifyPassword(body.password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!row || !ok) {
        await loginFailures.perEmail.fail(body.email);
        throw new Unauthorized(AUTH_ERRORS.wrongCredentials);
      }
      await loginFailures.perPair.clear(pair);
      refuseSuspended(row);
      // A hash made with older, cheaper parameters is replaced now that the password is known.
      if (needsRehash(row.passwordHash))
        await usersRepo.update(db, row.id, { passwordHash: await hashPassword(body.password) });
      // With two-factor sign-in, the password only earns a challenge for the code step.
      if (await twoFactor.isEnabled(row.id))
        return { two_factor_required: true, challenge: await tokens.signChallenge(row.id) };
      return respond(row.id, device);
    },

    /** The code step: a current code of the app (once per step) or an unused recovery code. */
    async loginTwoFactor(body: LoginTwoFactor, device: DeviceInfo): Promise<AuthResponse> {
      const userId = await tokens.verifyChallenge(body.challenge);
      await twoFactor.verifySignIn(userId, body.code);
      return respond(userId, device);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
