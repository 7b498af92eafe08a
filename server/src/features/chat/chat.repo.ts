import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  chatGroups,
  chatMembers,
  chatMessages,
  scheduledActionParticipants,
  scheduledActions,
  users,
} from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

export type NewGroup = typeof chatGroups.$inferInsert;
export type NewEvent = typeof scheduledActions.$inferInsert;

const latest = (column: 'content' | 'created_at') =>
  sql.raw(
    `(select m.${column} from chat_messages m where m.group_id = chat_groups.id order by m.created_at desc, m.id desc limit 1)`,
  );

export const chatRepo = {
  /** The user's groups with their role, member count and latest message, most recently active first. */
  groupsOf(db: Db, userId: string) {
    return db
      .select({
        group: chatGroups,
        role: chatMembers.role,
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
  async existingUserIds(db: Db, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    return rows.map((r) => r.id);
  },
  /** Creates the group with the creator as ADMIN and the members, in one transaction. */
  createGroup(db: Db, group: NewGroup, creatorId: string, memberIds: string[]) {
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
      return row;
    });
  },
  /** Adds users as MEMBERs (those already in stay as they are); answers the ids actually added. */
  async addMembers(db: Db, groupId: string, userIds: string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await db
      .insert(chatMembers)
      .values(userIds.map((userId) => ({ groupId, userId, role: 'MEMBER' as const })))
      .onConflictDoNothing()
      .returning({ id: chatMembers.userId });
    return rows.map((r) => r.id);
  },
  /** A page of messages older than the cursor (newest first), or all newer than `after` (oldest first). */
  messages(
    db: Db,
    groupId: string,
    page: { before?: Cursor | undefined; after?: Cursor | undefined; limit: number },
  ) {
    const base = db
      .select({
        message: chatMessages,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.userId));
    if (page.after) {
      return base
        .where(
          and(
            eq(chatMessages.groupId, groupId),
            beyondCursor(chatMessages.createdAt, chatMessages.id, '>', page.after),
          ),
        )
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
        .limit(page.limit);
    }
    const b = page.before;
    return base
      .where(
        and(
          eq(chatMessages.groupId, groupId),
          // The (group_id, created_at, id) index seeks straight to the cursor.
          b ? beyondCursor(chatMessages.createdAt, chatMessages.id, '<', b) : undefined,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(page.limit);
  },
  /**
   * Sends in one round trip: inserts only if the sender is a member, and answers the message with
   * the sender's name and the ids of every member to push it to. Undefined when not a member.
   */
  async sendAsMember(db: Db, groupId: string, userId: string, content: string) {
    const result = await db.execute<{
      id: string;
      created_at: string | Date;
      first_name: string;
      last_name: string;
      profile_picture: string | null;
      member_ids: string[];
    }>(sql`
      with ins as (
        insert into chat_messages (group_id, user_id, content)
        select ${groupId}, ${userId}, ${content}
        where exists (select 1 from chat_members where group_id = ${groupId} and user_id = ${userId})
        returning id, created_at
      )
      select ins.id, ins.created_at, u.first_name, u.last_name, u.profile_picture,
             array(select cm.user_id::text from chat_members cm where cm.group_id = ${groupId}) as member_ids
      from ins join users u on u.id = ${userId}`);
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    return rows[0] as
      | {
          id: string;
          created_at: string | Date;
          first_name: string;
          last_name: string;
          profile_picture: string | null;
          member_ids: string[];
        }
      | undefined;
  },
  events(db: Db, groupId: string) {
    return db
      .select()
      .from(scheduledActions)
      .where(eq(scheduledActions.groupId, groupId))
      .orderBy(
        asc(scheduledActions.scheduledDate),
        asc(scheduledActions.scheduledTime),
        asc(scheduledActions.id),
      );
  },
  async insertEvent(db: Db, values: NewEvent) {
    const [row] = await db.insert(scheduledActions).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async findEvent(db: Db, id: string) {
    const [row] = await db.select().from(scheduledActions).where(eq(scheduledActions.id, id)).limit(1);
    return row;
  },
  async completeEvent(db: Db, id: string) {
    const [row] = await db
      .update(scheduledActions)
      .set({ isCompleted: true })
      .where(eq(scheduledActions.id, id))
      .returning();
    return row;
  },
  /** Participants of the given events with their names, in the order they joined. */
  participants(db: Db, actionIds: string[]) {
    if (actionIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        actionId: scheduledActionParticipants.actionId,
        userId: scheduledActionParticipants.userId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(scheduledActionParticipants)
      .innerJoin(users, eq(users.id, scheduledActionParticipants.userId))
      .where(inArray(scheduledActionParticipants.actionId, actionIds))
      .orderBy(asc(scheduledActionParticipants.joinedAt), asc(scheduledActionParticipants.userId));
  },
  async joinEvent(db: Db, actionId: string, userId: string) {
    await db.insert(scheduledActionParticipants).values({ actionId, userId }).onConflictDoNothing();
  },
  async leaveEvent(db: Db, actionId: string, userId: string) {
    await db
      .delete(scheduledActionParticipants)
      .where(
        and(
          eq(scheduledActionParticipants.actionId, actionId),
          eq(scheduledActionParticipants.userId, userId),
        ),
      );
  },
};
