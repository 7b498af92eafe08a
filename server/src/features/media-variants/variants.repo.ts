import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaVariantRow, mediaFiles, mediaVariants } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';

export interface NewVariant {
  name: string;
  width: number;
  height: number;
  storageKey: string;
  byteSize: number;
}

export const variantsRepo = {
  /**
   * The job's result, in one transaction: its variants and the facts it found (a video's size and
   * length). Fails (foreign key) when the file was deleted meanwhile.
   */
  async finish(
    db: Db,
    mediaId: string,
    variants: NewVariant[],
    facts: { width?: number | null; height?: number | null; durationSeconds?: number | null },
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if (variants.length > 0)
        await tx
          .insert(mediaVariants)
          .values(variants.map((v) => ({ ...v, mediaId })))
          .onConflictDoUpdate({
            target: [mediaVariants.mediaId, mediaVariants.name],
            set: {
              width: sql`excluded.width`,
              height: sql`excluded.height`,
              storageKey: sql`excluded.storage_key`,
              byteSize: sql`excluded.byte_size`,
            },
          });
      const set = Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined && v !== null));
      if (Object.keys(set).length > 0) await tx.update(mediaFiles).set(set).where(eq(mediaFiles.id, mediaId));
    });
  },

  /** The variants of these files, smallest first. */
  async ofMedia(db: Db | Tx, mediaIds: string[]): Promise<MediaVariantRow[]> {
    if (mediaIds.length === 0) return [];
    return db
      .select()
      .from(mediaVariants)
      .where(inArray(mediaVariants.mediaId, mediaIds))
      .orderBy(mediaVariants.mediaId, mediaVariants.width);
  },

  async find(db: Db, mediaId: string, name: string): Promise<MediaVariantRow | undefined> {
    const [row] = await db
      .select()
      .from(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, mediaId), eq(mediaVariants.name, name)));
    return row;
  },
};
