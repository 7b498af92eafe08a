import type { UserSession } from '@krug/contract/security';
import type { Db } from '../../db/client.ts';
import type { TokenService } from '../../platform/jwt.ts';
import type { LiveBus } from '../../platform/live.ts';
import type { SessionRevocations } from '../../platform/session-revocations.ts';
import { assertOwnLiveSession } from './security.policy.ts';
import { sessionsRepo } from './sessions.repo.ts';

/** What a sign-in records about the device (trimmed, so a huge header costs nothing). */
export interface DeviceInfo {
  userAgent: string | undefined;
  ip: string;
}
const USER_AGENT_MAX = 300;

/** Sessions and devices (issue 20): one row per sign-in, listed and signed out from settings. */
export function createSessionsService(deps: {
  db: Db;
  tokens: TokenService;
  revocations: SessionRevocations;
  live: LiveBus;
  /**
   * Called when every other session of the user ended (a password change, «sign out everywhere»):
   * the credentials that are not sessions (the calendar feed's secret URL) end too.
   */
  onOthersEnded?: (userId: string) => Promise<void>;
}) {
  const { db, tokens, revocations, live, onOthersEnded = async () => {} } = deps;
  /** The sessions' tokens stop here at once, elsewhere within seconds; their sockets close now. */
  const ended = async (userId: string, ids: string[]) => {
    if (!ids.length) return;
    for (const id of ids) revocations.forget(id);
    await live.publish([userId], { type: 'session.ended', session_ids: ids }).catch(() => {});
  };
  return {
    /** Records a sign-in and answers its token. */
    async open(userId: string, version: number, device: DeviceInfo): Promise<string> {
      const expiresAt = tokens.expiresAt();
      const id = await sessionsRepo.insert(db, {
        userId,
        userAgent: (device.userAgent ?? '').trim().slice(0, USER_AGENT_MAX),
        ip: device.ip.slice(0, 64),
        expiresAt,
      });
      revocations.seen(id);
      // The list of a long-used account does not grow without end.
      await sessionsRepo.prune(db, userId);
      return tokens.sign(userId, version, id);
    },

    /** A fresh token for the same session (after a password change); it lives as long as the token. */
    async reissue(userId: string, version: number, sessionId: string | null): Promise<string> {
      if (sessionId) await sessionsRepo.extend(db, sessionId, tokens.expiresAt());
      return tokens.sign(userId, version, sessionId ?? undefined);
    },

    async list(userId: string, currentId: string | null): Promise<UserSession[]> {
      const rows = await sessionsRepo.listLive(db, userId);
      return rows.map((r) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        last_seen_at: r.lastSeenAt.toISOString(),
        user_agent: r.userAgent,
        ip: r.ip,
        current: r.id === currentId,
      }));
    },

    async revoke(userId: string, id: string): Promise<void> {
      assertOwnLiveSession(userId, await sessionsRepo.find(db, id));
      if (await sessionsRepo.revoke(db, id)) await ended(userId, [id]);
    },

    /** «Выйти на всех других устройствах»; answers how many sessions ended. */
    async revokeOthers(userId: string, currentId: string | null): Promise<number> {
      const ids = await sessionsRepo.revokeAllBut(db, userId, currentId);
      await onOthersEnded(userId);
      await ended(userId, ids);
      return ids.length;
    },

    /** Sign-out of this device. */
    async close(userId: string, currentId: string | null): Promise<void> {
      if (currentId && (await sessionsRepo.revoke(db, currentId))) await ended(userId, [currentId]);
    },

    /** Every session ends at once (an admin suspended the account): every socket of the user closes. */
    async endAll(userId: string): Promise<void> {
      const ids = await sessionsRepo.revokeAllBut(db, userId, null);
      for (const id of ids) revocations.forget(id);
      await live.publish([userId], { type: 'session.ended' }).catch(() => {});
    },

    /**
     * A password change ends every other session (their tokens already fail on the version):
     * the list then shows only this device. Sockets are closed by the caller's `session.ended`.
     */
    async endOthersQuietly(userId: string, currentId: string | null): Promise<void> {
      const ids = await sessionsRepo.revokeAllBut(db, userId, currentId);
      await onOthersEnded(userId);
      for (const id of ids) revocations.forget(id);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
