import {
  DEFAULT_PUSH_SETTINGS,
  PUSH_DEVICES_MAX,
  PUSH_TEXTS,
  PUSHED_NOTIFICATION_TYPES,
  type PushDevice,
  type PushSettings,
  type PushSettingsBody,
  type PushSubscriptionBody,
} from '@krug/contract/push';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { pushRepo } from './push.repo.ts';
import { isAllowedEndpoint, type PushConfig } from './push-config.ts';

export const PUSH_JOB = 'push.send';

/** What a push job is about: a stored notification, or a chat message. */
export type PushJob = { userId: string } & (
  | { notificationId: string; messageId?: undefined }
  | { messageId: string; notificationId?: undefined }
);

const PUSHED: ReadonlySet<string> = new Set(PUSHED_NOTIFICATION_TYPES);
const USER_AGENT_MAX = 500;

type SettingsRow = Awaited<ReturnType<typeof pushRepo.settings>>;
export const settingsDto = (row: SettingsRow): PushSettings =>
  row
    ? {
        preview: row.preview,
        messages: row.messages,
        quiet_from: row.quietFrom,
        quiet_to: row.quietTo,
        time_zone: row.timeZone,
      }
    : DEFAULT_PUSH_SETTINGS;

/** Web Push (issue 35 §3): devices, settings, and the jobs that send. */
export function createPushService(deps: { db: Db; jobs: JobQueue; config: PushConfig }) {
  const { db, jobs, config } = deps;

  /**
   * One push job per recipient who has a device; the others cost one query in all, or none when
   * the caller already knows which of them have one (`known`).
   */
  async function enqueue(
    userIds: string[],
    about: (userId: string) => PushJob,
    key: (userId: string) => string,
    known?: readonly string[],
  ) {
    const subscribed = known ?? [...(await pushRepo.subscribed(db, userIds))];
    if (subscribed.length === 0) return;
    for (const userId of subscribed)
      await jobs.enqueue(PUSH_JOB, about(userId), { ownerId: userId, key: key(userId) });
    jobs.wake();
  }

  return {
    publicKey: () => ({ public_key: config.vapid.publicKey }),

    async subscribe(
      userId: string,
      body: z.output<typeof PushSubscriptionBody>,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (!isAllowedEndpoint(body.endpoint, config))
        throw new Invalid(PUSH_TEXTS.endpointInvalid, 'endpoint');
      const row = await pushRepo.upsert(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: (userAgent ?? '').trim().slice(0, USER_AGENT_MAX),
      });
      // The oldest devices beyond the cap give way.
      const all = await pushRepo.list(db, userId);
      for (const old of all.slice(0, Math.max(0, all.length - PUSH_DEVICES_MAX)))
        if (old.id !== row.id) await pushRepo.remove(db, userId, old.id);
      return toDevice(row);
    },

    list: async (userId: string): Promise<PushDevice[]> => (await pushRepo.list(db, userId)).map(toDevice),

    async remove(userId: string, id: string) {
      if (!(await pushRepo.remove(db, userId, id))) throw new NotFound(PUSH_TEXTS.notFound);
    },

    settings: async (userId: string) => settingsDto(await pushRepo.settings(db, userId)),

    async updateSettings(userId: string, body: z.output<typeof PushSettingsBody>) {
      const now = settingsDto(await pushRepo.settings(db, userId));
      const next: PushSettings = {
        preview: body.preview ?? now.preview,
        messages: body.messages ?? now.messages,
        quiet_from: body.quiet_from !== undefined ? body.quiet_from : now.quiet_from,
        quiet_to: body.quiet_to !== undefined ? body.quiet_to : now.quiet_to,
        time_zone: body.time_zone ?? now.time_zone,
      };
      await pushRepo.saveSettings(db, {
        userId,
        preview: next.preview,
        messages: next.messages,
        quietFrom: next.quiet_from,
        quietTo: next.quiet_to,
        timeZone: next.time_zone,
      });
      return next;
    },

    /** A notification was stored for the user (notifications.service, the one place they are made). */
    async notificationStored(n: { userId: string; id: string; type: string }) {
      if (!PUSHED.has(n.type)) return;
      await enqueue(
        [n.userId],
        (userId) => ({ userId, notificationId: n.id }),
        (userId) => `${userId}:n:${n.id}`,
      );
    },

    /**
     * A chat message was sent: every other member with a device may get a push. `pushIds`, when
     * given, are those of them with a device (the send's own statement found them).
     */
    async messageSent(m: { id: string; senderId: string; memberIds: string[]; pushIds?: string[] }) {
      await enqueue(
        m.memberIds.filter((id) => id !== m.senderId),
        (userId) => ({ userId, messageId: m.id }),
        (userId) => `${userId}:m:${m.id}`,
        m.pushIds?.filter((id) => id !== m.senderId),
      );
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
/** What the notifications and chat services tell push. */
export type PushNotifier = Pick<PushService, 'notificationStored' | 'messageSent'>;

const toDevice = (r: Awaited<ReturnType<typeof pushRepo.list>>[number]): PushDevice => ({
  id: r.id,
  endpoint: r.endpoint,
  user_agent: r.userAgent,
  created_at: r.createdAt.toISOString(),
});
