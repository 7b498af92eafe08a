import { sql } from 'drizzle-orm';

/** Unread counts stop here: the badge shows «999+», and a long-unread group costs no more to list. */
export const UNREAD_CAP = 1000;

/**
 * Messages by others in `chat_members.group_id` after the member's `last_read_at` (before any
 * read: after they joined; the millisecond of joining counts, as message times are rounded to
 * milliseconds), counted up to UNREAD_CAP. It walks the (group_id, created_at) index from the
 * read mark on. Outside a one-to-one conversation the messages of someone blocked either way with
 * the member are not counted, as they are not shown (CONTRACT §8): the people on either side of the
 * member's blocks are collected once per member (an InitPlan), not per message.
 */
export const unreadOf = (member: string) =>
  sql.raw(`(select count(*) from (select 1 from chat_messages m
      where m.group_id = ${member}.group_id
        and m.created_at > coalesce(${member}.last_read_at, ${member}.joined_at - interval '1 millisecond')
        and m.user_id is distinct from ${member}.user_id and m.hidden_at is null
        and (m.user_id is null
          or m.user_id <> all(array(select ub.blocked_id from user_blocks ub where ub.blocker_id = ${member}.user_id
                                    union all
                                    select ub.blocker_id from user_blocks ub where ub.blocked_id = ${member}.user_id))
          or exists (select 1 from chat_groups g where g.id = ${member}.group_id and g.direct_key is not null))
      limit ${UNREAD_CAP}) u)`);
