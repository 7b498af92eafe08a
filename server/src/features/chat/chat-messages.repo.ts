import { and, asc, desc, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { arrayStatement, ISO_FORMAT } from '../../db/array-rows.ts';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import {
  chatGroups,
  chatMembers,
  chatMessageMedia,
  chatMessages,
  mediaFiles,
  users,
} from '../../db/schema/index.ts';
import { blockedBetween } from '../../identity/circles-sql.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { chatGroupsRepo, directPeerOf } from './chat-groups.repo.ts';
import { messageExtras, replied, repliedAuthor } from './message-extras-sql.ts';
import { unreadOf } from './unread-sql.ts';

type SentRow = {
  id: string;
  created_at: string | Date;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  member_ids: string[];
  reply_id: string | null;
  reply_content: string | null;
  reply_deleted_at: string | Date | null;
  reply_first_name: string | null;
  reply_last_name: string | null;
  /** Members other than the sender with a push device (a subset of `member_ids`). */
  push_ids: string[];
};

/** What a message is sent with besides its text (issue 31). */
export interface SendOptions {
  clientKey?: string | undefined;
  replyToId?: string | undefined;
  forwardedFrom?: string | null | undefined;
}

const p = {
  groupId: sql.placeholder('groupId'),
  userId: sql.placeholder('userId'),
  content: sql.placeholder('content'),
  clientKey: sql.placeholder('clientKey'),
  replyTo: sql.placeholder('replyTo'),
  forwardedFrom: sql.placeholder('forwardedFrom'),
};
const at = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

/**
 * The send (issue 31's checks in one statement) as a named prepared statement, one per database:
 * PostgreSQL parses it once per connection and keeps a generic plan, where planning its
 * subqueries cost ~70% of its time (0.48 of 0.68 ms per message in `npm run bench:chat`).
 */
const sendStatement = oncePerDb((db) => {
  const { groupId, userId, clientKey, replyTo } = p;
  return arrayStatement<SentRow>(
    db,
    sql`
      with ins as (
        insert into chat_messages (group_id, user_id, content, client_key, reply_to_id, forwarded_from)
        select ${groupId}::uuid, ${userId}::uuid, ${p.content}::text, ${clientKey}::uuid,
               ${replyTo}::uuid, ${p.forwardedFrom}::text
        where exists (select 1 from chat_members where group_id = ${groupId}::uuid and user_id = ${userId}::uuid)
          -- CONTRACT §8: nothing is sent in a one-to-one conversation across a block.
          and not exists (select 1 from chat_groups g where g.id = ${groupId}::uuid and g.direct_key is not null
                and ${blockedBetween(sql`${userId}::uuid`, directPeerOf(sql`g.direct_key`, sql`${userId}::text`))})
          -- A reply answers a message of the same conversation (issue 31).
          and (${replyTo}::uuid is null or exists (select 1 from chat_messages rm
                where rm.id = ${replyTo}::uuid and rm.group_id = ${groupId}::uuid))
        on conflict (user_id, client_key) where client_key is not null do nothing
        returning id, created_at, reply_to_id
      )
      , told as (
        -- Members blocked either way with the sender are not told of it (CONTRACT §8).
        select cm.user_id,
               cm.user_id <> ${userId}::uuid
                 and exists (select 1 from push_subscriptions s where s.user_id = cm.user_id) as pushed
        from chat_members cm
        where cm.group_id = ${groupId}::uuid
          and not ${blockedBetween(sql`${userId}::uuid`, sql`cm.user_id`)}
      )
      select ins.id, ${at(sql`ins.created_at`)}, u.first_name, u.last_name, u.profile_picture,
             array(select t.user_id::text from told t) as member_ids,
             r.id as reply_id, r.content as reply_content, ${at(sql`r.deleted_at`)},
             ru.first_name as reply_first_name, ru.last_name as reply_last_name,
             -- The others with a push device (features/push), so the push needs no query of its own.
             array(select t.user_id::text from told t where t.pushed) as push_ids
      from ins join users u on u.id = ${userId}::uuid
        left join chat_messages r on r.id = ins.reply_to_id
        left join users ru on ru.id = r.user_id`,
    (r) => ({
      id: r[0] as string,
      created_at: r[1] as string,
      first_name: r[2] as string,
      last_name: r[3] as string,
      profile_picture: r[4] as string | null,
      member_ids: r[5] as string[],
      reply_id: r[6] as string | null,
      reply_content: r[7] as string | null,
      reply_deleted_at: r[8] as string | null,
      reply_first_name: r[9] as string | null,
      reply_last_name: r[10] as string | null,
      push_ids: r[11] as string[],
    }),
    'chat_send',
  );
});

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
    type Row = {
      last_read_at: string | Date | null;
      unread: number | string;
      first_name: string;
      last_name: string;
      others: string[];
    };
    // The reader's name and the other members come back in the same round trip: their read mark
    // moves live on the others' screens (issue 31).
    const result = await db.execute<Row>(sql`
      with upd as (
        update chat_members cm
        set last_read_at = greatest(cm.last_read_at, ${to})
        where cm.group_id = ${groupId} and cm.user_id = ${userId} and ${to} is not null
        returning cm.group_id, cm.user_id, cm.last_read_at, cm.joined_at
      )
      select upd.last_read_at, ${unreadOf('upd')} as unread, u.first_name, u.last_name,
             array(select o.user_id::text from chat_members o
                   where o.group_id = upd.group_id and o.user_id <> upd.user_id) as others
      from upd join users u on u.id = upd.user_id`);
    const rows = (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
    const row = rows[0] as Row | undefined;
    if (row)
      return {
        lastReadAt: row.last_read_at,
        unread: Number(row.unread),
        firstName: row.first_name,
        lastName: row.last_name,
        others: row.others,
        missing: false as const,
      };
    if (!(await chatGroupsRepo.membership(db, groupId, userId))) return undefined;
    return { lastReadAt: null, unread: 0, missing: true as const };
  },
  /** The other members' read marks (those who read anything): the ticks of the viewer's messages. */
  readMarks(db: Db, groupId: string, viewerId: string) {
    return db
      .select({
        userId: chatMembers.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        lastReadAt: chatMembers.lastReadAt,
      })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(
        and(
          eq(chatMembers.groupId, groupId),
          ne(chatMembers.userId, viewerId),
          isNotNull(chatMembers.lastReadAt),
        ),
      );
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
    // The page's ids first, on the (group_id, created_at, id) index alone: its filters and limit
    // stop the walk after `limit` shown rows, so the joins and per-message extras below run for the
    // page only, however long the conversation (the planner would otherwise join every message of
    // the group and sort them).
    const pm = alias(chatMessages, 'pm');
    const shown = and(
      shownTo(pm.hiddenAt, pm.userId, viewerId),
      // CONTRACT §8: outside a one-to-one conversation, the messages of someone blocked either way
      // are not shown (a direct conversation keeps its history; nothing new is sent across a block).
      sql`(not ${blockedBetween(viewerId, sql`${pm.userId}`)}
        or exists (select 1 from chat_groups g where g.id = ${groupId} and g.direct_key is not null))`,
    );
    const after = page.after;
    const before = page.before;
    const ids = db
      .select({ id: pm.id })
      .from(pm)
      .where(
        and(
          eq(pm.groupId, groupId),
          after ? beyondCursor(pm.createdAt, pm.id, '>', after) : undefined,
          before ? beyondCursor(pm.createdAt, pm.id, '<', before) : undefined,
          shown,
        ),
      )
      .orderBy(...(after ? [asc(pm.createdAt), asc(pm.id)] : [desc(pm.createdAt), desc(pm.id)]))
      .limit(page.limit);
    return db
      .select({
        message: chatMessages,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        ...messageExtras(viewerId),
      })
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.userId))
      .leftJoin(replied, eq(replied.id, chatMessages.replyToId))
      .leftJoin(repliedAuthor, eq(repliedAuthor.id, replied.userId))
      .where(inArray(chatMessages.id, ids))
      .orderBy(
        ...(after
          ? [asc(chatMessages.createdAt), asc(chatMessages.id)]
          : [desc(chatMessages.createdAt), desc(chatMessages.id)]),
      );
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
   * the sender's name, the ids of every member to tell it to live, and those of the others who
   * have a push device (`push_ids`). Undefined when not a member.
   * With a client key already used by this sender, nothing is inserted (undefined too: see
   * `byClientKey`). A named prepared statement (see `sendStatement`).
   */
  async sendAsMember(db: Db, groupId: string, userId: string, content: string, opts: SendOptions = {}) {
    const [row] = await sendStatement(db).execute({
      groupId,
      userId,
      content,
      clientKey: opts.clientKey ?? null,
      replyTo: opts.replyToId ?? null,
      forwardedFrom: opts.forwardedFrom ?? null,
    });
    return row;
  },
  /** The message this sender already made with this client key (the outbox's retry), if any. */
  async byClientKey(db: Db, userId: string, clientKey: string) {
    const [row] = await db
      .select({
        message: chatMessages,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        ...messageExtras(userId),
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .leftJoin(replied, eq(replied.id, chatMessages.replyToId))
      .leftJoin(repliedAuthor, eq(repliedAuthor.id, replied.userId))
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
    if (!row) return undefined;
    const files = await db
      .select({ mimeType: mediaFiles.mimeType })
      .from(chatMessageMedia)
      .innerJoin(mediaFiles, eq(mediaFiles.id, chatMessageMedia.mediaId))
      .where(eq(chatMessageMedia.messageId, messageId))
      .orderBy(asc(chatMessageMedia.position));
    return { ...row, fileTypes: files.map((f) => f.mimeType) };
  },
};
