import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationOptOuts } from '../../db/schema/index.ts';

/** The types each user turned off (issue 20); a type without a row is on. */
export const preferencesRepo = {
  /** Of these recipients, those who turned `type` off: one query whatever their number. */
  async optedOut(db: Db, userIds: string[], type: string): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await db
      .select({ userId: notificationOptOuts.userId })
      .from(notificationOptOuts)
      .where(and(eq(notificationOptOuts.type, type), inArray(notificationOptOuts.userId, userIds)));
    return new Set(rows.map((r) => r.userId));
  },
  async offFor(db: Db, userId: string): Promise<Set<string>> {
    const rows = await db
      .select({ type: notificationOptOuts.type })
      .from(notificationOptOuts)
      .where(eq(notificationOptOuts.userId, userId));
    return new Set(rows.map((r) => r.type));
  },
  /** Turns types on (removes their rows) and off (adds rows) in one transaction. */
  set(db: Db, userId: string, change: { on: string[]; off: string[] }) {
    return db.transaction(async (tx) => {
      if (change.on.length)
        await tx
          .delete(notificationOptOuts)
          .where(and(eq(notificationOptOuts.userId, userId), inArray(notificationOptOuts.type, change.on)));
      if (change.off.length)
        await tx
          .insert(notificationOptOuts)
          .values(change.off.map((type) => ({ userId, type })))
          .onConflictDoNothing();
    });
  },
};
