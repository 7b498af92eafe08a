import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  chatGroups,
  chatMessages,
  comments,
  dataExports,
  documents,
  mediaFiles,
  postMedia,
  posts,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** Rows read per query while a zip is written: a large history never sits in memory whole. */
export const EXPORT_PAGE = 500;

const after = (
  createdAt: Parameters<typeof beyondCursor>[0],
  id: Parameters<typeof beyondCursor>[1],
  c?: Cursor,
) => (c ? beyondCursor(createdAt, id, '>', c) : undefined);

/** The data_exports table and what a user's export reads: their own rows only. */
export const dataExportRepo = {
  async latest(db: Db, userId: string) {
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(1);
    return row;
  },
  async byId(db: Db, id: string) {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
    return row;
  },
  /** A new pending export, or null when one is already pending (the partial unique index). */
  async insertPending(db: Db | Tx, userId: string) {
    const [row] = await db
      .insert(dataExports)
      .values({ userId })
      .onConflictDoNothing({
        target: dataExports.userId,
        where: sql`${dataExports.status} = 'pending'`,
      })
      .returning();
    return row ?? null;
  },
  /** Marks it ready, only if still pending (a job taken for stale meanwhile keeps its failure). */
  async markReady(db: Db, id: string, v: { fileKey: string; sizeBytes: number; expiresAt: Date }) {
    const rows = await db
      .update(dataExports)
      .set({ status: 'ready', finishedAt: new Date(), ...v })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id });
    return rows.length > 0;
  },
  async markFailed(db: Db, id: string) {
    await db
      .update(dataExports)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')));
  },
  /** Pending exports started before `before` (their process stopped, or they hang) become failed. */
  async failStale(db: Db, before: Date, userId?: string) {
    await db
      .update(dataExports)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(
        and(
          eq(dataExports.status, 'pending'),
          lt(dataExports.createdAt, before),
          userId ? eq(dataExports.userId, userId) : undefined,
        ),
      );
  },
  /** Older exports of the user (all but `keep`): their files go, and so do the rows. */
  async removeOlder(db: Db, userId: string, keep: string) {
    return db
      .delete(dataExports)
      .where(and(eq(dataExports.userId, userId), sql`${dataExports.id} <> ${keep}`))
      .returning({ fileKey: dataExports.fileKey });
  },
  /** Ready exports past their expiry that still have a file: the file is forgotten and answered. */
  async takeExpiredFiles(db: Db, now: Date) {
    const expired = await db
      .select({ id: dataExports.id, fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(and(isNotNull(dataExports.fileKey), lt(dataExports.expiresAt, now)))
      .limit(1000);
    if (expired.length === 0) return [];
    await db
      .update(dataExports)
      .set({ fileKey: null })
      .where(
        inArray(
          dataExports.id,
          expired.map((e) => e.id),
        ),
      );
    return expired.flatMap((e) => (e.fileKey ? [e.fileKey] : []));
  },

  // ---- What goes into the zip: the user's own data only ----

  async profile(db: Db, userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        first_name: users.firstName,
        last_name: users.lastName,
        middle_name: users.middleName,
        name_alias: users.nameAlias,
        phone: users.phone,
        gender: users.gender,
        date_of_birth: users.dateOfBirth,
        address_street: users.addressStreet,
        address_city: users.addressCity,
        address_state: users.addressState,
        address_country: users.addressCountry,
        address_postal_code: users.addressPostalCode,
        marriage_status: users.marriageStatus,
        spouse_name: users.spouseName,
        spouse_phone: users.spousePhone,
        privacy_settings: users.privacySettings,
        language: users.language,
        theme: users.theme,
        created_at: users.createdAt,
        profile_picture: users.profilePicture,
        about: users.about,
        cover_picture: users.coverPicture,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row;
  },
  async postsPage(db: Db, userId: string, c?: Cursor) {
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.authorId, userId), after(posts.createdAt, posts.id, c)))
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(EXPORT_PAGE);
    const media = rows.length
      ? await db
          .select({ postId: postMedia.postId, mediaId: postMedia.mediaId })
          .from(postMedia)
          .where(
            inArray(
              postMedia.postId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(postMedia.position))
      : [];
    return rows.map((r) => ({
      ...r,
      mediaIds: media.filter((m) => m.postId === r.id).map((m) => m.mediaId),
    }));
  },
  commentsPage(db: Db, userId: string, c?: Cursor) {
    return db
      .select()
      .from(comments)
      .where(and(eq(comments.authorId, userId), after(comments.createdAt, comments.id, c)))
      .orderBy(asc(comments.createdAt), asc(comments.id))
      .limit(EXPORT_PAGE);
  },
  /** The user's own messages with their group's name; never anyone else's. */
  messagesPage(db: Db, userId: string, c?: Cursor) {
    return db
      .select({
        id: chatMessages.id,
        createdAt: chatMessages.createdAt,
        groupId: chatMessages.groupId,
        groupName: chatGroups.name,
        content: chatMessages.content,
        messageType: chatMessages.messageType,
      })
      .from(chatMessages)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId))
      .where(and(eq(chatMessages.userId, userId), after(chatMessages.createdAt, chatMessages.id, c)))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
      .limit(EXPORT_PAGE);
  },
  documents(db: Db, userId: string) {
    return db
      .select()
      .from(documents)
      .where(eq(documents.ownerId, userId))
      .orderBy(asc(documents.createdAt), asc(documents.id));
  },
  media(db: Db, userId: string) {
    return db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, userId))
      .orderBy(asc(mediaFiles.createdAt), asc(mediaFiles.id));
  },
};
