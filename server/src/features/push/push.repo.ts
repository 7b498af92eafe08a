import { and, asc, eq, sql } from 'drizzle-orm';
import { arrayStatement } from '../../db/array-rows.ts';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import { chatViewers, pushSettings, pushSubscriptions, users } from '../../db/schema/index.ts';
import { liveSince } from '../../platform/presence.repo.ts';

type Settings = typeof pushSettings.$inferInsert;

const subscribedStatement = oncePerDb((db) =>
  arrayStatement<string>(
    db,
    sql`select distinct s.user_id::text from push_subscriptions s
        where s.user_id = any(${sql.placeholder('ids')}::uuid[])`,
    (r) => r[0] as string,
    'push_subscribed',
  ),
);

/** Push subscriptions, push settings and the conversations in view (issue 35 §3). */
export const pushRepo = {
  /**
   * Saves a device's subscription. The same endpoint again (the browser subscribed anew, or under
   * another account on this device) updates that row: one row per device, owned by its last user.
   */
  async upsert(
    db: Db,
    v: { userId: string; endpoint: string; p256dh: string; auth: string; userAgent: string },
  ) {
    const [row] = await db
      .insert(pushSubscriptions)
      .values(v)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: v.userId, p256dh: v.p256dh, auth: v.auth, userAgent: v.userAgent },
      })
      .returning();
    if (!row) throw new Error('upsert returned nothing');
    return row;
  },
  list: (db: Db, userId: string) =>
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),
  async remove(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  },
  /** The push service says the subscription is gone (404/410). */
  async removeGone(db: Db, id: string) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  },
  /**
   * Of these users, those with at least one subscription: one prepared statement whatever their
   * number (asked for every chat message, where planning an `in (…)` list of the members cost more
   * than running it).
   */
  async subscribed(db: Db, userIds: string[]): Promise<Set<string>> {
    if (userIds.length === 0) return new Set();
    const rows = await subscribedStatement(db).execute({ ids: userIds });
    return new Set(rows);
  },
  async settings(db: Db, userId: string) {
    const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
    return row;
  },
  async saveSettings(db: Db, values: Settings) {
    const { userId: _, ...set } = values;
    await db.insert(pushSettings).values(values).onConflictDoUpdate({ target: pushSettings.userId, set });
  },
  /** The recipient's interface language: pushes speak it. */
  async language(db: Db, userId: string): Promise<'ru' | 'en'> {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language ?? 'ru';
  },
  /** A socket has this group in view (null: none). Unknown groups are ignored. */
  async view(db: Db, v: { socketId: string; userId: string; processId: string; groupId: string | null }) {
    if (v.groupId === null) {
      await db.delete(chatViewers).where(eq(chatViewers.socketId, v.socketId));
      return;
    }
    await db.execute(sql`
      insert into chat_viewers (socket_id, user_id, group_id, process_id)
      select ${v.socketId}, ${v.userId}, id, ${v.processId} from chat_groups where id = ${v.groupId}
      on conflict (socket_id) do update set group_id = excluded.group_id`);
  },
  async unview(db: Db, socketId: string) {
    await db.delete(chatViewers).where(eq(chatViewers.socketId, socketId));
  },
  /** Whether a live socket of the user (its process still alive) has the group in view. */
  async isViewing(db: Db, userId: string, groupId: string, staleMs: number): Promise<boolean> {
    const result = (await db.execute(sql`
      select exists (
        select 1 from chat_viewers v
        join user_presence p on p.user_id = v.user_id and p.process_id = v.process_id
        where v.user_id = ${userId} and v.group_id = ${groupId} and p.seen_at > ${liveSince(staleMs)}
      ) as viewing`)) as unknown as { rows: { viewing: boolean }[] };
    return result.rows[0]?.viewing === true;
  },
  /** Rows of processes that no longer keep presence (stopped or crashed). */
  async sweepViewers(db: Db, staleMs: number) {
    await db.execute(sql`
      delete from chat_viewers v where not exists (
        select 1 from user_presence p
        where p.user_id = v.user_id and p.process_id = v.process_id and p.seen_at > ${liveSince(staleMs)})`);
  },
};
