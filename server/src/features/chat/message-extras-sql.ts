import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, users } from '../../db/schema/index.ts';

/** The message a reply answers, and its author (issue 31): joined once per listed message. */
export const replied = alias(chatMessages, 'replied');
export const repliedAuthor = alias(users, 'replied_author');

/** A message's reactions as `[{emoji, count}]`, most first (walks the (message_id, user_id) key). */
export const reactionsOf = (messageId: SQL | string) =>
  sql<
    { emoji: string; count: number }[]
  >`(select coalesce(json_agg(json_build_object('emoji', x.emoji, 'count', x.n)
      order by x.n desc, x.emoji), '[]'::json)
    from (select r.emoji, count(*)::int as n from chat_message_reactions r
          where r.message_id = ${messageId} group by r.emoji) x)`;

/** The viewer's own reaction to a message, or null. */
export const myReactionOf = (messageId: SQL | string, viewerId: string) =>
  sql<string | null>`(select r.emoji from chat_message_reactions r
    where r.message_id = ${messageId} and r.user_id = ${viewerId})`;

/** The columns a listed message carries besides its own row and sender. */
export const messageExtras = (viewerId: string) => ({
  replyId: replied.id,
  replyContent: replied.content,
  replyDeletedAt: replied.deletedAt,
  replyFirstName: repliedAuthor.firstName,
  replyLastName: repliedAuthor.lastName,
  reactions: reactionsOf(sql`${chatMessages.id}`),
  myReaction: myReactionOf(sql`${chatMessages.id}`, viewerId),
});
