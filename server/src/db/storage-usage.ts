import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A transaction handle of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class QuotaExceeded extends Error {}

/**
 * Bytes one user stores: media files, document scans and the chunks of unfinished chunked scan
 * uploads (issue 29 §5). One statement, each part read over its owner index
 * (`media_files_owner_created_idx`, `documents_owner_idx`, then the chunks' primary key).
 */
export async function storageUsed(db: Db | Tx, ownerId: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(file_size), 0) from media_files where owner_id = ${ownerId}) +
      (select coalesce(sum(scan_size), 0) from documents where owner_id = ${ownerId}) +
      (select coalesce(sum(c.size), 0) from scan_chunks c
        join documents d on d.id = c.document_id where d.owner_id = ${ownerId}) as used`);
  const rows = (result as unknown as { rows: { used: number | string }[] }).rows;
  return Number(rows[0]?.used ?? 0);
}

/**
 * Runs `write` (the insert or update that records `adding` more bytes for the owner) only if the
 * owner's total stays within `quota`, else throws QuotaExceeded and writes nothing. A
 * transaction-scoped advisory lock on the owner serialises concurrent uploads of one user across
 * connections and processes, so two uploads that each fit alone cannot both pass a quota that only
 * one of them fits; other users are not held up.
 */
export function withinQuota<T>(
  db: Db,
  ownerId: string,
  adding: number,
  quota: number,
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage:${ownerId}`}, 0))`);
    if ((await storageUsed(tx, ownerId)) + adding > quota) throw new QuotaExceeded();
    return write(tx);
  });
}
