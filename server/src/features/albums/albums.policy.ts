import type { ShareKind } from '@krug/contract/albums';

/** What decides access to an album; `sharedWithViewer` is albums.repo.ts's SQL form of the share rule. */
export interface AlbumAccess {
  ownerId: string;
  /** A circle the album is shared with has both the viewer and the owner as current members. */
  sharedWithViewer: boolean;
}

/**
 * Albums (issue 22). The owner reads and edits; current members of a family, household or chat
 * group the album is shared with read it (its items, signed links and zip), as posts are read by
 * their circles; invitees who have not accepted, and anyone else, do not know it exists (404).
 */
export const canReadAlbum = (userId: string, album: AlbumAccess) =>
  album.ownerId === userId || album.sharedWithViewer;
export const canEditAlbum = (userId: string, album: Pick<AlbumAccess, 'ownerId'>) => album.ownerId === userId;

/** Only the owner's own photos and videos go into their albums. */
export const canAddToAlbum = (userId: string, file: { ownerId: string; fileType: string }) =>
  file.ownerId === userId && (file.fileType === 'image' || file.fileType === 'video');

/** An album is shared only with circles its owner is a current member of. */
export const canShareWith = (ownerCircles: ReadonlySet<string>, target: { kind: ShareKind; id: string }) =>
  ownerCircles.has(`${target.kind}:${target.id}`);

/** The subject a zip link is signed for: this album, for this reader (checked again when used). */
export const albumArchiveSubject = (albumId: string, userId: string) => `album-zip:${albumId}:${userId}`;
