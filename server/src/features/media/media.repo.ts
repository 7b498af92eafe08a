import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaFileRow, mediaFiles } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';
import { sharedWith } from '../albums/album-access-sql.ts';
import { visibleTo } from '../posts/visibility-sql.ts';

export type NewMediaFile = typeof mediaFiles.$inferInsert;

export interface ListFilter {
  ownerId: string;
  fileType?: 'image' | 'document' | 'video' | undefined;
  sourceModules?: string[] | undefined;
  search?: string | undefined;
  before?: { createdAt: Date; id: string } | undefined;
  limit: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The date a file is shown under: when it was taken, else when it was uploaded. */
const shownAt = sql`coalesce(${mediaFiles.takenAt}, ${mediaFiles.createdAt})`;

export const mediaRepo = {
  async insert(db: Db | Tx, values: NewMediaFile): Promise<MediaFileRow> {
    const [row] = await db.insert(mediaFiles).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  /** The file its owner uploaded with this key (an upload sent again, issue 35 §2). */
  async findByClientKey(db: Db | Tx, ownerId: string, clientKey: string): Promise<MediaFileRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.clientKey, clientKey)))
      .limit(1);
    return row;
  },
  async findById(db: Db, id: string): Promise<MediaFileRow | undefined> {
    const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
    return row;
  },
  /**
   * The file if the viewer can see it: their own, attached to a post they may open or to an
   * organization post of an organization they are a member of (who reads its feed), or in an
   * album shared with them, or sent in a chat group they are in (the rules of posts, albums, chat).
   */
  async findVisible(db: Db, id: string, viewerId: string): Promise<MediaFileRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.id, id),
          sql`(${mediaFiles.ownerId} = ${viewerId}
            or exists (select 1 from post_media pm join posts on posts.id = pm.post_id
                       where pm.media_id = ${mediaFiles.id} and ${visibleTo(viewerId)})
            or exists (select 1 from org_post_media opm join org_posts op on op.id = opm.post_id
                         join org_members om on om.org_id = op.org_id and om.user_id = ${viewerId}
                       where opm.media_id = ${mediaFiles.id})
            or exists (select 1 from album_items ai join albums on albums.id = ai.album_id
                       where ai.media_id = ${mediaFiles.id} and ${sharedWith(viewerId)})
            or exists (select 1 from chat_message_media cmm join chat_members cm
                         on cm.group_id = cmm.group_id and cm.user_id = ${viewerId}
                       where cmm.media_id = ${mediaFiles.id}))`,
        ),
      )
      .limit(1);
    return row;
  },
  /** Which of `ids` are files in `ownerId`'s own library (what a post may attach). */
  ownIds(db: Db, ownerId: string, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.ownerId, ownerId), inArray(mediaFiles.id, ids)));
  },
  async findManyByIds(db: Db, ids: string[]): Promise<MediaFileRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
  },
  /**
   * Newest first by the date shown (taken, else uploaded; issue 32 item 8), keyset on (that date,
   * id) over the owner's index on the same expression.
   */
  list(db: Db, f: ListFilter): Promise<MediaFileRow[]> {
    const where: (SQL | undefined)[] = [eq(mediaFiles.ownerId, f.ownerId)];
    if (f.fileType) where.push(eq(mediaFiles.fileType, f.fileType));
    if (f.sourceModules) where.push(inArray(mediaFiles.sourceModule, f.sourceModules));
    if (f.search) where.push(ilike(mediaFiles.originalFilename, `%${escapeLike(f.search)}%`));
    // The (owner_id, shown date, id) index seeks straight to the cursor.
    if (f.before)
      where.push(
        sql`(${shownAt}, ${mediaFiles.id}) < (${f.before.createdAt.toISOString()}::timestamptz, ${f.before.id}::uuid)`,
      );
    return db
      .select()
      .from(mediaFiles)
      .where(and(...where))
      .orderBy(sql`${shownAt} desc`, desc(mediaFiles.id))
      .limit(f.limit);
  },
  countsByModule(db: Db, ownerId: string) {
    return db
      .select({ sourceModule: mediaFiles.sourceModule, fileType: mediaFiles.fileType, n: count() })
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, ownerId))
      .groupBy(mediaFiles.sourceModule, mediaFiles.fileType);
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.delete(mediaFiles).where(eq(mediaFiles.id, id));
  },
};
