import type { Cursor } from '../db/keyset.ts';
import { Invalid } from './errors.ts';

export type { Cursor };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const CURSOR_INVALID = 'Некорректный курсор';
/**
 * Instants a cursor may name: years 1970..9999, which JS Date and PostgreSQL's timestamptz both
 * read and write as the same four-digit ISO text. Outside it (year 0, negative or six-digit
 * years) PostgreSQL refuses the value, which must be the caller's 422, not our 500.
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const inRange = (d: Date) => {
  const t = d.getTime();
  return !Number.isNaN(t) && t >= EARLIEST && t <= LATEST;
};

/** Opaque keyset cursor: the last item's created_at and id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/**
 * Accepts an opaque cursor, or (CONTRACT.md §5) an ISO timestamp: `before` it means strictly older
 * than that instant, `after` it strictly newer (the id sorts below, resp. above, every real one).
 */
export function decodeCursor(
  value: string | undefined,
  direction: 'before' | 'after' = 'before',
): Cursor | undefined {
  if (!value) return undefined;
  const asDate = new Date(value);
  if (/^[+-]?\d{4,6}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(asDate.getTime())) {
    if (!inRange(asDate)) throw new Invalid(CURSOR_INVALID);
    const id =
      direction === 'before'
        ? '00000000-0000-0000-0000-000000000000'
        : 'ffffffff-ffff-ffff-ffff-ffffffffffff';
    return { createdAt: asDate, id };
  }
  const [iso, id] = Buffer.from(value, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || !inRange(createdAt)) throw new Invalid(CURSOR_INVALID);
  return { createdAt, id };
}

/** The page and the cursor of the next one (null on the last page). */
export function page<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const last = rows.at(-1);
  return { rows, next: rows.length === limit && last ? encodeCursor(last) : null };
}
