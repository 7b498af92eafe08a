import type { ShareKind } from '@krug/contract/albums';
import { and, count, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beyondCursor } from '../../db/keyset.ts';
import {
  type AlbumRow,
  albumItems,
  albumShares,
  albums,
  chatGroups,
  chatMembers,
  families,
  familyMembers,
  householdMembers,
  households,
  type MediaFileRow,
  mediaFiles,
  users,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';
import type { Cursor } from '../../platform/cursor.ts';
import { sharedWith } from './album-access-sql.ts';

/** An album with what its card shows: the item count and the cover's id (chosen, else the newest). */
export type AlbumSummary = AlbumRow & { itemCount: number; coverId: string | null };
export interface Circle {
  kind: ShareKind;
  id: string;
  name: string;
  memberCount: number;
}

/** The albums shared with any circle the user is a current member of (an index probe per circle). */
const sharedCandidates = (userId: string) => sql`${albums.id} in (
  select s.album_id from album_shares s
  where s.family_id = any(array(select family_id from family_members where user_id = ${userId} and status = 'active'))
     or s.household_id = any(array(select household_id from household_members where user_id = ${userId} and status = 'active'))
     or s.chat_group_id = any(array(select group_id from chat_members where user_id = ${userId})))`;

const summaryColumns = {
  ...getTableColumns(albums),
  itemCount: sql<number>`(select count(*) from album_items i where i.album_id = ${albums.id})`.mapWith(
    Number,
  ),
  coverId: sql<string | null>`coalesce(${albums.coverMediaId}, (select i.media_id from album_items i
    where i.album_id = ${albums.id} order by i.media_created_at desc, i.media_id desc limit 1))`,
};

const listSummaries = (db: Db, where: SQL | undefined, before: Cursor | undefined, limit: number) =>
  db
    .select(summaryColumns)
    .from(albums)
    .where(and(where, before ? beyondCursor(albums.createdAt, albums.id, '<', before) : undefined))
    .orderBy(desc(albums.createdAt), desc(albums.id))
    .limit(limit);

export const albumsRepo = {
  async insert(db: Db, values: { ownerId: string; title: string; description: string | null }) {
    const [row] = await db.insert(albums).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async update(db: Db, id: string, values: { title: string; description: string | null }) {
    await db
      .update(albums)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(albums.id, id));
  },
  async delete(db: Db, id: string) {
    await db.delete(albums).where(eq(albums.id, id));
  },
  /** The album with whether `viewerId` may read it through a share (owners read their own anyway). */
  async byIdFor(db: Db, id: string, viewerId: string) {
    const [row] = await db
      .select({ ...summaryColumns, sharedWithViewer: sql<boolean>`${sharedWith(viewerId)}` })
      .from(albums)
      .where(eq(albums.id, id))
      .limit(1);
    return row;
  },
  listMine: (db: Db, ownerId: string, before: Cursor | undefined, limit: number): Promise<AlbumSummary[]> =>
    listSummaries(db, eq(albums.ownerId, ownerId), before, limit),
  listSharedWith: (
    db: Db,
    userId: string,
    before: Cursor | undefined,
    limit: number,
  ): Promise<AlbumSummary[]> =>
    listSummaries(
      db,
      and(ne(albums.ownerId, userId), sharedCandidates(userId), sharedWith(userId)),
      before,
      limit,
    ),
  async countMine(db: Db, ownerId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(albums).where(eq(albums.ownerId, ownerId));
    return row?.n ?? 0;
  },

  owners(db: Db, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(inArray(users.id, ids));
  },
  media(db: Db, ids: string[]): Promise<MediaFileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
  },

  /** A page of the album's files, newest first by the file's date (taken, else uploaded). */
  itemsPage(db: Db, albumId: string, before: Cursor | undefined, limit: number) {
    return db
      .select({ ...getTableColumns(mediaFiles) })
      .from(albumItems)
      .innerJoin(mediaFiles, eq(mediaFiles.id, albumItems.mediaId))
      .where(
        and(
          eq(albumItems.albumId, albumId),
          before ? beyondCursor(albumItems.mediaCreatedAt, albumItems.mediaId, '<', before) : undefined,
        ),
      )
      .orderBy(desc(albumItems.mediaCreatedAt), desc(albumItems.mediaId))
      .limit(limit);
  },

  /**
   * Adds files (already checked to be the owner's photos and videos) under a lock on the album, so
   * two concurrent adds cannot pass the limit together. Answers the count added and the new total,
   * or null when the limit would be passed (nothing written).
   */
  addItems(
    db: Db,
    albumId: string,
    files: { id: string; createdAt: Date; takenAt: Date | null }[],
    max: number,
  ) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from albums where id = ${albumId} for update`);
      const have = await countItems(tx, albumId);
      const already = await tx
        .select({ id: albumItems.mediaId })
        .from(albumItems)
        .where(
          and(
            eq(albumItems.albumId, albumId),
            inArray(
              albumItems.mediaId,
              files.map((f) => f.id),
            ),
          ),
        );
      const present = new Set(already.map((r) => r.id));
      const fresh = files.filter((f) => !present.has(f.id));
      if (have + fresh.length > max) return null;
      if (fresh.length > 0) {
        await tx
          .insert(albumItems)
          // Ordered by the date taken when the photo has one (issue 32 item 8).
          .values(fresh.map((f) => ({ albumId, mediaId: f.id, mediaCreatedAt: f.takenAt ?? f.createdAt })))
          .onConflictDoNothing();
        await tx.update(albums).set({ updatedAt: new Date() }).where(eq(albums.id, albumId));
      }
      return { changed: fresh.length, itemCount: have + fresh.length };
    });
  },
  /** Removes files; a removed chosen cover falls back to the default. */
  removeItems(db: Db, albumId: string, mediaIds: string[]) {
    return db.transaction(async (tx) => {
      const gone = await tx
        .delete(albumItems)
        .where(and(eq(albumItems.albumId, albumId), inArray(albumItems.mediaId, mediaIds)))
        .returning({ id: albumItems.mediaId });
      if (gone.length > 0)
        await tx
          .update(albums)
          .set({
            updatedAt: new Date(),
            coverMediaId: sql`case when ${inArray(
              albums.coverMediaId,
              gone.map((g) => g.id),
            )} then null else ${albums.coverMediaId} end`,
          })
          .where(eq(albums.id, albumId));
      return { changed: gone.length, itemCount: await countItems(tx, albumId) };
    });
  },
  async hasItem(db: Db, albumId: string, mediaId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: albumItems.mediaId })
      .from(albumItems)
      .where(and(eq(albumItems.albumId, albumId), eq(albumItems.mediaId, mediaId)))
      .limit(1);
    return !!row;
  },
  async setCover(db: Db, albumId: string, mediaId: string | null) {
    await db
      .update(albums)
      .set({ coverMediaId: mediaId, updatedAt: new Date() })
      .where(eq(albums.id, albumId));
  },

  /** The circles the user is a current member of: families, their household, chat groups (not direct chats). */
  async circlesOf(db: Db, userId: string): Promise<Circle[]> {
    const fams = await db
      .select({
        id: families.id,
        name: families.name,
        memberCount: sql<number>`(select count(*) from family_members x
          where x.family_id = ${families.id} and x.status = 'active' and x.user_id is not null)`.mapWith(
          Number,
        ),
      })
      .from(familyMembers)
      .innerJoin(families, eq(families.id, familyMembers.familyId))
      .where(and(eq(familyMembers.userId, userId), eq(familyMembers.status, 'active')))
      .orderBy(families.name);
    const homes = await db
      .select({
        id: households.id,
        name: households.householdName,
        memberCount: sql<number>`(select count(*) from household_members x
          where x.household_id = ${households.id} and x.status = 'active')`.mapWith(Number),
      })
      .from(householdMembers)
      .innerJoin(households, eq(households.id, householdMembers.householdId))
      .where(and(eq(householdMembers.userId, userId), eq(householdMembers.status, 'active')));
    const groups = await db
      .select({
        id: chatGroups.id,
        name: chatGroups.name,
        memberCount:
          sql<number>`(select count(*) from chat_members x where x.group_id = ${chatGroups.id})`.mapWith(
            Number,
          ),
      })
      .from(chatMembers)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMembers.groupId))
      .where(and(eq(chatMembers.userId, userId), ne(chatGroups.groupType, 'DIRECT')))
      .orderBy(chatGroups.name);
    return [
      ...fams.map((c) => ({ ...c, kind: 'family' as const })),
      ...homes.map((c) => ({ ...c, kind: 'household' as const })),
      ...groups.map((c) => ({ ...c, kind: 'chat_group' as const })),
    ];
  },
  /** The album's shares as `kind:id` keys. */
  async shareKeys(db: Db, albumId: string): Promise<string[]> {
    const rows = await db.select().from(albumShares).where(eq(albumShares.albumId, albumId));
    return rows.map((r) =>
      r.familyId
        ? `family:${r.familyId}`
        : r.householdId
          ? `household:${r.householdId}`
          : `chat_group:${r.chatGroupId}`,
    );
  },
  /** The shares of several albums, with the circles' names (for the owner's cards). */
  sharesOf(db: Db, albumIds: string[]) {
    if (albumIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        albumId: albumShares.albumId,
        familyId: albumShares.familyId,
        householdId: albumShares.householdId,
        chatGroupId: albumShares.chatGroupId,
        name: sql<string>`coalesce(${families.name}, ${households.householdName}, ${chatGroups.name})`,
      })
      .from(albumShares)
      .leftJoin(families, eq(families.id, albumShares.familyId))
      .leftJoin(households, eq(households.id, albumShares.householdId))
      .leftJoin(chatGroups, eq(chatGroups.id, albumShares.chatGroupId))
      .where(inArray(albumShares.albumId, albumIds))
      .orderBy(albumShares.createdAt);
  },
  /**
   * Who besides the owner reads the album through its shares now (the members of each shared circle
   * the owner is still in, as `sharedWith` decides); blocked people either way are left out.
   */
  async readerIds(db: Db, albumId: string): Promise<string[]> {
    const result = await db.execute<{ user_id: string }>(sql`
      select distinct r.user_id from albums a
      join lateral (
        select fm.user_id from album_shares s join family_members fm on fm.family_id = s.family_id
        where s.album_id = a.id and fm.status = 'active'
          and exists (select 1 from family_members o where o.family_id = s.family_id
                        and o.user_id = a.owner_id and o.status = 'active')
        union all
        select hm.user_id from album_shares s join household_members hm on hm.household_id = s.household_id
        where s.album_id = a.id and hm.status = 'active'
          and exists (select 1 from household_members o where o.household_id = s.household_id
                        and o.user_id = a.owner_id and o.status = 'active')
        union all
        select cm.user_id from album_shares s join chat_members cm on cm.group_id = s.chat_group_id
        where s.album_id = a.id
          and exists (select 1 from chat_members o where o.group_id = s.chat_group_id and o.user_id = a.owner_id)
      ) r on true
      where a.id = ${albumId} and r.user_id is not null and r.user_id <> a.owner_id
        and not exists (select 1 from user_blocks ub
          where (ub.blocker_id = a.owner_id and ub.blocked_id = r.user_id)
             or (ub.blocker_id = r.user_id and ub.blocked_id = a.owner_id))`);
    const rows = (result as unknown as { rows: { user_id: string }[] }).rows;
    return rows.map((r) => r.user_id);
  },
  /** Replaces the album's shares with `targets` in one transaction. */
  replaceShares(db: Db, albumId: string, targets: { kind: ShareKind; id: string }[]) {
    return db.transaction(async (tx) => {
      await tx.delete(albumShares).where(eq(albumShares.albumId, albumId));
      if (targets.length > 0)
        await tx.insert(albumShares).values(
          targets.map((t) => ({
            albumId,
            familyId: t.kind === 'family' ? t.id : null,
            householdId: t.kind === 'household' ? t.id : null,
            chatGroupId: t.kind === 'chat_group' ? t.id : null,
          })),
        );
    });
  },
};

async function countItems(tx: Tx | Db, albumId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(albumItems).where(eq(albumItems.albumId, albumId));
  return row?.n ?? 0;
}
