import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { householdMembers, households, users } from '../../db/schema/index.ts';
import { visibleEmail } from '../../identity/circles-sql.ts';

export type NewHousehold = typeof households.$inferInsert;

/** Only residents who accepted count (CONTRACT §4 "Consent"); invited rows give nothing. */
const active = eq(householdMembers.status, 'active');

export const householdRepo = {
  async findOfUser(db: Db, userId: string) {
    const [row] = await db
      .select({ household: households })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(and(eq(householdMembers.userId, userId), active))
      .limit(1);
    return row?.household;
  },
  async findById(db: Db, id: string) {
    const [row] = await db.select().from(households).where(eq(households.id, id)).limit(1);
    return row;
  },
  /** Residents and invited rows; each email only when the viewer may see it (circles-sql emailVisibleTo). */
  members(db: Db, householdId: string, viewerId: string) {
    return db
      .select({
        id: householdMembers.id,
        userId: householdMembers.userId,
        relationship: householdMembers.relationship,
        isCreator: householdMembers.isCreator,
        status: householdMembers.status,
        firstName: users.firstName,
        lastName: users.lastName,
        email: visibleEmail(viewerId),
        profilePicture: users.profilePicture,
      })
      .from(householdMembers)
      .innerJoin(users, eq(users.id, householdMembers.userId))
      .where(eq(householdMembers.householdId, householdId))
      .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
  },
  /** The user's residency (accepted): what every access check asks. */
  async membership(db: Db, householdId: string, userId: string) {
    const [row] = await db
      .select()
      .from(householdMembers)
      .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId), active))
      .limit(1);
    return row;
  },
  /** A resident or invited row of the household by its own id, or by the user's id. */
  async findMember(db: Db, householdId: string, memberOrUserId: string) {
    const [row] = await db
      .select()
      .from(householdMembers)
      .where(
        and(
          eq(householdMembers.householdId, householdId),
          or(eq(householdMembers.id, memberOrUserId), eq(householdMembers.userId, memberOrUserId)),
        ),
      )
      .limit(1);
    return row;
  },
  /** True when the user lives in a household (accepted). */
  async livesSomewhere(db: Db, userId: string) {
    const [row] = await db
      .select({ id: householdMembers.id })
      .from(householdMembers)
      .where(and(eq(householdMembers.userId, userId), active))
      .limit(1);
    return !!row;
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
  /** Invites a user (an `invited` row); undefined when they already live there or are invited. */
  async invite(
    db: Db,
    householdId: string,
    userId: string,
    relationship: NewMemberRelationship,
    invitedBy: string,
  ) {
    const [row] = await db
      .insert(householdMembers)
      .values({ householdId, userId, relationship, invitedBy, status: 'invited' })
      .onConflictDoNothing()
      .returning();
    return row;
  },
  /** Hands the household over in one transaction: the resident becomes Owner, the Owner a resident. */
  transferOwner(db: Db, householdId: string, fromUserId: string, toMemberId: string) {
    return db.transaction(async (tx) => {
      await tx
        .update(householdMembers)
        .set({ isCreator: false })
        .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, fromUserId)));
      await tx
        .update(householdMembers)
        .set({ isCreator: true })
        .where(and(eq(householdMembers.id, toMemberId), eq(householdMembers.householdId, householdId)));
    });
  },
  async removeMember(db: Db, memberId: string) {
    await db.delete(householdMembers).where(eq(householdMembers.id, memberId));
  },
};
type NewMemberRelationship = 'roommate' | 'tenant' | 'family_member' | 'other';
