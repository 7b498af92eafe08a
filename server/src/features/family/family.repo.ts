import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatGroups,
  chatMembers,
  type FamilyMemberRow,
  type FamilyRow,
  families,
  familyMembers,
  householdMembers,
} from '../../db/schema/index.ts';

export type NewFamily = typeof families.$inferInsert;
export type NewFamilyMember = Omit<typeof familyMembers.$inferInsert, 'familyId'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function syncChatMembers(tx: Tx | Db, familyId: string) {
  const [group] = await tx
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(eq(chatGroups.familyId, familyId))
    .limit(1);
  return group?.id;
}

export const familyRepo = {
  async findById(db: Db, id: string): Promise<FamilyRow | undefined> {
    const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
    return row;
  },
  members(db: Db, familyId: string): Promise<FamilyMemberRow[]> {
    return db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.familyId, familyId))
      .orderBy(desc(familyMembers.isCreator), asc(familyMembers.createdAt), asc(familyMembers.id));
  },
  async membership(db: Db, familyId: string, userId: string): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId)))
      .limit(1);
    return row;
  },
  /** Families the user belongs to, with the user's membership, oldest membership first. */
  ofUser(db: Db, userId: string) {
    return db
      .select({ family: families, member: familyMembers })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .where(eq(familyMembers.userId, userId))
      .orderBy(asc(familyMembers.createdAt));
  },
  /**
   * Families whose name contains the text and that let themselves be found: searchability not
   * `none`, and either open (not private) with public discovery on. Members always find their own.
   */
  search(db: Db, text: string, viewerId: string, limit = 20) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const isMember = sql`exists (select 1 from ${familyMembers} fm where fm.family_id = ${families.id} and fm.user_id = ${viewerId})`;
    return db
      .select()
      .from(families)
      .where(
        and(
          ilike(families.name, like),
          or(
            isMember,
            and(
              ne(families.profileSearchability, 'none'),
              eq(families.isPrivate, false),
              eq(families.allowPublicDiscovery, true),
            ),
          ),
        ),
      )
      .orderBy(asc(families.name), asc(families.id))
      .limit(limit);
  },
  /** The families among `familyIds` that the user manages (PARENT or creator). */
  async managedBy(db: Db, userId: string, familyIds: string[]): Promise<Set<string>> {
    const rows = await db
      .select({
        familyId: familyMembers.familyId,
        role: familyMembers.role,
        isCreator: familyMembers.isCreator,
      })
      .from(familyMembers)
      .where(and(eq(familyMembers.userId, userId), inArray(familyMembers.familyId, familyIds)));
    return new Set(rows.filter((r) => r.isCreator || r.role === 'PARENT').map((r) => r.familyId));
  },
  async memberCounts(db: Db, familyIds: string[]): Promise<Map<string, number>> {
    if (familyIds.length === 0) return new Map();
    const rows = await db
      .select({ familyId: familyMembers.familyId, n: count() })
      .from(familyMembers)
      .where(inArray(familyMembers.familyId, familyIds))
      .groupBy(familyMembers.familyId);
    return new Map(rows.map((r) => [r.familyId, r.n]));
  },
  async chatGroupIds(db: Db, familyIds: string[]): Promise<Map<string, string>> {
    if (familyIds.length === 0) return new Map();
    const rows = await db
      .select({ familyId: chatGroups.familyId, id: chatGroups.id })
      .from(chatGroups)
      .where(inArray(chatGroups.familyId, familyIds));
    return new Map(rows.map((r) => [r.familyId ?? '', r.id]));
  },
  /**
   * Creates the family, its members and its FAMILY chat group (members with accounts; the creator
   * as ADMIN) in one transaction: any failure leaves nothing behind.
   */
  create(db: Db, family: NewFamily, members: NewFamilyMember[], creatorId: string, color: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(families).values(family).returning();
      if (!row) throw new Error('insert returned nothing');
      // Distinct timestamps keep the members in the order they were given.
      const base = Date.now();
      await tx
        .insert(familyMembers)
        .values(members.map((m, i) => ({ ...m, familyId: row.id, createdAt: new Date(base + i) })));
      const [group] = await tx
        .insert(chatGroups)
        .values({
          name: row.name,
          groupType: 'FAMILY',
          colorCode: color,
          createdBy: creatorId,
          familyId: row.id,
        })
        .returning({ id: chatGroups.id });
      if (!group) throw new Error('insert returned nothing');
      const userIds = [...new Set(members.flatMap((m) => (m.userId ? [m.userId] : [])))];
      await tx.insert(chatMembers).values(
        userIds.map((userId) => ({
          groupId: group.id,
          userId,
          role: userId === creatorId ? ('ADMIN' as const) : ('MEMBER' as const),
        })),
      );
      return row;
    });
  },
  /** Adds a member with an account and keeps the FAMILY chat group in step; false if already a member. */
  addMember(db: Db, familyId: string, member: NewFamilyMember & { userId: string }) {
    return db.transaction(async (tx) => {
      const inserted = await tx
        .insert(familyMembers)
        .values({ ...member, familyId })
        .onConflictDoNothing()
        .returning({ id: familyMembers.id });
      if (inserted.length === 0) return false;
      const groupId = await syncChatMembers(tx, familyId);
      if (groupId)
        await tx.insert(chatMembers).values({ groupId, userId: member.userId }).onConflictDoNothing();
      return true;
    });
  },
  removeMember(db: Db, familyId: string, member: FamilyMemberRow) {
    return db.transaction(async (tx) => {
      await tx.delete(familyMembers).where(eq(familyMembers.id, member.id));
      const groupId = await syncChatMembers(tx, familyId);
      if (groupId && member.userId) {
        await tx
          .delete(chatMembers)
          .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, member.userId)));
      }
    });
  },
  async update(db: Db, id: string, values: Partial<NewFamily>): Promise<FamilyRow | undefined> {
    const [row] = await db.update(families).set(values).where(eq(families.id, id)).returning();
    if (row && values.name)
      await db.update(chatGroups).set({ name: values.name }).where(eq(chatGroups.familyId, id));
    return row;
  },
  /** Deletes the family with its members and its FAMILY chat group. */
  delete(db: Db, id: string) {
    return db.transaction(async (tx) => {
      await tx.delete(chatGroups).where(eq(chatGroups.familyId, id));
      await tx.delete(families).where(eq(families.id, id));
    });
  },
  /** True when the viewer lives in a household with any member of the family. */
  async sharesHousehold(db: Db, familyId: string, viewerId: string): Promise<boolean> {
    const [viewerHome] = await db
      .select({ householdId: householdMembers.householdId })
      .from(householdMembers)
      .where(eq(householdMembers.userId, viewerId))
      .limit(1);
    if (!viewerHome) return false;
    const [hit] = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .innerJoin(householdMembers, eq(householdMembers.userId, familyMembers.userId))
      .where(
        and(eq(familyMembers.familyId, familyId), eq(householdMembers.householdId, viewerHome.householdId)),
      )
      .limit(1);
    return !!hit;
  },
};
