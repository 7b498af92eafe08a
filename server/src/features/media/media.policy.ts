import type { MediaFileRow } from '../../db/schema/index.ts';

/** Only the owner manages a file in their library; others see it only through a signed link. */
export const canDeleteMedia = (userId: string, file: Pick<MediaFileRow, 'ownerId'>) =>
  file.ownerId === userId;
export const canListMediaOf = (userId: string, ownerId: string) => userId === ownerId;
/** The owner sees a file's original (with its metadata); everyone else its variants. */
export const isMediaOwner = (userId: string, file: Pick<MediaFileRow, 'ownerId'>) => file.ownerId === userId;
/**
 * Whether `viewerId` (null: signed out) is given a file's reader copy instead of its original
 * (CONTRACT §4 "Metadata"): everyone but the owner, for the kinds whose originals carry metadata —
 * images (EXIF, GPS: their WebP variants) and videos (location, device and creation tags: the copy
 * re-muxed without them). The one rule for attachments, albums, zips and exports.
 */
export const readerCopy = (viewerId: string | null, file: Pick<MediaFileRow, 'ownerId' | 'fileType'>) =>
  (file.fileType === 'image' || file.fileType === 'video') &&
  (viewerId === null || !isMediaOwner(viewerId, file));
