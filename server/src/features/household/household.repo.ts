import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { householdMembers, households, users } from '../../db/schema/index.ts';

export type NewHousehold = typeof households.$inferInsert;

export const householdRepo = {
  async findOfUser(db: Db, userId: string) {
    const [row] = await db
      .select({ household: households })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(eq(householdMembers.userId, userId))
      .limit(1);
    return row?.household;
  },
  async findById(db: Db, id: string) {
    const [row] = await db.select().from(households).where(eq(households.id, id)).limit(1);
    return row;
  },
  members(db: Db, householdId: string) {
    return db
      .select({
        id: householdMembers.id,
        userId: householdMembers.userId,
        relationship: householdMembers.relationship,
        isCreator: householdMembers.isCreator,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
  },
  async membership(db: Db, householdId: string, userId: string) {
    const [row] = await db
      .select()
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)))
      .limit(1);
    return row;
  },
  /** Creates the household with its creator as the Owner, in one transaction. */
  create(db: Db, values: NewHousehold, creatorId: string) {
    return db.transaction(async (tx) => {
      const [household] = await tx.insert(households).values(values).returning();
      if (!household) throw new Error('insert returned nothing');
      await tx
        .insert(householdMembers)
        .values({ householdId: household.id, userId: creatorId, isCreator: true });
      return household;
    });
  },
  /** Adds a resident unless they already live in a household (unique index); false on conflict. */
  async addMember(db: Db, householdId: string, userId: string, relationship: NewMemberRelationship) {
    const rows = await db
      .insert(householdMembers)
      .values({ householdId, userId, relationship })
      .onConflictDoNothing({ target: householdMembers.userId })
      .returning({ id: householdMembers.id });
    return rows.length > 0;
  },
  async removeMember(db: Db, householdId: string, userId: string) {
    await db
      .delete(householdMembers)
      .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)));
  },
};
type NewMemberRelationship = 'roommate' | 'tenant' | 'family_member' | 'other';
