import { afterEach, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** 25 sign-ins, each claiming another client address in X-Forwarded-For. */
async function rotatingLogins(app: TestApp['app']) {
  const statuses: number[] = [];
  for (let i = 0; i < 25; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      payload: { email: `nobody${i}@example.com`, password: 'wrong-password' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a rotating X-Forwarded-For does not escape the per-address limit', async () => {
    t = await createTestApp({ limits: { AUTH_RATE_LIMIT: 20 } });
    const statuses = await rotatingLogins(t.app);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it('when set, each forwarded address has its own budget', async () => {
    // app.inject comes from 127.0.0.1: that is the balancer here.
    t = await createTestApp({ limits: { AUTH_RATE_LIMIT: 20 }, trustProxy: parseTrustProxy('127.0.0.1') });
    expect((await rotatingLogins(t.app)).every((s) => s === 401)).toBe(true);
    const sameClient: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
      sameClient.push(res.statusCode);
    }
    expect(sameClient.at(-1)).toBe(429);
  });

  it('a hop count trusts that many proxies', async () => {
    t = await createTestApp({ limits: { AUTH_RATE_LIMIT: 20 }, trustProxy: parseTrustProxy('1') });
    expect((await rotatingLogins(t.app)).every((s) => s === 401)).toBe(true);
  });

  it('parses off, hop counts and address lists', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
  });
});
