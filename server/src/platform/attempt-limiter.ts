/**
 * Counts failures per key (e.g. an email) in a time window, in this process's memory.
 * Used to slow down password guessing for one account across many addresses.
 */
export function createAttemptLimiter(maxFailures: number, windowMs: number, now = () => Date.now()) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < windowMs);
  return {
    isBlocked(key: string): boolean {
      return recent(key).length >= maxFailures;
    },
    fail(key: string) {
      const list = recent(key);
      list.push(now());
      failures.set(key, list);
      if (failures.size > 10_000) {
        for (const k of failures.keys()) if (recent(k).length === 0) failures.delete(k);
      }
    },
    reset(key: string) {
      failures.delete(key);
    },
  };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
