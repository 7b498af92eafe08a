import { Invalid } from './errors.ts';

export interface Cursor {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque keyset cursor: the last item's created_at and id. */
export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

/** Accepts an opaque cursor, or (CONTRACT.md §5) the last item's created_at as an ISO timestamp. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (!value) return undefined;
  const asDate = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(asDate.getTime())) {
    return { createdAt: asDate, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
  }
  const [iso, id] = Buffer.from(value, 'base64url').toString().split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) throw new Invalid('Некорректный курсор');
  return { createdAt, id };
}

/** The page and the cursor of the next one (null on the last page). */
export function page<T extends { createdAt: Date; id: string }>(rows: T[], limit: number) {
  const last = rows.at(-1);
  return { rows, next: rows.length === limit && last ? encodeCursor(last) : null };
}
