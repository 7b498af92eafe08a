import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

import { chatGroups, chatMembers, invitations, users } from '../../db/schema/index.ts';
import {
  blockState,
  closeCircle,
  groupAddPolicy,
  knows,
  profileIsPublic,
} from '../../identity/circles-sql.ts';
import { unreadOf } from './unread-sql.ts';

export type NewGroup = typeof chatGroups.$inferInsert;

const latest = (column: 'content' | 'created_at') =>
  sql.raw(
    `(select m.${column} from chat_messages m where m.group_id = chat_groups.id and m.hidden_at is null
      order by m.created_at desc, m.id desc limit 1)`,
  );

export interface PeerJson {
  id: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

/** The other person's id of a DIRECT group's `direct_key` (an SQL expression of it), as seen by `userId`. */
export const directPeerOf = (directKey: SQL, userId: string | SQL) =>
  sql`(case when split_part(${directKey}, ':', 1) = ${userId}
            then split_part(${directKey}, ':', 2) else split_part(${directKey}, ':', 1) end)::uuid`;

/** Groups, their members, direct conversations, creating, joining and leaving. */
export const chatGroupsRepo = {
  /**
   * The user's groups with their role, member count, latest message, unread count and (DIRECT
   * groups) the other person, most recently active first.
   */
  groupsOf(db: Db, userId: string) {
    return db
      .select({
        group: chatGroups,
        role: chatMembers.role,
        mutedUntil: chatMembers.mutedUntil,
        unread: sql<number>`${unreadOf('chat_members')}`.mapWith(Number),
        // The other id of the pair in direct_key: the person stays named even after they left.
        peer: sql<PeerJson | null>`(select json_build_object('id', u.id, 'first_name', u.first_name,
            'last_name', u.last_name, 'profile_picture', u.profile_picture)
          from users u where ${chatGroups.directKey} is not null
            and u.id = ${directPeerOf(sql`${chatGroups.directKey}`, userId)})`,
        memberCount:
          sql<number>`(select count(*) from chat_members c where c.group_id = ${chatGroups.id})`.mapWith(
            Number,
          ),
        latestContent: sql<string | null>`${latest('content')}`,
        latestAt: sql<string | null>`${latest('created_at')}`,
      })
      .from(chatMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
      .where(eq(chatMembers.userId, userId))
      .orderBy(desc(sql`coalesce(${latest('created_at')}, ${chatGroups.createdAt})`), asc(chatGroups.id));
  },
  /** Unread messages over all of the user's groups (each counted up to UNREAD_CAP). */
  async unreadTotal(db: Db, userId: string): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${unreadOf('chat_members')}), 0)`.mapWith(Number) })
      .from(chatMembers)
      // A muted group's messages stay out of the navigation badge (issue 31).
      .where(
        and(
          eq(chatMembers.userId, userId),
          sql`(${chatMembers.mutedUntil} is null or ${chatMembers.mutedUntil} <= now())`,
        ),
      );
    return row?.total ?? 0;
  },
  /** Whether the target exists, and how the caller stands with them (see chat.policy.ts openDirect). */
  async directTarget(db: Db, callerId: string, targetId: string) {
    const [row] = await db
      .select({
        profilePublic: profileIsPublic,
        knows: knows(callerId, sql`${targetId}::uuid`),
        block: blockState(callerId, sql`${targetId}::uuid`),
      })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1);
    return row;
  },
  /**
   * How the user stands, as to blocking, with the other person of a DIRECT group (CONTRACT §8);
   * undefined for any other group or an unknown one.
   */
  async directBlock(db: Db, groupId: string, userId: string) {
    const [row] = await db
      .select({ state: blockState(userId, directPeerOf(sql`${chatGroups.directKey}`, userId)) })
      .from(chatGroups)
      .where(and(eq(chatGroups.id, groupId), sql`${chatGroups.directKey} is not null`))
      .limit(1);
    return row?.state;
  },
  /** The DIRECT group of a pair, if there is one. */
  async findDirect(db: Db, key: string) {
    const [row] = await db.select().from(chatGroups).where(eq(chatGroups.directKey, key)).limit(1);
    return row;
  },
  /**
   * The DIRECT group of the pair, created when missing (a concurrent call waits on the unique
   * `direct_key` and then finds the winner's), with both people as MEMBERs again (one of them may
   * have left it). Answers the group, whether it was created, and who was (re)added.
   */
  openDirect(db: Db, key: string, group: NewGroup, userIds: [string, string]) {
    return db.transaction(async (tx) => {
      const [created] = await tx
        .insert(chatGroups)
        .values({ ...group, groupType: 'DIRECT', directKey: key })
        .onConflictDoNothing({ target: chatGroups.directKey })
        .returning();
      const row =
        created ?? (await tx.select().from(chatGroups).where(eq(chatGroups.directKey, key)).limit(1))[0];
      if (!row) throw new Error('direct group vanished');
      const added = await tx
        .insert(chatMembers)
        .values(userIds.map((userId) => ({ groupId: row.id, userId, role: 'MEMBER' as const })))
        .onConflictDoNothing()
        .returning({ id: chatMembers.userId });
      return { group: row, created: !!created, added: added.map((a) => a.id) };
    });
  },
  async membership(db: Db, groupId: string, userId: string) {
    const [row] = await db
      .select({ role: chatMembers.role })
      .from(chatMembers)
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
      .limit(1);
    return row;
  },
  async findGroup(db: Db, groupId: string) {
    const [row] = await db.select().from(chatGroups).where(eq(chatGroups.id, groupId)).limit(1);
    return row;
  },
  /**
   * The user leaves, in one transaction: when the last ADMIN goes, the longest-standing member
   * becomes ADMIN; when nobody is left, the group is deleted. Answers what happened.
   */
  leave(db: Db, groupId: string, userId: string) {
    return db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(chatMembers)
        .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
        .returning({ role: chatMembers.role });
      if (!gone) return { left: false, deleted: false, newAdmin: null };
      const rest = await tx
        .select({ userId: chatMembers.userId, role: chatMembers.role })
        .from(chatMembers)
        .where(eq(chatMembers.groupId, groupId))
        .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
      if (rest.length === 0) {
        await tx.delete(chatGroups).where(eq(chatGroups.id, groupId));
        return { left: true, deleted: true, newAdmin: null };
      }
      const heir = rest[0];
      if (heir && !rest.some((m) => m.role === 'ADMIN')) {
        await tx
          .update(chatMembers)
          .set({ role: 'ADMIN' })
          .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, heir.userId)));
        return { left: true, deleted: false, newAdmin: heir.userId };
      }
      return { left: true, deleted: false, newAdmin: null };
    });
  },
  async memberIds(db: Db, groupId: string): Promise<string[]> {
    const rows = await db
      .select({ id: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.groupId, groupId));
    return rows.map((r) => r.id);
  },
  members(db: Db, groupId: string) {
    return db
      .select({
        userId: chatMembers.userId,
        role: chatMembers.role,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(eq(chatMembers.groupId, groupId))
      .orderBy(asc(chatMembers.joinedAt), asc(users.lastName));
  },
  /**
   * The people asked into a group by `adderId`, as the consent rule needs them (CONTRACT §4
   * "Consent, continued"): name, `who_can_add_me_to_groups`, and whether they are the adder's
   * friend, family member or household resident. Unknown ids are absent.
   */
  async candidates(db: Db, adderId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        policy: groupAddPolicy,
        inCircle: closeCircle(adderId, sql`${users.id}`).mapWith(Boolean),
        block: blockState(adderId, sql`${users.id}`),
      })
      .from(users)
      .where(inArray(users.id, ids));
  },
  /**
   * Creates the group with the creator as ADMIN, the members who may be added at once, and
   * invitations for the others, in one transaction.
   */
  createGroup(db: Db, group: NewGroup, creatorId: string, memberIds: string[], inviteeIds: string[]) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(chatGroups).values(group).returning();
      if (!row) throw new Error('insert returned nothing');
      await tx
        .insert(chatMembers)
        .values([
          { groupId: row.id, userId: creatorId, role: 'ADMIN' as const },
          ...memberIds
            .filter((id) => id !== creatorId)
            .map((userId) => ({ groupId: row.id, userId, role: 'MEMBER' as const })),
        ]);
      const invited = await inviteTo(tx, row.id, inviteeIds, creatorId);
      return { group: row, invited };
    });
  },
  /**
   * Adds users as MEMBERs (those already in stay as they are; an invitation of theirs goes) and
   * invites the others, in one transaction; answers who was added and who newly invited.
   */
  addMembers(db: Db, groupId: string, memberIds: string[], inviteeIds: string[], inviterId: string) {
    return db.transaction(async (tx) => {
      const rows =
        memberIds.length === 0
          ? []
          : await tx
              .insert(chatMembers)
              .values(memberIds.map((userId) => ({ groupId, userId, role: 'MEMBER' as const })))
              .onConflictDoNothing()
              .returning({ id: chatMembers.userId });
      const added = rows.map((r) => r.id);
      if (added.length > 0)
        await tx
          .delete(invitations)
          .where(and(eq(invitations.groupId, groupId), inArray(invitations.userId, added)));
      const invited = await inviteTo(tx, groupId, inviteeIds, inviterId);
      return { added, invited };
    });
  },
};

/** Invitations of `userIds` to the group (one each; a pending one stays); answers the new ones. */
async function inviteTo(tx: Tx, groupId: string, userIds: string[], inviterId: string) {
  if (userIds.length === 0) return [];
  return tx
    .insert(invitations)
    .values(userIds.map((userId) => ({ kind: 'chat_group' as const, groupId, userId, invitedBy: inviterId })))
    .onConflictDoNothing()
    .returning({ id: invitations.id, userId: invitations.userId });
}
