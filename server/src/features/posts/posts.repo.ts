import { LIKE_REACTION } from '@krug/contract/posts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { commentLikes, comments, postMedia, postReactions, posts, users } from '../../db/schema/index.ts';
import { blockedWith } from '../../identity/circles-sql.ts';
import { ofFamily } from './visibility-sql.ts';

/**
 * A write of another feature done inside a post's own transaction (`tx`): its hashtags (the tags
 * service's writePostTags), the notifications about what is deleted (the notifications service's
 * forget…). The posts service passes them, so this repo reaches no other feature's tables.
 */
export type InTransaction<T> = (tx: Db, about: T) => Promise<void>;
type PostForTags = { id: string; content: string; createdAt: Date; visibility: string };

/** Writes of posts, likes and reactions, and comments (feed-card reads are in feed-page.repo.ts). */
export const postsRepo = {
  /**
   * The post, its attachments and its hashtags, in one transaction. With a client key its author
   * already used (the outbox sending again), nothing is written and the answer is undefined (see
   * `postByClientKey`); two at once with one key wait on the unique index, and one of them writes.
   */
  create(
    db: Db,
    values: typeof posts.$inferInsert,
    mediaIds: string[],
    writeTags: InTransaction<PostForTags>,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(posts)
        .values(values)
        .onConflictDoNothing({
          target: [posts.authorId, posts.clientKey],
          // Unqualified: PostgreSQL 15 refuses a table-qualified column in the arbiter's predicate.
          where: sql`client_key is not null`,
        })
        .returning();
      if (!row) return undefined;
      if (mediaIds.length > 0) {
        await tx
          .insert(postMedia)
          .values(mediaIds.map((mediaId, position) => ({ postId: row.id, mediaId, position })));
      }
      await writeTags(tx as unknown as Db, row);
      return row;
    });
  },
  /** The author's edit of a post's text or audience, its hashtags again, in one transaction. */
  edit(
    db: Db,
    id: string,
    values: { content?: string; visibility?: string; youtubeUrls?: string[] },
    writeTags: InTransaction<PostForTags>,
  ) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(posts)
        .set({ ...values, editedAt: sql`now()` })
        .where(eq(posts.id, id))
        .returning();
      if (row && values.content !== undefined) await writeTags(tx as unknown as Db, row);
      return row;
    });
  },
  /** Deletes a post (its comments cascade) and every notification about it or its comments. */
  async delete(db: Db, id: string, forgetNotifications: InTransaction<string>) {
    await db.transaction(async (tx) => {
      await forgetNotifications(tx as unknown as Db, id);
      await tx.delete(posts).where(eq(posts.id, id));
    });
  },
  /**
   * The like button (issue 32 item 9: a like is the default reaction, as on VK): with no reaction
   * it sets ❤️, with any reaction it takes it back. Answers the new state and the count of all
   * reactions (kept by the trigger of migration 0041).
   */
  toggleLike(db: Db, postId: string, userId: string) {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(postReactions)
        .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)))
        .returning({ p: postReactions.postId });
      if (removed.length === 0)
        await tx.insert(postReactions).values({ postId, userId, emoji: LIKE_REACTION }).onConflictDoNothing();
      const [c] = await tx.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, postId));
      return { liked: removed.length === 0, likes_count: c?.n ?? 0 };
    });
  },
  /** One reaction per user: a new emoji replaces, the same emoji again removes. Answers the user's reaction. */
  react(db: Db, postId: string, userId: string, emoji: string) {
    return db.transaction(async (tx) => {
      const [current] = await tx
        .select({ emoji: postReactions.emoji })
        .from(postReactions)
        .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
      if (current?.emoji === emoji) {
        await tx
          .delete(postReactions)
          .where(and(eq(postReactions.postId, postId), eq(postReactions.userId, userId)));
        return null;
      }
      await tx
        .insert(postReactions)
        .values({ postId, userId, emoji })
        .onConflictDoUpdate({ target: [postReactions.postId, postReactions.userId], set: { emoji } });
      return emoji;
    });
  },
  commentsOf(db: Db, postId: string, viewerId: string) {
    return db
      .select({
        c: comments,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePicture: users.profilePicture,
        likes:
          sql<number>`(select count(*) from comment_likes l where l.comment_id = ${comments.id})`.mapWith(
            Number,
          ),
        liked: sql<boolean>`exists (select 1 from comment_likes l where l.comment_id = ${comments.id} and l.user_id = ${viewerId})`,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(
        and(
          eq(comments.postId, postId),
          shownTo(comments.hiddenAt, comments.authorId, viewerId),
          // CONTRACT §8 "Blocking": comments of people on either side of a block are not shown.
          sql`${comments.authorId} <> all(${blockedWith(viewerId)})`,
        ),
      )
      .orderBy(asc(comments.createdAt), asc(comments.id));
  },
  async findComment(db: Db, id: string) {
    const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
    return row;
  },
  /** The comment unless an admin hid it from this viewer or a block stands between them (CONTRACT §8). */
  async findShownComment(db: Db, id: string, viewerId: string) {
    const [row] = await db
      .select()
      .from(comments)
      .where(
        and(
          eq(comments.id, id),
          shownTo(comments.hiddenAt, comments.authorId, viewerId),
          sql`${comments.authorId} <> all(${blockedWith(viewerId)})`,
        ),
      )
      .limit(1);
    return row;
  },
  /** Hides a post or a comment from everyone but its author and admins, with the admin's note. */
  async hide(db: Db, kind: 'post' | 'comment', id: string, note: string | null) {
    const table = kind === 'post' ? posts : comments;
    const rows = await db
      .update(table)
      .set({ hiddenAt: sql`now()`, hiddenNote: note })
      .where(eq(table.id, id))
      .returning({ id: table.id });
    return rows.length > 0;
  },
  /** Ids from the thread's root comment down to the comment itself (one recursive query). */
  async commentPath(db: Db, id: string): Promise<string[]> {
    const result = await db.execute(sql`
      with recursive up(id, parent_id, n) as (
        select id, parent_id, 0 from comments where id = ${id}
        union all
        select c.id, c.parent_id, up.n + 1 from comments c join up on c.id = up.parent_id
      )
      select id from up order by n desc`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  },
  /** The post this author made with this client key (the outbox's retry), if any. */
  async postByClientKey(db: Db, authorId: string, clientKey: string) {
    const [row] = await db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.authorId, authorId), eq(posts.clientKey, clientKey)))
      .limit(1);
    return row;
  },
  /** A new comment; undefined when its author already used its client key (as `create`). */
  async insertComment(db: Db, values: typeof comments.$inferInsert) {
    const [row] = await db
      .insert(comments)
      .values(values)
      .onConflictDoNothing({
        target: [comments.authorId, comments.clientKey],
        where: sql`client_key is not null`,
      })
      .returning();
    return row;
  },
  /** The comment this author made with this client key (the outbox's retry), if any. */
  async commentByClientKey(db: Db, authorId: string, clientKey: string) {
    const [row] = await db
      .select({ id: comments.id, postId: comments.postId })
      .from(comments)
      .where(and(eq(comments.authorId, authorId), eq(comments.clientKey, clientKey)))
      .limit(1);
    return row;
  },
  async updateComment(db: Db, id: string, content: string) {
    await db.update(comments).set({ content, isEdited: true }).where(eq(comments.id, id));
  },
  /** Deletes a comment (its replies cascade) and every notification about them. */
  async deleteComment(db: Db, id: string, forgetNotifications: InTransaction<string>) {
    await db.transaction(async (tx) => {
      await forgetNotifications(tx as unknown as Db, id);
      await tx.delete(comments).where(eq(comments.id, id));
    });
  },
  toggleCommentLike(db: Db, commentId: string, userId: string) {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(commentLikes)
        .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
        .returning({ c: commentLikes.commentId });
      if (removed.length === 0)
        await tx.insert(commentLikes).values({ commentId, userId }).onConflictDoNothing();
      const [c] = await tx
        .select({ n: count() })
        .from(commentLikes)
        .where(eq(commentLikes.commentId, commentId));
      return { liked: removed.length === 0, likes_count: c?.n ?? 0 };
    });
  },
  /** Posts count of families (for the family profile): the posts of each family's feed (ofFamily). */
  async familyPostCounts(db: Db, familyIds: string[]) {
    const counts = new Map<string, number>();
    for (const familyId of familyIds) {
      const [row] = await db.select({ n: count() }).from(posts).where(ofFamily(familyId));
      counts.set(familyId, row?.n ?? 0);
    }
    return counts;
  },
};
