import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatGroups,
  chatMembers,
  families,
  familyMembers,
  householdMembers,
  households,
  users,
} from '../../db/schema/index.ts';

/**
 * Invitations are the `invited` member rows of families and households (CONTRACT §4 "Consent"):
 * the invitation's id is the member row's id. This repository reads and answers them; the family
 * and household areas create them.
 */
export type InvitationKind = 'family' | 'household';

/** One invitation row with what the list shows. */
export interface InvitationRow {
  id: string;
  kind: InvitationKind;
  userId: string;
  status: 'invited' | 'active';
  targetId: string;
  targetName: string;
  relationship: string | null;
  createdAt: Date;
  inviter: { id: string; firstName: string; lastName: string } | null;
}

const inviterOf = (r: {
  inviterId: string | null;
  inviterFirst: string | null;
  inviterLast: string | null;
}) =>
  r.inviterId && r.inviterFirst !== null
    ? { id: r.inviterId, firstName: r.inviterFirst, lastName: r.inviterLast ?? '' }
    : null;

function familyRows(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({
      id: familyMembers.id,
      userId: familyMembers.userId,
      status: familyMembers.status,
      targetId: families.id,
      targetName: families.name,
      relationship: familyMembers.relationship,
      createdAt: familyMembers.createdAt,
      inviterId: users.id,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(familyMembers)
    .innerJoin(families, eq(families.id, familyMembers.familyId))
    .leftJoin(users, eq(users.id, familyMembers.invitedBy))
    .where(where)
    .orderBy(desc(familyMembers.createdAt), desc(familyMembers.id));
}

function householdRows(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({
      id: householdMembers.id,
      userId: householdMembers.userId,
      status: householdMembers.status,
      targetId: households.id,
      targetName: households.householdName,
      relationship: householdMembers.relationship,
      createdAt: householdMembers.createdAt,
      inviterId: users.id,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .leftJoin(users, eq(users.id, householdMembers.invitedBy))
    .where(where)
    .orderBy(desc(householdMembers.createdAt), desc(householdMembers.id));
}

type Raw = Awaited<ReturnType<typeof familyRows>>[number] | Awaited<ReturnType<typeof householdRows>>[number];
const toRow = (kind: InvitationKind, r: Raw): InvitationRow => ({
  id: r.id,
  kind,
  userId: r.userId ?? '',
  status: r.status,
  targetId: r.targetId,
  targetName: r.targetName,
  relationship: r.relationship,
  createdAt: r.createdAt,
  inviter: inviterOf(r),
});

/** PostgreSQL's unique_violation, however the driver wraps it. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '23505' || (e.cause !== undefined && isUniqueViolation(e.cause)));
};

export const invitationsRepo = {
  /** The user's pending invitations, newest first. */
  async pendingOf(db: Db, userId: string): Promise<InvitationRow[]> {
    const [fam, home] = await Promise.all([
      familyRows(db, and(eq(familyMembers.userId, userId), eq(familyMembers.status, 'invited'))),
      householdRows(db, and(eq(householdMembers.userId, userId), eq(householdMembers.status, 'invited'))),
    ]);
    return [...fam.map((r) => toRow('family', r)), ...home.map((r) => toRow('household', r))].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
    );
  },

  /** An invitation (or the membership it became) by id, whoever it belongs to. */
  async find(db: Db, id: string): Promise<InvitationRow | undefined> {
    const [fam] = await familyRows(db, and(eq(familyMembers.id, id)));
    if (fam) return fam.userId ? toRow('family', fam) : undefined;
    const [home] = await householdRows(db, and(eq(householdMembers.id, id)));
    return home ? toRow('household', home) : undefined;
  },

  /**
   * Accepts a family invitation in one transaction: the row becomes an active member (member since
   * now) and the user joins the family's FAMILY chat group. False when it was no longer pending.
   */
  acceptFamily(db: Db, id: string, userId: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(familyMembers)
        .set({ status: 'active', createdAt: new Date() })
        .where(
          and(
            eq(familyMembers.id, id),
            eq(familyMembers.userId, userId),
            eq(familyMembers.status, 'invited'),
          ),
        )
        .returning({ familyId: familyMembers.familyId });
      if (!row) return false;
      const [group] = await tx
        .select({ id: chatGroups.id })
        .from(chatGroups)
        .where(eq(chatGroups.familyId, row.familyId))
        .limit(1);
      if (group) await tx.insert(chatMembers).values({ groupId: group.id, userId }).onConflictDoNothing();
      return true;
    });
  },

  /**
   * Accepts a household invitation: 'elsewhere' when the user already lives in a household (the
   * partial unique index decides under concurrency too), false when it was no longer pending.
   */
  async acceptHousehold(db: Db, id: string, userId: string): Promise<boolean | 'elsewhere'> {
    try {
      return await db.transaction(async (tx) => {
        const [home] = await tx
          .select({ id: householdMembers.id })
          .from(householdMembers)
          .where(and(eq(householdMembers.userId, userId), eq(householdMembers.status, 'active')))
          .limit(1);
        if (home) return 'elsewhere' as const;
        const rows = await tx
          .update(householdMembers)
          .set({ status: 'active', createdAt: new Date() })
          .where(
            and(
              eq(householdMembers.id, id),
              eq(householdMembers.userId, userId),
              eq(householdMembers.status, 'invited'),
            ),
          )
          .returning({ id: householdMembers.id });
        return rows.length > 0;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'elsewhere';
      throw err;
    }
  },

  /** Declines: the invited row goes. False when it was no longer pending. */
  async decline(db: Db, kind: InvitationKind, id: string, userId: string) {
    const rows =
      kind === 'family'
        ? await db
            .delete(familyMembers)
            .where(
              and(
                eq(familyMembers.id, id),
                eq(familyMembers.userId, userId),
                eq(familyMembers.status, 'invited'),
              ),
            )
            .returning({ id: familyMembers.id })
        : await db
            .delete(householdMembers)
            .where(
              and(
                eq(householdMembers.id, id),
                eq(householdMembers.userId, userId),
                eq(householdMembers.status, 'invited'),
              ),
            )
            .returning({ id: householdMembers.id });
    return rows.length > 0;
  },
};
