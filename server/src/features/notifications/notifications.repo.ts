import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { notifications, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

export const notificationsRepo = {
  async insert(db: Db, values: typeof notifications.$inferInsert) {
    const [row] = await db.insert(notifications).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  /**
   * Inserts, first removing the recipient's earlier notification of the same type from the same
   * actor about the same object, in one transaction: at most one such notification ever exists.
   */
  replace(db: Db, values: typeof notifications.$inferInsert & { actorId: string }) {
    return db.transaction(async (tx) => {
      await tx
        .delete(notifications)
        .where(
          and(
            eq(notifications.userId, values.userId),
            eq(notifications.actorId, values.actorId),
            eq(notifications.type, values.type),
            values.linkKind ? eq(notifications.linkKind, values.linkKind) : isNull(notifications.linkKind),
            values.linkId ? eq(notifications.linkId, values.linkId) : isNull(notifications.linkId),
          ),
        );
      return notificationsRepo.insert(tx as unknown as Db, values);
    });
  },
  list(db: Db, userId: string, opts: { unreadOnly: boolean; before?: Cursor | undefined; limit: number }) {
    const b = opts.before;
    return db
      .select({
        n: notifications,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(
        and(
          eq(notifications.userId, userId),
          opts.unreadOnly ? eq(notifications.isRead, false) : undefined,
          // The (user_id, created_at, id) index seeks straight to the cursor.
          b ? beyondCursor(notifications.createdAt, notifications.id, '<', b) : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(opts.limit);
  },
  async unreadCount(db: Db, userId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.n ?? 0;
  },
  async markRead(db: Db, userId: string, id: string) {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },
  async markAllRead(db: Db, userId: string) {
    await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  },
};
