import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  chatGroups,
  chatMembers,
  chatMessages,
  scheduledActionExceptions,
  scheduledActionParticipants,
  scheduledActions,
  users,
} from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { knows, profileIsPublic } from '../users/users.repo.ts';

export type NewGroup = typeof chatGroups.$inferInsert;
export type NewEvent = typeof scheduledActions.$inferInsert;

const latest = (column: 'content' | 'created_at') =>
  sql.raw(
    `(select m.${column} from chat_messages m where m.group_id = chat_groups.id order by m.created_at desc, m.id desc limit 1)`,
  );

/** Unread counts stop here: the badge shows «999+», and a long-unread group costs no more to list. */
export const UNREAD_CAP = 1000;

/**
 * Messages by others in `chat_members.group_id` after the member's `last_read_at` (before any
 * read: after they joined; the millisecond of joining counts, as message times are rounded to
 * milliseconds), counted up to UNREAD_CAP. It walks the (group_id, created_at) index from the
 * read mark on.
 */
const unreadOf = (member: string) =>
  sql.raw(`(select count(*) from (select 1 from chat_messages m
      where m.group_id = ${member}.group_id
        and m.created_at > coalesce(${member}.last_read_at, ${member}.joined_at - interval '1 millisecond')
        and m.user_id is distinct from ${member}.user_id
      limit ${UNREAD_CAP}) u)`);

export interface PeerJson {
  id: string;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
}

type SentRow = {
  id: string;
  created_at: string | Date;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  member_ids: string[];
};

export const chatRepo = {
  /**
   * The user's groups with their role, member count, latest message, unread count and (DIRECT
   * groups) the other person, most recently active first.
   */
  groupsOf(db: Db, userId: string) {
    return db
      .select({
        group: chatGroups,
        role: chatMembers.role,
        unread: sql<number>`${unreadOf('chat_members')}`.mapWith(Number),
        // The other id of the pair in direct_key: the person stays named even after they left.
        peer: sql<PeerJson | null>`(select json_build_object('id', u.id, 'first_name', u.first_name,
            'last_name', u.last_name, 'profile_picture', u.profile_picture)
          from users u where ${chatGroups.directKey} is not null
            and u.id = (case when split_part(${chatGroups.directKey}, ':', 1) = ${userId}
                             then split_part(${chatGroups.directKey}, ':', 2)
                             else split_part(${chatGroups.directKey}, ':', 1) end)::uuid)`,
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
      .where(eq(chatMembers.userId, userId));
    return row?.total ?? 0;
  },
  /**
   * Moves the member's read mark to the message's time (`messageId`, which must be in the group)
   * or to now, never backwards; answers the mark and what is still unread, undefined when the user
   * is not a member, or `{ missing: true }` when the message is not in the group.
   */
  async markRead(db: Db, groupId: string, userId: string, messageId?: string) {
    const to = messageId
      ? sql`(select m.created_at from chat_messages m where m.id = ${messageId} and m.group_id = ${groupId})`
      : sql`now()`;
    const result = await db.execute<{ last_read_at: string | Date | null; unread: number | string }>(sql`
      with upd as (
        update chat_members cm
        set last_read_at = greatest(cm.last_read_at, ${to})
        where cm.group_id = ${groupId} and cm.user_id = ${userId} and ${to} is not null
        returning cm.group_id, cm.user_id, cm.last_read_at, cm.joined_at
      )
      select upd.last_read_at, ${unreadOf('upd')} as unread from upd`);
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    const row = rows[0] as { last_read_at: string | Date | null; unread: number | string } | undefined;
    if (row) return { lastReadAt: row.last_read_at, unread: Number(row.unread), missing: false as const };
    if (!(await this.membership(db, groupId, userId))) return undefined;
    return { lastReadAt: null, unread: 0, missing: true as const };
  },
  /** The member's first name, for the typing indicator; undefined when not a member. */
  async memberName(db: Db, groupId: string, userId: string) {
    const [row] = await db
      .select({ firstName: users.firstName })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
      .limit(1);
    return row;
  },
  /** Whether the target exists, and how the caller stands with them (see chat.policy.ts openDirect). */
  async directTarget(db: Db, callerId: string, targetId: string) {
    const [row] = await db
      .select({ profilePublic: profileIsPublic, knows: knows(callerId, sql`${targetId}::uuid`) })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1);
    return row;
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
  /** One message with its group and sender, as a push tells it (issue 35 §3). */
  async messageForPush(db: Db, messageId: string) {
    const [row] = await db
      .select({
        groupId: chatMessages.groupId,
        content: chatMessages.content,
        groupName: chatGroups.name,
        groupType: chatGroups.groupType,
        firstName: users.firstName,
        lastName: users.lastName,
        gender: users.gender,
      })
      .from(chatMessages)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId))
      .leftJoin(users, eq(users.id, chatMessages.userId))
      .where(eq(chatMessages.id, messageId))
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
   * With a client key already used by this sender, nothing is inserted (undefined too: see
   * `byClientKey`).
   */
  async sendAsMember(db: Db, groupId: string, userId: string, content: string, clientKey?: string) {
    const result = await db.execute<SentRow>(sql`
      with ins as (
        insert into chat_messages (group_id, user_id, content, client_key)
        select ${groupId}, ${userId}, ${content}, ${clientKey ?? null}::uuid
        where exists (select 1 from chat_members where group_id = ${groupId} and user_id = ${userId})
        on conflict (user_id, client_key) where client_key is not null do nothing
        returning id, created_at
      )
      select ins.id, ins.created_at, u.first_name, u.last_name, u.profile_picture,
             array(select cm.user_id::text from chat_members cm where cm.group_id = ${groupId}) as member_ids
      from ins join users u on u.id = ${userId}`);
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    return rows[0] as SentRow | undefined;
  },
  /** The message this sender already made with this client key (the outbox's retry), if any. */
  async byClientKey(db: Db, userId: string, clientKey: string) {
    const [row] = await db
      .select({
        message: chatMessages,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientKey, clientKey)))
      .limit(1);
    return row;
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
  /**
   * A group's events that may have an occurrence in [from, to] (issue 21): one-off events dated
   * in it, series started by its end, and series with an occurrence moved into it.
   */
  eventsInRange(db: Db, groupId: string, from: string, to: string) {
    return db
      .select()
      .from(scheduledActions)
      .where(
        and(
          eq(scheduledActions.groupId, groupId),
          sql`(${scheduledActions.scheduledDate} between ${from} and ${to}
            or (${scheduledActions.recurrenceRule} is not null and ${scheduledActions.scheduledDate} <= ${to})
            or exists (select 1 from ${scheduledActionExceptions} x
              where x.action_id = ${scheduledActions.id} and x.moved_date between ${from} and ${to}))`,
        ),
      )
      .orderBy(asc(scheduledActions.scheduledDate), asc(scheduledActions.id));
  },
  /** The cancelled and moved occurrences of the given events. */
  exceptions(db: Db, actionIds: string[]) {
    if (actionIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(scheduledActionExceptions)
      .where(inArray(scheduledActionExceptions.actionId, actionIds))
      .orderBy(asc(scheduledActionExceptions.occurrenceDate));
  },
  /**
   * Replaces the event's fields and, in the same transaction, drops the exceptions no longer on
   * its rule (`drop`: their occurrence dates; 'all' when it no longer repeats).
   */
  async updateEvent(db: Db, id: string, values: Partial<NewEvent>, drop: string[] | 'all') {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(scheduledActions)
        .set(values)
        .where(eq(scheduledActions.id, id))
        .returning();
      if (!row) return undefined;
      if (drop === 'all')
        await tx.delete(scheduledActionExceptions).where(eq(scheduledActionExceptions.actionId, id));
      else if (drop.length > 0)
        await tx
          .delete(scheduledActionExceptions)
          .where(
            and(
              eq(scheduledActionExceptions.actionId, id),
              inArray(scheduledActionExceptions.occurrenceDate, drop),
            ),
          );
      return row;
    });
  },
  /** Deletes the event; its exceptions, answers and reminders go with it (FK cascade). */
  async deleteEvent(db: Db, id: string) {
    await db.delete(scheduledActions).where(eq(scheduledActions.id, id));
  },
  /** Cancels or moves one occurrence (a second change replaces the first). */
  async setException(db: Db, values: typeof scheduledActionExceptions.$inferInsert) {
    const [row] = await db
      .insert(scheduledActionExceptions)
      .values(values)
      .onConflictDoUpdate({
        target: [scheduledActionExceptions.actionId, scheduledActionExceptions.occurrenceDate],
        set: { cancelled: values.cancelled, movedDate: values.movedDate, movedTime: values.movedTime },
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
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
        response: scheduledActionParticipants.response,
      })
      .from(scheduledActionParticipants)
      .innerJoin(users, eq(users.id, scheduledActionParticipants.userId))
      .where(inArray(scheduledActionParticipants.actionId, actionIds))
      .orderBy(asc(scheduledActionParticipants.joinedAt), asc(scheduledActionParticipants.userId));
  },
  async joinEvent(db: Db, actionId: string, userId: string) {
    await chatRepo.setRsvp(db, actionId, userId, 'going');
  },
  /** One answer per member: a new answer replaces the old one (the join order stays). */
  async setRsvp(db: Db, actionId: string, userId: string, response: 'going' | 'maybe' | 'not_going') {
    await db
      .insert(scheduledActionParticipants)
      .values({ actionId, userId, response })
      .onConflictDoUpdate({
        target: [scheduledActionParticipants.actionId, scheduledActionParticipants.userId],
        set: { response },
      });
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
