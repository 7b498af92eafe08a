import { and, asc, count, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  commentLikes,
  comments,
  mediaFiles,
  postLikes,
  postMedia,
  postReactions,
  posts,
  users,
} from '../../db/schema/index.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { subscribedBy, visibleTo } from './visibility-sql.ts';

export interface PostFilter {
  sourceModules?: string[] | undefined;
  familyId?: string | undefined;
  visibility?: string | undefined;
  subscribed?: boolean | undefined;
  authorId?: string | undefined;
  search?: string | undefined;
  before?: Cursor | undefined;
  limit: number;
}

const postWithAuthor = {
  post: posts,
  firstName: users.firstName,
  lastName: users.lastName,
  profilePicture: users.profilePicture,
};

export const postsRepo = {
  /** One page of posts the viewer may read, newest first, with their authors (one query). */
  list(db: Db, viewerId: string, f: PostFilter) {
    const where: (SQL | undefined)[] = [visibleTo(viewerId)];
    if (f.sourceModules) where.push(inArray(posts.sourceModule, f.sourceModules));
    if (f.familyId) where.push(eq(posts.familyId, f.familyId));
    if (f.visibility) where.push(eq(posts.visibility, f.visibility));
    if (f.authorId) where.push(eq(posts.authorId, f.authorId));
    if (f.subscribed) where.push(subscribedBy(viewerId));
    if (f.search)
      where.push(sql`to_tsvector('russian', ${posts.content}) @@ plainto_tsquery('russian', ${f.search})`);
    if (f.before) {
      const b = f.before;
      where.push(
        or(lt(posts.createdAt, b.createdAt), and(eq(posts.createdAt, b.createdAt), lt(posts.id, b.id))),
      );
    }
    return db
      .select(postWithAuthor)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(...where))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(f.limit);
  },
  async findVisible(db: Db, viewerId: string, id: string) {
    const [row] = await db
      .select(postWithAuthor)
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(posts.id, id), visibleTo(viewerId)))
      .limit(1);
    return row;
  },
  mediaOf(db: Db, postIds: string[]) {
    return db
      .select({ postId: postMedia.postId, file: mediaFiles })
      .from(postMedia)
      .innerJoin(mediaFiles, eq(mediaFiles.id, postMedia.mediaId))
      .where(inArray(postMedia.postId, postIds))
      .orderBy(asc(postMedia.position));
  },
  likesOf(db: Db, postIds: string[], viewerId: string) {
    return db
      .select({
        postId: postLikes.postId,
        n: count(),
        mine: sql<boolean>`bool_or(${postLikes.userId} = ${viewerId})`,
      })
      .from(postLikes)
      .where(inArray(postLikes.postId, postIds))
      .groupBy(postLikes.postId);
  },
  reactionsOf(db: Db, postIds: string[], viewerId: string) {
    return db
      .select({
        postId: postReactions.postId,
        emoji: postReactions.emoji,
        n: count(),
        mine: sql<boolean>`bool_or(${postReactions.userId} = ${viewerId})`,
      })
      .from(postReactions)
      .where(inArray(postReactions.postId, postIds))
      .groupBy(postReactions.postId, postReactions.emoji);
  },
  commentCountsOf(db: Db, postIds: string[]) {
    return db
      .select({ postId: comments.postId, n: count() })
      .from(comments)
      .where(inArray(comments.postId, postIds))
      .groupBy(comments.postId);
  },
  ownMediaIds(db: Db, ownerId: string, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.ownerId, ownerId), inArray(mediaFiles.id, ids)));
  },
  /** The post and its attachments, in one transaction. */
  create(db: Db, values: typeof posts.$inferInsert, mediaIds: string[]) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(posts).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      if (mediaIds.length > 0) {
        await tx
          .insert(postMedia)
          .values(mediaIds.map((mediaId, position) => ({ postId: row.id, mediaId, position })));
      }
      return row;
    });
  },
  async delete(db: Db, id: string) {
    await db.delete(posts).where(eq(posts.id, id));
  },
  /** Likes or unlikes; answers the new state and count. */
  toggleLike(db: Db, postId: string, userId: string) {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
        .returning({ p: postLikes.postId });
      if (removed.length === 0) await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing();
      const [c] = await tx.select({ n: count() }).from(postLikes).where(eq(postLikes.postId, postId));
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
      .where(eq(comments.postId, postId))
      .orderBy(asc(comments.createdAt), asc(comments.id));
  },
  async findComment(db: Db, id: string) {
    const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
    return row;
  },
  async insertComment(db: Db, values: typeof comments.$inferInsert) {
    const [row] = await db.insert(comments).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async updateComment(db: Db, id: string, content: string) {
    await db.update(comments).set({ content, isEdited: true }).where(eq(comments.id, id));
  },
  async deleteComment(db: Db, id: string) {
    await db.delete(comments).where(eq(comments.id, id));
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
  /** A family's latest posts for its public view, with like and comment counts. */
  familyPosts(db: Db, familyId: string, limit = 20) {
    return db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        likes: sql<number>`(select count(*) from post_likes l where l.post_id = ${posts.id})`.mapWith(Number),
        comments: sql<number>`(select count(*) from comments c where c.post_id = ${posts.id})`.mapWith(
          Number,
        ),
      })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(eq(posts.familyId, familyId))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(limit);
  },
  /** Posts count of families (for the family profile). */
  async familyPostCounts(db: Db, familyIds: string[]) {
    if (familyIds.length === 0) return new Map<string, number>();
    const rows = await db
      .select({ familyId: posts.familyId, n: count() })
      .from(posts)
      .where(inArray(posts.familyId, familyIds))
      .groupBy(posts.familyId);
    return new Map(rows.map((r) => [r.familyId ?? '', r.n]));
  },
};
