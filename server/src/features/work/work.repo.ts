import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameCloseness, nameMatches } from '../../db/names.ts';
import {
  changeRequests,
  departments,
  joinRequests,
  organizations,
  orgMembers,
  orgTeams,
  users,
} from '../../db/schema/index.ts';
import { visibleEmail } from '../../identity/circles-sql.ts';

export type NewOrg = typeof organizations.$inferInsert;
export type ChangeRequestValues = Omit<typeof changeRequests.$inferInsert, 'orgId' | 'userId'>;
class DuplicateRequest extends Error {}
const sameRequest = (a: ChangeRequestValues, b: ChangeRequestValues) =>
  a.requestType === b.requestType &&
  (a.requestedRole ?? null) === (b.requestedRole ?? null) &&
  (a.requestedDepartment ?? null) === (b.requestedDepartment ?? null) &&
  (a.requestedTeam ?? null) === (b.requestedTeam ?? null);
export type NewMember = typeof orgMembers.$inferInsert;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const workRepo = {
  async org(db: Db, id: string) {
    const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
    return row;
  },
  async membership(db: Db, orgId: string, userId: string) {
    const [row] = await db
      .select()
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
      .limit(1);
    return row;
  },
  async memberCounts(db: Db, orgIds: string[]) {
    if (orgIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ orgId: orgMembers.orgId, n: count() })
      .from(orgMembers)
      .where(inArray(orgMembers.orgId, orgIds))
      .groupBy(orgMembers.orgId);
    return new Map(rows.map((r) => [r.orgId, r.n]));
  },
  /** Creates the organization with its creator as an admin member, in one transaction. */
  create(db: Db, org: NewOrg, creator: Omit<NewMember, 'orgId'>) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(organizations).values(org).returning();
      if (!row) throw new Error('insert returned nothing');
      await tx.insert(orgMembers).values({ ...creator, orgId: row.id });
      return row;
    });
  },
  async update(db: Db, id: string, values: Partial<NewOrg>) {
    const [row] = await db.update(organizations).set(values).where(eq(organizations.id, id)).returning();
    return row;
  },
  mine(db: Db, userId: string) {
    return db
      .select({ org: organizations, member: orgMembers })
      .from(orgMembers)
      .innerJoin(organizations, eq(organizations.id, orgMembers.orgId))
      .where(eq(orgMembers.userId, userId))
      .orderBy(asc(orgMembers.joinedAt));
  },
  /**
   * Name search by part and despite typos (Cyrillic too; issue 21: nameMatches), closest first;
   * private organizations only when discoverable or mine.
   */
  search(
    db: Db,
    userId: string,
    q: { query: string; type?: string | null; industry?: string | null; city?: string | null },
  ) {
    const mine = sql`exists (select 1 from org_members m where m.org_id = organizations.id and m.user_id = ${userId})`;
    const name = sql`${organizations.name}`;
    return db
      .select({
        org: organizations,
        isMember: sql<boolean>`${mine}`,
        pending: sql<boolean>`exists (select 1 from join_requests j where j.org_id = organizations.id and j.user_id = ${userId} and j.status = 'pending')`,
      })
      .from(organizations)
      .where(
        and(
          nameMatches(name, q.query, [name]),
          q.type ? eq(organizations.organizationType, q.type) : undefined,
          q.industry ? ilike(organizations.industry, escapeLike(q.industry)) : undefined,
          q.city ? ilike(organizations.addressCity, `%${escapeLike(q.city)}%`) : undefined,
          or(eq(organizations.isPrivate, false), eq(organizations.allowPublicDiscovery, true), mine),
        ),
      )
      .orderBy(desc(nameCloseness(name, q.query, [name])), asc(organizations.name), asc(organizations.id))
      .limit(50);
  },
  /** The members with their names; each email only when the viewer may see it (circles-sql emailVisibleTo). */
  members(db: Db, orgId: string, viewerId: string) {
    return db
      .select({
        m: orgMembers,
        firstName: users.firstName,
        lastName: users.lastName,
        email: visibleEmail(viewerId),
        avatar: users.profilePicture,
      })
      .from(orgMembers)
      .innerJoin(users, eq(users.id, orgMembers.userId))
      .where(eq(orgMembers.orgId, orgId))
      .orderBy(asc(orgMembers.joinedAt));
  },
  /** The organization's administrators (who hear of join requests). */
  async adminIds(db: Db, orgId: string): Promise<string[]> {
    const rows = await db
      .select({ id: orgMembers.userId })
      .from(orgMembers)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.isAdmin, true)));
    return rows.map((r) => r.id);
  },
  async addMember(db: Db, values: NewMember) {
    const rows = await db
      .insert(orgMembers)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: orgMembers.id });
    return rows.length > 0;
  },
  async updateMember(db: Db, orgId: string, userId: string, values: Partial<NewMember>) {
    const [row] = await db
      .update(orgMembers)
      .set(values)
      .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
      .returning();
    return row;
  },
  async removeMember(db: Db, orgId: string, userId: string) {
    await db.delete(orgMembers).where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
  },
  /** The new owner gets ownership; the former owner stays an administrator (02 §4). */
  transfer(db: Db, orgId: string, newOwnerId: string) {
    return db.transaction(async (tx) => {
      await tx.update(organizations).set({ ownerId: newOwnerId }).where(eq(organizations.id, orgId));
      await tx
        .update(orgMembers)
        .set({ isAdmin: true })
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, newOwnerId)));
    });
  },
  async addTeam(db: Db, values: typeof orgTeams.$inferInsert) {
    const [row] = await db.insert(orgTeams).values(values).returning();
    return row;
  },
  /** The names of the organization's departments (a member's department is one of them). */
  async departmentNames(db: Db, orgId: string) {
    const rows = await db
      .select({ name: departments.name })
      .from(departments)
      .where(eq(departments.orgId, orgId));
    return rows.map((r) => r.name);
  },
  /** Whether any of these requests is already pending, identical (same type and requested value). */
  async hasPendingDuplicate(db: Db, orgId: string, userId: string, values: ChangeRequestValues[]) {
    if (values.length === 0) return false;
    const rows = await db
      .select()
      .from(changeRequests)
      .where(
        and(
          eq(changeRequests.orgId, orgId),
          eq(changeRequests.userId, userId),
          eq(changeRequests.status, 'PENDING'),
        ),
      );
    return values.some((v) => rows.some((r) => sameRequest(r, v)));
  },
  /**
   * A member's own changes in one transaction: the job title and `apply` at once, the rest as
   * pending requests. Answers null (nothing written) when an identical request is pending already.
   */
  async updateMe(
    db: Db,
    orgId: string,
    userId: string,
    apply: Partial<NewMember>,
    requests: ChangeRequestValues[],
  ) {
    try {
      return await db.transaction(async (tx) => {
        if (Object.keys(apply).length > 0)
          await tx
            .update(orgMembers)
            .set(apply)
            .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
        if (requests.length === 0) return [];
        const created = await tx
          .insert(changeRequests)
          .values(requests.map((r) => ({ ...r, orgId, userId })))
          .onConflictDoNothing()
          .returning({ id: changeRequests.id });
        // The partial unique index refused a duplicate sent at the same moment.
        if (created.length < requests.length) throw new DuplicateRequest();
        return created.map((c) => c.id);
      });
    } catch (err) {
      if (err instanceof DuplicateRequest) return null;
      throw err;
    }
  },
  changeRequests(db: Db, orgId: string, q: { status?: string; userId?: string }, viewerId: string) {
    return db
      .select({
        r: changeRequests,
        firstName: users.firstName,
        lastName: users.lastName,
        email: visibleEmail(viewerId),
        avatar: users.profilePicture,
      })
      .from(changeRequests)
      .innerJoin(users, eq(users.id, changeRequests.userId))
      .where(
        and(
          eq(changeRequests.orgId, orgId),
          q.status ? eq(changeRequests.status, q.status as 'PENDING') : undefined,
          q.userId ? eq(changeRequests.userId, q.userId) : undefined,
        ),
      )
      .orderBy(desc(changeRequests.createdAt))
      .limit(100);
  },
  async changeRequest(db: Db, orgId: string, id: string) {
    const [row] = await db
      .select()
      .from(changeRequests)
      .where(and(eq(changeRequests.id, id), eq(changeRequests.orgId, orgId)))
      .limit(1);
    return row;
  },
  /** Approves a pending change request and applies it to the member, in one transaction. */
  approveChange(db: Db, id: string, apply: Partial<NewMember>, orgId: string, userId: string) {
    return db.transaction(async (tx) => {
      const done = await tx
        .update(changeRequests)
        .set({ status: 'APPROVED', reviewedAt: new Date() })
        .where(and(eq(changeRequests.id, id), eq(changeRequests.status, 'PENDING')))
        .returning({ id: changeRequests.id });
      if (done.length === 0) return false;
      await tx
        .update(orgMembers)
        .set(apply)
        .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)));
      return true;
    });
  },
  async rejectChange(db: Db, id: string, reason: string | null) {
    const rows = await db
      .update(changeRequests)
      .set({ status: 'REJECTED', rejectionReason: reason, reviewedAt: new Date() })
      .where(and(eq(changeRequests.id, id), eq(changeRequests.status, 'PENDING')))
      .returning({ id: changeRequests.id });
    return rows.length > 0;
  },
  /** A pending join request; false when one is already pending (partial unique index). */
  async requestJoin(db: Db, orgId: string, userId: string, message: string | null) {
    const rows = await db
      .insert(joinRequests)
      .values({ orgId, userId, message })
      .onConflictDoNothing()
      .returning({ id: joinRequests.id });
    return rows[0]?.id;
  },
  async joinRequest(db: Db, id: string) {
    const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id)).limit(1);
    return row;
  },
  pendingJoinRequests(db: Db, orgId: string) {
    return db
      .select({ r: joinRequests, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(joinRequests)
      .innerJoin(users, eq(users.id, joinRequests.userId))
      .where(and(eq(joinRequests.orgId, orgId), eq(joinRequests.status, 'pending')))
      .orderBy(asc(joinRequests.requestedAt));
  },
  myJoinRequests(db: Db, userId: string) {
    return db
      .select({ r: joinRequests, name: organizations.name, type: organizations.organizationType })
      .from(joinRequests)
      .innerJoin(organizations, eq(organizations.id, joinRequests.orgId))
      .where(eq(joinRequests.userId, userId))
      .orderBy(desc(joinRequests.requestedAt));
  },
  /** Approval: the request goes and the requester becomes a member, in one transaction. */
  approveJoin(db: Db, id: string, member: NewMember) {
    return db.transaction(async (tx) => {
      const gone = await tx
        .delete(joinRequests)
        .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
        .returning({ id: joinRequests.id });
      if (gone.length === 0) return false;
      await tx.insert(orgMembers).values(member).onConflictDoNothing();
      return true;
    });
  },
  async rejectJoin(db: Db, id: string, reason: string | null) {
    const rows = await db
      .update(joinRequests)
      .set({ status: 'rejected', rejectionReason: reason, reviewedAt: new Date() })
      .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
      .returning({ id: joinRequests.id });
    return rows.length > 0;
  },
  async deleteJoinRequest(db: Db, id: string) {
    await db.delete(joinRequests).where(eq(joinRequests.id, id));
  },
  async hasPending(db: Db, orgId: string, userId: string) {
    const [row] = await db
      .select({ id: joinRequests.id })
      .from(joinRequests)
      .where(
        and(
          eq(joinRequests.orgId, orgId),
          eq(joinRequests.userId, userId),
          eq(joinRequests.status, 'pending'),
        ),
      )
      .limit(1);
    return !!row;
  },
};
