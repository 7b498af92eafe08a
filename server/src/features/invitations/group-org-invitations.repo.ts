import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatGroups,
  chatMembers,
  departments,
  families,
  households,
  invitations,
  organizations,
  orgMembers,
  users,
} from '../../db/schema/index.ts';
import type { InvitationRow } from './invitations.repo.ts';

/**
 * Invitations to chat groups and organizations, the `invitations` table (CONTRACT §4 "Consent,
 * continued"), and those to families and households sent to an email address (issue 33 §3,
 * email-invites.repo.ts): the chat, work and invitations areas create them; this repository reads
 * and answers them. An answered invitation is deleted (accepting makes the membership).
 */
function rows(db: Db) {
  return db
    .select({
      i: invitations,
      groupName: chatGroups.name,
      orgName: organizations.name,
      familyName: families.name,
      householdName: households.householdName,
      inviterId: users.id,
      inviterFirst: users.firstName,
      inviterLast: users.lastName,
    })
    .from(invitations)
    .leftJoin(chatGroups, eq(chatGroups.id, invitations.groupId))
    .leftJoin(organizations, eq(organizations.id, invitations.orgId))
    .leftJoin(families, eq(families.id, invitations.familyId))
    .leftJoin(households, eq(households.id, invitations.householdId))
    .leftJoin(users, eq(users.id, invitations.invitedBy));
}

type Raw = Awaited<ReturnType<typeof rows>>[number];
const toRow = (r: Raw): InvitationRow => ({
  id: r.i.id,
  kind: r.i.kind,
  userId: r.i.userId ?? '',
  status: 'invited',
  stored: 'invitations',
  targetId: r.i.groupId ?? r.i.orgId ?? r.i.familyId ?? r.i.householdId ?? '',
  targetName: r.groupName ?? r.orgName ?? r.familyName ?? r.householdName ?? '',
  relationship: r.i.relationship,
  role: r.i.terms?.customRoleName || r.i.terms?.role || null,
  jobTitle: r.i.terms?.jobTitle ?? null,
  createdAt: r.i.createdAt,
  inviter:
    r.inviterId && r.inviterFirst !== null
      ? { id: r.inviterId, firstName: r.inviterFirst, lastName: r.inviterLast ?? '' }
      : null,
});

export const groupOrgInvitationsRepo = {
  /** The user's pending invitations to groups and organizations, newest first (on their index). */
  async pendingOf(db: Db, userId: string): Promise<InvitationRow[]> {
    const found = await rows(db)
      .where(eq(invitations.userId, userId))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(500);
    return found.map(toRow);
  },

  async find(db: Db, id: string): Promise<InvitationRow | undefined> {
    const [row] = await rows(db).where(eq(invitations.id, id)).limit(1);
    return row?.i.userId ? toRow(row) : undefined;
  },

  /** Accepts a group invitation in one transaction: it goes, the user becomes a MEMBER. */
  acceptGroup(db: Db, id: string, userId: string) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(invitations)
        .where(
          and(eq(invitations.id, id), eq(invitations.userId, userId), eq(invitations.kind, 'chat_group')),
        )
        .returning({ groupId: invitations.groupId });
      if (!gone?.groupId) return false as const;
      await tx
        .insert(chatMembers)
        .values({ groupId: gone.groupId, userId, role: 'MEMBER' })
        .onConflictDoNothing();
      return { groupId: gone.groupId };
    });
  },

  /**
   * Accepts an organization invitation in one transaction: it goes, the user becomes a member on
   * its terms. A department removed since the invitation leaves the member without one.
   */
  acceptOrganization(db: Db, id: string, userId: string) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(invitations)
        .where(
          and(eq(invitations.id, id), eq(invitations.userId, userId), eq(invitations.kind, 'organization')),
        )
        .returning({ orgId: invitations.orgId, terms: invitations.terms });
      if (!gone?.orgId || !gone.terms) return false as const;
      const t = gone.terms;
      const names = (
        await tx.select({ name: departments.name }).from(departments).where(eq(departments.orgId, gone.orgId))
      ).map((d) => d.name);
      const department =
        t.department && (names.length === 0 || names.includes(t.department)) ? t.department : null;
      await tx
        .insert(orgMembers)
        .values({
          orgId: gone.orgId,
          userId,
          role: t.role,
          customRoleName: t.customRoleName,
          department,
          team: t.team,
          jobTitle: t.jobTitle,
          canInvite: t.canInvite,
          canPost: t.canPost,
          isAdmin: t.isAdmin,
        })
        .onConflictDoNothing();
      return { orgId: gone.orgId };
    });
  },

  /** Declines: the invitation goes. False when it was no longer pending. */
  async decline(db: Db, id: string, userId: string) {
    const gone = await db
      .delete(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.userId, userId)))
      .returning({ id: invitations.id });
    return gone.length > 0;
  },

  /**
   * Invitations sent to the address before it had an account (organization, family, household)
   * become the new account's (registration with that email), except those across a block
   * (CONTRACT §8 "Blocking"), which go; answers the claimed ones for the notifications.
   */
  async claimByEmail(db: Db, userId: string, email: string) {
    const unclaimed = and(isNull(invitations.userId), eq(invitations.email, sql`lower(${email})`));
    const blocked = sql`exists (select 1 from user_blocks b
      where (b.blocker_id = ${userId} and b.blocked_id = ${invitations.invitedBy})
         or (b.blocker_id = ${invitations.invitedBy} and b.blocked_id = ${userId}))`;
    await db.delete(invitations).where(and(unclaimed, blocked));
    const claimed = await db
      .update(invitations)
      .set({ userId })
      .where(unclaimed)
      .returning({ id: invitations.id, kind: invitations.kind, invitedBy: invitations.invitedBy });
    return claimed;
  },
};
