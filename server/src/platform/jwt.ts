import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from './errors.ts';
import type { SessionVersions } from './session-versions.ts';

export const TOKEN_TEXTS = {
  missing: 'Требуется вход в систему',
  invalid: 'Недействительный токен. Войдите снова.',
  expired: 'Сессия истекла. Войдите снова.',
  revoked: 'Пароль был изменён. Войдите снова.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenService {
  /** A token for the user at their current token version (`ver`). */
  sign(userId: string, version: number): Promise<string>;
  /** The user id (`sub`) of a valid, unexpired, unrevoked token; throws Unauthorized otherwise. */
  verify(token: string): Promise<string>;
}

export function createTokenService(
  secret: string,
  expiresIn: string,
  sessions: SessionVersions,
): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId, version) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      let sub: string;
      let ver: number;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub))
          throw new Unauthorized(TOKEN_TEXTS.invalid);
        sub = payload.sub;
        ver = typeof payload.ver === 'number' ? payload.ver : 0;
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw new Unauthorized(TOKEN_TEXTS.expired);
        throw new Unauthorized(TOKEN_TEXTS.invalid);
      }
      // A changed password (or a deleted account) ends every token issued before it.
      const current = await sessions.current(sub);
      if (current === null) throw new Unauthorized(TOKEN_TEXTS.invalid);
      if (current !== ver) throw new Unauthorized(TOKEN_TEXTS.revoked);
      return sub;
    },
  };
}
