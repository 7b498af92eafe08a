import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailTokens, users } from '../../db/schema/index.ts';

type Purpose = 'verify' | 'change';

/** Links that verify an address or move an account to a new one (CONTRACT §8; hashes only). */
export const emailTokensRepo = {
  async insert(
    db: Db,
    row: { userId: string; purpose: Purpose; email: string; tokenHash: string; expiresAt: Date },
  ): Promise<string> {
    const [created] = await db.insert(emailTokens).values(row).returning({ id: emailTokens.id });
    if (!created) throw new Error('email token not written');
    return created.id;
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.delete(emailTokens).where(eq(emailTokens.id, id));
  },

  /**
   * Uses a live token of `purpose` (one statement: of two concurrent uses only one gets the row);
   * answers its user and address, or undefined for a used, expired or unknown token.
   */
  async use(db: Db, purpose: Purpose, tokenHash: string, now: Date) {
    const [row] = await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ userId: emailTokens.userId, email: emailTokens.email });
    return row;
  },

  /** Every other live link of the user for `purpose` stops working. */
  async endAll(db: Db, userId: string, purpose: Purpose, now: Date): Promise<void> {
    await db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)),
      );
  },

  /** The address of the user's latest live change link (the change waiting for its link). */
  async pendingChange(db: Db, userId: string, now: Date): Promise<string | null> {
    const [row] = await db
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, userId),
          eq(emailTokens.purpose, 'change'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(emailTokens.createdAt))
      .limit(1);
    return row?.email ?? null;
  },

  /** Marks the address confirmed (a verification link, or a change link to the new address). */
  async markVerified(db: Db, userId: string, email: string, now: Date): Promise<boolean> {
    const done = await db
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.email, email)))
      .returning({ id: users.id });
    return done.length > 0;
  },

  /** Moves the account to its new, confirmed address; false when another account took it meanwhile. */
  async moveTo(db: Db, userId: string, email: string, now: Date): Promise<{ from: string } | 'taken' | null> {
    const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (other && other.id !== userId) return 'taken';
    const [before] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!before) return null;
    await db.update(users).set({ email, emailVerifiedAt: now }).where(eq(users.id, userId));
    return { from: before.email };
  },

  /** Forgets links that expired before `before`. */
  async sweep(db: Db, before: Date): Promise<void> {
    await db.delete(emailTokens).where(lt(emailTokens.expiresAt, sql`${before.toISOString()}::timestamptz`));
  },
};
