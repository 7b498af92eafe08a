import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type AffiliationRow, affiliations, type UserRow, users } from '../../db/schema/index.ts';

export type NewUser = typeof users.$inferInsert;

export const usersRepo = {
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  async findByEmail(db: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  /** Inserts unless the email is taken; answers undefined on a duplicate (unique index). */
  async insert(db: Db, values: NewUser): Promise<UserRow | undefined> {
    const [row] = await db
      .insert(users)
      .values(values)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  },
  async update(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  affiliationsOf(db: Db, userId: string): Promise<AffiliationRow[]> {
    return db
      .select()
      .from(affiliations)
      .where(eq(affiliations.userId, userId))
      .orderBy(asc(affiliations.position));
  },
};
