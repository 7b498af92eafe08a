import { type Column, type SQL, sql } from 'drizzle-orm';

/** A keyset position: the created_at and id of the last row seen (platform/cursor.ts encodes it). */
export interface Cursor {
  createdAt: Date;
  id: string;
}

/**
 * Rows before (`<`) or after (`>`) a keyset cursor in (created_at, id) order, as one row
 * comparison: an index ending in (created_at, id) seeks straight to the cursor, where the
 * equivalent `a < x or (a = x and b < y)` makes the planner scan.
 */
export function beyondCursor(createdAt: Column, id: Column, direction: '<' | '>', cursor: Cursor): SQL {
  return sql`(${createdAt}, ${id}) ${sql.raw(direction)} (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * Rows before a keyset cursor in a named statement: `(createdAt, id)` (SQL column names) against
 * the placeholders `beforeAt` and `beforeId`, which beforeValues fills, so the pages after a
 * cursor share one statement whatever the cursor.
 */
export const beforePlaceholders = (createdAt: string, id: string): SQL =>
  sql`(${sql.raw(createdAt)}, ${sql.raw(id)}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`;

/** The values of beforePlaceholders for a page's cursor (none without one). */
export const beforeValues = (before: Cursor | undefined) =>
  before ? { beforeAt: before.createdAt.toISOString(), beforeId: before.id } : {};
