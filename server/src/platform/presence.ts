import { randomUUID } from 'node:crypto';
import type { LiveEvent } from '@krug/contract/chat';
import type { Db } from '../db/client.ts';
import type { LiveBus } from './live.ts';
import { presenceRepo } from './presence.repo.ts';

export interface PresenceTimings {
  /** A user whose last socket closed stays online this long, so a reload does not flap. */
  offlineDelayMs: number;
  /** How often a process refreshes its rows and sweeps the stale rows of others. */
  heartbeatMs: number;
  /** A row not refreshed for this long belongs to a process that is gone. */
  staleMs: number;
}

export const PRESENCE_DEFAULTS: PresenceTimings = {
  offlineDelayMs: 5_000,
  heartbeatMs: 20_000,
  staleMs: 60_000,
};

/** NOTIFY payloads stay under 8000 bytes: a fan-out to many friends goes out in slices. */
const RECIPIENTS_PER_EVENT = 150;

/** What the live socket tells presence. */
export interface PresenceTracker {
  connected(userId: string): void;
  disconnected(userId: string): void;
}

export interface Presence extends PresenceTracker {
  /** Whether the user has a live socket in any process, and when their last one closed. */
  status(userId: string): Promise<{ online: boolean; lastSeenAt: Date | null }>;
  /** How old a row may be and still count (for queries that join presence). */
  readonly staleMs: number;
  /** This process's id in `user_presence` (rows that live as long as this process's presence does). */
  readonly processId: string;
  close(): Promise<void>;
}

/**
 * Presence (issue 20): a user is online while at least one live socket of theirs is open in any
 * server process. Each process counts its sockets per user in memory and keeps one row per user
 * in `user_presence` while the count is above zero (refreshed by a heartbeat, so the rows of a
 * crashed process go stale and are swept by the others). Coming online (first socket anywhere)
 * and going offline (last socket closed, after `offlineDelayMs`) publish `presence.changed` to
 * the user's accepted friends.
 */
export function createPresence(deps: {
  db: Db;
  live: LiveBus;
  /** The user's accepted friends: who is told. */
  friendIds: (userId: string) => Promise<string[]>;
  /** Several processes on one PostgreSQL (else this process is alone and starts afresh). */
  shared: boolean;
  timings?: Partial<PresenceTimings>;
  log?: (err: unknown) => void;
}): Presence & { start(): Promise<void> } {
  const { db, live, friendIds } = deps;
  const given = Object.entries(deps.timings ?? {}).filter(([, v]) => typeof v === 'number');
  const t: PresenceTimings = { ...PRESENCE_DEFAULTS, ...Object.fromEntries(given) };
  const log = deps.log ?? console.error;
  const processId = randomUUID();
  /** Open sockets per user in this process. */
  const counts = new Map<string, number>();
  /** Users whose last socket here closed: the offline transition waits for these timers. */
  const leaving = new Map<string, ReturnType<typeof setTimeout>>();
  /** Transitions per user run one after another, in the order they happened. */
  const chains = new Map<string, Promise<void>>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let closed = false;

  const tell = async (userId: string, event: LiveEvent) => {
    const friends = await friendIds(userId);
    for (let i = 0; i < friends.length; i += RECIPIENTS_PER_EVENT) {
      await live.publish(friends.slice(i, i + RECIPIENTS_PER_EVENT), event);
    }
  };
  const online = (userId: string) =>
    tell(userId, { type: 'presence.changed', user_id: userId, online: true });
  const offline = (userId: string, at: Date) =>
    tell(userId, {
      type: 'presence.changed',
      user_id: userId,
      online: false,
      last_seen_at: at.toISOString(),
    });

  const enqueue = (userId: string, step: () => Promise<void>) => {
    const next = (chains.get(userId) ?? Promise.resolve())
      .then(step)
      .catch(log)
      .finally(() => {
        if (chains.get(userId) === next) chains.delete(userId);
      });
    chains.set(userId, next);
  };

  const arrive = (userId: string) =>
    enqueue(userId, async () => {
      if (closed || !counts.get(userId)) return;
      if (await presenceRepo.arrive(db, userId, processId, t.staleMs)) await online(userId);
    });
  const leave = (userId: string) =>
    enqueue(userId, async () => {
      if (closed || counts.get(userId)) return;
      const at = await presenceRepo.leave(db, userId, processId, t.staleMs);
      if (at) await offline(userId, at);
    });

  async function beat() {
    const mine = await presenceRepo.heartbeat(db, processId);
    // A row swept while this process was stalled past staleMs is written again.
    for (const userId of counts.keys()) if (!mine.has(userId)) arrive(userId);
    for (const gone of await presenceRepo.sweep(db, t.staleMs)) await offline(gone.userId, gone.lastSeenAt);
  }

  return {
    staleMs: t.staleMs,
    processId,
    async start() {
      if (!deps.shared) await presenceRepo.reset(db);
      heartbeat = setInterval(() => {
        if (!closed) beat().catch(log);
      }, t.heartbeatMs);
      heartbeat.unref();
    },
    connected(userId) {
      if (closed) return;
      const n = (counts.get(userId) ?? 0) + 1;
      counts.set(userId, n);
      if (n > 1) return;
      const timer = leaving.get(userId);
      if (timer) {
        // Back before the delay ran out (a reload): still online, nothing to tell.
        clearTimeout(timer);
        leaving.delete(userId);
        return;
      }
      arrive(userId);
    },
    disconnected(userId) {
      if (closed) return;
      const n = (counts.get(userId) ?? 0) - 1;
      if (n > 0) {
        counts.set(userId, n);
        return;
      }
      counts.delete(userId);
      const timer = setTimeout(() => {
        leaving.delete(userId);
        leave(userId);
      }, t.offlineDelayMs);
      timer.unref();
      leaving.set(userId, timer);
    },
    status: (userId) => presenceRepo.status(db, userId, t.staleMs),
    async close() {
      if (closed) return;
      closed = true;
      if (heartbeat) clearInterval(heartbeat);
      for (const timer of leaving.values()) clearTimeout(timer);
      const users = new Set([...counts.keys(), ...leaving.keys()]);
      counts.clear();
      leaving.clear();
      await Promise.all([...chains.values()]);
      // This process's sockets are gone: friends of users with no socket elsewhere are told.
      for (const userId of users) {
        try {
          const at = await presenceRepo.leave(db, userId, processId, t.staleMs);
          if (at) await offline(userId, at);
        } catch (err) {
          log(err);
        }
      }
    },
  };
}
