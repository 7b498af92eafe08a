import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import { comments, notifications, users } from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** A notification with its actor and, for one about a comment, the post the comment is on. */
function withActor(db: Db, where: SQL | undefined) {
  return db
    .select({
      n: notifications,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePicture: users.profilePicture,
      commentPostId: comments.postId,
    })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(
      comments,
      // The cast only runs for comment links (always a comment's uuid), so the primary key is used.
      eq(
        comments.id,
        sql`case when ${notifications.linkKind} = 'comment' then ${notifications.linkId}::uuid end`,
      ),
    )
    .where(where);
}

/** Comment links are stored as text: a comment's id and those of every reply below it. */
const commentSubtree = (id: string) => sql`(
  with recursive sub(id) as (
    select id from comments where id = ${id}
    union all
    select c.id from comments c join sub on c.parent_id = sub.id
  )
  select id::text from sub)`;

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
    return withActor(
      db,
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
  async byId(db: Db, id: string) {
    const [row] = await withActor(db, eq(notifications.id, id));
    return row;
  },
  /** One notification as a push tells it: with its actor's gender (for «от Анны»). */
  async forPush(db: Db, id: string) {
    const [row] = await db
      .select({
        n: notifications,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        commentPostId: comments.postId,
        gender: users.gender,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(
        comments,
        eq(
          comments.id,
          sql`case when ${notifications.linkKind} = 'comment' then ${notifications.linkId}::uuid end`,
        ),
      )
      .where(eq(notifications.id, id));
    return row;
  },
  /** Removes one actor's notification of a kind about an object (an unlike, a reaction taken back). */
  async withdraw(
    db: Db,
    v: { userId: string; actorId: string; type: string; linkKind: string; linkId: string },
  ) {
    const rows = await db
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, v.userId),
          eq(notifications.actorId, v.actorId),
          eq(notifications.type, v.type),
          eq(notifications.linkKind, v.linkKind),
          eq(notifications.linkId, v.linkId),
        ),
      )
      .returning({ userId: notifications.userId });
    return rows.length > 0;
  },
  /** What either of two people was told of the other's doing (a block ends them, CONTRACT §8). */
  async deleteBetween(db: Db, a: string, b: string) {
    await db
      .delete(notifications)
      .where(
        or(
          and(eq(notifications.userId, a), eq(notifications.actorId, b)),
          and(eq(notifications.userId, b), eq(notifications.actorId, a)),
        ),
      );
  },
  /** Notifications about a comment and every reply below it go with them (call before deleting). */
  async deleteAboutComment(db: Db, commentId: string) {
    await db
      .delete(notifications)
      .where(
        and(eq(notifications.linkKind, 'comment'), inArray(notifications.linkId, commentSubtree(commentId))),
      );
  },
  /** Notifications about a post and about any comment on it go with it (call before deleting). */
  async deleteAboutPost(db: Db, postId: string) {
    await db.delete(notifications).where(
      or(
        and(eq(notifications.linkKind, 'post'), eq(notifications.linkId, postId)),
        and(
          eq(notifications.linkKind, 'comment'),
          inArray(
            notifications.linkId,
            db
              .select({ id: sql<string>`${comments.id}::text` })
              .from(comments)
              .where(eq(comments.postId, postId)),
          ),
        ),
      ),
    );
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
