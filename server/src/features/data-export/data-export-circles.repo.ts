import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A list the database shapes as JSON objects (one row each), in the export's own field names. */
async function objects(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = await db.execute<{ o: Record<string, unknown> }>(query);
  return (result as unknown as { rows: { o: Record<string, unknown> }[] }).rows.map((r) => r.o);
}

/**
 * What the data export holds of a user's circles and plans (issue 32 item 14): their albums, the
 * families and the household they belong to (with the members' names and relationships as the
 * family shows them), their friends and the events they made or answered. Bounded by what one
 * person has: no paging.
 */
export const dataExportCirclesRepo = {
  albums(db: Db, userId: string) {
    return objects(
      db,
      sql`select json_build_object(
          'id', a.id, 'title', a.title, 'description', a.description, 'created_at', a.created_at,
          'media_ids', coalesce((select json_agg(i.media_id order by i.media_created_at desc, i.media_id)
                                 from album_items i where i.album_id = a.id), '[]'::json),
          'shared_with', coalesce((select json_agg(json_build_object(
                 'kind', case when s.family_id is not null then 'family'
                              when s.household_id is not null then 'household' else 'chat_group' end,
                 'id', coalesce(s.family_id, s.household_id, s.chat_group_id)) order by s.created_at)
               from album_shares s where s.album_id = a.id), '[]'::json)) as o
        from albums a where a.owner_id = ${userId} order by a.created_at, a.id`,
    );
  },

  families(db: Db, userId: string) {
    return objects(
      db,
      sql`select json_build_object(
          'id', f.id, 'name', f.name, 'surname', f.surname, 'my_role', me.role,
          'my_relationship', me.relationship, 'joined_at', me.created_at,
          'members', (select json_agg(json_build_object(
                'first_name', m.first_name, 'last_name', m.last_name, 'relationship', m.relationship,
                'role', m.role, 'has_account', m.user_id is not null) order by m.created_at, m.id)
              from family_members m where m.family_id = f.id and m.status = 'active')) as o
        from family_members me join families f on f.id = me.family_id
        where me.user_id = ${userId} and me.status = 'active' order by me.created_at, f.id`,
    );
  },

  households(db: Db, userId: string) {
    return objects(
      db,
      sql`select json_build_object(
          'id', h.id, 'name', h.household_name, 'address_street', h.address_street,
          'address_city', h.address_city, 'address_state', h.address_state,
          'address_country', h.address_country, 'address_postal_code', h.address_postal_code,
          'my_relationship', me.relationship, 'joined_at', me.created_at,
          'members', (select json_agg(json_build_object(
                'first_name', u.first_name, 'last_name', u.last_name, 'relationship', m.relationship)
                order by m.created_at, m.id)
              from household_members m join users u on u.id = m.user_id
              where m.household_id = h.id and m.status = 'active')) as o
        from household_members me join households h on h.id = me.household_id
        where me.user_id = ${userId} and me.status = 'active' order by me.created_at, h.id`,
    );
  },

  friends(db: Db, userId: string) {
    return objects(
      db,
      sql`select json_build_object('id', u.id, 'first_name', u.first_name, 'last_name', u.last_name,
                                   'since', f.accepted_at) as o
        from friendships f
        join users u on u.id = case when f.requester_id = ${userId} then f.addressee_id else f.requester_id end
        where (f.requester_id = ${userId} or f.addressee_id = ${userId}) and f.status = 'accepted'
        order by f.accepted_at, u.id`,
    );
  },

  /** Events the user made, and those they answered (going, maybe, not going) with their answer. */
  events(db: Db, userId: string) {
    return objects(
      db,
      sql`select json_build_object(
          'id', e.id, 'group_id', e.group_id, 'group_name', g.name, 'title', e.title,
          'description', e.description, 'action_type', e.action_type,
          'scheduled_date', e.scheduled_date, 'scheduled_time', e.scheduled_time,
          'location', e.location, 'recurrence_rule', e.recurrence_rule, 'is_completed', e.is_completed,
          'created_by_me', e.created_by = ${userId}, 'my_response', p.response, 'created_at', e.created_at) as o
        from scheduled_actions e
        join chat_groups g on g.id = e.group_id
        left join scheduled_action_participants p on p.action_id = e.id and p.user_id = ${userId}
        where e.created_by = ${userId} or p.user_id is not null
        order by e.scheduled_date, e.id`,
    );
  },
};
