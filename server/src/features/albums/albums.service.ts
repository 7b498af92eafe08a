import {
  ALBUM_ITEMS_MAX,
  ALBUM_TEXTS,
  type Album,
  type AlbumBody,
  type AlbumCoverBody,
  type AlbumItemsResponse,
  type AlbumItemsResult,
  type AlbumListResponse,
  type AlbumSharesBody,
  type AlbumSharesResponse,
  type ShareKind,
  safeFileName,
} from '@krug/contract/albums';
import type { MediaFile } from '@krug/contract/media';
import type { PageQuery } from '@krug/contract/pagination';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { MediaFileRow } from '../../db/schema/index.ts';
import { usersRepo } from '../../identity/users.repo.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import { Forbidden, Invalid, NotFound } from '../../platform/errors.ts';
import type { UrlSigner } from '../../platform/signed-url.ts';
import { type Archive, type MediaArchive, pagesOf } from '../media/media-archive.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import {
  albumArchiveSubject,
  canAddToAlbum,
  canEditAlbum,
  canReadAlbum,
  canShareWith,
} from './albums.policy.ts';
import { type AlbumSummary, albumsRepo as repo } from './albums.repo.ts';

type Page = z.output<typeof PageQuery>;
type Body = z.output<typeof AlbumBody>;
const archivePath = (id: string) => `/api/albums/${id}/archive`;

/** Albums of one's own photos and videos, shared with one's circles (issue 22). */
export function createAlbumsService(deps: {
  db: Db;
  signer: UrlSigner;
  archive: MediaArchive;
  /**
   * The media feature's own shaping of files for a viewer (signed links; the owner gets originals,
   * others the variants without EXIF), so signing stays in one place.
   */
  mediaDtos: (rows: MediaFileRow[], viewerId: string) => Promise<MediaFile[]>;
  /** Tells the people a new share reaches (issue 32 item 14). */
  notifications?: Pick<NotificationsService, 'notifyMany'>;
}) {
  const { db, signer, archive, mediaDtos, notifications } = deps;

  /** Cards for `rows` as `viewerId` sees them: three fixed queries whatever the page size. */
  async function shape(rows: AlbumSummary[], viewerId: string): Promise<Album[]> {
    const coverRows = await repo.media(db, [...new Set(rows.flatMap((r) => (r.coverId ? [r.coverId] : [])))]);
    const coverDtos = await mediaDtos(coverRows, viewerId);
    const owners = await repo.owners(db, [...new Set(rows.map((r) => r.ownerId))]);
    const mine = rows.filter((r) => r.ownerId === viewerId).map((r) => r.id);
    const shares = await repo.sharesOf(db, mine);
    return rows.map((r) => {
      const cover = coverDtos.find((m) => m.id === r.coverId);
      const owner = owners.find((o) => o.id === r.ownerId);
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        item_count: r.itemCount,
        cover: cover ?? null,
        cover_is_chosen: r.coverMediaId !== null,
        owner: { id: r.ownerId, first_name: owner?.firstName ?? '', last_name: owner?.lastName ?? '' },
        can_edit: canEditAlbum(viewerId, r),
        shares: shares
          .filter((s) => s.albumId === r.id)
          .map((s) => ({
            kind: (s.familyId ? 'family' : s.householdId ? 'household' : 'chat_group') as ShareKind,
            id: (s.familyId ?? s.householdId ?? s.chatGroupId) as string,
            name: s.name,
          })),
        archive_url: `${signer.sign(archivePath(r.id), albumArchiveSubject(r.id, viewerId))}&u=${viewerId}`,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }

  /** The album if `userId` may read it; else 404 (its existence is not theirs to know). */
  async function readable(userId: string, id: string) {
    const album = await repo.byIdFor(db, id, userId);
    if (!album || !canReadAlbum(userId, album)) throw new NotFound(ALBUM_TEXTS.notFound);
    return album;
  }
  /** The album if `userId` owns it: 404 when they may not read it, 403 when they only read it. */
  async function editable(userId: string, id: string) {
    const album = await readable(userId, id);
    if (!canEditAlbum(userId, album)) throw new Forbidden(ALBUM_TEXTS.onlyOwner);
    return album;
  }
  const one = async (userId: string, id: string) =>
    (await shape([await readable(userId, id)], userId))[0] as Album;
  const pageOf = async (rows: AlbumSummary[], limit: number, userId: string): Promise<AlbumListResponse> => {
    const last = rows.at(-1);
    return {
      albums: await shape(rows, userId),
      next_cursor: rows.length === limit && last ? encodeCursor(last) : null,
    };
  };

  return {
    async mine(userId: string, q: Page): Promise<AlbumListResponse> {
      const page = await pageOf(
        await repo.listMine(db, userId, decodeCursor(q.before), q.limit),
        q.limit,
        userId,
      );
      return { ...page, total: await repo.countMine(db, userId) };
    },
    async sharedWithMe(userId: string, q: Page) {
      return pageOf(await repo.listSharedWith(db, userId, decodeCursor(q.before), q.limit), q.limit, userId);
    },
    get: one,

    async create(userId: string, body: Body): Promise<Album> {
      const row = await repo.insert(db, { ownerId: userId, ...body });
      return one(userId, row.id);
    },
    async update(userId: string, id: string, body: Body): Promise<Album> {
      await editable(userId, id);
      await repo.update(db, id, body);
      return one(userId, id);
    },
    /** Deletes the album; its files stay in the library. */
    async remove(userId: string, id: string) {
      await editable(userId, id);
      await repo.delete(db, id);
    },

    async items(userId: string, id: string, q: Page): Promise<AlbumItemsResponse> {
      await readable(userId, id);
      const rows = await repo.itemsPage(db, id, decodeCursor(q.before), q.limit);
      const last = rows.at(-1);
      return {
        items: await mediaDtos(rows, userId),
        next_cursor:
          rows.length === q.limit && last
            ? encodeCursor({ createdAt: last.takenAt ?? last.createdAt, id: last.id })
            : null,
      };
    },
    /** Adds my photos and videos (idempotent); another's file, a document or an unknown id is a 422. */
    async addItems(userId: string, id: string, ids: string[]): Promise<AlbumItemsResult> {
      await editable(userId, id);
      const files = await repo.media(db, ids);
      if (files.length !== ids.length || !files.every((f) => canAddToAlbum(userId, f)))
        throw new Invalid(ALBUM_TEXTS.notYourMedia);
      const added = await repo.addItems(db, id, files, ALBUM_ITEMS_MAX);
      if (!added) throw new Invalid(ALBUM_TEXTS.full);
      return { changed: added.changed, item_count: added.itemCount };
    },
    async removeItems(userId: string, id: string, ids: string[]): Promise<AlbumItemsResult> {
      await editable(userId, id);
      const removed = await repo.removeItems(db, id, ids);
      return { changed: removed.changed, item_count: removed.itemCount };
    },
    async setCover(userId: string, id: string, body: AlbumCoverBody): Promise<Album> {
      await editable(userId, id);
      if (body.media_id && !(await repo.hasItem(db, id, body.media_id)))
        throw new Invalid(ALBUM_TEXTS.coverNotInAlbum);
      await repo.setCover(db, id, body.media_id);
      return one(userId, id);
    },

    /** My circles, each with whether the album is shared with it and how many people it reaches. */
    async shares(userId: string, id: string): Promise<AlbumSharesResponse> {
      await editable(userId, id);
      const shared = new Set(await repo.shareKeys(db, id));
      const circles = await repo.circlesOf(db, userId);
      return {
        options: circles.map((c) => ({
          kind: c.kind,
          id: c.id,
          name: c.name,
          member_count: c.memberCount,
          shared: shared.has(`${c.kind}:${c.id}`),
        })),
      };
    },
    async setShares(userId: string, id: string, body: AlbumSharesBody): Promise<AlbumSharesResponse> {
      const album = await editable(userId, id);
      const mine = new Set((await repo.circlesOf(db, userId)).map((c) => `${c.kind}:${c.id}`));
      const unique = [...new Map(body.targets.map((t) => [`${t.kind}:${t.id}`, t])).values()];
      if (!unique.every((t) => canShareWith(mine, t))) throw new Invalid(ALBUM_TEXTS.notYourCircle);
      const before = new Set(await repo.readerIds(db, id));
      await repo.replaceShares(db, id, unique);
      const reached = (await repo.readerIds(db, id)).filter((reader) => !before.has(reader));
      if (reached.length && notifications) {
        const owner = await usersRepo.findById(db, userId);
        const text = ALBUM_TEXTS.sharedWithYou(
          `${owner?.firstName ?? ''} ${owner?.lastName ?? ''}`.trim(),
          owner?.gender ?? null,
          album.title,
        );
        await notifications.notifyMany(
          reached.map((reader) => ({
            userId: reader,
            actorId: userId,
            type: 'album_shared' as const,
            text,
            link: { kind: 'album', id },
          })),
        );
      }
      return this.shares(userId, id);
    },

    /**
     * The album's zip by the signed link its reader was given; the right to read is checked again,
     * so a removed share or a left circle ends the link too (404).
     */
    async archive(id: string, u: string | undefined, exp: unknown, sig: unknown): Promise<Archive> {
      if (!u || !signer.verify(albumArchiveSubject(id, u), exp, sig))
        throw new NotFound(ALBUM_TEXTS.archiveNotFound);
      const album = await repo.byIdFor(db, id, u);
      if (!album || !canReadAlbum(u, album)) throw new NotFound(ALBUM_TEXTS.archiveNotFound);
      const pages = pagesOf((before, limit) => repo.itemsPage(db, id, before, limit));
      return archive.build(pages, `${safeFileName(album.title, 'Альбом')}.zip`, ALBUM_TEXTS.emptyAlbum, u);
    },
  };
}
export type AlbumsService = ReturnType<typeof createAlbumsService>;
