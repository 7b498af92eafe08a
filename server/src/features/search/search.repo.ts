import { and, type Column, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { headline, vectorMatches } from '../../db/full-text.ts';
import { shownTo } from '../../db/hidden.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { chatGroups, chatMessages, comments, posts, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { visibleTo } from '../posts/visibility-sql.ts';

/** Russian full-text match on the stored vector comments_fts_idx / chat_messages_fts_idx index. */
const matches = (vector: Column, text: string) => vectorMatches(vector, text);

interface Paging {
  limit: number;
  before?: Cursor | undefined;
}

/** The viewer's current chat groups, collected once per query (an InitPlan, as in visibility-sql). */
const groupsOf = (viewerId: string) =>
  sql`array(select cm.group_id from chat_members cm where cm.user_id = ${viewerId})`;

/** A DIRECT group is named for the viewer by the other person of the pair (as the chat list does). */
const groupNameFor = (viewerId: string): SQL<string> =>
  sql<string>`coalesce((select u.first_name || ' ' || u.last_name from users u
      where ${chatGroups.directKey} is not null
        and u.id = (case when split_part(${chatGroups.directKey}, ':', 1) = ${viewerId}
                         then split_part(${chatGroups.directKey}, ':', 2)
                         else split_part(${chatGroups.directKey}, ':', 1) end)::uuid),
    ${chatGroups.name})`;

/** How many of the newest messages a message search checks before it checks them all. */
export const RECENT_MESSAGES = 200;

/**
 * Messages matching `text` in the groups the viewer is a member of now (a member who left finds
 * nothing of the group any more), newest first, with group and sender (null when gone); among
 * the newest `window` messages of those groups when given (`checked`: how many there were).
 */
function messagesPage(db: Db, viewerId: string, text: string, p: Paging, window?: number) {
  const inGroups = and(
    sql`${chatMessages.groupId} = any(${groupsOf(viewerId)})`,
    shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId),
    p.before ? beyondCursor(chatMessages.createdAt, chatMessages.id, '<', p.before) : undefined,
  );
  const columns = {
    id: chatMessages.id,
    createdAt: chatMessages.createdAt,
    groupId: chatMessages.groupId,
    userId: chatMessages.userId,
    content: chatMessages.content,
  };
  // The page's messages first (a subquery with LIMIT is planned on its own), then group and
  // sender for those rows only, not for every match.
  // The window's ids come from chat_messages_group_created_idx alone (an index-only scan and a
  // top-N sort); only its rows are then read for their content.
  const source = window
    ? db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(inGroups)
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(window)
        .as('recent')
    : undefined;
  const message = alias(chatMessages, 'message');
  const found = source
    ? db
        .select({
          id: message.id,
          createdAt: message.createdAt,
          groupId: message.groupId,
          userId: message.userId,
          content: message.content,
          checked: sql<number>`count(*) over ()`.mapWith(Number).as('checked'),
          matched: sql<boolean>`${matches(message.searchVector, text)}`.as('matched'),
        })
        .from(source)
        .innerJoin(message, eq(message.id, source.id))
        .as('checked_rows')
    : undefined;
  const page = found
    ? db
        .select({
          id: found.id,
          createdAt: found.createdAt,
          groupId: found.groupId,
          userId: found.userId,
          content: found.content,
          checked: found.checked,
        })
        .from(found)
        .where(sql`${found.matched}`)
        .orderBy(desc(found.createdAt), desc(found.id))
        .limit(p.limit)
        .as('found')
    : db
        .select({ ...columns, checked: sql<number>`0`.as('checked') })
        .from(chatMessages)
        .where(and(matches(chatMessages.searchVector, text), inGroups))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(p.limit)
        .as('found');
  return db
    .select({
      id: page.id,
      createdAt: page.createdAt,
      groupId: page.groupId,
      groupName: groupNameFor(viewerId),
      groupType: chatGroups.groupType,
      senderId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      content: page.content,
      marked: headline(page.content, text),
      checked: page.checked,
    })
    .from(page)
    .innerJoin(chatGroups, eq(chatGroups.id, page.groupId))
    .leftJoin(users, eq(users.id, page.userId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

export const searchRepo = {
  /** One message query as messages() sends it (with RECENT_MESSAGES: its first try), for EXPLAIN. */
  messagesQuery: messagesPage,
  /**
   * Comments matching `text` on posts the viewer may open by id (the posts' own visibleTo),
   * newest first, with their authors and marked headlines.
   */
  comments(db: Db, viewerId: string, text: string, p: Paging) {
    return db
      .select({
        id: comments.id,
        createdAt: comments.createdAt,
        postId: comments.postId,
        sourceModule: posts.sourceModule,
        authorId: comments.authorId,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        content: comments.content,
        marked: headline(comments.content, text),
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          matches(comments.searchVector, text),
          visibleTo(viewerId),
          shownTo(comments.hiddenAt, comments.authorId, viewerId),
          p.before ? beyondCursor(comments.createdAt, comments.id, '<', p.before) : undefined,
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(p.limit);
  },

  /**
   * Messages matching `text` in the groups the viewer is a member of now (a member who left
   * finds nothing of the group any more), newest first, with group and sender (null when gone).
   */
  /**
   * The newest RECENT_MESSAGES of the viewer's groups are checked first (ordering them is cheap;
   * checking a message's vector is what costs): when they hold a page of matches, that page is the
   * answer, as everything older comes after it. Otherwise every message of the groups is checked.
   */
  async messages(db: Db, viewerId: string, text: string, p: Paging) {
    const recent = await messagesPage(db, viewerId, text, p, RECENT_MESSAGES);
    // A full page, or fewer matches among all the messages there are (fewer than the window).
    if (recent.length >= p.limit || (recent[0] && recent[0].checked < RECENT_MESSAGES)) return recent;
    return messagesPage(db, viewerId, text, p);
  },
};
