import { and, count, desc, eq, gt, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

export type DigestFrequency = 'off' | 'daily' | 'weekly';

/** The per-user digest setting and what a digest holds (CONTRACT §8 "Email"). */
export const digestRepo = {
  async frequency(db: Db, userId: string): Promise<DigestFrequency | undefined> {
    const [row] = await db.select({ digest: users.digest }).from(users).where(eq(users.id, userId));
    return row?.digest;
  },

  async setFrequency(db: Db, userId: string, frequency: DigestFrequency): Promise<void> {
    // Turned on now: the first digest covers the period from now on, not the whole past.
    await db
      .update(users)
      .set({ digest: frequency, digestSentAt: frequency === 'off' ? null : new Date() })
      .where(eq(users.id, userId));
  },

  /**
   * Up to `limit` users with a digest due at `now` (the period passed since the last one), after
   * `afterId` in id order (the `users_digest_idx` index).
   */
  async due(db: Db, now: Date, afterId: string | null, limit: number) {
    const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
    const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
    return db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        digest: users.digest,
        digestSentAt: users.digestSentAt,
      })
      .from(users)
      .where(
        and(
          ne(users.digest, 'off'),
          isNull(users.suspendedAt),
          afterId ? gt(users.id, afterId) : undefined,
          or(
            isNull(users.digestSentAt),
            and(eq(users.digest, 'daily'), lte(users.digestSentAt, dayAgo)),
            and(eq(users.digest, 'weekly'), lte(users.digestSentAt, weekAgo)),
          ),
        ),
      )
      .orderBy(users.id)
      .limit(limit);
  },

  /** The user's unread notifications since `since`: how many, and the newest `take` texts. */
  async unreadSince(db: Db, userId: string, since: Date, take: number) {
    const where = and(
      eq(notifications.userId, userId),
      eq(notifications.isRead, false),
      gte(notifications.createdAt, since),
    );
    const [total] = await db.select({ n: count() }).from(notifications).where(where);
    const newest = await db
      .select({ text: notifications.text })
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(take);
    return { count: total?.n ?? 0, texts: newest.map((r) => r.text) };
  },

  async markSent(db: Db, userId: string, at: Date): Promise<void> {
    await db
      .update(users)
      .set({ digestSentAt: sql`${at.toISOString()}::timestamptz` })
      .where(eq(users.id, userId));
  },
};
