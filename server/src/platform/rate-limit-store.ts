import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.ts';
import { rateLimitsRepo, type WindowState } from './rate-limits.repo.ts';

/** Every this many hits a process sweeps ended windows (at most SWEEP_BATCH rows), after the answer. */
const SWEEP_EVERY = 500;
const SWEEP_BATCH = 1000;

/**
 * The row key of `key` in a budget: a hash of both, so a budget shared by several routes (its
 * `groupId`) counts in one row per key, and no email or address is stored.
 */
export function storeKey(budget: string, key: string): string {
  return createHash('sha256').update(`${budget}\n${key}`).digest('base64url');
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin hands `child`: the route's (or createRateLimit's) merged options. */
interface ChildOptions {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over the `rate_limit_hits` table (issue 29 §4), so every process
 * behind the balancer spends from the same budgets, on PGlite and PostgreSQL alike. Each budget
 * (a `groupId`, else a route) is a child store with its own namespace. Ended windows are reset by
 * their key's next hit; rows no key comes back to are swept in batches every SWEEP_EVERY hits.
 */
export function databaseStore(db: Db, onSweepError: (err: unknown) => void) {
  let hitsSinceSweep = 0;
  let sweeping: Promise<void> | null = null;
  const maybeSweep = () => {
    hitsSinceSweep += 1;
    if (hitsSinceSweep < SWEEP_EVERY || sweeping) return;
    hitsSinceSweep = 0;
    sweeping = rateLimitsRepo
      .sweep(db, SWEEP_BATCH)
      .then(() => {}, onSweepError)
      .finally(() => {
        sweeping = null;
      });
  };
  const answer = (pending: Promise<WindowState>, cb: Callback) =>
    pending.then(
      (s) => cb(null, { current: s.hits, ttl: s.ttlMs }),
      (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
    );

  class DatabaseStore {
    /** The plugin constructs the root store with its options; children get their budget's name. */
    constructor(
      _options: unknown,
      readonly budget = 'global',
    ) {}
    incr(key: string, cb: Callback, timeWindow: number) {
      maybeSweep();
      void answer(rateLimitsRepo.hit(db, storeKey(this.budget, key), timeWindow), cb);
    }
    read(key: string, cb: Callback) {
      void answer(rateLimitsRepo.read(db, storeKey(this.budget, key)), cb);
    }
    child(options: ChildOptions) {
      const route = options.routeInfo;
      return new DatabaseStore(null, options.groupId ?? `${String(route?.method)} ${route?.url}`);
    }
  }
  return {
    Store: DatabaseStore as unknown as FastifyRateLimitStoreCtor,
    /** A sweep under way, awaited before the database closes. */
    idle: () => sweeping ?? Promise.resolve(),
    /** Forgets `key`'s hits in `budget`. */
    clear: (budget: string, key: string) => rateLimitsRepo.clear(db, storeKey(budget, key)),
  };
}
