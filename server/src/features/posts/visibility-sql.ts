import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL form of canReadPost for a viewer, over the table alias `posts`. Family posts need
 * membership of that family; other FAMILY_ONLY posts need a family shared with the author.
 */
export function visibleTo(viewerId: string): SQL {
  return sql`(
    posts.author_id = ${viewerId}
    or posts.visibility = 'PUBLIC'
    or (posts.visibility = 'FAMILY_ONLY' and (
      (posts.family_id is not null and exists (
        select 1 from family_members fm where fm.family_id = posts.family_id and fm.user_id = ${viewerId}))
      or (posts.family_id is null and exists (
        select 1 from family_members a join family_members b on a.family_id = b.family_id
        where a.user_id = posts.author_id and b.user_id = ${viewerId}))))
    or (posts.visibility = 'HOUSEHOLD_ONLY' and exists (
      select 1 from household_members a join household_members b on a.household_id = b.household_id
      where a.user_id = posts.author_id and b.user_id = ${viewerId}))
    or (posts.visibility in ('GENDER_MALE', 'GENDER_FEMALE', 'GENDER_IT') and posts.visibility = (
      select 'GENDER_' || u.gender from users u where u.id = ${viewerId}))
  )`;
}

/** "subscribed": authors who share a family or a household with the viewer, and the viewer. */
export function subscribedBy(viewerId: string): SQL {
  return sql`(
    posts.author_id = ${viewerId}
    or exists (select 1 from family_members a join family_members b on a.family_id = b.family_id
               where a.user_id = posts.author_id and b.user_id = ${viewerId})
    or exists (select 1 from household_members a join household_members b on a.household_id = b.household_id
               where a.user_id = posts.author_id and b.user_id = ${viewerId})
  )`;
}
