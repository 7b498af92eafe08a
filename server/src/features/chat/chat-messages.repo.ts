import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { chatGroups, chatMembers, chatMessages, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { blockedBetween } from '../users/users.repo.ts';
import { chatGroupsRepo, directPeerOf } from './chat-groups.repo.ts';
import { unreadOf } from './unread-sql.ts';

type SentRow = {
  id: string;
  created_at: string | Date;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  member_ids: string[];
};

/** Messages, read marks and the typing name. */
export const chatMessagesRepo = {
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
    if (!(await chatGroupsRepo.membership(db, groupId, userId))) return undefined;
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
  /**
   * A page of messages older than the cursor (newest first), or all newer than `after` (oldest
   * first); what an admin hid only for its sender and admins (CONTRACT §8).
   */
  messages(
    db: Db,
    groupId: string,
    viewerId: string,
    page: { before?: Cursor | undefined; after?: Cursor | undefined; limit: number },
  ) {
    const shown = and(
      shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId),
      // CONTRACT §8: outside a one-to-one conversation, the messages of someone blocked either way
      // are not shown (a direct conversation keeps its history; nothing new is sent across a block).
      sql`(not ${blockedBetween(viewerId, sql`${chatMessages.userId}`)}
        or exists (select 1 from chat_groups g where g.id = ${groupId} and g.direct_key is not null))`,
    );
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
            shown,
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
          shown,
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(page.limit);
  },
  /** A message, with its group's name, if the viewer is a member of its group and may see it. */
  async messageFor(db: Db, messageId: string, viewerId: string) {
    const [row] = await db
      .select({ message: chatMessages, groupName: chatGroups.name })
      .from(chatMessages)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId))
      .innerJoin(
        chatMembers,
        and(eq(chatMembers.groupId, chatMessages.groupId), eq(chatMembers.userId, viewerId)),
      )
      .where(
        and(eq(chatMessages.id, messageId), shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId)),
      )
      .limit(1);
    return row;
  },
  /** Hides a message (an admin, after a report); answers its group, or undefined when it is gone. */
  async hideMessage(db: Db, messageId: string, note: string | null) {
    const [row] = await db
      .update(chatMessages)
      .set({ hiddenAt: sql`now()`, hiddenNote: note })
      .where(eq(chatMessages.id, messageId))
      .returning({ groupId: chatMessages.groupId });
    return row;
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
          -- CONTRACT §8: nothing is sent in a one-to-one conversation across a block.
          and not exists (select 1 from chat_groups g where g.id = ${groupId} and g.direct_key is not null
                and ${blockedBetween(userId, directPeerOf(sql`g.direct_key`, userId))})
        on conflict (user_id, client_key) where client_key is not null do nothing
        returning id, created_at
      )
      select ins.id, ins.created_at, u.first_name, u.last_name, u.profile_picture,
             -- Members blocked either way with the sender are not told of it (CONTRACT §8).
             array(select cm.user_id::text from chat_members cm where cm.group_id = ${groupId}
                   and not ${blockedBetween(userId, sql`cm.user_id`)}) as member_ids
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
};
