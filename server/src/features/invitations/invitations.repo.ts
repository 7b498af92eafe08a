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
import { groupOrgInvitationsRepo } from './group-org-invitations.repo.ts';

/**
 * Invitations to families and households are the `invited` member rows of those areas (CONTRACT
 * §4 "Consent"): the invitation's id is the member row's id. This repository reads and answers
 * them; the family and household areas create them. Invitations to chat groups and organizations
 * live in their own table (group-org-invitations.repo.ts).
 */
export type MemberInvitationKind = 'family' | 'household';
export type InvitationKind = MemberInvitationKind | 'chat_group' | 'organization';

/** One invitation row with what the list shows. */
export interface InvitationRow {
  id: string;
  kind: InvitationKind;
  userId: string;
  status: 'invited' | 'active';
  /** Where it waits: a member row of its family or household, or the `invitations` table. */
  stored: 'members' | 'invitations';
  targetId: string;
  targetName: string;
  relationship: string | null;
  /** An organization invitation's role and job title (null for the other kinds). */
  role: string | null;
  jobTitle: string | null;
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

/** Where each kind of invitation lives: the member table and the family or household it joins. */
const SOURCES = {
  family: { members: familyMembers, parentId: familyMembers.familyId, parent: families, name: families.name },
  household: {
    members: householdMembers,
    parentId: householdMembers.householdId,
    parent: households,
    name: households.householdName,
  },
} as const;

/** Member rows of one kind with the target's name and the inviter, newest first. */
function rowsOf(
  db: Db,
  kind: MemberInvitationKind,
  where: (m: typeof familyMembers | typeof householdMembers) => ReturnType<typeof and>,
) {
  const { members: m, parentId, parent, name } = SOURCES[kind] as (typeof SOURCES)['family'];
  return db
    .select({
      id: m.id,
      userId: m.userId,
      status: m.status,
      targetId: parent.id,
      targetName: name,
      relationship: m.relationship,
      createdAt: m.createdAt,
      inviterId: users.id,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(m)
    .innerJoin(parent, eq(parent.id, parentId))
    .leftJoin(users, eq(users.id, m.invitedBy))
    .where(where(m))
    .orderBy(desc(m.createdAt), desc(m.id));
}

type Raw = Awaited<ReturnType<typeof rowsOf>>[number];
const toRow = (kind: MemberInvitationKind, r: Raw): InvitationRow => ({
  id: r.id,
  kind,
  userId: r.userId ?? '',
  status: r.status,
  stored: 'members',
  targetId: r.targetId,
  targetName: r.targetName,
  relationship: r.relationship,
  role: null,
  jobTitle: null,
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
    const pending = (m: typeof familyMembers | typeof householdMembers) =>
      and(eq(m.userId, userId), eq(m.status, 'invited'));
    const [fam, home, others] = await Promise.all([
      rowsOf(db, 'family', pending),
      rowsOf(db, 'household', pending),
      groupOrgInvitationsRepo.pendingOf(db, userId),
    ]);
    return [...fam.map((r) => toRow('family', r)), ...home.map((r) => toRow('household', r)), ...others].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id),
    );
  },

  /** An invitation (or the membership it became) by id, whoever it belongs to. */
  async find(db: Db, id: string): Promise<InvitationRow | undefined> {
    const byId = (m: typeof familyMembers | typeof householdMembers) => and(eq(m.id, id));
    const [fam] = await rowsOf(db, 'family', byId);
    if (fam) return fam.userId ? toRow('family', fam) : undefined;
    const [home] = await rowsOf(db, 'household', byId);
    if (home) return toRow('household', home);
    return groupOrgInvitationsRepo.find(db, id);
  },

  /**
   * Accepts a family invitation in one transaction: the row becomes an active member (member since
   * now) and the user joins the family's FAMILY chat group. False when it was no longer pending;
   * otherwise the group joined (null when the family has none).
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
      if (!row) return false as const;
      const [group] = await tx
        .select({ id: chatGroups.id })
        .from(chatGroups)
        .where(eq(chatGroups.familyId, row.familyId))
        .limit(1);
      if (group) await tx.insert(chatMembers).values({ groupId: group.id, userId }).onConflictDoNothing();
      return { groupId: group?.id ?? null };
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
  async decline(db: Db, kind: MemberInvitationKind, id: string, userId: string) {
    const m = SOURCES[kind].members as typeof familyMembers;
    const rows = await db
      .delete(m)
      .where(and(eq(m.id, id), eq(m.userId, userId), eq(m.status, 'invited')))
      .returning({ id: m.id });
    return rows.length > 0;
  },
};
