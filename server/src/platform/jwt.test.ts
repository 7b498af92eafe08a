import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService, TOKEN_TEXTS, type TokenService } from './jwt.ts';
import type { SessionVersions } from './session-versions.ts';

const SECRET = 'unit-test-secret-of-enough-length-0123456789';
const USER = '00000001-0000-4000-8000-000000000000';

/** Versions held in a plain map: what the service sees is exactly what the test set. */
function versions(): SessionVersions & { set(v: number | null): void } {
  let version: number | null = 0;
  return {
    current: async () => version,
    forget: () => {},
    set: (v) => {
      version = v;
    },
  };
}

const failureOf = (tokens: TokenService, token: string) =>
  tokens.verify(token).then(
    () => 'accepted',
    (err: Error) => err.message,
  );

afterEach(() => vi.useRealTimers());

describe('token verification with remembered tokens', () => {
  it('still refuses a remembered token once it expires', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService(SECRET, '1h', versions());
    const token = await tokens.sign(USER, 0);
    // Twice: the second call answers from the remembered claims.
    expect(await tokens.verify(token)).toBe(USER);
    expect(await tokens.verify(token)).toBe(USER);
    vi.setSystemTime(new Date('2030-01-01T00:59:59Z'));
    expect(await tokens.verify(token)).toBe(USER);
    vi.setSystemTime(new Date('2030-01-01T01:00:00Z'));
    expect(await failureOf(tokens, token)).toBe(TOKEN_TEXTS.expired);
    // And again after it was dropped from memory: jose says the same.
    expect(await failureOf(tokens, token)).toBe(TOKEN_TEXTS.expired);
  });

  it('checks the token version on every call, remembered or not', async () => {
    const sessions = versions();
    const tokens = createTokenService(SECRET, '1h', sessions);
    const token = await tokens.sign(USER, 0);
    expect(await tokens.verify(token)).toBe(USER);
    sessions.set(1);
    expect(await failureOf(tokens, token)).toBe(TOKEN_TEXTS.revoked);
    sessions.set(null);
    expect(await failureOf(tokens, token)).toBe(TOKEN_TEXTS.invalid);
  });

  it('never accepts a token whose signature differs from a remembered one', async () => {
    const tokens = createTokenService(SECRET, '1h', versions());
    const token = await tokens.sign(USER, 0);
    expect(await tokens.verify(token)).toBe(USER);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-enough-length-0123456789'));
    expect(await failureOf(tokens, forged)).toBe(TOKEN_TEXTS.invalid);
    const [head, body, sig = ''] = token.split('.');
    const flipped = `${head}.${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await failureOf(tokens, flipped)).toBe(TOKEN_TEXTS.invalid);
  });
});
