import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from './errors.ts';

export const TOKEN_TEXTS = {
  missing: 'Требуется вход в систему',
  invalid: 'Недействительный токен. Войдите снова.',
  expired: 'Сессия истекла. Войдите снова.',
} as const;

export interface TokenService {
  sign(userId: string): Promise<string>;
  /** The user id (`sub`) of a valid token; throws Unauthorized otherwise. */
  verify(token: string): Promise<string>;
}

export function createTokenService(secret: string, expiresIn: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') throw new Unauthorized(TOKEN_TEXTS.invalid);
        return payload.sub;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new Unauthorized(TOKEN_TEXTS.expired);
        throw new Unauthorized(TOKEN_TEXTS.invalid);
      }
    },
  };
}
