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

/** Verified tokens kept at most; a full cache starts over rather than tracking recency. */
const MAX_VERIFIED = 10_000;

interface Verified {
  sub: string;
  ver: number;
  /** `exp` claim, seconds since the epoch. */
  exp: number;
}

export function createTokenService(
  secret: string,
  expiresIn: string,
  sessions: SessionVersions,
): TokenService {
  const key = new TextEncoder().encode(secret);
  /*
   * Checking the signature (WebCrypto HMAC, async) was the largest share of an authenticated
   * request's CPU. The same token arrives on every call of a session, so a verified token (the
   * whole string, signature included: a forged one never matches) is remembered with its claims.
   * Expiry is checked again on every hit, as jose does (`exp <= now` in whole seconds), and the
   * token version below still runs on every request, so revocation is unaffected.
   */
  const verified = new Map<string, Verified>();
  async function claimsOf(token: string): Promise<Verified> {
    const hit = verified.get(token);
    if (hit) {
      if (hit.exp > Math.floor(Date.now() / 1000)) return hit;
      verified.delete(token);
      throw new Unauthorized(TOKEN_TEXTS.expired);
    }
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
      if (typeof payload.sub !== 'string' || !UUID.test(payload.sub))
        throw new Unauthorized(TOKEN_TEXTS.invalid);
      const claims = {
        sub: payload.sub,
        ver: typeof payload.ver === 'number' ? payload.ver : 0,
        exp: payload.exp ?? 0,
      };
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, claims);
      return claims;
    } catch (err) {
      if (err instanceof errors.JWTExpired) throw new Unauthorized(TOKEN_TEXTS.expired);
      throw new Unauthorized(TOKEN_TEXTS.invalid);
    }
  }
  return {
    sign: (userId, version) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    async verify(token) {
      const { sub, ver } = await claimsOf(token);
      // A changed password (or a deleted account) ends every token issued before it.
      const current = await sessions.current(sub);
      if (current === null) throw new Unauthorized(TOKEN_TEXTS.invalid);
      if (current !== ver) throw new Unauthorized(TOKEN_TEXTS.revoked);
      return sub;
    },
  };
}
