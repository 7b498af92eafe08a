import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens } from '../../db/schema/index.ts';

export const passwordResetRepo = {
  async insert(db: Db, row: { userId: string; tokenHash: string; expiresAt: Date }): Promise<string> {
    const [created] = await db
      .insert(passwordResetTokens)
      .values(row)
      .returning({ id: passwordResetTokens.id });
    if (!created) throw new Error('password reset token not written');
    return created.id;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id));
  },

  /**
   * Uses a live token (one statement: of two concurrent uses only one gets the row); answers its
   * user, or undefined for a used, expired or unknown token.
   */
  async use(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  /** Every other link of the user stops working (the password was just set). */
  async endAll(db: Db, userId: string, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },

  /** Forgets links that expired before `before`. */
  async sweep(db: Db, before: Date): Promise<void> {
    await db
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, sql`${before.toISOString()}::timestamptz`));
  },
};
