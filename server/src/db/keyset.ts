import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Cursor } from '../platform/cursor.ts';

/**
 * Rows before (`<`) or after (`>`) a keyset cursor in (created_at, id) order, as one row
 * comparison: an index ending in (created_at, id) seeks straight to the cursor, where the
 * equivalent `a < x or (a = x and b < y)` makes the planner scan.
 */
export function beyondCursor(createdAt: Column, id: Column, direction: '<' | '>', cursor: Cursor): SQL {
  return sql`(${createdAt}, ${id}) ${sql.raw(direction)} (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}
