import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { orgCommentLikes, orgPostComments, users } from '../../db/schema/index.ts';
import { notBlockedWith } from '../../identity/circles-sql.ts';
import type { Cursor } from '../../platform/cursor.ts';

const c = orgPostComments;

/** A comment with its author's name and picture, its likes and whether the viewer liked it. */
const withAuthor = (db: Db, viewerId: string) =>
  db
    .select({
      c,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.profilePicture,
      likes: sql<number>`(select count(*) from org_comment_likes l where l.comment_id = ${c.id})`.mapWith(
        Number,
      ),
      liked: sql<boolean>`exists (select 1 from org_comment_likes l where l.comment_id = ${c.id} and l.user_id = ${viewerId})`,
    })
    .from(c)
    .innerJoin(users, eq(users.id, c.authorId));

/** Comments of people on either side of a block with the viewer are not shown (CONTRACT §8). */
const notBlocked = (viewerId: string) => notBlockedWith(viewerId, c.authorId);

/**
 * SQL of comments on organization posts (migrations 0046, 0048). A comment an admin hid after a
 * report is read only by its author and admins (CONTRACT §8), as a wall comment; neither side of a
 * block sees the other's.
 */
export const orgPostCommentsRepo = {
  /** Oldest first, keyset on (created_at, id) over org_post_comments_post_created_idx. */
  page(db: Db, postId: string, viewerId: string, limit: number, after: Cursor | undefined) {
    return withAuthor(db, viewerId)
      .where(
        and(
          eq(c.postId, postId),
          shownTo(c.hiddenAt, c.authorId, viewerId),
          notBlocked(viewerId),
          after
            ? or(gt(c.createdAt, after.createdAt), and(eq(c.createdAt, after.createdAt), gt(c.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(c.createdAt), asc(c.id))
      .limit(limit);
  },
  /** The comment as this viewer may see it (not hidden from them), else undefined. */
  async one(db: Db, id: string, viewerId: string) {
    const [row] = await withAuthor(db, viewerId).where(
      and(eq(c.id, id), shownTo(c.hiddenAt, c.authorId, viewerId), notBlocked(viewerId)),
    );
    return row;
  },
  async insert(db: Db, values: typeof orgPostComments.$inferInsert) {
    const [row] = await db.insert(orgPostComments).values(values).returning({ id: c.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  },
  /** Its author's new text: marked edited («изменено»). */
  async update(db: Db, id: string, content: string) {
    await db.update(orgPostComments).set({ content, isEdited: true }).where(eq(c.id, id));
  },
  /** Deletes the comment (its replies and likes go with it, ON DELETE CASCADE). */
  async delete(db: Db, id: string) {
    await db.delete(orgPostComments).where(eq(c.id, id));
  },
  /** Likes or takes back the like (as toggleCommentLike of wall comments), in one transaction. */
  toggleLike(db: Db, commentId: string, userId: string) {
    return db.transaction(async (tx) => {
      const mine = and(eq(orgCommentLikes.commentId, commentId), eq(orgCommentLikes.userId, userId));
      const removed = await tx
        .delete(orgCommentLikes)
        .where(mine)
        .returning({ id: orgCommentLikes.commentId });
      if (removed.length === 0)
        await tx.insert(orgCommentLikes).values({ commentId, userId }).onConflictDoNothing();
      const [n] = await tx
        .select({ n: count() })
        .from(orgCommentLikes)
        .where(eq(orgCommentLikes.commentId, commentId));
      return { liked: removed.length === 0, likes_count: n?.n ?? 0 };
    });
  },
  /** An admin hid it after a report (CONTRACT §8); answers whether it exists. */
  async hide(db: Db, id: string, note: string | null) {
    const rows = await db
      .update(orgPostComments)
      .set({ hiddenAt: sql`now()`, hiddenNote: note })
      .where(eq(c.id, id))
      .returning({ id: c.id });
    return rows.length > 0;
  },
};

export type OrgCommentRow = NonNullable<Awaited<ReturnType<typeof orgPostCommentsRepo.one>>>;
