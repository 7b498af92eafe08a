import type { LiveBus } from '../platform/live.ts';

/**
 * The answer of `GET /api/auth/me` kept per user in this process (issue 37): every page load asks
 * for it, and it changes rarely. An entry is forgotten when the database announces a committed
 * change of the user (the live bus's `onUserChanged`, fed by migration 0051's triggers on `users`,
 * `affiliations`, `org_members` and the organizations' names), in every process; all entries are
 * forgotten when the bus may have missed announcements, and nothing is kept while it is not
 * listening.
 *
 * Only the answer is kept: whether the caller's token and session are still good (suspension,
 * password change, sign-out) is checked on every request before this is asked (platform/auth.ts).
 *
 * A read that was under way when the user changed is answered but not kept (it may hold the old
 * row); concurrent reads of one user share one query.
 */
export interface MeCache<T> {
  /** The user's answer, from memory or read once; undefined when the user does not exist (not kept). */
  get(userId: string): Promise<T | undefined>;
  /** Forgets the user's answer in this process now (the process's own write, before its reply). */
  forget(userId: string): void;
  /** How many answers are kept (tests, diagnostics). */
  size(): number;
}

/** Bounded memory: past this many users the least recently read answer goes. */
const MAX_ENTRIES = 20_000;

export function createMeCache<T>(deps: {
  load: (userId: string) => Promise<T | undefined>;
  bus: Pick<LiveBus, 'onUserChanged'>;
  maxEntries?: number;
}): MeCache<T> & { close(): void } {
  const { load, maxEntries = MAX_ENTRIES } = deps;
  const kept = new Map<string, T>();
  /** Reads under way, by user; `stale` once the user changed after the read began. */
  const reading = new Map<string, { answer: Promise<T | undefined>; stale: boolean }>();
  let listening = true;

  const forget = (userId: string) => {
    kept.delete(userId);
    const read = reading.get(userId);
    if (read) {
      read.stale = true;
      // Calls from now on read again rather than share the read that began before the change.
      reading.delete(userId);
    }
  };
  const forgetAll = () => {
    kept.clear();
    for (const read of reading.values()) read.stale = true;
    reading.clear();
  };
  const close = deps.bus.onUserChanged({
    changed: forget,
    reset(nowListening) {
      listening = nowListening;
      forgetAll();
    },
  });

  return {
    get(userId) {
      const hit = kept.get(userId);
      if (hit !== undefined) {
        // Most recently read last: the Map's order is the eviction order.
        kept.delete(userId);
        kept.set(userId, hit);
        return Promise.resolve(hit);
      }
      const under = reading.get(userId);
      if (under) return under.answer;
      const read = { answer: load(userId), stale: false };
      reading.set(userId, read);
      const settle = () => {
        if (reading.get(userId) === read) reading.delete(userId);
      };
      read.answer.then((answer) => {
        settle();
        if (answer === undefined || read.stale || !listening) return;
        if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
        kept.set(userId, answer);
      }, settle);
      return read.answer;
    },
    forget,
    size: () => kept.size,
    close,
  };
}
