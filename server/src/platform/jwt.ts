import { errors, jwtVerify, SignJWT } from 'jose';
import { Unauthorized } from './errors.ts';
import type { SessionRevocations } from './session-revocations.ts';
import type { SessionVersions } from './session-versions.ts';

export const TOKEN_TEXTS = {
  missing: 'Требуется вход в систему',
  invalid: 'Недействительный токен. Войдите снова.',
  expired: 'Сессия истекла. Войдите снова.',
  revoked: 'Пароль был изменён. Войдите снова.',
  sessionEnded: 'Сеанс завершён. Войдите снова.',
  challenge: 'Время на ввод кода истекло. Войдите снова.',
} as const;

/** How long the second step of a two-factor sign-in may take. */
const CHALLENGE_TTL = '5m';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface TokenService {
  /** A token for the user at their current token version (`ver`), of the session `sid` if given. */
  sign(userId: string, version: number, sessionId?: string): Promise<string>;
  /** The user id (`sub`) of a valid, unexpired, unrevoked token; throws Unauthorized otherwise. */
  verify(token: string): Promise<string>;
  /** As `verify`, with the token's session (null for a token issued before sessions existed). */
  verifySession(token: string): Promise<{ userId: string; sessionId: string | null }>;
  /** When a token signed now expires. */
  expiresAt(): Date;
  /** A short-lived proof that the user passed the password step of a two-factor sign-in. */
  signChallenge(userId: string): Promise<string>;
  /** The user id of a valid challenge; throws Unauthorized otherwise. */
  verifyChallenge(challenge: string): Promise<string>;
}

/** Verified tokens kept at most; a full cache starts over rather than tracking recency. */
const MAX_VERIFIED = 10_000;

interface Verified {
  sub: string;
  ver: number;
  sid: string | null;
  /** `exp` claim, seconds since the epoch. */
  exp: number;
}

/** `7d`, `12h`, `30m`, `45s` or a number of seconds, as jose's setExpirationTime takes it. */
function durationMs(value: string): number {
  const m = /^\s*(\d+)\s*(s|sec|m|min|h|hr|d|day|w|week)?s?\s*$/i.exec(value);
  if (!m) return 7 * 86_400_000;
  const unit = (m[2] ?? 's').toLowerCase()[0] as 's' | 'm' | 'h' | 'd' | 'w';
  const factor = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[unit];
  return Number(m[1]) * factor;
}

export function createTokenService(
  secret: string,
  expiresIn: string,
  sessions: SessionVersions,
  revocations?: SessionRevocations,
): TokenService {
  const key = new TextEncoder().encode(secret);
  // Challenges are signed with another key, so one can never pass as an access token.
  const challengeKey = new TextEncoder().encode(`${secret}:two-factor-challenge`);
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
        sid: typeof payload.sid === 'string' && UUID.test(payload.sid) ? payload.sid : null,
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
  async function verifySession(token: string) {
    const { sub, ver, sid } = await claimsOf(token);
    // A changed password (or a deleted account) ends every token issued before it.
    const current = await sessions.current(sub);
    if (current === null) throw new Unauthorized(TOKEN_TEXTS.invalid);
    if (current !== ver) throw new Unauthorized(TOKEN_TEXTS.revoked);
    // A session signed out from «Сеансы и устройства» ends its tokens.
    if (sid && revocations && !(await revocations.isLive(sid, sub)))
      throw new Unauthorized(TOKEN_TEXTS.sessionEnded);
    return { userId: sub, sessionId: sid };
  }
  return {
    sign: (userId, version, sessionId) =>
      new SignJWT(sessionId ? { ver: version, sid: sessionId } : { ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key),
    verify: async (token) => (await verifySession(token)).userId,
    verifySession,
    expiresAt: () => new Date(Date.now() + durationMs(expiresIn)),
    signChallenge: (userId) =>
      new SignJWT({ purpose: '2fa' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(CHALLENGE_TTL)
        .sign(challengeKey),
    async verifyChallenge(challenge) {
      try {
        const { payload } = await jwtVerify(challenge, challengeKey, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        if (payload.purpose !== '2fa' || typeof payload.sub !== 'string' || !UUID.test(payload.sub))
          throw new Error('not a challenge');
        return payload.sub;
      } catch {
        throw new Unauthorized(TOKEN_TEXTS.challenge);
      }
    },
  };
}
