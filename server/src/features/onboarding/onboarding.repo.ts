import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliations, users } from '../../db/schema/index.ts';

export interface NewAffiliation {
  kind: 'WORK' | 'UNIVERSITY' | 'SCHOOL';
  affiliationName: string;
  userRoleInOrg: string | null;
}

export const onboardingRepo = {
  /** Replaces the user's affiliations and privacy settings in one transaction. */
  async save(
    db: Db,
    userId: string,
    list: NewAffiliation[],
    privacy: Record<string, boolean>,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ privacySettings: privacy, onboardingCompletedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (updated.length === 0) return false;
      await tx.delete(affiliations).where(eq(affiliations.userId, userId));
      if (list.length > 0) {
        await tx.insert(affiliations).values(list.map((a, position) => ({ ...a, userId, position })));
      }
      return true;
    });
  },

  /** Remembers that the wizard was finished or skipped; the first time stays. */
  async markCompleted(db: Db, userId: string): Promise<boolean> {
    const updated = await db
      .update(users)
      .set({ onboardingCompletedAt: sql`coalesce(${users.onboardingCompletedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    return updated.length > 0;
  },
};
