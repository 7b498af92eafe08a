import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  chatMembers,
  chatMessageMedia,
  chatMessages,
  type MediaFileRow,
  mediaFiles,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';
import type { Cursor } from '../../platform/cursor.ts';

/** Which file types each kind of a group's shared media lists. */
const KIND_TYPES = { media: ['image', 'video'], files: ['document'] } as const;

/** The files sent in groups, with the message that carried each and its sender. */
const sentFiles = (db: Db) =>
  db
    .select({
      messageId: chatMessageMedia.messageId,
      sentAt: chatMessageMedia.createdAt,
      userId: chatMessages.userId,
      file: mediaFiles,
    })
    .from(chatMessageMedia)
    .innerJoin(chatMessages, eq(chatMessages.id, chatMessageMedia.messageId))
    .innerJoin(mediaFiles, eq(mediaFiles.id, chatMessageMedia.mediaId));

/** Chat attachments (issue 31): a message's files, a group's shared media, a member's mute. */
export const chatAttachmentsRepo = {
  /** Which of `ids` are files of `ownerId`'s own (the only files a sender may attach). */
  async ownedMediaIds(db: Db, ownerId: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: mediaFiles.id })
      .from(mediaFiles)
      .where(and(inArray(mediaFiles.id, ids), eq(mediaFiles.ownerId, ownerId)));
    return new Set(rows.map((r) => r.id));
  },
  /** Attaches the files to a just-sent message, in the order given (inside the send's transaction). */
  async attach(
    tx: Tx,
    message: { id: string; groupId: string; createdAt: Date },
    mediaIds: string[],
  ): Promise<void> {
    if (mediaIds.length === 0) return;
    await tx.insert(chatMessageMedia).values(
      mediaIds.map((mediaId, position) => ({
        messageId: message.id,
        mediaId,
        groupId: message.groupId,
        position,
        createdAt: message.createdAt,
      })),
    );
  },
  /** A message's file ids in the order sent (what a forward carries along). */
  async mediaIdsOf(db: Db, messageId: string): Promise<string[]> {
    const rows = await db
      .select({ mediaId: chatMessageMedia.mediaId })
      .from(chatMessageMedia)
      .where(eq(chatMessageMedia.messageId, messageId))
      .orderBy(asc(chatMessageMedia.position));
    return rows.map((r) => r.mediaId);
  },
  /** The files of these messages, each message's in the order sent (one query for a page). */
  async ofMessages(db: Db, messageIds: string[]): Promise<{ messageId: string; file: MediaFileRow }[]> {
    if (messageIds.length === 0) return [];
    return db
      .select({ messageId: chatMessageMedia.messageId, file: mediaFiles })
      .from(chatMessageMedia)
      .innerJoin(mediaFiles, eq(mediaFiles.id, chatMessageMedia.mediaId))
      .where(inArray(chatMessageMedia.messageId, messageIds))
      .orderBy(asc(chatMessageMedia.messageId), asc(chatMessageMedia.position));
  },
  /**
   * A group's files of one kind, newest first, from messages the viewer may see (what an admin hid
   * only for its sender and admins); keyset on (sent at, media id) over the group's index.
   */
  shared(
    db: Db,
    groupId: string,
    viewerId: string,
    q: { kind: keyof typeof KIND_TYPES; before?: Cursor | undefined; limit: number },
  ) {
    return sentFiles(db)
      .where(
        and(
          eq(chatMessageMedia.groupId, groupId),
          inArray(mediaFiles.fileType, [...KIND_TYPES[q.kind]]),
          q.before
            ? beyondCursor(chatMessageMedia.createdAt, chatMessageMedia.mediaId, '<', q.before)
            : undefined,
          shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId),
        ),
      )
      .orderBy(desc(chatMessageMedia.createdAt), desc(chatMessageMedia.mediaId))
      .limit(q.limit);
  },
  /** One file sent in the group, newest sending first, if the viewer may see that message. */
  async sharedFile(db: Db, groupId: string, mediaId: string, viewerId: string) {
    const [row] = await sentFiles(db)
      .where(
        and(
          eq(chatMessageMedia.groupId, groupId),
          eq(chatMessageMedia.mediaId, mediaId),
          shownTo(chatMessages.hiddenAt, chatMessages.userId, viewerId),
        ),
      )
      .orderBy(desc(chatMessageMedia.createdAt))
      .limit(1);
    return row;
  },
  /** Sets (or, with null, lifts) the member's mute; false when they are not a member. */
  async setMute(db: Db, groupId: string, userId: string, until: Date | null): Promise<boolean> {
    const rows = await db
      .update(chatMembers)
      .set({ mutedUntil: until })
      .where(and(eq(chatMembers.groupId, groupId), eq(chatMembers.userId, userId)))
      .returning({ userId: chatMembers.userId });
    return rows.length > 0;
  },
  /** Whether the user is a member of the group who has not muted it now (push goes to them). */
  async hearsOf(db: Db, groupId: string, userId: string): Promise<boolean> {
    const [row] = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(
        and(
          eq(chatMembers.groupId, groupId),
          eq(chatMembers.userId, userId),
          sql`(${chatMembers.mutedUntil} is null or ${chatMembers.mutedUntil} <= now())`,
        ),
      )
      .limit(1);
    return !!row;
  },
};
