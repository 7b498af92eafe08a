import type { Db } from '../../db/client.ts';
import { mediaRepo } from './media.repo.ts';

/**
 * What other features ask of the media library, so they reach it through its service and never
 * its repo: the variants job reads the file it makes renditions of, the organization feed checks
 * that attachments are the author's own.
 */
export const mediaLibrary = {
  /** The file's row, or undefined (deleted meanwhile). */
  findById: (db: Db, id: string) => mediaRepo.findById(db, id),
  /** Which of `ids` are files in `ownerId`'s own library (one query). */
  ownIds: (db: Db, ownerId: string, ids: string[]) => mediaRepo.ownIds(db, ownerId, ids),
};
