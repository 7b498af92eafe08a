import { type Relationship, ROLE_OF_RELATIONSHIP } from '@krug/contract/family';
import type { HOUSEHOLD_RELATIONSHIPS } from '@krug/contract/household';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatGroups,
  chatMembers,
  familyMembers,
  householdMembers,
  invitations,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';

/** Where an invitation by email leads: a family or a household. */
export type EmailInviteKind = 'family' | 'household';
export interface EmailInviteTarget {
  kind: EmailInviteKind;
  id: string;
}

/** One pending invitation by email with its inviter, as the managers list it. */
export interface EmailInviteRow {
  id: string;
  email: string;
  relationship: string;
  invitedBy: string | null;
  createdAt: Date;
  inviter: { id: string; firstName: string; lastName: string } | null;
}

const targetColumn = (kind: EmailInviteKind) =>
  kind === 'family' ? invitations.familyId : invitations.householdId;
const memberTable = (kind: EmailInviteKind) => (kind === 'family' ? 'family_members' : 'household_members');
const memberParent = (kind: EmailInviteKind) => (kind === 'family' ? 'family_id' : 'household_id');
const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

/** PostgreSQL's unique_violation, however the driver wraps it. */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: unknown } | null;
  return !!e && (e.code === '23505' || (e.cause !== undefined && isUniqueViolation(e.cause)));
};

/**
 * Invitations to a family or a household sent to an email address (issue 33 §3), in the
 * `invitations` table: bound to the account of that address if there is one, else waiting for one
 * (user_id null; claimed at registration, group-org-invitations.repo.ts claimByEmail).
 */
export const emailInvitesRepo = {
  /**
   * Invites an address in one statement. Nothing is written when the account of that address is
   * already a member or invited (by account or by this address). Across a block either way the
   * invitation waits unbound (user_id null), so the inviter sees what any unknown address gives
   * and the blocked account never receives it (CONTRACT §8 "Blocking"). Answers the new invitation.
   */
  async invite(
    db: Db,
    v: { target: EmailInviteTarget; email: string; relationship: string; inviterId: string },
  ): Promise<{ id: string; userId: string | null } | undefined> {
    const { kind, id } = v.target;
    const table = sql.raw(memberTable(kind));
    const parent = sql.raw(memberParent(kind));
    const column = sql.raw(kind === 'family' ? 'family_id' : 'household_id');
    const result = await db.execute(sql`
      with u as (select id from users where email = ${v.email}),
      free as (select id from u where not exists (
                 select 1 from user_blocks b
                 where (b.blocker_id = u.id and b.blocked_id = ${v.inviterId})
                    or (b.blocker_id = ${v.inviterId} and b.blocked_id = u.id)))
      insert into invitations (kind, ${column}, email, user_id, invited_by, relationship)
      select ${kind}, ${id}, ${v.email}, (select id from free), ${v.inviterId}, ${v.relationship}
      where not exists (select 1 from ${table} m where m.${parent} = ${id} and m.user_id = (select id from u))
      on conflict do nothing
      returning id, user_id`);
    const row = rowsOf(result)[0] as { id: string; user_id: string | null } | undefined;
    return row ? { id: row.id, userId: row.user_id } : undefined;
  },

  /** The pending invitations by email of a family or household, newest first. */
  async pendingFor(db: Db, target: EmailInviteTarget): Promise<EmailInviteRow[]> {
    const found = await db
      .select({
        id: invitations.id,
        email: invitations.email,
        relationship: invitations.relationship,
        invitedBy: invitations.invitedBy,
        createdAt: invitations.createdAt,
        inviterFirst: users.firstName,
        inviterLast: users.lastName,
      })
      .from(invitations)
      .leftJoin(users, eq(users.id, invitations.invitedBy))
      .where(and(eq(targetColumn(target.kind), target.id), eq(invitations.kind, target.kind)))
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(500);
    return found.map((r) => ({
      id: r.id,
      email: r.email ?? '',
      relationship: r.relationship ?? 'other',
      invitedBy: r.invitedBy,
      createdAt: r.createdAt,
      inviter:
        r.invitedBy && r.inviterFirst !== null
          ? { id: r.invitedBy, firstName: r.inviterFirst, lastName: r.inviterLast ?? '' }
          : null,
    }));
  },

  /** One pending invitation by email of the family or household. */
  async findFor(db: Db, target: EmailInviteTarget, id: string) {
    const [row] = await db
      .select({ id: invitations.id, invitedBy: invitations.invitedBy })
      .from(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(targetColumn(target.kind), target.id),
          eq(invitations.kind, target.kind),
        ),
      )
      .limit(1);
    return row;
  },

  /** What the delivery job needs: the invitation as it stands now (undefined once answered or cancelled). */
  async forDelivery(db: Db, id: string) {
    const [row] = await db
      .select({
        id: invitations.id,
        kind: invitations.kind,
        email: invitations.email,
        userId: invitations.userId,
        invitedBy: invitations.invitedBy,
        // Written out: inside a one-table select drizzle leaves the column unqualified.
        accountExists: sql<boolean>`exists (select 1 from users x where x.email = invitations.email)`,
      })
      .from(invitations)
      .where(eq(invitations.id, id))
      .limit(1);
    return row;
  },

  /** Cancels a pending invitation of the family or household; false when it was gone. */
  async cancel(db: Db, target: EmailInviteTarget, id: string) {
    const gone = await db
      .delete(invitations)
      .where(
        and(
          eq(invitations.id, id),
          eq(targetColumn(target.kind), target.id),
          eq(invitations.kind, target.kind),
        ),
      )
      .returning({ id: invitations.id });
    return gone.length > 0;
  },

  /**
   * Accepts a family invitation by email in one transaction: it goes, the user becomes an active
   * member with the relationship it carried (an invitation of theirs by account becomes active
   * too) and joins the family's FAMILY chat group. False when it was no longer pending.
   */
  acceptFamily(db: Db, id: string, userId: string) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(invitations)
        .where(and(eq(invitations.id, id), eq(invitations.userId, userId), eq(invitations.kind, 'family')))
        .returning({
          familyId: invitations.familyId,
          relationship: invitations.relationship,
          invitedBy: invitations.invitedBy,
        });
      if (!gone?.familyId) return false as const;
      const familyId = gone.familyId;
      const relationship = (gone.relationship ?? 'other') as Relationship;
      const [user] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!user) return false as const;
      await tx
        .update(familyMembers)
        .set({ status: 'active', createdAt: new Date() })
        .where(
          and(
            eq(familyMembers.familyId, familyId),
            eq(familyMembers.userId, userId),
            eq(familyMembers.status, 'invited'),
          ),
        );
      await tx
        .insert(familyMembers)
        .values({
          familyId,
          userId,
          firstName: user.firstName,
          lastName: user.lastName,
          role: ROLE_OF_RELATIONSHIP[relationship],
          relationship,
          invitedBy: gone.invitedBy,
          status: 'active',
        })
        .onConflictDoNothing();
      return { groupId: await joinFamilyGroup(tx, familyId, userId) };
    });
  },

  /**
   * Accepts a household invitation by email: 'elsewhere' when the user already lives in a
   * household (the partial unique index decides under concurrency too), false when it was no
   * longer pending.
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
        const [gone] = await tx
          .delete(invitations)
          .where(
            and(eq(invitations.id, id), eq(invitations.userId, userId), eq(invitations.kind, 'household')),
          )
          .returning({
            householdId: invitations.householdId,
            relationship: invitations.relationship,
            invitedBy: invitations.invitedBy,
          });
        if (!gone?.householdId) return false;
        const householdId = gone.householdId;
        // An invitation of theirs by account to the same household becomes this membership.
        await tx
          .delete(householdMembers)
          .where(and(eq(householdMembers.householdId, householdId), eq(householdMembers.userId, userId)));
        await tx.insert(householdMembers).values({
          householdId,
          userId,
          relationship: (gone.relationship ?? 'other') as (typeof HOUSEHOLD_RELATIONSHIPS)[number],
          invitedBy: gone.invitedBy,
          status: 'active',
        });
        return true;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'elsewhere';
      throw err;
    }
  },
};

/** The user joins the family's FAMILY chat group (if it has one); answers its id. */
async function joinFamilyGroup(tx: Tx, familyId: string, userId: string) {
  const [group] = await tx
    .select({ id: chatGroups.id })
    .from(chatGroups)
    .where(eq(chatGroups.familyId, familyId))
    .limit(1);
  if (group) await tx.insert(chatMembers).values({ groupId: group.id, userId }).onConflictDoNothing();
  return group?.id ?? null;
}
