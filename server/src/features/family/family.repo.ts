import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameCloseness, nameMatches } from '../../db/names.ts';
import {
  chatGroups,
  chatMembers,
  type FamilyMemberRow,
  type FamilyRow,
  families,
  familyMembers,
  householdMembers,
  scheduledActions,
  users,
} from '../../db/schema/index.ts';

export type NewFamily = typeof families.$inferInsert;
export type NewFamilyMember = Omit<typeof familyMembers.$inferInsert, 'familyId'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Only accepted members count for access (CONTRACT §4 "Consent"); invited rows give nothing. */
const active = eq(familyMembers.status, 'active');

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
  /** The members, with the registered ones' photos (`profilePicture`; null for relatives without an account). */
  members(db: Db, familyId: string): Promise<(FamilyMemberRow & { profilePicture: string | null })[]> {
    return db
      .select({ ...getTableColumns(familyMembers), profilePicture: users.profilePicture })
      .from(familyMembers)
      .leftJoin(users, eq(users.id, familyMembers.userId))
      .where(eq(familyMembers.familyId, familyId))
      .orderBy(desc(familyMembers.isCreator), asc(familyMembers.createdAt), asc(familyMembers.id));
  },
  /** The user's active membership: what every access check asks. */
  async membership(db: Db, familyId: string, userId: string): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(familyMembers)
      .where(and(eq(familyMembers.familyId, familyId), eq(familyMembers.userId, userId), active))
      .limit(1);
    return row;
  },
  /** A member row of the family by its own id, or by the user id of a member (invited rows too). */
  async findMember(db: Db, familyId: string, memberOrUserId: string): Promise<FamilyMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(familyMembers)
      .where(
        and(
          eq(familyMembers.familyId, familyId),
          or(eq(familyMembers.id, memberOrUserId), eq(familyMembers.userId, memberOrUserId)),
        ),
      )
      .orderBy(desc(eq(familyMembers.id, memberOrUserId)))
      .limit(1);
    return row;
  },
  /** Changes a relative's record (a row without an account). */
  async updateRelative(
    db: Db,
    memberId: string,
    values: Pick<NewFamilyMember, 'firstName' | 'lastName' | 'dateOfBirth' | 'role' | 'relationship'>,
  ) {
    await db
      .update(familyMembers)
      .set(values)
      .where(and(eq(familyMembers.id, memberId), isNull(familyMembers.userId)));
  },
  /** Sets a member's role: PARENT to manage, else the role their relationship gives (or none). */
  async setRole(db: Db, memberId: string, role: FamilyMemberRow['role']) {
    await db.update(familyMembers).set({ role }).where(eq(familyMembers.id, memberId));
  },
  /** Families the user belongs to, with the user's membership, oldest membership first. */
  ofUser(db: Db, userId: string) {
    return db
      .select({ family: families, member: familyMembers })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .where(and(eq(familyMembers.userId, userId), active))
      .orderBy(asc(familyMembers.createdAt));
  },
  /**
   * Families whose name contains the text or is close to it (typos, issue 21: nameMatches),
   * closest first, and that let themselves be found: searchability not
   * `none`, and either open (not private) with public discovery on. Members always find their own.
   */
  search(db: Db, text: string, viewerId: string, limit = 20) {
    const name = sql`${families.name}`;
    const isMember = sql`exists (select 1 from ${familyMembers} fm where fm.family_id = ${families.id} and fm.user_id = ${viewerId} and fm.status = 'active')`;
    return db
      .select()
      .from(families)
      .where(
        and(
          nameMatches(name, text, [name]),
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
      .orderBy(desc(nameCloseness(name, text, [name])), asc(families.name), asc(families.id))
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
      .where(and(eq(familyMembers.userId, userId), inArray(familyMembers.familyId, familyIds), active));
    return new Set(rows.filter((r) => r.isCreator || r.role === 'PARENT').map((r) => r.familyId));
  },
  /** Members and relatives per family; pending invitations are not counted. */
  async memberCounts(db: Db, familyIds: string[]): Promise<Map<string, number>> {
    if (familyIds.length === 0) return new Map();
    const rows = await db
      .select({ familyId: familyMembers.familyId, n: count() })
      .from(familyMembers)
      .where(and(inArray(familyMembers.familyId, familyIds), active))
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
  /** Events of each family's calendar (its FAMILY chat group's scheduled actions), by family id. */
  async eventCounts(db: Db, familyIds: string[]): Promise<Map<string, number>> {
    if (familyIds.length === 0) return new Map();
    const rows = await db
      .select({ familyId: chatGroups.familyId, n: count(scheduledActions.id) })
      .from(chatGroups)
      .innerJoin(scheduledActions, eq(scheduledActions.groupId, chatGroups.id))
      .where(inArray(chatGroups.familyId, familyIds))
      .groupBy(chatGroups.familyId);
    return new Map(rows.map((r) => [r.familyId ?? '', r.n]));
  },
  /**
   * Creates the family, its members and its FAMILY chat group (active members with accounts: the
   * creator as ADMIN; invited users join it when they accept) in one transaction: any failure
   * leaves nothing behind.
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
      const userIds = [
        ...new Set(members.flatMap((m) => (m.userId && m.status !== 'invited' ? [m.userId] : []))),
      ];
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
  /**
   * Invites a user (an `invited` row: the FAMILY chat group follows when they accept); undefined
   * if they are already a member or invited.
   */
  async invite(db: Db, familyId: string, member: NewFamilyMember & { userId: string; invitedBy: string }) {
    const [row] = await db
      .insert(familyMembers)
      .values({ ...member, familyId, status: 'invited' })
      .onConflictDoNothing()
      .returning();
    return row;
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
      .where(and(eq(householdMembers.userId, viewerId), eq(householdMembers.status, 'active')))
      .limit(1);
    if (!viewerHome) return false;
    const [hit] = await db
      .select({ id: familyMembers.id })
      .from(familyMembers)
      .innerJoin(householdMembers, eq(householdMembers.userId, familyMembers.userId))
      .where(
        and(
          eq(familyMembers.familyId, familyId),
          active,
          eq(householdMembers.householdId, viewerHome.householdId),
          eq(householdMembers.status, 'active'),
        ),
      )
      .limit(1);
    return !!hit;
  },
};
