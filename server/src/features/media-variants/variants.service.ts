import type { Db } from '../../db/client.ts';
import { variantsRepo } from './variants.repo.ts';

/**
 * The renditions the variants job made, for the media feature (its lists, downloads and archive),
 * which reaches them through this service and never the repo: one query each.
 */
export const variantReads = {
  /** The variants of these files, smallest first (one query for a whole page). */
  ofMedia: (db: Db, mediaIds: string[]) => variantsRepo.ofMedia(db, mediaIds),
  /** One named variant of a file, or undefined. */
  find: (db: Db, mediaId: string, name: string) => variantsRepo.find(db, mediaId, name),
};
