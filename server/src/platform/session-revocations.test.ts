import { describe, expect, it } from 'vitest';
import { createSessionRevocations, type SessionState } from './session-revocations.ts';

const SID = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-0000000000aa';

function setup(state: SessionState | null) {
  let now = 1_000_000;
  const calls = { load: 0, touch: 0 };
  const current = { state };
  const revocations = createSessionRevocations({
    load: async () => {
      calls.load += 1;
      return current.state;
    },
    touch: async () => {
      calls.touch += 1;
    },
    ttlMs: 5_000,
    touchEveryMs: 300_000,
    now: () => now,
  });
  return { revocations, calls, current, advance: (ms: number) => (now += ms) };
}

describe('session revocations', () => {
  it('loads a session once per TTL; the revoking process forgets it at once', async () => {
    const s = setup({ userId: USER, live: true });
    expect(await s.revocations.isLive(SID, USER)).toBe(true);
    s.current.state = { userId: USER, live: false };
    // Another process revoked it: still live here within the TTL, not after.
    expect(await s.revocations.isLive(SID, USER)).toBe(true);
    expect(s.calls.load).toBe(1);
    s.advance(5_001);
    expect(await s.revocations.isLive(SID, USER)).toBe(false);
    s.current.state = { userId: USER, live: true };
    s.revocations.forget(SID);
    expect(await s.revocations.isLive(SID, USER)).toBe(true);
    expect(s.calls.load).toBe(3);
  });

  it('a session of another user, or none, is not live', async () => {
    expect(await setup({ userId: USER, live: true }).revocations.isLive(SID, SID)).toBe(false);
    expect(await setup(null).revocations.isLive(SID, USER)).toBe(false);
  });

  it('notes activity at most once per interval, not on every request', async () => {
    const s = setup({ userId: USER, live: true });
    for (let i = 0; i < 20; i += 1) {
      await s.revocations.noteActivity(SID);
      s.advance(1_000);
    }
    expect(s.calls.touch).toBe(1);
    s.advance(300_000);
    await s.revocations.noteActivity(SID);
    expect(s.calls.touch).toBe(2);
    // A session created just now is not noted again until the interval passed.
    const other = '00000000-0000-4000-8000-000000000002';
    s.revocations.seen(other);
    await s.revocations.noteActivity(other);
    expect(s.calls.touch).toBe(2);
  });
});
