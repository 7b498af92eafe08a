import { inQuietHours, type PushPayload } from '@krug/contract/push';
import type { NameGender } from '@krug/contract/russian-names';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { pushRepo } from './push.repo.ts';
import { PUSH_JOB, type PushJob, settingsDto } from './push.service.ts';
import type { PushConfig } from './push-config.ts';
import { sendPush } from './push-sender.ts';
import { clip, PUSH_TEXTS } from './push-texts.ts';

export const PUSH_VIEWERS_SWEEP_JOB = 'push.viewers-sweep';

interface Person {
  first_name: string;
  last_name: string;
  gender: NameGender;
}

/** What the notifications and chat services tell a push job about its object (null: gone). */
export interface PushContent {
  notification(id: string): Promise<{
    userId: string;
    type: string;
    text: string;
    isRead: boolean;
    actor: Person | null;
    link: { kind: string; id: string; post_id?: string | undefined } | null;
  } | null>;
  message(id: string): Promise<{
    groupId: string;
    groupName: string;
    direct: boolean;
    sender: Person | null;
    content: string;
    /** The MIME types of the message's files, in order (a files-only message is told by them). */
    fileTypes: string[];
  } | null>;
  /** Whether the user is (still) a member of the group. */
  isMember(userId: string, groupId: string): Promise<boolean>;
}

const fullName = (p: Person) => `${p.first_name} ${p.last_name}`.trim();

/** The app URL a tap opens: resolved by the web app like a notification in the bell. */
export function openUrl(
  link: { kind: string; id: string; post_id?: string | undefined } | null,
  type?: string,
) {
  if (!link) return '/open';
  const q = new URLSearchParams({ kind: link.kind, id: link.id });
  if (link.post_id) q.set('post_id', link.post_id);
  if (type) q.set('type', type);
  return `/open?${q}`;
}

/**
 * The push job (issue 35 §3): for one recipient and one notification or message, sends an encrypted
 * push to each of their devices, unless the recipient is in their quiet hours, turned message
 * pushes off, already read the notification, left the group, or has that conversation in view on a
 * live socket. A device the push service calls gone (404/410) is removed. A device that failed
 * otherwise makes the job try again (every device: the same `tag` replaces the first notification).
 */
export function registerPushJobs(
  jobs: Pick<Jobs, 'register' | 'every'>,
  deps: { db: Db; config: PushConfig; content: PushContent; presenceStaleMs: number },
) {
  const { db, config, content } = deps;

  async function payloadFor(
    job: PushJob,
    settings: ReturnType<typeof settingsDto>,
  ): Promise<PushPayload | null> {
    const t = PUSH_TEXTS[await pushRepo.language(db, job.userId)];
    const noText = settings.preview === 'no_text';
    if (job.notificationId) {
      const n = await content.notification(job.notificationId);
      if (!n || n.userId !== job.userId || n.isRead) return null;
      const body = noText
        ? n.actor
          ? t.notificationFrom(n.actor.first_name, n.actor.gender)
          : t.notification
        : clip(n.text);
      return { title: t.app, body, tag: `notification:${job.notificationId}`, url: openUrl(n.link, n.type) };
    }
    if (!settings.messages || !job.messageId) return null;
    const m = await content.message(job.messageId);
    if (!m || !(await content.isMember(job.userId, m.groupId))) return null;
    if (await pushRepo.isViewing(db, job.userId, m.groupId, deps.presenceStaleMs)) return null;
    const url = openUrl({ kind: 'chat_group', id: m.groupId });
    const tag = `chat:${m.groupId}`;
    if (noText)
      return {
        title: t.app,
        body: m.sender ? t.messageFrom(m.sender.first_name, m.sender.gender) : t.message,
        tag,
        url,
      };
    const sender = m.sender ? fullName(m.sender) : '';
    const text = m.content.trim() ? m.content : t.files(m.fileTypes);
    return m.direct
      ? { title: sender || m.groupName, body: clip(text), tag, url }
      : {
          title: m.groupName,
          body: clip(sender ? `${m.sender?.first_name}: ${text}` : text),
          tag,
          url,
        };
  }

  jobs.register<PushJob>(
    PUSH_JOB,
    async (job, ctx) => {
      const devices = await pushRepo.list(db, job.userId);
      if (devices.length === 0) return;
      const settings = settingsDto(await pushRepo.settings(db, job.userId));
      if (inQuietHours(ctx.now, settings.quiet_from, settings.quiet_to, settings.time_zone)) return;
      const payload = await payloadFor(job, settings);
      if (!payload) return;
      const body = JSON.stringify(payload);
      const results = await Promise.all(
        devices.map(async (device) => {
          try {
            const result = await sendPush(device, body, config, {
              signal: ctx.signal,
              urgency: job.messageId ? 'high' : 'normal',
            });
            if (result === 'gone') await pushRepo.removeGone(db, device.id);
            return result;
          } catch (err) {
            if (ctx.signal.aborted) throw err;
            return 'failed';
          }
        }),
      );
      const failed = results.filter((r) => r === 'failed').length;
      if (failed) throw new Error(`push: ${failed} of ${devices.length} devices failed`);
    },
    { maxAttempts: 3, backoffMs: 30_000 },
  );
  // Conversations «in view» of sockets whose process stopped without saying so.
  jobs.every(PUSH_VIEWERS_SWEEP_JOB, 3_600_000, async () => {
    await pushRepo.sweepViewers(db, deps.presenceStaleMs);
  });
}
