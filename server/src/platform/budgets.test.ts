import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { BUDGETS, limitsFromEnv } from './budgets.ts';
import { storeKey } from './rate-limit-store.ts';
import { rateLimitsRepo } from './rate-limits.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Ends the key's window as if its time had passed (the database's clock decides). */
const expire = (key: string) =>
  t.db.execute(sql`update rate_limit_hits set reset_at = now() - interval '1 second' where key = ${key}`);
const rows = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from rate_limit_hits`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('the shared rate-limit counters (rate_limit_hits)', () => {
  it('counts hits in a window, reads without counting, and starts over when the window ended', async () => {
    const key = storeKey('test', 'a');
    expect(await rateLimitsRepo.read(t.db, key)).toEqual({ hits: 0, ttlMs: 0 });
    const first = await rateLimitsRepo.hit(t.db, key, 60_000);
    expect(first.hits).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await rateLimitsRepo.hit(t.db, key, 60_000)).hits).toBe(2);
    expect((await rateLimitsRepo.read(t.db, key)).hits).toBe(2);
    expect((await rateLimitsRepo.read(t.db, key)).hits).toBe(2);
    await expire(key);
    expect((await rateLimitsRepo.read(t.db, key)).hits).toBe(0);
    expect((await rateLimitsRepo.hit(t.db, key, 60_000)).hits).toBe(1);
    await rateLimitsRepo.clear(t.db, key);
    expect(await rateLimitsRepo.read(t.db, key)).toEqual({ hits: 0, ttlMs: 0 });
  });

  it('counts concurrent hits of one key exactly (one atomic upsert each)', async () => {
    const key = storeKey('test', 'concurrent');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rateLimitsRepo.hit(t.db, key, 60_000)),
    );
    expect(results.map((r) => r.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('sweeps only rows whose window ended, in batches', async () => {
    const live = storeKey('test', 'live');
    await rateLimitsRepo.hit(t.db, live, 60_000);
    const ended = ['x', 'y', 'z'].map((k) => storeKey('test', `ended-${k}`));
    for (const key of ended) {
      await rateLimitsRepo.hit(t.db, key, 60_000);
      await expire(key);
    }
    const before = await rows();
    expect(await rateLimitsRepo.sweep(t.db, 2)).toBe(2);
    expect(await rateLimitsRepo.sweep(t.db, 2)).toBe(1);
    expect(await rateLimitsRepo.sweep(t.db, 2)).toBe(0);
    expect(await rows()).toBe(before - 3);
    for (const key of ended) expect((await rateLimitsRepo.read(t.db, key)).hits).toBe(0);
    expect((await rateLimitsRepo.read(t.db, live)).hits).toBe(1);
  });

  it('keeps no email or address in clear: keys are hashes of the budget and the key', async () => {
    const key = storeKey('failedLogins', 'someone@example.com\n10.0.0.1');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(key).not.toBe(storeKey('failedLoginsPerEmail', 'someone@example.com\n10.0.0.1'));
  });
});

describe('budget settings', () => {
  it('reads each setting from the environment, a malformed one takes its default', () => {
    const limits = limitsFromEnv({ UPLOAD_RATE_LIMIT: '7', POST_RATE_LIMIT: 'many', AUTH_RATE_LIMIT: '-1' });
    expect(limits.UPLOAD_RATE_LIMIT).toBe(7);
    expect(limits.POST_RATE_LIMIT).toBe(BUDGETS.post.setting[1]);
    expect(limits.AUTH_RATE_LIMIT).toBe(20);
    expect(limits.LOGIN_FAILURES_PER_EMAIL).toBe(10);
    expect(Object.keys(limits).sort()).toEqual([
      'AUTH_RATE_LIMIT',
      'COMMENT_RATE_LIMIT',
      'EMAIL_MAILS_PER_USER',
      'INVITE_RATE_LIMIT',
      'LOGIN_FAILURES_PER_EMAIL',
      'PASSWORD_RESET_MAILS_PER_EMAIL',
      'PASSWORD_RESET_RATE_LIMIT',
      'POST_RATE_LIMIT',
      'UPLOAD_RATE_LIMIT',
      'USER_SEARCH_RATE_LIMIT',
    ]);
  });

  it('budgets sharing a setting share its default', () => {
    const defaults = new Map<string, number>();
    for (const spec of Object.values(BUDGETS)) {
      const [name, fallback] = spec.setting;
      expect(defaults.get(name) ?? fallback, name).toBe(fallback);
      defaults.set(name, fallback);
    }
  });
});
