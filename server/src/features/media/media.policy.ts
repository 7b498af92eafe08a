import type { MediaFileRow } from '../../db/schema/index.ts';

/** Only the owner manages a file in their library; others see it only through a signed link. */
export const canDeleteMedia = (userId: string, file: Pick<MediaFileRow, 'ownerId'>) =>
  file.ownerId === userId;
export const canListMediaOf = (userId: string, ownerId: string) => userId === ownerId;
/** The owner sees a file's original (with its metadata); everyone else its variants. */
export const isMediaOwner = (userId: string, file: Pick<MediaFileRow, 'ownerId'>) => file.ownerId === userId;
