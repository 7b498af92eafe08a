import { and, asc, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journalEntries, journalEntryMedia, mediaFiles, posts, users } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type EntryValues = Pick<
  typeof journalEntries.$inferInsert,
  'familyId' | 'visibility' | 'entryDate' | 'content' | 'mood' | 'tags'
>;

/**
 * canReadEntry in SQL (the rule of posts' visibleTo, over the two visibilities an entry has): the
 * author; FAMILY_ONLY with a family for its active members; without one for anyone sharing an
 * active family with the author. An invitation gives nothing (CONTRACT §4 "Consent").
 */
export function entryVisibleTo(viewerId: string): SQL {
  return sql`(
    ${journalEntries.authorId} = ${viewerId}
    or (${journalEntries.visibility} = 'FAMILY_ONLY' and (
      (${journalEntries.familyId} is not null and ${journalEntries.familyId} = any(array(
        select fm.family_id from family_members fm where fm.user_id = ${viewerId} and fm.status = 'active')))
      or (${journalEntries.familyId} is null and ${journalEntries.authorId} = any(array(
        select a.user_id from family_members a join family_members b on a.family_id = b.family_id
        where b.user_id = ${viewerId} and b.status = 'active' and a.user_id is not null and a.status = 'active')))))
  )`;
}

const author = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  profile_picture: users.profilePicture,
};
/** Month and day (`MM-DD`) of a date, and of an instant on a Moscow calendar (UTC+3). */
const md = (date: SQL) => sql`to_char(${date}, 'MM-DD')`;
const moscow = (instant: unknown) => sql`((${instant} at time zone 'UTC') + interval '3 hours')`;

export const journalRepo = {
  /** A page of entries the viewer may read, newest day first; `mine`: only their own. */
  page(db: Db, viewerId: string, o: { mine: boolean; before?: { date: string; id: string }; limit: number }) {
    const where = [o.mine ? eq(journalEntries.authorId, viewerId) : entryVisibleTo(viewerId)];
    if (o.before)
      where.push(
        or(
          lt(journalEntries.entryDate, o.before.date),
          and(eq(journalEntries.entryDate, o.before.date), lt(journalEntries.id, o.before.id)),
        ) as SQL,
      );
    return db
      .select({ entry: journalEntries, author })
      .from(journalEntries)
      .innerJoin(users, eq(users.id, journalEntries.authorId))
      .where(and(...where))
      .orderBy(desc(journalEntries.entryDate), desc(journalEntries.id))
      .limit(o.limit + 1);
  },
  /** One entry, if the viewer may read it. */
  async visible(db: Db, viewerId: string, id: string) {
    const [row] = await db
      .select({ entry: journalEntries, author })
      .from(journalEntries)
      .innerJoin(users, eq(users.id, journalEntries.authorId))
      .where(and(eq(journalEntries.id, id), entryVisibleTo(viewerId)))
      .limit(1);
    return row;
  },
  async mediaOf(db: Db, entryIds: string[]) {
    if (entryIds.length === 0) return [];
    return db
      .select()
      .from(journalEntryMedia)
      .where(inArray(journalEntryMedia.entryId, entryIds))
      .orderBy(asc(journalEntryMedia.position));
  },
  create(db: Db, authorId: string, values: EntryValues, mediaIds: string[]) {
    return db.transaction(async (tx: Tx) => {
      const [row] = await tx
        .insert(journalEntries)
        .values({ ...values, authorId })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      if (mediaIds.length)
        await tx
          .insert(journalEntryMedia)
          .values(mediaIds.map((mediaId, position) => ({ entryId: row.id, mediaId, position })));
      return row;
    });
  },
  update(db: Db, id: string, values: EntryValues, mediaIds: string[]) {
    return db.transaction(async (tx: Tx) => {
      await tx
        .update(journalEntries)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(journalEntries.id, id));
      await tx.delete(journalEntryMedia).where(eq(journalEntryMedia.entryId, id));
      if (mediaIds.length)
        await tx
          .insert(journalEntryMedia)
          .values(mediaIds.map((mediaId, position) => ({ entryId: id, mediaId, position })));
    });
  },
  async remove(db: Db, id: string) {
    await db.delete(journalEntries).where(eq(journalEntries.id, id));
  },

  // «В этот день»: only the caller's own things, from the same day of earlier years.
  ownEntriesOn(db: Db, userId: string, monthDay: string, year: number) {
    return db
      .select({ entry: journalEntries, author })
      .from(journalEntries)
      .innerJoin(users, eq(users.id, journalEntries.authorId))
      .where(
        and(
          eq(journalEntries.authorId, userId),
          sql`${md(sql`${journalEntries.entryDate}`)} = ${monthDay}`,
          sql`extract(year from ${journalEntries.entryDate}) < ${year}`,
        ),
      )
      .orderBy(desc(journalEntries.entryDate))
      .limit(50);
  },
  /**
   * The user's own posts written on that day (Moscow calendar) in earlier years. Read here (not
   * through the posts service) because only the author's own rows are read: no visibility applies.
   */
  ownPostsOn(db: Db, userId: string, monthDay: string, year: number) {
    const day = moscow(posts.createdAt);
    return db
      .select({
        id: posts.id,
        content: posts.content,
        createdAt: posts.createdAt,
        sourceModule: posts.sourceModule,
      })
      .from(posts)
      .where(
        and(
          eq(posts.authorId, userId),
          sql`${md(day)} = ${monthDay}`,
          sql`extract(year from ${day}) < ${year}`,
        ),
      )
      .orderBy(desc(posts.createdAt))
      .limit(50);
  },
  /** The user's own photos taken on that day (EXIF), or uploaded on it when the date taken is unknown. */
  async ownPhotoIdsOn(db: Db, userId: string, monthDay: string, year: number) {
    const day = sql`coalesce(${mediaFiles.takenAt} at time zone 'UTC', ${moscow(mediaFiles.createdAt)})`;
    const rows = await db
      .select({ id: mediaFiles.id, day: sql<string>`to_char(${day}, 'YYYY-MM-DD')` })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.ownerId, userId),
          eq(mediaFiles.fileType, 'image'),
          sql`${md(day)} = ${monthDay}`,
          sql`extract(year from ${day}) < ${year}`,
        ),
      )
      .orderBy(desc(day))
      .limit(60);
    return rows;
  },
};
