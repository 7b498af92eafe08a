import type { AuthResponse, LoginBody, RegisterBody } from '@krug/contract/auth';
import { PRIVACY_DEFAULTS } from '@krug/contract/onboarding';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AttemptLimiter } from '../../platform/attempt-limiter.ts';
import { Conflict, TooManyRequests, Unauthorized } from '../../platform/errors.ts';
import type { TokenService } from '../../platform/jwt.ts';
import { DUMMY_HASH_PROMISE, hashPassword, needsRehash, verifyPassword } from '../../platform/password.ts';
import { toUserDto } from '../users/user-dto.ts';
import { usersRepo } from '../users/users.repo.ts';

export const AUTH_ERRORS = {
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  wrongCredentials: 'Неверный email или пароль',
} as const;

type Register = z.output<typeof RegisterBody>;
type Login = z.output<typeof LoginBody>;

export function createAuthService(deps: { db: Db; tokens: TokenService; loginFailures: AttemptLimiter }) {
  const { db, tokens, loginFailures } = deps;
  const respond = async (userId: string): Promise<AuthResponse> => {
    const found = await usersRepo.findWithAffiliations(db, userId);
    if (!found) throw new Unauthorized(AUTH_ERRORS.wrongCredentials);
    return {
      access_token: await tokens.sign(userId, found.user.tokenVersion),
      token_type: 'bearer',
      user: toUserDto(found.user, found.affiliations),
    };
  };

  return {
    async register(body: Register): Promise<AuthResponse> {
      if (await usersRepo.findByEmail(db, body.email)) throw new Conflict(AUTH_ERRORS.emailTaken);
      const row = await usersRepo.insert(db, {
        email: body.email,
        passwordHash: await hashPassword(body.password),
        firstName: body.first_name,
        lastName: body.last_name,
        middleName: body.middle_name,
        phone: body.phone,
        privacySettings: { ...PRIVACY_DEFAULTS },
      });
      // A concurrent registration with the same email loses on the unique index.
      if (!row) throw new Conflict(AUTH_ERRORS.emailTaken);
      return respond(row.id);
    },

    async login(body: Login): Promise<AuthResponse> {
      if (loginFailures.isBlocked(body.email)) throw new TooManyRequests();
      const row = await usersRepo.findByEmail(db, body.email);
      const ok = await verifyPassword(body.password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!row || !ok) {
        loginFailures.fail(body.email);
        throw new Unauthorized(AUTH_ERRORS.wrongCredentials);
      }
      loginFailures.reset(body.email);
      // A hash made with older, cheaper parameters is replaced now that the password is known.
      if (needsRehash(row.passwordHash))
        await usersRepo.update(db, row.id, { passwordHash: await hashPassword(body.password) });
      return respond(row.id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
