import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mediaFiles, orgPostMedia } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';

/** SQL of an organization post's photos and videos (migration 0046). */
export const orgPostMediaRepo = {
  async attach(tx: Db | Tx, postId: string, mediaIds: string[]) {
    if (mediaIds.length === 0) return;
    await tx
      .insert(orgPostMedia)
      .values(mediaIds.map((mediaId, position) => ({ postId, mediaId, position })));
  },
  /** The files of these posts, each post's in its order. */
  ofPosts(db: Db, postIds: string[]) {
    if (postIds.length === 0) return Promise.resolve([]);
    return db
      .select({ postId: orgPostMedia.postId, file: mediaFiles })
      .from(orgPostMedia)
      .innerJoin(mediaFiles, eq(mediaFiles.id, orgPostMedia.mediaId))
      .where(inArray(orgPostMedia.postId, postIds))
      .orderBy(asc(orgPostMedia.postId), asc(orgPostMedia.position));
  },
};
