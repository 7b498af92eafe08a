/**
 * The current token version of each user, as `ver` in their tokens must match. Looked up once
 * per user and kept for a few seconds, so a request costs no extra query in the common case; the
 * process that changes a password forgets the entry at once, other processes within `ttlMs`.
 */
export interface SessionVersions {
  /** The user's current version, or null when the user no longer exists. */
  current(userId: string): Promise<number | null>;
  forget(userId: string): void;
}

const MAX_ENTRIES = 50_000;

export function createSessionVersions(
  load: (userId: string) => Promise<number | null>,
  ttlMs = 5_000,
): SessionVersions {
  const cache = new Map<string, { version: number | null; until: number }>();
  return {
    async current(userId) {
      const now = Date.now();
      const hit = cache.get(userId);
      if (hit && hit.until > now) return hit.version;
      const version = await load(userId);
      // Bounded memory: a full cache starts over rather than tracking recency.
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(userId, { version, until: now + ttlMs });
      return version;
    },
    forget: (userId) => void cache.delete(userId),
  };
}
