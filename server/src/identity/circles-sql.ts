/*
 * SQL fragments of who stands how with whom (close circle, knowing someone, blocks, email and
 * profile visibility), used inside the statements of many features (feeds, search, chat, people,
 * work). Part of the shared identity module: one definition of each rule, embedded where needed.
 */
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';

/**
 * Whether the person `other` (an SQL expression of their id) is the viewer's friend, or an active
 * member of a family or household the viewer is an active member of: the circle whose members
 * may add the person to a chat group at once (`who_can_add_me_to_groups: friends_and_family`)
 * and see their email (CONTRACT §4 "Consent, continued").
 */
export function closeCircle(viewerId: string, other: SQL) {
  return sql<boolean>`(
      exists (select 1 from family_members a join family_members b on b.family_id = a.family_id
              where a.user_id = ${viewerId} and a.status = 'active'
                and b.user_id = ${other} and b.status = 'active')
      or exists (select 1 from household_members a join household_members b on b.household_id = a.household_id
              where a.user_id = ${viewerId} and a.status = 'active'
                and b.user_id = ${other} and b.status = 'active')
      or exists (select 1 from friendships f where f.status = 'accepted'
              and least(f.requester_id, f.addressee_id) = least(${viewerId}::uuid, ${other})
              and greatest(f.requester_id, f.addressee_id) = greatest(${viewerId}::uuid, ${other})))`;
}

/**
 * Whether the viewer may see the email of the person `other` (CONTRACT §4 "Consent, continued"):
 * their own; their friends', family members' and household residents' (`closeCircle`); and, as an
 * administrator of an organization, its members' and of those asking to join it. Never because of
 * a shared chat group or a plain shared membership.
 */
export function emailVisibleTo(viewerId: string, other: SQL) {
  return sql<boolean>`(
      ${other} = ${viewerId}::uuid
      or ${closeCircle(viewerId, other)}
      or exists (select 1 from org_members a join org_members b on b.org_id = a.org_id
              where a.user_id = ${viewerId} and a.is_admin and b.user_id = ${other})
      or exists (select 1 from org_members a join join_requests j on j.org_id = a.org_id
              where a.user_id = ${viewerId} and a.is_admin and j.user_id = ${other} and j.status = 'pending'))`;
}

/** The `users` row's email when the viewer may see it (`emailVisibleTo`), else null. */
export const visibleEmail = (viewerId: string) =>
  sql<string | null>`(case when ${emailVisibleTo(viewerId, sql`${users.id}`)} then ${users.email} end)`;

/** A viewer id, or a placeholder for one in a prepared statement. */
type Viewer = string | Placeholder | SQL;

/**
 * The people on either side of a block with the viewer (CONTRACT §8 "Blocking"): those they blocked
 * and those who blocked them, as one array collected once per query (an InitPlan), for
 * `<> all(…)` filters over many rows (feeds, comments).
 */
export const blockedWith = (viewerId: Viewer) =>
  sql`array(select ub.blocked_id from user_blocks ub where ub.blocker_id = ${viewerId}
            union all
            select ub.blocker_id from user_blocks ub where ub.blocked_id = ${viewerId})`;

/** Whether a block stands between the viewer and the person `other`, whoever made it. */
export function blockedBetween(viewerId: Viewer, other: SQL) {
  return sql<boolean>`exists (select 1 from user_blocks ub
      where (ub.blocker_id = ${viewerId} and ub.blocked_id = ${other})
         or (ub.blocker_id = ${other} and ub.blocked_id = ${viewerId}))`;
}

/** No block stands between the viewer and the person in `column` (true for a null column). */
export const notBlockedWith = (viewerId: Viewer, column: SQL | AnyColumn) =>
  sql`not ${blockedBetween(viewerId, sql`${column}`)}`;

/**
 * How the viewer stands with the person `other` as to blocking: 'blocker' (the viewer blocked
 * them), 'blocked' (they blocked the viewer) or 'none'. Read by people.policy.ts blockAnswer.
 */
export function blockState(viewerId: Viewer, other: SQL) {
  return sql<'blocker' | 'blocked' | 'none'>`(case
      when exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId} and ub.blocked_id = ${other}) then 'blocker'
      when exists (select 1 from user_blocks ub where ub.blocker_id = ${other} and ub.blocked_id = ${viewerId}) then 'blocked'
      else 'none' end)`;
}

/**
 * Whether the person `other` (an SQL expression of their id) is in the viewer's close circle or
 * shares an organization or a chat group with them (issue 20): who sees a profile hidden from the
 * public (`profile_visible_to_public: false`), in search and on the person's page. Chat groups and
 * organizations count once the person is a member, which they only become by their own consent.
 */
export function knows(viewerId: string, other: SQL) {
  return sql<boolean>`(
      ${closeCircle(viewerId, other)}
      or exists (select 1 from org_members a join org_members b on b.org_id = a.org_id
              where a.user_id = ${viewerId} and b.user_id = ${other})
      or exists (select 1 from chat_members a join chat_members b on b.group_id = a.group_id
              where a.user_id = ${viewerId} and b.user_id = ${other}))`;
}

/** Who may add the `users` row's person to a chat group at once (default: friends and family). */
export const groupAddPolicy = sql<string>`coalesce(users.privacy_settings ->> 'who_can_add_me_to_groups', 'friends_and_family')`;

/** Whether the `users` row lets everyone see their profile (spec 01 privacy_settings; default true). */
export const profileIsPublic = sql<boolean>`coalesce((users.privacy_settings ->> 'profile_visible_to_public')::boolean, true)`;
