import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTwoFactor } from '../../db/schema/index.ts';

export const twoFactorRepo = {
  async find(db: Db, userId: string) {
    const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
    return row ?? null;
  },

  /** A fresh pending secret (setup started again replaces the previous one). */
  async savePending(db: Db, userId: string, secret: string) {
    await db
      .insert(userTwoFactor)
      .values({ userId, secret })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secret, enabledAt: null, lastStep: null, recoveryHashes: [] },
        // An enabled secret is never replaced by a new setup.
        setWhere: isNull(userTwoFactor.enabledAt),
      });
  },

  /** Turns a pending secret on; answers false when it was not pending (enabled meanwhile, or gone). */
  async enable(db: Db, userId: string, step: number, recoveryHashes: string[]) {
    const rows = await db
      .update(userTwoFactor)
      .set({ enabledAt: sql`now()`, lastStep: step, recoveryHashes })
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)))
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /** Accepts the 30 s step once: answers false when it (or a later one) was already used. */
  async useStep(db: Db, userId: string, step: number) {
    const rows = await db
      .update(userTwoFactor)
      .set({ lastStep: step })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNotNull(userTwoFactor.enabledAt),
          or(isNull(userTwoFactor.lastStep), lt(userTwoFactor.lastStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  /** Consumes a recovery code (atomically, so it works once); answers whether it was there. */
  async useRecoveryHash(db: Db, userId: string, hash: string) {
    const rows = await db
      .update(userTwoFactor)
      .set({ recoveryHashes: sql`array_remove(${userTwoFactor.recoveryHashes}, ${hash})` })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          isNotNull(userTwoFactor.enabledAt),
          sql`${hash} = any(${userTwoFactor.recoveryHashes})`,
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return rows.length > 0;
  },

  async setRecoveryHashes(db: Db, userId: string, recoveryHashes: string[]) {
    await db.update(userTwoFactor).set({ recoveryHashes }).where(eq(userTwoFactor.userId, userId));
  },

  async remove(db: Db, userId: string) {
    await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  },
};
