import { sql } from 'drizzle-orm';
import { albums } from '../../db/schema/index.ts';

/*
 * Who reads an album (albums.policy.ts canReadAlbum, in SQL): its owner, and the current members
 * of a circle it is shared with while the owner is a current member too. Only accepted
 * memberships count (CONTRACT §4 "Consent"): an invitation gives nothing, and leaving the circle
 * (or the share being removed) ends the access at once. A fragment of SQL, not a repo: the media
 * repo embeds it in the statement that decides who may open a file (a file in an album shared with
 * the viewer), so both features apply the one rule in one query.
 */
/** Whether an album (the alias `albums`) is shared with a circle of both the user and its owner. */
export const sharedWith = (userId: string) => sql`exists (
  select 1 from album_shares s where s.album_id = ${albums.id} and (
    (s.family_id is not null and exists (
      select 1 from family_members r join family_members o on o.family_id = r.family_id
      where r.family_id = s.family_id and r.user_id = ${userId} and r.status = 'active'
        and o.user_id = ${albums.ownerId} and o.status = 'active'))
    or (s.household_id is not null and exists (
      select 1 from household_members r join household_members o on o.household_id = r.household_id
      where r.household_id = s.household_id and r.user_id = ${userId} and r.status = 'active'
        and o.user_id = ${albums.ownerId} and o.status = 'active'))
    or (s.chat_group_id is not null and exists (
      select 1 from chat_members r join chat_members o on o.group_id = r.group_id
      where r.group_id = s.chat_group_id and r.user_id = ${userId} and o.user_id = ${albums.ownerId}))))`;
