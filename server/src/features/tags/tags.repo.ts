import { extractHashtags } from '@krug/contract/search';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postTags } from '../../db/schema/index.ts';

export const tagsRepo = {
  /**
   * Writes a post's tags (contract extractHashtags) in place of any it had: called inside the
   * post's own transaction on create (and on an edit, should posts ever be edited).
   */
  async replaceForPost(
    db: Db,
    post: { id: string; content: string; createdAt: Date; visibility: string },
  ): Promise<void> {
    await db.delete(postTags).where(eq(postTags.postId, post.id));
    const tags = extractHashtags(post.content);
    if (tags.length === 0) return;
    await db.insert(postTags).values(
      tags.map((tag) => ({
        postId: post.id,
        tag,
        createdAt: post.createdAt,
        isPublic: post.visibility === 'PUBLIC',
      })),
    );
  },
  /**
   * The most used tags of PUBLIC posts since `since`, ties by tag: a range of the partial index
   * post_tags_public_created_idx (created_at, tag), read without touching posts.
   */
  popular(db: Db, since: Date, limit: number) {
    const n = count();
    return db
      .select({ tag: postTags.tag, count: n })
      .from(postTags)
      .where(and(postTags.isPublic, gt(postTags.createdAt, since)))
      .groupBy(postTags.tag)
      .orderBy(desc(n), asc(postTags.tag))
      .limit(limit);
  },
  /** Rows as the migration's backfill or the app wrote them (tests compare the two). */
  ofPost(db: Db, postId: string) {
    return db
      .select({ tag: postTags.tag })
      .from(postTags)
      .where(eq(postTags.postId, postId))
      .then((rows) => rows.map((r) => r.tag).sort());
  },
};
