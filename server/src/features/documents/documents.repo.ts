import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents, scanChunks } from '../../db/schema/index.ts';
import type { Tx } from '../../db/storage-usage.ts';

export const documentsRepo = {
  list: (db: Db, ownerId: string) =>
    db.select().from(documents).where(eq(documents.ownerId, ownerId)).orderBy(asc(documents.createdAt)),
  async find(db: Db, id: string) {
    const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
    return row;
  },
  async insert(db: Db, values: typeof documents.$inferInsert) {
    const [row] = await db.insert(documents).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async update(db: Db | Tx, id: string, values: Partial<typeof documents.$inferInsert>) {
    const [row] = await db.update(documents).set(values).where(eq(documents.id, id)).returning();
    return row;
  },
  async delete(db: Db, id: string) {
    await db.delete(documents).where(eq(documents.id, id));
  },
  /**
   * Unfinished chunked uploads of the owner other than `uploadKey` of `documentId` (each upload is
   * a document and upload key with chunks waiting).
   */
  async openUploads(db: Db | Tx, ownerId: string, documentId: string, uploadKey: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(distinct (${scanChunks.documentId}, ${scanChunks.uploadKey}))::int` })
      .from(scanChunks)
      .innerJoin(documents, eq(documents.id, scanChunks.documentId))
      .where(
        and(
          eq(documents.ownerId, ownerId),
          sql`(${scanChunks.documentId}, ${scanChunks.uploadKey}) <> (${documentId}::uuid, ${uploadKey})`,
        ),
      );
    return row?.n ?? 0;
  },
  /** The size of a chunk already received (a repeated chunk replaces it), or 0. */
  async chunkSize(db: Db, documentId: string, uploadKey: string, chunkIndex: number): Promise<number> {
    const [row] = await db
      .select({ size: scanChunks.size })
      .from(scanChunks)
      .where(
        and(
          eq(scanChunks.documentId, documentId),
          eq(scanChunks.uploadKey, uploadKey),
          eq(scanChunks.chunkIndex, chunkIndex),
        ),
      );
    return row?.size ?? 0;
  },
  /** Records a chunk (a repeated chunk replaces the earlier one); answers the chunks so far. */
  async putChunk(db: Db | Tx, c: typeof scanChunks.$inferInsert) {
    await db
      .insert(scanChunks)
      .values(c)
      .onConflictDoUpdate({
        target: [scanChunks.documentId, scanChunks.uploadKey, scanChunks.chunkIndex],
        set: { storageKey: c.storageKey, size: c.size, totalChunks: c.totalChunks, createdAt: sql`now()` },
      });
    return db
      .select()
      .from(scanChunks)
      .where(and(eq(scanChunks.documentId, c.documentId), eq(scanChunks.uploadKey, c.uploadKey)))
      .orderBy(asc(scanChunks.chunkIndex));
  },
  async dropChunk(db: Db, documentId: string, uploadKey: string, chunkIndex: number) {
    await db
      .delete(scanChunks)
      .where(
        and(
          eq(scanChunks.documentId, documentId),
          eq(scanChunks.uploadKey, uploadKey),
          eq(scanChunks.chunkIndex, chunkIndex),
        ),
      );
  },
  async dropChunks(db: Db, documentId: string, uploadKey: string) {
    await db
      .delete(scanChunks)
      .where(and(eq(scanChunks.documentId, documentId), eq(scanChunks.uploadKey, uploadKey)));
  },
  /** Chunks of uploads abandoned for over an hour: removed, their storage keys answered. */
  async sweepStale(db: Db) {
    const rows = await db
      .delete(scanChunks)
      .where(lt(scanChunks.createdAt, sql`now() - interval '1 hour'`))
      .returning({ key: scanChunks.storageKey });
    return rows.map((r) => r.key);
  },
};
