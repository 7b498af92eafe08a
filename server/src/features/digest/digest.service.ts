import type { DigestSetting } from '@krug/contract/email';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Mail } from '../../platform/mail/mailer.ts';
import { digestRepo } from './digest.repo.ts';

/** The periodic job that mails the digests that are due (hourly; each user daily or weekly). */
export const DIGEST_JOB = 'notifications.digest';
/** How many notifications a digest lists (the count says how many there are in all). */
export const DIGEST_LINES = 10;
const BATCH = 100;
const PERIOD_MS = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const;

/**
 * The digest of unread notifications (CONTRACT §8 "Email"; per-user, off by default). An hourly
 * periodic job of the one queue finds the users whose period has passed, queues one mail each (in
 * the recipient's language) with the count and the newest texts, and notes when; a period without
 * unread notifications mails nothing.
 */
export function createDigestService(deps: { db: Db; jobs: Jobs; mail: Mail; publicUrl: string }) {
  const { db, jobs, mail, publicUrl } = deps;

  async function sendDue(now: Date): Promise<number> {
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const batch = await digestRepo.due(db, now, after, BATCH);
      for (const u of batch) {
        if (u.digest === 'off') continue;
        const since = u.digestSentAt ?? new Date(now.getTime() - PERIOD_MS[u.digest]);
        const unread = await digestRepo.unreadSince(db, u.id, since, DIGEST_LINES);
        await db.transaction(async (tx) => {
          if (unread.count > 0) {
            await mail.enqueue(
              {
                to: u.email,
                ...mail.render('digest', u.language, {
                  name: u.firstName,
                  frequency: u.digest as 'daily' | 'weekly',
                  count: unread.count,
                  lines: unread.texts,
                  url: `${publicUrl}/`,
                }),
              },
              { tx, ownerId: u.id },
            );
            sent += 1;
          }
          await digestRepo.markSent(tx, u.id, now);
        });
      }
      if (batch.length < BATCH) return sent;
      after = batch[batch.length - 1]?.id ?? null;
    }
  }

  jobs.every(DIGEST_JOB, 60 * 60_000, async (_p, ctx) => {
    await sendDue(ctx.now);
  });

  return {
    sendDue,
    async get(userId: string): Promise<DigestSetting> {
      return { frequency: (await digestRepo.frequency(db, userId)) ?? 'off' };
    },
    async set(userId: string, body: DigestSetting): Promise<DigestSetting> {
      await digestRepo.setFrequency(db, userId, body.frequency);
      return { frequency: body.frequency };
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;
