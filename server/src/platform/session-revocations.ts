/**
 * Whether a sign-in session (`sid` of a token) is still live, checked on every authenticated
 * request as cheaply as the token version (session-versions.ts): looked up once per session and
 * kept for a few seconds; the process that revokes a session forgets it at once, other processes
 * within `ttlMs` (or at once when `session.ended` reaches their sockets).
 *
 * The session's last activity is written at most once per `touchEveryMs` per session and
 * process, and only for a successful answer (platform/auth.ts), before it is sent: a refused call
 * writes nothing, and no write is left running after the answer.
 */
export interface SessionRevocations {
  /** True while the session exists, belongs to `userId` and is neither revoked nor expired. */
  isLive(sessionId: string, userId: string): Promise<boolean>;
  forget(sessionId: string): void;
  /** The session was just created (its `last_seen_at` is now): no note is due yet. */
  seen(sessionId: string): void;
  /** Notes activity when the last note is older than the interval; never throws. */
  noteActivity(sessionId: string): Promise<void>;
}

export interface SessionState {
  userId: string;
  live: boolean;
}

const MAX_ENTRIES = 50_000;

export function createSessionRevocations(deps: {
  load(sessionId: string): Promise<SessionState | null>;
  touch(sessionId: string): Promise<void>;
  ttlMs?: number;
  touchEveryMs?: number;
  now?: () => number;
}): SessionRevocations {
  const { load, touch, ttlMs = 5_000, touchEveryMs = 5 * 60_000, now = Date.now } = deps;
  const cache = new Map<string, { state: SessionState | null; until: number }>();
  const touched = new Map<string, number>();
  const seen = (sessionId: string) => {
    // Bounded memory: a full map starts over rather than tracking recency.
    if (touched.size >= MAX_ENTRIES) touched.clear();
    touched.set(sessionId, now());
  };
  return {
    async isLive(sessionId, userId) {
      const at = now();
      let hit = cache.get(sessionId);
      if (!hit || hit.until <= at) {
        const state = await load(sessionId);
        if (cache.size >= MAX_ENTRIES) cache.clear();
        hit = { state, until: at + ttlMs };
        cache.set(sessionId, hit);
      }
      return !!hit.state && hit.state.live && hit.state.userId === userId;
    },
    forget: (sessionId) => void cache.delete(sessionId),
    seen,
    async noteActivity(sessionId) {
      const last = touched.get(sessionId);
      if (last !== undefined && now() - last < touchEveryMs) return;
      seen(sessionId);
      // A failed write only delays the next note; the answer goes out regardless.
      await touch(sessionId).catch(() => touched.delete(sessionId));
    },
  };
}
