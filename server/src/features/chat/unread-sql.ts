import { sql } from 'drizzle-orm';

/** Unread counts stop here: the badge shows «999+», and a long-unread group costs no more to list. */
export const UNREAD_CAP = 1000;

/**
 * Messages by others in `chat_members.group_id` after the member's `last_read_at` (before any
 * read: after they joined; the millisecond of joining counts, as message times are rounded to
 * milliseconds), counted up to UNREAD_CAP. It walks the (group_id, created_at) index from the
 * read mark on.
 */
export const unreadOf = (member: string) =>
  sql.raw(`(select count(*) from (select 1 from chat_messages m
      where m.group_id = ${member}.group_id
        and m.created_at > coalesce(${member}.last_read_at, ${member}.joined_at - interval '1 millisecond')
        and m.user_id is distinct from ${member}.user_id and m.hidden_at is null
      limit ${UNREAD_CAP}) u)`);
