import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { shownTo } from '../../db/hidden.ts';
import { beforePlaceholders } from '../../db/keyset.ts';
import { blockedWith } from '../../identity/circles-sql.ts';

/** A viewer id, or a placeholder for one in a prepared statement. */
type Viewer = string | Placeholder;

/*
 * The viewer's circles are collected once per query (`= any(array(select …))` is an InitPlan), not
 * probed per post by correlated EXISTS: the per-row filter is then a cheap array lookup, so the
 * planner walks posts newest first on the (created_at, id) index and stops after one page instead
 * of costing a subplan per row and choosing a full scan and sort.
 */
// Only accepted memberships count (CONTRACT §4 "Consent"): an invitation, on either side, gives nothing.
const familiesOf = (viewerId: Viewer) =>
  sql`array(select fm.family_id from family_members fm where fm.user_id = ${viewerId} and fm.status = 'active')`;
const familyPeersOf = (viewerId: Viewer) =>
  sql`array(select a.user_id from family_members a join family_members b on a.family_id = b.family_id
            where b.user_id = ${viewerId} and b.status = 'active' and a.user_id is not null and a.status = 'active')`;
const householdPeersOf = (viewerId: Viewer) =>
  sql`array(select a.user_id from household_members a join household_members b on a.household_id = b.household_id
            where b.user_id = ${viewerId} and b.status = 'active' and a.status = 'active')`;

/** The gender visibility the viewer reads (`GENDER_MALE`, …; null without a gender), as a subquery. */
export const genderVisibilityOf = (viewerId: Viewer) =>
  sql`(select 'GENDER_' || u.gender from users u where u.id = ${viewerId})`;

/**
 * The SQL form of canReadPost (posts.policy.ts, its twin: post-read-rule.property.test.ts) for a
 * viewer, over the table alias `posts`. Family posts need
 * membership of that family; other FAMILY_ONLY posts need a family shared with the author. A post
 * an admin hid (CONTRACT §8) is seen only by its author and admins. Posts of people on either
 * side of a block with the viewer are seen by neither (CONTRACT §8 "Blocking"), so neither can
 * comment or react on the other's posts either (those calls open the post through this rule).
 */
export function visibleTo(viewerId: Viewer): SQL {
  return sql`(${shownTo(sql`posts.hidden_at`, sql`posts.author_id`, viewerId)}
    and posts.author_id <> all(${blockedWith(viewerId)}) and (
    posts.author_id = ${viewerId}
    or posts.visibility = 'PUBLIC'
    or (posts.visibility = 'FAMILY_ONLY' and (
      (posts.family_id is not null and posts.family_id = any(${familiesOf(viewerId)}))
      or (posts.family_id is null and posts.author_id = any(${familyPeersOf(viewerId)}))))
    or (posts.visibility = 'HOUSEHOLD_ONLY' and posts.author_id = any(${householdPeersOf(viewerId)}))
    or (posts.visibility in ('GENDER_MALE', 'GENDER_FEMALE', 'GENDER_IT')
      and posts.visibility = ${genderVisibilityOf(viewerId)})
  ))`;
}

/**
 * ` and` the alias's posts are older than a page's cursor, given as placeholders (keyset.ts
 * beforePlaceholders), so a page after a cursor is one named statement (nothing when `before` is
 * false).
 */
const olderThan = (alias: string, before?: boolean) =>
  before ? sql` and ${beforePlaceholders(`${alias}.created_at`, `${alias}.id`)}` : sql``;

/**
 * Every post of one circle's visibility the viewer may read, as ids gathered by key (wave 9): the
 * feed filtered to «Моя семья» or «Дом» walked every post newest first to find a household's few
 * (1.8–2.3 s at 1M posts). HOUSEHOLD_ONLY: the viewer's and their household peers' (each on
 * posts_author_created_idx); FAMILY_ONLY: those of the viewer and their family peers, and the
 * posts of their families (posts_family_created_idx). A superset of what visibleTo lets through of
 * that visibility, always applied with it; `before` bounds the ranges (olderThan's placeholders). Undefined for the other
 * visibilities. Read a page of it with the late page (gathered, then sorted), not the walk.
 */
export function ofCircle(viewerId: Viewer, visibility: string, before?: boolean): SQL | undefined {
  const peers =
    visibility === 'HOUSEHOLD_ONLY'
      ? householdPeersOf(viewerId)
      : visibility === 'FAMILY_ONLY'
        ? familyPeersOf(viewerId)
        : undefined;
  if (!peers) return undefined;
  const byAuthors = sql`select cp.id from posts cp
    where cp.author_id = any(array[${viewerId}::uuid] || ${peers}) and cp.visibility = ${visibility}${olderThan('cp', before)}`;
  return visibility === 'FAMILY_ONLY'
    ? sql`posts.id = any(array(${byAuthors}
        union select fp.id from posts fp
        where fp.family_id = any(${familiesOf(viewerId)}) and fp.visibility = 'FAMILY_ONLY'${olderThan('fp', before)}))`
    : sql`posts.id = any(array(${byAuthors}))`;
}

/** What a visitor without a token sees of a family's posts: PUBLIC ones nobody hid. */
export const publicAndShown = sql`(posts.visibility = 'PUBLIC' and posts.hidden_at is null)`;

// Issue 20: the people the viewer follows or is friends with, and the families they follow.
const followedOrFriendsOf = (viewerId: Viewer) =>
  sql`array(select uf.followee_id from user_follows uf where uf.follower_id = ${viewerId}
            union all
            select case when f.requester_id = ${viewerId} then f.addressee_id else f.requester_id end
            from friendships f where f.status = 'accepted'
              and (f.requester_id = ${viewerId} or f.addressee_id = ${viewerId}))`;
const followedFamiliesOf = (viewerId: Viewer) =>
  sql`array(select ff.family_id from family_follows ff where ff.user_id = ${viewerId})`;

/**
 * "subscribed": authors who share a family or a household with the viewer, the viewer, the people
 * they follow or are friends with, and posts of families they follow. Always applied together
 * with visibleTo, so following never shows a post its reader may not see.
 */
export function subscribedBy(viewerId: Viewer): SQL {
  return sql`(
    posts.author_id = ${viewerId}
    or posts.author_id = any(${familyPeersOf(viewerId)})
    or posts.author_id = any(${householdPeersOf(viewerId)})
    or posts.author_id = any(${followedOrFriendsOf(viewerId)})
    or (posts.family_id is not null and posts.family_id = any(${followedFamiliesOf(viewerId)}))
  )`;
}

// The families the viewer manages: a PARENT or the creator, accepted membership (an InitPlan).
const managedFamiliesOf = (viewerId: Viewer) =>
  sql`array(select fm.family_id from family_members fm where fm.user_id = ${viewerId} and fm.status = 'active'
            and (fm.is_creator or fm.role = 'PARENT'))`;

/**
 * The SQL form of canDeletePost (posts.policy.ts) over the alias `posts`, for a page's can_delete
 * in the page statement itself: the author, or a manager of one of the post's families (the one
 * it was written in, or for a FAMILY_ONLY post without one, any family its author is an active
 * member of). posts-delete.test.ts checks both forms agree.
 */
export function deletableBy(viewerId: Viewer): SQL {
  return sql`(
    posts.author_id = ${viewerId}
    or (posts.family_id is not null and posts.family_id = any(${managedFamiliesOf(viewerId)}))
    or (posts.family_id is null and posts.visibility = 'FAMILY_ONLY' and exists (
      select 1 from family_members am where am.user_id = posts.author_id and am.status = 'active'
        and am.family_id = any(${managedFamiliesOf(viewerId)})))
  )`;
}

/**
 * A family's feed (issue 32 item 5), one definition for its profile wall, its public view and its
 * «Записи» counter, matching the family module's wall: the posts given to the family, and the
 * family-module posts its active members wrote without naming a family. With `memberViewerId` the
 * second part is only for the family's own active members: filtering a feed by a family's id must
 * not tell an outsider who belongs to it.
 *
 * Written as the ids of those posts, gathered once (an InitPlan) from posts_family_created_idx and
 * each member's posts_author_created_idx, so a family's few posts are read by key: as one `or` over
 * the whole table the planner walked every post newest first to find a family's eleven (2.5 s at
 * 1M posts, bench/RESULTS.md, wave 9). `before` (a page's cursor, olderThan's placeholders) bounds
 * both ranges. Read a page
 * of it with the late page (gathered, then sorted), not the walk.
 */
export const ofFamily = (familyId: string | Placeholder, memberViewerId?: Viewer, before?: boolean) =>
  sql`posts.id = any(array(
      select fp.id from posts fp where fp.family_id = ${familyId}${olderThan('fp', before)}
      union all
      select mp.id from family_members fm join posts mp on mp.author_id = fm.user_id
        where fm.family_id = ${familyId} and fm.status = 'active' and fm.user_id is not null
          and mp.family_id is null and mp.source_module = 'family'${olderThan('mp', before)}
      ${
        memberViewerId
          ? sql`and exists (select 1 from family_members vm where vm.family_id = ${familyId}
              and vm.user_id = ${memberViewerId} and vm.status = 'active')`
          : sql``
      }))`;
